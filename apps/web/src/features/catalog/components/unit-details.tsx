import { Link } from '@/i18n/link';
import { getTranslations } from 'next-intl/server';
import { SIMILAR_UNITS, pricePerSqm, similarUnitsQuery, sqmToSqft, type Lang, type UnitDetail } from '@app/shared';
import { Price } from '@/components/currency/price';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ShortlistButton } from '@/components/unit-lists/shortlist-button';
import { Gallery } from '@/components/ui/gallery';
import { ShareButton } from '@/components/ui/share-button';
import { listUnits, orFallback } from '@/lib/api';
import { UnitGrid } from '@/components/units/unit-grid';
import { FactList } from '@/components/ui/fact-list';
import { PaymentPlan } from './payment-plan';

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
  const nearby = await orFallback(listUnits({ ...similarUnitsQuery(unit), lang }), null);
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
      </div>
      <div className="mt-4 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <h1 className="text-3xl font-bold text-sea-900">{unit.title}</h1>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-600">
              {unit.location} · {region(unit.region)}
            </p>
            <div className="flex items-center gap-2">
              <ShortlistButton unitId={unit.id} title={unit.title} large />
              <ShareButton title={unit.title} label={t('share')} copiedLabel={t('linkCopied')} />
            </div>
          </div>
          <section aria-label={t('gallery')} className="mt-6">
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
          <section aria-labelledby="description" className="mt-8">
            <h2 id="description" className="text-xl font-semibold text-sea-900">
              {t('description')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{unit.description}</p>
          </section>
        </div>
        <aside className="h-fit space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ">
          <div className="flex items-center justify-between gap-3">
            <p className="text-3xl font-bold text-sea-900">
              <Price usd={unit.price} testId="unit-price" />
            </p>
            <Badge tone={unit.status === 'available' ? 'green' : 'red'}>{u(`status.${unit.status}`)}</Badge>
          </div>
          <p className="text-sm text-slate-600">{t('listedPrice', { price: unit.priceText })}</p>
          {whatsapp}
          <section aria-labelledby="facts">
            <h2 id="facts" className="text-lg font-semibold text-sea-900">
              {t('facts')}
            </h2>
            <FactList facts={facts} className="mt-3" />
          </section>
          <PaymentPlan unit={unit} />
          {inquiry && (
            <section aria-labelledby="unit-inquiry" className="border-t border-slate-100 pt-5">
              <h2 id="unit-inquiry" className="text-lg font-semibold text-sea-900">
                {t('inquiryTitle')}
              </h2>
              <p className="mb-4 mt-1 text-sm text-slate-600">{t('inquiryText')}</p>
              {inquiry}
            </section>
          )}
        </aside>
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
