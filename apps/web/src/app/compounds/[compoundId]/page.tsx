import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { UNIT_CATEGORIES, type UnitCategory } from '@app/shared';
import { toLang } from '@/i18n/config';
import { getProject, listProjects } from '@/lib/api';
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
  if (!project) return { title: (await getTranslations('compound'))('notFound') };
  return { title: project.name, description: project.description.slice(0, 160) };
}

export default async function CompoundPage({ params, searchParams }: Props) {
  const lang = toLang(await getLocale());
  const project = await load(params);
  if (!project) notFound();
  const t = await getTranslations('compound');
  const rawType = (await searchParams).type;
  const type = (UNIT_CATEGORIES as readonly string[]).includes(String(rawType)) ? (rawType as UnitCategory) : undefined;
  const others = (await listProjects(lang).catch(() => [])).filter((p) => p.slug !== project.slug);
  return (
    <>
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
