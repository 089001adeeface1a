import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type InquiryListQuery, listQueryString } from '../list-query';

/**
 * Previous / Next links that keep the filters, and where the reader is. The inquiries' list by default;
 * another list (the catalogue's) gives its own `href` for a page.
 */
export function ListPager({
  query,
  pageCount,
  href,
}: {
  query: InquiryListQuery | { page: number };
  pageCount: number;
  href?: (page: number) => string;
}) {
  const t = useTranslations('admin.list');
  if (pageCount <= 1) return null;
  const link = 'inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium';
  const off = 'inline-flex h-10 items-center rounded-lg border border-slate-200 px-4 text-sm text-slate-500';
  const to = href ?? ((page: number) => `/admin${listQueryString({ ...query, page })}`);
  return (
    <nav aria-label={t('pages')} className="mt-6 flex items-center justify-between gap-4">
      {query.page > 1 ? (
        <Link href={to(query.page - 1)} className={`${link} hover:bg-sand-100`}>
          {t('previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={off}>
          {t('previous')}
        </span>
      )}
      <p className="text-sm text-slate-600">{t('pageOf', { page: query.page, pages: pageCount })}</p>
      {query.page < pageCount ? (
        <Link href={to(query.page + 1)} className={`${link} hover:bg-sand-100`}>
          {t('next')}
        </Link>
      ) : (
        <span aria-hidden="true" className={off}>
          {t('next')}
        </span>
      )}
    </nav>
  );
}
