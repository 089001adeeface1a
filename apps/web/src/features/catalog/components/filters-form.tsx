import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PRICE_BAND_KEYS, REGIONS, UNIT_CATEGORIES, UNIT_SORTS, type UnitQuery } from '@app/shared';

const field = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

/**
 * Search and filters as a plain GET form: it works before any JavaScript loads, and submitting
 * leaves `page` out, so a changed filter starts again at page 1.
 */
export function FiltersForm({ action, query }: { action: string; query: UnitQuery }) {
  const t = useTranslations('listing');
  const region = useTranslations('region');
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={t('filtersLabel')}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="text-sm font-medium text-slate-700 lg:col-span-2">
        <label htmlFor="filter-search">{t('search')}</label>
        <input
          id="filter-search"
          type="search"
          name="search"
          defaultValue={query.search ?? ''}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className={field}
        />
      </div>
      <div className="text-sm font-medium text-slate-700">
        <label htmlFor="filter-type">{t('type')}</label>
        <select id="filter-type" name="type" defaultValue={query.type ?? ''} className={field}>
          <option value="">{t('any')}</option>
          {UNIT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`types.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="text-sm font-medium text-slate-700">
        <label htmlFor="filter-location">{t('location')}</label>
        <select id="filter-location" name="location" defaultValue={query.location ?? ''} className={field}>
          <option value="">{t('any')}</option>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {region(r)}
            </option>
          ))}
        </select>
      </div>
      <div className="text-sm font-medium text-slate-700">
        <label htmlFor="filter-price_band">{t('price')}</label>
        <select id="filter-price_band" name="price_band" defaultValue={query.price_band ?? ''} className={field}>
          <option value="">{t('any')}</option>
          {PRICE_BAND_KEYS.map((b) => (
            <option key={b} value={b}>
              {t(`bands.${b}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="text-sm font-medium text-slate-700">
        <label htmlFor="filter-sort">{t('sort')}</label>
        <select id="filter-sort" name="sort" defaultValue={query.sort ?? 'newest'} className={field}>
          {UNIT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-6">
        <button
          type="submit"
          className="rounded-full bg-sea-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sea-900"
        >
          {t('apply')}
        </button>
        <Link href={action} className="rounded-full px-4 py-2.5 text-sm font-semibold text-sea-700 hover:bg-sea-50">
          {t('clearFilters')}
        </Link>
      </div>
    </form>
  );
}
