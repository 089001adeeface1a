'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ALERT_FREQUENCIES, type AlertFrequency, type Lang, type SavedSearchView, savedSearchUrl } from '@app/shared';
import { useSearchSummary } from '@/components/alerts/use-search-summary';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { pathInLang } from '@/lib/routing/variants';

/** What the manage page can do to one search; each resolves once the API has answered. */
export type RowActions = {
  change: (search: SavedSearchView, change: { frequency?: AlertFrequency; paused?: boolean }) => Promise<void>;
  remove: (search: SavedSearchView) => Promise<void>;
};

/** The address a saved search or shortlist alert opens on the site, in the page's language. */
export function searchPath(search: SavedSearchView, lang: Lang): string {
  return search.kind === 'shortlist'
    ? `${pathInLang('/shortlist', lang)}?ids=${search.unit_ids.join(',')}`
    : savedSearchUrl('', lang, search.query);
}

/** One saved search on the manage page: what it asks for, its state, how often, pause or resume, delete. */
export function AlertRow({ search, busy, actions }: { search: SavedSearchView; busy: boolean; actions: RowActions }) {
  const t = useTranslations('alerts');
  const lang = useLocale() as Lang;
  const summary = useSearchSummary()({ kind: search.kind, query: search.query, unitCount: search.unit_ids.length });
  const stopped = search.status === 'unsubscribed';
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-sea-900">{summary}</h3>
      <p className="mt-1 text-sm text-slate-600">{t(`status.${search.status}`)}</p>
      <a href={searchPath(search, lang)} className="mt-2 inline-block text-sm font-semibold text-sea-700 underline">
        {search.kind === 'shortlist' ? t('openShortlist') : t('open')}
      </a>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {!stopped && (
          <SelectField
            className="min-w-56"
            label={t('frequency')}
            aria-label={t('frequencyLabel', { summary })}
            value={search.frequency}
            disabled={busy}
            options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequencies.${value}`) }))}
            onChange={(event) => void actions.change(search, { frequency: event.target.value as AlertFrequency })}
          />
        )}
        {(search.status === 'active' || search.status === 'paused') && (
          <Button
            size="xs"
            variant="neutral"
            disabled={busy}
            aria-pressed={search.status === 'paused'}
            onClick={() => void actions.change(search, { paused: search.status === 'active' })}
          >
            {search.status === 'active' ? t('pause') : t('resume')}
          </Button>
        )}
        <Button
          size="xs"
          variant="dangerOutline"
          disabled={busy}
          aria-label={t('deleteLabel', { summary })}
          onClick={() => void actions.remove(search)}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
