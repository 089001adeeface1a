'use client';

import { useTranslations } from 'next-intl';

/** Previous/Next with the page numbers around the current one (spec: Previous/Next pagination). */
export function PageButtons({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('pagination');
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400';
  return (
    <nav aria-label={t('label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${base} border-slate-300 bg-white hover:bg-sand-100`}
      >
        {t('previous')}
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-label={t('page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          className={`${base} ${n === page ? 'border-sea-700 bg-sea-700 text-white' : 'border-slate-300 bg-white hover:bg-sand-100'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        className={`${base} border-slate-300 bg-white hover:bg-sand-100`}
      >
        {t('next')}
      </button>
    </nav>
  );
}
