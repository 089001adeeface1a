import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { INQUIRY_KINDS, INQUIRY_STATUSES, MAX_SEARCH_LENGTH } from '@app/shared';
import type { InquiryListQuery } from '../list-query';

const control =
  'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-sea-600';

/** Search, kind and status as a plain GET form: the filters live in the address, Back and links keep them. */
export function InquiryFilters({ query }: { query: InquiryListQuery }) {
  const t = useTranslations('admin.list');
  const kinds = useTranslations('admin.kinds');
  const statuses = useTranslations('admin.statuses');
  const filtered = Boolean(query.kind || query.status || query.search);
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label={t('filters')}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <label className="text-sm font-medium text-slate-700">
        {t('search')}
        <input
          type="search"
          name="search"
          defaultValue={query.search ?? ''}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('searchPlaceholder')}
          className={control}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t('kind')}
        <select name="kind" defaultValue={query.kind ?? ''} className={control}>
          <option value="">{t('allKinds')}</option>
          {INQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kinds(kind)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t('status')}
        <select name="status" defaultValue={query.status ?? ''} className={control}>
          <option value="">{t('allStatuses')}</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statuses(status)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-1">
        <button
          type="submit"
          className="h-10 rounded-full bg-sea-700 px-5 text-sm font-semibold text-white hover:bg-sea-900"
        >
          {t('apply')}
        </button>
        {filtered && (
          <Link href="/admin" className="text-sm font-semibold text-sea-700 hover:underline">
            {t('clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
