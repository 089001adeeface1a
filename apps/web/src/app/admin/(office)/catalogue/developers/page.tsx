import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAdminSession } from '@/features/admin/admin-reads';
import { listDeveloperRecords } from '@/features/catalogue/lists/list-reads';
import { DeveloperTable } from '@/features/catalogue/lists/developer-table';
import { DeveloperListFilters } from '@/features/catalogue/lists/filters';
import { canEditCatalogue } from '@/features/catalogue/lists/list-page';
import { catalogueQueryString, parseDeveloperQuery } from '@/features/catalogue/lists/list-query';
import { CatalogueList } from '../catalogue-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueLists.developers'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The developers of the catalogue, with how many compounds each has. */
export default async function DevelopersPage({ searchParams }: Props) {
  const query = parseDeveloperQuery(await searchParams);
  const here = `/admin/catalogue/developers${catalogueQueryString(query)}`;
  const [session, page] = await Promise.all([getAdminSession(), listDeveloperRecords(query, here)]);
  return (
    <CatalogueList
      section="developers"
      query={query}
      count={page.count}
      canEdit={canEditCatalogue(session)}
      filters={<DeveloperListFilters key={catalogueQueryString({ filters: query.filters })} query={query} />}
      table={page.results.length > 0 ? <DeveloperTable developers={page.results} /> : null}
    />
  );
}
