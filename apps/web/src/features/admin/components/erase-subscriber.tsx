'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type EraseOutcome, sendAddressErasure } from '../demand-calls';

/** Erasing an alert subscriber on request, after a confirmation (admins only; the API checks it too). */
export function EraseSubscriber({ id }: { id: number }) {
  const t = useTranslations('admin.demand.erase');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Exclude<EraseOutcome, 'erased' | 'unauthorized'> | null>(null);

  const erase = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await sendAddressErasure(id);
    setBusy(false);
    setConfirming(false);
    if (outcome === 'erased') {
      router.replace('/admin/demand?erased=1');
      router.refresh();
    } else if (outcome === 'unauthorized') {
      router.replace(`/admin/sign-in?next=${encodeURIComponent('/admin/demand')}`);
    } else {
      setProblem(outcome);
    }
  };

  return (
    <div className="grid gap-3">
      <div role="alert">
        {problem && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{t(problem)}</p>
        )}
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="w-full text-sm font-medium text-slate-900">{t('confirm')}</p>
          <Button disabled={busy} onClick={() => void erase()} variant="danger" size="xs">
            {busy ? t('working') : t('forGood')}
          </Button>
          <Button onClick={() => setConfirming(false)} variant="neutral" size="xs">
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <Button onClick={() => setConfirming(true)} variant="dangerOutline" size="xs" className="justify-self-start">
          {t('button')}
        </Button>
      )}
    </div>
  );
}
