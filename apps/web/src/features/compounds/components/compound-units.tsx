import { RedirectType } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_PAGE_SIZE, UNIT_CATEGORIES, type Lang, type UnitPage } from '@app/shared';
import { PageButtons } from '@/components/ui/page-buttons';
import { readUnits, orFallback } from '@/lib/page-reads';
import { pathInLang } from '@/lib/routing/variants';
import { UnitGrid } from '@/components/units/unit-grid';
import { type CompoundUnitsQuery, UNITS_SECTION, unitsHref } from '../units-query';
import { RefreshButton } from './refresh-button';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * One page of the compound's units. On the cached page a failure throws (the page keeps its last good
 * version); rendered per request, it is null and the section shows its error (the call logged it once).
 */
function loadUnits(
  slug: string,
  { type, page }: CompoundUnitsQuery,
  lang: Lang,
  cached: boolean,
): Promise<UnitPage | null> {
  const query = { project: slug, page, page_size: DEFAULT_PAGE_SIZE, sort: 'price-asc', lang } as const;
  const answer = readUnits({ ...query, ...(type ? { type } : {}) });
  return cached ? answer : orFallback(answer, null);
}

/**
 * The compound's units for sale, 12 a page, filterable by the spec's unit types. Chips and pages are links
 * (they work without JavaScript) that land on the section; a failed call shows its error here, and the
 * rest of the compound page stays.
 */
export async function CompoundUnits({
  slug,
  query,
  lang,
  cached,
}: {
  slug: string;
  query: CompoundUnitsQuery;
  lang: Lang;
  cached: boolean;
}) {
  const t = await getTranslations('compound');
  const listing = await getTranslations('listing');
  const answer = await loadUnits(slug, query, lang, cached);
  const pageCount = answer ? Math.ceil(answer.count / DEFAULT_PAGE_SIZE) : 0;
  // A page past the end (an old link after units were sold): the last page there is.
  if (answer && query.page > pageCount && pageCount > 0) {
    redirect({ href: unitsHref(slug, { ...query, page: pageCount }), locale: lang }, RedirectType.replace);
  }
  const chip = (active: boolean) =>
    `rounded-full px-4 py-2 text-sm font-medium ring-1 ${active ? 'bg-sea-700 text-white ring-sea-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-sand-100'}`;

  let body;
  if (!answer) {
    body = (
      <div role="alert" className="rounded-2xl bg-red-50 p-8 text-center">
        <p className="font-medium text-red-800">{listing('loadError')}</p>
        <RefreshButton
          label={listing('tryAgain')}
          className={buttonClass({ variant: 'danger', size: 'sm', className: 'mt-4' })}
        />
      </div>
    );
  } else if (answer.results.length === 0) {
    body = (
      <Card as="p" padding="lg" className="text-center text-slate-700">
        {t('noUnits')}
      </Card>
    );
  } else {
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600">
          {listing('showing', { shown: answer.results.length, total: answer.count })}
        </p>
        <UnitGrid units={answer.results} />
        <PageButtons
          page={query.page}
          pageCount={pageCount}
          href={(page) => pathInLang(unitsHref(slug, { ...query, page }), lang)}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={UNITS_SECTION} className="mx-auto max-w-7xl px-4 sm:px-6">
      <h2 id={UNITS_SECTION} className="scroll-mt-24 text-2xl font-bold text-sea-900 md:text-3xl">
        {t('unitsForSale')}
      </h2>
      {/* A new type starts at its first page (spec: changing a filter resets the page to 1). */}
      {/* Plain links, loaded as documents: next.config.ts rewrites these addresses by their query to another
          route (rendered per request), which the client router's cache of the open page cannot tell apart
          from it; a document load always gets the right one, and lands on the section by its hash. */}
      <nav aria-label={t('unitTypeFilter')} className="mt-4 flex flex-wrap gap-2">
        {[undefined, ...UNIT_CATEGORIES].map((type) => (
          <a
            key={type ?? 'all'}
            href={pathInLang(unitsHref(slug, { type, page: 1 }), lang)}
            aria-current={query.type === type ? 'true' : undefined}
            className={chip(query.type === type)}
          >
            {type ? listing(`types.${type}`) : t('all')}
          </a>
        ))}
      </nav>
      <div className="mt-6">{body}</div>
    </section>
  );
}
