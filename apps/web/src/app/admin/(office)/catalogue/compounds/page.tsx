import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAdminSession } from '@/features/admin/admin-reads';
import { listCompoundRecords, whatsappClickCounts } from '@/features/catalogue/lists/list-reads';
import { CompoundTable } from '@/features/catalogue/lists/compound-table';
import { CompoundListFilters } from '@/features/catalogue/lists/filters';
import { canEditCatalogue } from '@/features/catalogue/lists/list-page';
import { catalogueQueryString, parseCompoundQuery } from '@/features/catalogue/lists/list-query';
import { CatalogueList } from '../catalogue-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueLists.compounds'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The compounds of the catalogue, drafts included, with what each still lacks in Arabic and German. */
export default async function CompoundsPage({ searchParams }: Props) {
  const query = parseCompoundQuery(await searchParams);
  const here = `/admin/catalogue/compounds${catalogueQueryString(query)}`;
  const [session, page, clicks] = await Promise.all([
    getAdminSession(),
    listCompoundRecords(query, here),
    whatsappClickCounts(here),
  ]);
  return (
    <CatalogueList
      section="compounds"
      query={query}
      count={page.count}
      canEdit={canEditCatalogue(session)}
      filters={<CompoundListFilters key={catalogueQueryString({ filters: query.filters })} query={query} />}
      table={page.results.length > 0 ? <CompoundTable compounds={page.results} clicks={clicks.compounds} /> : null}
    />
  );
}
