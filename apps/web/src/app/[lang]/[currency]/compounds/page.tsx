import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DEFAULT_COMPOUND_SLUG } from '@app/shared';
import { toLang } from '@/i18n/config';
import { redirect } from '@/i18n/navigation';
import { readCompound, orFallback } from '@/lib/page-reads';
import { metadataFor } from '@/lib/page-metadata';
import { truncate } from '@/lib/seo';
import { CompoundView } from '@/features/compounds/components/compound-view';
import { ProjectViewTexts } from '@/features/compounds/components/project-view-texts';

/** Read per request: its query is the visitor's (docs/decisions/0026). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

async function idOf(searchParams: Props['searchParams']): Promise<string> {
  const raw = (await searchParams).id;
  const id = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  // The spec: no id replaces the history entry with the default compound. A redirect answered by the
  // server (or, on a client navigation, by the router with `replace`) leaves no /compounds entry behind.
  if (!id) return redirect({ href: `/compounds/${DEFAULT_COMPOUND_SLUG}`, locale: toLang(await getLocale()) });
  return id;
}

/** Title and canonical address for search engines and shared links; the page itself loads in the browser. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = await idOf(searchParams);
  // Without the API the title is generic; the page itself loads the compound in the browser.
  const compound = await orFallback(readCompound(id, toLang(await getLocale())), undefined);
  if (compound === null) return { title: (await getTranslations('compound'))('notFound'), robots: { index: false } };
  if (!compound) return { title: (await getTranslations('compound'))('projectTitle') };
  // The project view shows the compound's page: search engines are pointed to /compounds/{slug}.
  return metadataFor({
    path: `/compounds/${compound.slug}`,
    title: compound.name,
    description: truncate(compound.description),
    image: { url: compound.mainImage, alt: compound.name },
  });
}

/**
 * The spec's project view, /compounds?id={id or slug}: the browser calls the compound API and shows its
 * loading, error, not-found and loaded states. /compounds/{slug} is the same compound rendered on the server.
 */
export default async function CompoundViewPage({ searchParams }: Props) {
  const id = await idOf(searchParams);
  return (
    <ProjectViewTexts>
      <CompoundView key={id} id={id} />
    </ProjectViewTexts>
  );
}
