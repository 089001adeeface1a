import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { getCompound, listCompounds, orFallback } from '@/lib/api';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { metadataFor } from '@/lib/page-metadata';
import { absoluteUrl, localizedPath, truncate } from '@/lib/seo';
import { JsonLd } from '@/components/seo/json-ld';
import { compoundJsonLd } from '@/features/compounds/structured-data';
import { UNITS_SECTION, readUnitsQuery } from '@/features/compounds/units-query';
import { CompoundUnits } from '@/features/compounds/components/compound-units';
import { CompoundsByArea } from '@/features/compounds/components/compounds-by-area';
import { ProjectDetails } from '@/features/compounds/components/project-details';
import { CompoundInquiry } from '@/features/inquiries/components/compound-inquiry';

type Props = {
  params: Promise<{ compoundId: string }>;
  searchParams: Promise<{ type?: string | string[]; page?: string | string[] }>;
};

async function load(params: Props['params']) {
  const { compoundId } = await params;
  return getCompound(compoundId, toLang(await getLocale()));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await load(params);
  if (!project) return { title: (await getTranslations('compound'))('notFound'), robots: { index: false } };
  return metadataFor({
    path: `/compounds/${project.slug}`,
    title: project.name,
    description: truncate(project.description),
    image: { url: project.mainImage, alt: project.name },
  });
}

/** A compound's brochure: the project, its units for sale by type, a site visit, and every other compound. */
export default async function CompoundPage({ params, searchParams }: Props) {
  const lang = toLang(await getLocale());
  const project = await load(params);
  if (!project) notFound();
  const t = await getTranslations('compound');
  const nav = await getTranslations('nav');
  const region = await getTranslations('region');
  const { SITE_URL } = env();
  const url = absoluteUrl(SITE_URL, localizedPath(`/compounds/${project.slug}`, lang));
  const query = readUnitsQuery(await searchParams);
  // Without the list the page only lacks its links to the other compounds.
  const projects = await orFallback(listCompounds(lang), []);
  return (
    <>
      <JsonLd
        data={[
          compoundJsonLd(project, { siteUrl: SITE_URL, url, regionName: region(project.region) }),
          breadcrumbJsonLd([
            { name: nav('home'), url: absoluteUrl(SITE_URL, localizedPath('/', lang)) },
            { name: nav('compoundsResale'), url: absoluteUrl(SITE_URL, localizedPath('/resale', lang)) },
            { name: project.name, url },
          ]),
        ]}
      />
      <ProjectDetails
        project={project}
        actions={
          <>
            <a
              href="#site-visit"
              className="rounded-full bg-white px-6 py-3 font-semibold text-sea-900 shadow hover:bg-sand-100"
            >
              {t('bookVisit')}
            </a>
            <a
              href={`#${UNITS_SECTION}`}
              className="rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t('seeUnits')}
            </a>
          </>
        }
      />
      <CompoundUnits slug={project.slug} query={query} lang={lang} />
      <CompoundInquiry slug={project.slug} name={project.name} />
      <CompoundsByArea projects={projects} currentSlug={project.slug} />
    </>
  );
}
