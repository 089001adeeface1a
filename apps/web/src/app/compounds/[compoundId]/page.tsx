import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { UNIT_CATEGORIES, type UnitCategory } from '@app/shared';
import { toLang } from '@/i18n/config';
import { getProject, listProjects } from '@/lib/api';
import { SITE_URL } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { metadataFor } from '@/lib/page-metadata';
import { absoluteUrl, localizedPath, truncate } from '@/lib/seo';
import { JsonLd } from '@/components/seo/json-ld';
import { compoundJsonLd } from '@/features/compounds/structured-data';
import { CompoundCard } from '@/features/compounds/components/compound-card';
import { CompoundUnits } from '@/features/compounds/components/compound-units';
import { ProjectDetails } from '@/features/compounds/components/project-details';

type Props = { params: Promise<{ compoundId: string }>; searchParams: Promise<{ type?: string | string[] }> };

async function load(params: Props['params']) {
  const { compoundId } = await params;
  return getProject(compoundId, toLang(await getLocale()));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await load(params);
  if (!project) return { title: (await getTranslations('compound'))('notFound'), robots: { index: false } };
  return metadataFor({
    path: `/compounds/${project.slug}`,
    title: project.name,
    description: truncate(project.description),
    image: { url: project.main_image, alt: project.name },
  });
}

export default async function CompoundPage({ params, searchParams }: Props) {
  const lang = toLang(await getLocale());
  const project = await load(params);
  if (!project) notFound();
  const t = await getTranslations('compound');
  const nav = await getTranslations('nav');
  const region = await getTranslations('region');
  const url = absoluteUrl(SITE_URL, localizedPath(`/compounds/${project.slug}`, lang));
  const rawType = (await searchParams).type;
  const type = (UNIT_CATEGORIES as readonly string[]).includes(String(rawType)) ? (rawType as UnitCategory) : undefined;
  const others = (await listProjects(lang).catch(() => [])).filter((p) => p.slug !== project.slug);
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
      <ProjectDetails project={project} />
      <CompoundUnits slug={project.slug} type={type} lang={lang} />
      {others.length > 0 && (
        <section aria-labelledby="other-compounds" className="mx-auto mt-14 max-w-7xl px-4 sm:px-6">
          <h2 id="other-compounds" className="text-2xl font-bold text-sea-900">
            {t('otherCompounds')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {others.map((p) => (
              <li key={p.id}>
                <CompoundCard project={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
