import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { readCompound, readCompounds, orFallback } from '@/lib/page-reads';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { metadataFor } from '@/lib/page-metadata';
import { absoluteUrl, localizedPath, truncate } from '@/lib/seo';
import { whatsappLink } from '@/lib/whatsapp';
import { WhatsappLink } from '@/components/ui/whatsapp-link';
import { JsonLd } from '@/components/seo/json-ld';
import { compoundJsonLd } from '@/features/compounds/structured-data';
import { type CompoundUnitsQuery, UNITS_SECTION } from '@/features/compounds/units-query';
import { CompoundUnits } from '@/features/compounds/components/compound-units';
import { CompoundsByArea } from '@/features/compounds/components/compounds-by-area';
import { CompoundDetails } from '@/features/compounds/components/compound-details';
import { CompoundLocation } from '@/features/compounds/components/compound-location';
import { CompoundInquiry } from '@/features/inquiries/components/compound-inquiry';
import { ButtonLink } from '@/components/ui/button-link';

export type CompoundPageProps = { params: Promise<{ compoundId: string }> };
type Props = CompoundPageProps;

async function load(params: Props['params']) {
  const { compoundId } = await params;
  return readCompound(compoundId, toLang(await getLocale()));
}

export async function compoundMetadata({ params }: Props): Promise<Metadata> {
  const compound = await load(params);
  if (!compound) return { title: (await getTranslations('compound'))('notFound'), robots: { index: false } };
  return metadataFor({
    path: `/compounds/${compound.slug}`,
    title: compound.name,
    description: truncate(compound.description),
    image: { url: compound.mainImage, alt: compound.name },
  });
}

/**
 * A compound's brochure: the compound, where it is, its units for sale by type, a site visit, and every
 * other compound. The cached page shows the first page of all its units; with `query` (a type or a page of
 * the units, ./units/page.tsx) it is rendered per request.
 */
export async function CompoundPage({ params, query }: Props & { query?: CompoundUnitsQuery }) {
  const lang = toLang(await getLocale());
  const compound = await load(params);
  if (!compound) notFound();
  const t = await getTranslations('compound');
  const nav = await getTranslations('nav');
  const region = await getTranslations('region');
  const { SITE_URL } = env();
  const url = absoluteUrl(SITE_URL, localizedPath(`/compounds/${compound.slug}`, lang));
  // The cached page fails whole (the last good version stays); per request, the page only lacks its
  // links to the other compounds.
  const compounds = query ? await orFallback(readCompounds(lang), []) : await readCompounds(lang);
  const whatsapp = await whatsappLink({ kind: 'compound', slug: compound.slug, name: compound.name }, lang);
  return (
    <>
      <JsonLd
        data={[
          compoundJsonLd(compound, { siteUrl: SITE_URL, url, regionName: region(compound.region) }),
          breadcrumbJsonLd([
            { name: nav('home'), url: absoluteUrl(SITE_URL, localizedPath('/', lang)) },
            { name: nav('compoundsResale'), url: absoluteUrl(SITE_URL, localizedPath('/resale', lang)) },
            { name: compound.name, url },
          ]),
        ]}
      />
      <CompoundDetails
        compound={compound}
        actions={
          <>
            <ButtonLink plain href="#site-visit" variant="light">
              {t('bookVisit')}
            </ButtonLink>
            <ButtonLink plain href={`#${UNITS_SECTION}`} variant="outlineLight">
              {t('seeUnits')}
            </ButtonLink>
            {whatsapp && <WhatsappLink {...whatsapp} tone="light" size="lg" />}
          </>
        }
      />
      <CompoundLocation compound={compound} lang={lang} />
      <CompoundUnits slug={compound.slug} query={query ?? { type: undefined, page: 1 }} lang={lang} cached={!query} />
      <CompoundInquiry slug={compound.slug} name={compound.name} />
      <CompoundsByArea compounds={compounds} currentSlug={compound.slug} />
    </>
  );
}
