import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';

/**
 * How a page is reached: `onPage` (a listing that loads pages in the browser: buttons), `href` (a list
 * rendered on the server: links, which work without JavaScript), or `delegated` (buttons the server
 * renders for a listing the browser pages: each says its page in `data-page`, and the listing's own
 * click handler goes there, so this code need not come with the page).
 */
type Target =
  | { onPage: (page: number) => void; href?: never; delegated?: never }
  | {
      /** A page's full address (with its language): a plain link, loaded as a document. */
      href: (page: number) => string;
      onPage?: never;
      delegated?: never;
    }
  | { delegated: true; onPage?: never; href?: never };

const BASE =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400';
const IDLE = `${BASE} border-slate-300 bg-white hover:bg-sand-100`;
const CURRENT = `${BASE} border-sea-700 bg-sea-700 text-white`;
const OFF = `${BASE} cursor-not-allowed border-slate-200 text-slate-400`;

/**
 * Previous/Next with the page numbers around the current one (spec: Previous/Next pagination). Renders in
 * the browser's listing (/properties) and on the server (a compound's units) alike.
 */
export function PageButtons({ page, pageCount, ...target }: { page: number; pageCount: number } & Target) {
  const t = useTranslations('pagination');
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);

  const to = (n: number, className: string, children: ReactNode, extra: { label?: string; current?: boolean }) => {
    const enabled = n >= 1 && n <= pageCount;
    const aria = { 'aria-label': extra.label, 'aria-current': extra.current ? ('page' as const) : undefined };
    if (target.href) {
      return enabled ? (
        <a href={target.href(n)} className={className} {...aria}>
          {children}
        </a>
      ) : (
        <span aria-disabled="true" className={OFF}>
          {children}
        </span>
      );
    }
    const { onPage } = target;
    return (
      <button
        type="button"
        disabled={!enabled}
        {...(onPage ? { onClick: () => onPage(n) } : { 'data-page': n })}
        className={className}
        {...aria}
      >
        {children}
      </button>
    );
  };

  return (
    <nav aria-label={t('label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {to(page - 1, IDLE, t('previous'), {})}
      {numbers.map((n) => (
        <Fragment key={n}>
          {to(n, n === page ? CURRENT : IDLE, n, { label: t('page', { page: n }), current: n === page })}
        </Fragment>
      ))}
      {to(page + 1, IDLE, t('next'), {})}
    </nav>
  );
}
