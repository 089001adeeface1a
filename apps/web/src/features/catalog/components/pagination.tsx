import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Previous/Next with the page numbers around the current one; every page is a real link. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useTranslations('pagination');
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium';
  return (
    <nav aria-label={t('label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={`${base} border-slate-300 bg-white hover:bg-sand-100`}>
          {t('previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border-slate-200 text-slate-400`}>
          {t('previous')}
        </span>
      )}
      {numbers.map((n) => (
        <Link
          key={n}
          href={hrefFor(n)}
          aria-label={t('page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          className={`${base} ${n === page ? 'border-sea-700 bg-sea-700 text-white' : 'border-slate-300 bg-white hover:bg-sand-100'}`}
        >
          {n}
        </Link>
      ))}
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={`${base} border-slate-300 bg-white hover:bg-sand-100`}>
          {t('next')}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border-slate-200 text-slate-400`}>
          {t('next')}
        </span>
      )}
    </nav>
  );
}
