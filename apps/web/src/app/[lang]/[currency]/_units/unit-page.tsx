import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { type UnitDetail, formatMoney, sqmToSqft } from '@app/shared';
import { agentId } from '@/components/layout/agent';
import { JsonLd } from '@/components/seo/json-ld';
import { toLang } from '@/i18n/config';
import { readUnit } from '@/lib/page-reads';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { metadataFor } from '@/lib/page-metadata';
import { absoluteUrl, localizedPath, truncate } from '@/lib/seo';
import { whatsappLink } from '@/lib/whatsapp';
import { WhatsappLink } from '@/components/ui/whatsapp-link';
import { UnitDetails } from '@/features/listings/components/unit-details';
import { unitJsonLd } from '@/features/listings/structured-data';
import { LazyUnitInquiry } from '@/features/inquiries/components/lazy-unit-inquiry';
import { LazyRecentlyViewed } from '@/components/unit-lists/lazy-recently-viewed';
import { recentUnit } from '@/components/unit-lists/recent-unit';
import { RecordView } from '@/components/unit-lists/record-view';

/** /property/{id} and /private/{id} show a unit the same way. */
export type UnitPageProps = { params: Promise<{ id: string }> };

/** Both addresses show the same unit; search engines are pointed to /property/{id}. */
const canonicalPath = (unit: UnitDetail) => `/property/${unit.id}`;

async function load(params: UnitPageProps['params']) {
  const { id } = await params;
  const numeric = Number(id);
  if (!/^[0-9]{1,9}$/.test(id) || numeric < 1) return null;
  return readUnit(numeric, toLang(await getLocale()));
}

export async function unitMetadata({ params }: UnitPageProps): Promise<Metadata> {
  const unit = await load(params);
  if (!unit) return { title: (await getTranslations('property'))('notFoundTitle'), robots: { index: false } };
  const u = await getTranslations('unit');
  // Facts first (they fit in a search result), then the description.
  const facts = [
    u(`kinds.${unit.kind}`),
    u('bedrooms', { count: unit.bedrooms }),
    unit.area > 0 ? u('area', { sqm: Math.round(unit.area), sqft: sqmToSqft(unit.area) }) : null,
    unit.location,
    formatMoney(unit.price, 'USD'),
  ].filter(Boolean);
  return metadataFor({
    path: canonicalPath(unit),
    title: unit.title,
    description: truncate(`${facts.join(' · ')}. ${unit.description}`),
    image: { url: unit.mainImage, alt: unit.title },
  });
}

export async function UnitPage({ params }: UnitPageProps) {
  const unit = await load(params);
  if (!unit) notFound();
  const lang = toLang(await getLocale());
  const nav = await getTranslations('nav');
  const region = await getTranslations('region');
  const { SITE_URL } = env();
  const url = absoluteUrl(SITE_URL, localizedPath(canonicalPath(unit), lang));
  const whatsapp = await whatsappLink({ kind: 'unit', id: unit.id, title: unit.title }, lang);
  return (
    <>
      <JsonLd
        data={[
          unitJsonLd(unit, {
            siteUrl: SITE_URL,
            url,
            lang,
            regionName: region(unit.region),
            sellerId: agentId(SITE_URL),
          }),
          breadcrumbJsonLd([
            { name: nav('home'), url: absoluteUrl(SITE_URL, localizedPath('/', lang)) },
            { name: nav('properties'), url: absoluteUrl(SITE_URL, localizedPath('/properties', lang)) },
            { name: unit.title, url },
          ]),
        ]}
      />
      <UnitDetails
        unit={unit}
        lang={lang}
        inquiry={<LazyUnitInquiry unitId={unit.id} title={unit.title} />}
        whatsapp={whatsapp && <WhatsappLink {...whatsapp} className="w-full text-sm" />}
      />
      {/* Recently viewed (issue 18): this unit is kept in the visitor's list, the others shown at the foot. */}
      <RecordView unit={recentUnit(unit)} />
      <LazyRecentlyViewed exclude={unit.id} />
    </>
  );
}
