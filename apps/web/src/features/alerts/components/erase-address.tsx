'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * "Delete all and erase my address", in two steps: the first press asks, the second erases. Cancel (or
 * Escape) goes back to the first button.
 */
export function EraseAddress({ email, busy, onErase }: { email: string; busy: boolean; onErase: () => void }) {
  const t = useTranslations('alerts');
  const [asking, setAsking] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const [wasAsking, setWasAsking] = useState(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking) first.current?.focus();
  }, [asking, wasAsking]);

  return (
    <section aria-labelledby="erase-address" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="erase-address" className="text-lg font-semibold text-sea-900">
        {t('eraseTitle')}
      </h2>
      {asking ? (
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape') setAsking(false);
          }}
        >
          <p ref={question} tabIndex={-1} className="mt-2 text-slate-700 outline-none">
            {t('eraseText', { email })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button size="md" variant="danger" disabled={busy} onClick={onErase}>
              {t('eraseConfirm')}
            </Button>
            <Button size="md" variant="neutral" disabled={busy} onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={first}
          size="md"
          variant="dangerOutline"
          className="mt-3"
          disabled={busy}
          onClick={() => {
            setAsking(true);
            setWasAsking(true);
          }}
        >
          {t('eraseTitle')}
        </Button>
      )}
    </section>
  );
}
