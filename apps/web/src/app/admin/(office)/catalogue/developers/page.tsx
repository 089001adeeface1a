import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ListPager } from '@/features/admin/components/list-pager';
import { getAdminSession } from '@/features/admin/api';
import { listDevelopers } from '@/features/catalogue/api';
import { DeveloperTable } from '@/features/catalogue/lists/developer-table';
import { DeveloperFilters } from '@/features/catalogue/lists/filters';
import { ListEmpty, ListHeading, buttonClass, canEditCatalogue } from '@/features/catalogue/lists/list-page';
import { catalogueQueryString, isFiltered, parseDeveloperQuery } from '@/features/catalogue/lists/list-query';
import { ADMIN_LIST_PAGE_SIZE } from '@app/shared';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueLists.developers'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The developers of the catalogue, with how many compounds each has. */
export default async function DevelopersPage({ searchParams }: Props) {
  const query = parseDeveloperQuery(await searchParams);
  const base = '/admin/catalogue/developers';
  const here = `${base}${catalogueQueryString(query)}`;
  const [session, page] = await Promise.all([getAdminSession(), listDevelopers(query, here)]);
  const canEdit = canEditCatalogue(session);
  const t = await getTranslations('catalogueLists.developers');
  const pageCount = Math.max(1, Math.ceil(page.count / ADMIN_LIST_PAGE_SIZE));
  return (
    <>
      <ListHeading title={t('title')} count={t('count', { count: page.count })} canEdit={canEdit}>
        {canEdit && (
          <Link href={`${base}/new`} className={buttonClass('primary')}>
            {t('new')}
          </Link>
        )}
      </ListHeading>
      <div className="mt-6">
        <DeveloperFilters key={catalogueQueryString({ filters: query.filters })} query={query} />
      </div>
      <div className="mt-6">
        {page.results.length > 0 ? (
          <>
            <DeveloperTable developers={page.results} />
            <ListPager
              query={query}
              pageCount={pageCount}
              href={(n) => `${base}${catalogueQueryString({ ...query, page: n })}`}
            />
          </>
        ) : (
          <ListEmpty
            text={isFiltered(query) ? t('empty') : t('none')}
            clearHref={isFiltered(query) || query.page > 1 ? base : null}
          />
        )}
      </div>
    </>
  );
}
