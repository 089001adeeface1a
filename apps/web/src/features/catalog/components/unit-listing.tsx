import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { DEFAULT_PAGE_SIZE, type UnitQuery } from '@app/shared';
import { toLang } from '@/i18n/config';
import { listUnits } from '@/lib/api';
import { type SearchParams, hrefWith, unitQueryFromSearchParams } from '@/lib/search-params';
import { FiltersForm } from './filters-form';
import { Pagination } from './pagination';
import { UnitGrid } from './unit-grid';

const URL_KEYS = ['search', 'type', 'location', 'price_band', 'sort', 'page'] as const;

/** Filters, count line, grid and pagination of a listing page, rendered on the server from the URL. */
export async function UnitListing({
  pathname,
  searchParams,
  baseQuery = {},
}: {
  pathname: string;
  searchParams: SearchParams;
  baseQuery?: UnitQuery;
}) {
  const t = await getTranslations('listing');
  const query = unitQueryFromSearchParams(searchParams, URL_KEYS);
  const page = query.page ?? 1;
  const lang = toLang(await getLocale());
  const result = await listUnits({ ...baseQuery, ...query, page, page_size: DEFAULT_PAGE_SIZE, lang }).catch(
    () => null,
  );

  return (
    <div className="space-y-6">
      <FiltersForm action={pathname} query={query} />
      {!result ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-8 text-center">
          <p className="font-medium text-red-800">{t('loadError')}</p>
          <a
            href={hrefWith(pathname, query, {})}
            className="mt-4 inline-block rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white"
          >
            {t('tryAgain')}
          </a>
        </div>
      ) : result.count === 0 || result.results.length === 0 ? (
        <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="text-slate-700">{t('empty')}</p>
          <Link
            href={pathname}
            className="mt-4 inline-block rounded-full bg-sea-700 px-5 py-2.5 text-sm font-semibold text-white"
          >
            {t('clearFilters')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('showing', { shown: result.results.length, total: result.count })}
          </p>
          <UnitGrid units={result.results} priorityCount={page === 1 ? 3 : 0} />
          <Pagination
            page={page}
            pageCount={Math.ceil(result.count / DEFAULT_PAGE_SIZE)}
            hrefFor={(p) => hrefWith(pathname, query, { page: p === 1 ? undefined : p })}
          />
        </>
      )}
    </div>
  );
}
