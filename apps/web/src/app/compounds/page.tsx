import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { DEFAULT_PROJECT_SLUG } from '@app/shared';
import { toLang } from '@/i18n/config';
import { getProject } from '@/lib/api';
import { metadataFor } from '@/lib/page-metadata';
import { truncate } from '@/lib/seo';
import { ProjectDetails } from '@/features/compounds/components/project-details';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

async function load(searchParams: Props['searchParams']) {
  const raw = (await searchParams).id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  // The spec: no id replaces the history entry with the default compound (a server redirect leaves no entry behind).
  if (!id) redirect(`/compounds/${DEFAULT_PROJECT_SLUG}`);
  return getProject(id, toLang(await getLocale()));
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const project = await load(searchParams);
  if (!project) return { title: (await getTranslations('compound'))('notFound') };
  // The project view shows the compound's page: search engines are pointed to /compounds/{slug}.
  return metadataFor({
    path: `/compounds/${project.slug}`,
    title: project.name,
    description: truncate(project.description),
    image: { url: project.main_image, alt: project.name },
  });
}

/** The project view: /compounds?id={id or slug}. */
export default async function ProjectViewPage({ searchParams }: Props) {
  const project = await load(searchParams);
  if (!project) notFound();
  return <ProjectDetails project={project} />;
}
