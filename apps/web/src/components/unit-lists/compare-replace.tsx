'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '@app/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ApiRequestError, browserApi, lazySchema } from '@/lib/http/browser';
import { unitsByIdsPath } from '@/lib/public-api-paths';
import { UNIT_LIST_LIMITS, replaceUnitId } from '@/lib/unit-lists/lists';
import { readUnitList, writeUnitList } from './store';
import { Button } from '@/components/ui/button';

/** The answer's schema (zod) loads with the call: the dialog's own code stays small. */
const unitsAnswer = lazySchema(async () => ({ parse: (await import('@/lib/unit-answers')).readUnitsByIdsAnswer }));

/**
 * The dialog a fifth unit opens: which of the four units being compared it replaces (radio buttons,
 * the new unit takes the chosen one's place). Named by their titles once the API has answered, by
 * their numbers until then, and by their numbers with a line saying so when the call fails (the API and
 * the site's proxy log their side of it). Escape or Cancel keeps the comparison as it is.
 */
export function CompareReplace({ unitId, title, onDone }: { unitId: number; title: string; onDone: () => void }) {
  const t = useTranslations('compareList');
  const lang = useLocale();
  const [ids] = useState(() => readUnitList('compare'));
  const [titles, setTitles] = useState<Record<number, string>>({});
  const [titlesFailed, setTitlesFailed] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const request = new AbortController();
    browserApi.call(unitsByIdsPath(ids, lang as Lang), unitsAnswer, { signal: request.signal }).then(
      (answer) => setTitles(Object.fromEntries(answer.results.map((unit) => [unit.id, unit.title]))),
      (error: unknown) => {
        if (request.signal.aborted) return;
        // The numbers stay, and the dialog says why: the choice works without the titles.
        if (error instanceof ApiRequestError) setTitlesFailed(true);
        else throw error;
      },
    );
    return () => request.abort();
  }, [ids, lang]);

  const replace = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) return;
    writeUnitList('compare', replaceUnitId(readUnitList('compare'), choice, unitId));
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onClose={onDone}
      title={t('replaceTitle', { max: UNIT_LIST_LIMITS.compare })}
      description={t('replaceText', { title })}
      closeLabel={t('cancel')}
    >
      <form onSubmit={replace}>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-700">{t('replaceLegend')}</legend>
          <div className="mt-2 space-y-2">
            {ids.map((id) => (
              <label
                key={id}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-slate-200 has-[:checked]:bg-sea-50 has-[:checked]:ring-sea-700"
              >
                <input
                  type="radio"
                  name="compare-replace"
                  value={id}
                  required
                  checked={choice === id}
                  onChange={() => setChoice(id)}
                  className="h-4 w-4 accent-sea-700"
                />
                <span>{titles[id] ?? t('unitNumber', { id })}</span>
              </label>
            ))}
          </div>
          {titlesFailed && <p className="mt-2 text-sm text-slate-600">{t('titlesFailed')}</p>}
        </fieldset>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="neutral" size="md" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" size="md">
            {t('replace')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
