import { Link } from '@/i18n/link';
import { getTranslations } from 'next-intl/server';
import { pricePerSqm, sqmToSqft, type Lang, type UnitDetail } from '@app/shared';
import { SIMILAR_UNITS, similarUnitsQuery } from '@/lib/unit-lists/similar-units';
import { Price } from '@/components/currency/price';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ShortlistButton } from '@/components/unit-lists/shortlist-button';
import { CompareButton } from '@/components/unit-lists/compare-button';
import { Gallery } from '@/components/ui/gallery';
import { ShareButton } from '@/components/ui/share-button';
import { readUnits, orFallback } from '@/lib/page-reads';
import { UnitGrid } from '@/components/units/unit-grid';
import { FactList } from '@/components/ui/fact-list';
import { OFFICE } from '@/lib/office';
import { PaymentPlan } from './payment-plan';
import { PriceHistory } from './price-history';
import { ListingBadges } from '@/components/units/listing-badges';
import { ButtonLink } from '@/components/ui/button-link';

/** The unit's two ways to the agency, side by side in the decision column. */
const CONTACT = 'flex flex-1 items-center justify-center whitespace-nowrap';

/**
 * Everything a buyer wants to know about one unit, plus similar units. `whatsapp`: the link to ask the
 * agency about it on WhatsApp (absent when the agency has no number).
 */
export async function UnitDetails({
  unit,
  lang,
  inquiry,
  whatsapp,
}: {
  unit: UnitDetail;
  lang: Lang;
  inquiry?: ReactNode;
  whatsapp?: ReactNode;
}) {
  const t = await getTranslations('property');
  const u = await getTranslations('unit');
  const region = await getTranslations('region');
  const g = await getTranslations('gallery');
  const photos = [unit.mainImage, ...unit.images.filter((src) => src !== unit.mainImage)];
  // The alt texts the agency wrote, in the visitor's language or English (the API chose); else a numbered one.
  const alts = new Map((unit.photos ?? []).flatMap((p) => (p.alt ? [[p.url, p.alt] as const] : [])));
  // If the API fails, the page has no "similar units" section.
  const nearby = await orFallback(readUnits({ ...similarUnitsQuery(unit), lang }), null);
  const similar = nearby?.results.filter((s) => s.id !== unit.id).slice(0, SIMILAR_UNITS) ?? [];

  const perSqm = pricePerSqm(unit.price, unit.area);
  const facts: [string, ReactNode][] = [
    [t('type'), u(`kinds.${unit.kind}`)],
    [t('bedrooms'), String(unit.bedrooms)],
    [t('bathrooms'), String(unit.bathrooms)],
    [t('area'), unit.area > 0 ? u('area', { sqm: Math.round(unit.area), sqft: sqmToSqft(unit.area) }) : u('areaNA')],
    ...(perSqm !== null
      ? [[t('pricePerSqm'), <Price key="per-sqm" usd={perSqm} testId="price-per-sqm" />] as [string, ReactNode]]
      : []),
    ...(unit.floor !== null
      ? ([[t('floor'), unit.floor === 0 ? t('ground') : String(unit.floor)]] as [string, string][])
      : []),
    [t('region'), region(unit.region)],
    [t('status'), u(`status.${unit.status}`)],
    [
      t('compound'),
      unit.compoundSlug ? (
        <Link key="compound" href={`/compounds/${unit.compoundSlug}`} className="text-sea-700 hover:underline">
          {unit.compoundName}
        </Link>
      ) : (
        t('privateUnit')
      ),
    ],
  ];

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-sea-700">
        <Link href="/properties" className="hover:underline">
          ← {t('back')}
        </Link>
        {unit.compoundSlug && (
          <Link href={`/compounds/${unit.compoundSlug}#units-for-sale`} className="hover:underline">
            ← {t('compoundUnits', { name: unit.compoundName ?? unit.compoundSlug })}
          </Link>
        )}
        {unit.compoundSlug && unit.latitude !== null && (
          <Link href={`/compounds/${unit.compoundSlug}#location`} className="hover:underline">
            {t('compoundLocation')}
          </Link>
        )}
      </div>
      {/*
        A phone shows the decision first: the title, then price, status, key facts and the contact buttons
        (one screen at 390 × 844), then the photos, the description, the plan and the form. From lg the
        photos and the description take the wide column and the rest a card beside them. Below lg both
        columns are `contents`, so their children are ordered as one list.
      */}
      <div className="mt-4 flex flex-col gap-6 lg:grid lg:grid-cols-[2fr_1fr] lg:items-start lg:gap-8">
        <div className="contents lg:block">
          <div className="order-1">
            <h1 className="text-2xl font-bold text-sea-900 sm:text-3xl">{unit.title}</h1>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-600">
                {unit.location} · {region(unit.region)}
              </p>
              <div className="flex items-center gap-2">
                <ShortlistButton unitId={unit.id} title={unit.title} large />
                <CompareButton unitId={unit.id} title={unit.title} large />
                <ShareButton title={unit.title} label={t('share')} copiedLabel={t('linkCopied')} />
              </div>
            </div>
          </div>
          <section aria-label={t('gallery')} className="order-3 lg:mt-6">
            <Gallery
              images={photos.map((src, i) => ({
                src,
                alt: alts.get(src) ?? t('photo', { number: i + 1, title: unit.title }),
              }))}
              labels={{
                open: g('open'),
                close: g('close'),
                previous: g('previous'),
                next: g('next'),
              }}
              firstLarge
              priorityFirst
            />
          </section>
          <section aria-labelledby="description" className="order-4 lg:mt-8">
            <h2 id="description" className="text-xl font-semibold text-sea-900">
              {t('description')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{unit.description}</p>
          </section>
          <div className="order-4 empty:hidden lg:mt-8">
            <PriceHistory history={unit.priceHistory} />
          </div>
        </div>
        <div className="contents lg:block lg:space-y-5 lg:rounded-2xl lg:bg-white lg:p-6 lg:shadow-sm lg:ring-1 lg:ring-slate-200">
          <div
            data-testid="unit-decision"
            className="order-2 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:space-y-5 lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0"
          >
            <div className="flex items-center justify-between gap-3">
              <p className="text-3xl font-bold text-sea-900">
                <Price usd={unit.price} testId="unit-price" />
              </p>
              <div className="flex flex-wrap justify-end gap-1.5">
                <ListingBadges badges={unit.badges} />
                <Badge tone={unit.status === 'available' ? 'green' : 'red'}>{u(`status.${unit.status}`)}</Badge>
              </div>
            </div>
            <p className="-mt-2 text-sm text-slate-600">{t('listedPrice', { price: unit.priceText })}</p>
            <section aria-labelledby="facts">
              <h2 id="facts" className="sr-only lg:not-sr-only lg:text-lg lg:font-semibold lg:text-sea-900">
                {t('facts')}
              </h2>
              <FactList
                facts={facts}
                className="grid grid-cols-2 gap-x-4 max-lg:divide-y-0 max-lg:[&>div]:border-b max-lg:[&>div]:border-slate-100 lg:mt-3 lg:block"
              />
            </section>
            {(inquiry || whatsapp) && (
              <div className="flex flex-wrap gap-2">
                {inquiry && (
                  <>
                    <ButtonLink plain href="#unit-inquiry" size="narrow" className={CONTACT}>
                      {t('askButton')}
                    </ButtonLink>
                    <ButtonLink
                      plain
                      href={`tel:${OFFICE.phone.replace(/\s/g, '')}`}
                      variant="secondary"
                      size="narrow"
                      className={CONTACT}
                    >
                      {t('callButton')}
                    </ButtonLink>
                  </>
                )}
                {whatsapp && <div className="basis-full">{whatsapp}</div>}
              </div>
            )}
          </div>
          <div className="order-5 space-y-5 empty:hidden max-lg:rounded-2xl max-lg:bg-white max-lg:p-4 max-lg:shadow-sm max-lg:ring-1 max-lg:ring-slate-200 sm:max-lg:p-6">
            <PaymentPlan unit={unit} />
            {inquiry && (
              <section aria-labelledby="unit-inquiry" className="scroll-mt-24 border-t border-slate-100 pt-5">
                <h2 id="unit-inquiry" className="text-lg font-semibold text-sea-900">
                  {t('inquiryTitle')}
                </h2>
                <p className="mb-4 mt-1 text-sm text-slate-600">{t('inquiryText')}</p>
                {inquiry}
              </section>
            )}
          </div>
        </div>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar" className="mt-14">
          <h2 id="similar" className="mb-6 text-2xl font-bold text-sea-900">
            {t('similar')}
          </h2>
          <UnitGrid units={similar} />
        </section>
      )}
    </article>
  );
}
