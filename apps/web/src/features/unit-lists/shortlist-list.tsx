import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type Lang, type Unit } from '@app/shared';
import { UNIT_LIST_LIMITS, formatUnitIds } from '@/lib/unit-lists/lists';
import { closestInPrice, similarUnitsQuery } from '@/lib/unit-lists/similar-units';
import { Price } from '@/components/currency/price';
import { ShareButton } from '@/components/ui/share-button';
import { PropertyCard } from '@/components/units/property-card';
import { Link } from '@/i18n/link';
import { readUnitsByIds, readUnits } from '@/lib/page-reads';
import { pathInLang } from '@/lib/routing/variants';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';

/**
 * The units of a shortlist (the ids in the page's address), with today's price and status, rendered
 * by the server per request; a unit sold since it was kept shows available units like it. A failed
 * read shows its message and a way to try again. `after` renders below the list, given the ids of the
 * units it shows (the form that sends them to the agency).
 */
export async function ShortlistList({
  ids,
  lang,
  after,
}: {
  ids: number[];
  lang: Lang;
  after?: (shownIds: number[]) => ReactNode;
}) {
  const t = await getTranslations('shortlist');
  const c = await getTranslations('compare');
  let units: Unit[];
  try {
    units = await readUnitsByIds(ids, lang);
  } catch {
    // Logged once by the data layer.
    return (
      <Card role="alert" padding="lg" ring="alert" className="text-center">
        <p className="font-semibold text-red-700">{t('failed')}</p>
        <ButtonLink
          plain
          href={`${pathInLang('/shortlist', lang)}?ids=${formatUnitIds(ids)}`}
          className="mt-4 inline-block"
        >
          {t('retry')}
        </ButtonLink>
      </Card>
    );
  }
  const shownIds = units.map((unit) => unit.id);
  // The comparison takes four units: the list's first four, or each card's own compare button.
  const toCompare = shownIds.slice(0, UNIT_LIST_LIMITS.compare);
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">{t('count', { count: units.length })}</p>
        {toCompare.length > 1 && (
          <ButtonLink href={`/compare?ids=${formatUnitIds(toCompare)}`} lang={lang} variant="secondary" size="md">
            {units.length > toCompare.length
              ? c('fromShortlistFirst', { count: toCompare.length })
              : c('fromShortlist', { count: toCompare.length })}
          </ButtonLink>
        )}
        <ShareButton
          title={t('shareTitle')}
          label={t('share')}
          copiedLabel={t('linkCopied')}
          url={`${pathInLang('/shortlist', lang)}?ids=${formatUnitIds(shownIds)}`}
        />
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {units.map((unit) => (
          <li key={unit.id} className="flex flex-col gap-3">
            <div className="flex flex-1 [&>article]:w-full">
              <PropertyCard unit={unit} />
            </div>
            {unit.status === 'sold' && <Alternatives unit={unit} exclude={shownIds} lang={lang} />}
          </li>
        ))}
      </ul>
      {shownIds.length > 0 && after?.(shownIds)}
    </div>
  );
}

async function Alternatives({ unit, exclude, lang }: { unit: Unit; exclude: number[]; lang: Lang }) {
  const t = await getTranslations('shortlist');
  let alternatives: Unit[] | null;
  try {
    const page = await readUnits({ ...similarUnitsQuery(unit, exclude), lang });
    alternatives = closestInPrice(unit, page.results, exclude);
  } catch {
    alternatives = null;
  }
  const heading = `alternatives-${unit.id}`;
  return (
    <section aria-labelledby={heading} className="rounded-2xl bg-sand-100 p-4">
      <h3 id={heading} className="text-sm font-semibold text-sea-900">
        {t('alternatives', { title: unit.title })}
      </h3>
      {alternatives === null ? (
        <p className="mt-2 text-sm text-red-700">{t('alternativesFailed')}</p>
      ) : alternatives.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('noAlternatives')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {alternatives.map((other) => (
            <li key={other.id}>
              <Link
                href={`/property/${other.id}`}
                className="flex justify-between gap-3 rounded-lg bg-white px-3 py-2 text-sm hover:bg-sea-50"
              >
                <span className="line-clamp-1 font-medium text-slate-900">{other.title}</span>
                <Price usd={other.price} className="shrink-0 font-semibold text-sea-900" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
