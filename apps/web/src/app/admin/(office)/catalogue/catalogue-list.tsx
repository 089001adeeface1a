import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ListPager } from '@/features/admin/components/list-pager';
import { ListEmpty, ListHeading } from '@/features/catalogue/lists/list-page';
import { catalogueQueryString, isFiltered } from '@/features/catalogue/lists/list-query';
import { ADMIN_LIST_PAGE_SIZE } from '@app/shared';
import { ButtonLink } from '@/components/ui/button-link';

type Section = 'developers' | 'compounds' | 'units';

/**
 * A catalogue list's page: its title and count, its actions (`actions` first, then "New" for editors),
 * its filters, then one page of its table with the pager, or why there is nothing to show.
 */
export async function CatalogueList({
  section,
  query,
  count,
  canEdit,
  actions,
  filters,
  table,
}: {
  section: Section;
  query: { filters: Record<string, string | undefined>; page: number };
  count: number;
  canEdit: boolean;
  actions?: ReactNode;
  filters: ReactNode;
  /** The page's rows, or null when the page has none. */
  table: ReactNode | null;
}) {
  const t = await getTranslations(`catalogueLists.${section}`);
  const base = `/admin/catalogue/${section}`;
  const pageCount = Math.max(1, Math.ceil(count / ADMIN_LIST_PAGE_SIZE));
  return (
    <>
      <ListHeading title={t('title')} count={t('count', { count })} canEdit={canEdit}>
        {actions}
        {canEdit && (
          <ButtonLink href={`${base}/new`} size="bar" className="gap-2">
            {t('new')}
          </ButtonLink>
        )}
      </ListHeading>
      <div className="mt-6">{filters}</div>
      <div className="mt-6">
        {table ? (
          <>
            {table}
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
