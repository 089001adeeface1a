import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAdminSession } from '@/features/admin/admin-reads';
import {
  compoundOptions,
  listUnitRecords,
  unitDemandCounts,
  whatsappClickCounts,
} from '@/features/catalogue/lists/list-reads';
import { unitsExportUrl } from '@/features/catalogue/lists/list-calls';
import { UnitListFilters } from '@/features/catalogue/lists/filters';
import { canEditCatalogue } from '@/features/catalogue/lists/list-page';
import { catalogueQueryString, parseUnitQuery } from '@/features/catalogue/lists/list-query';
import { UnitTable } from '@/features/catalogue/lists/unit-table';
import { CatalogueList } from '../catalogue-list';
import { DownloadLink } from '@/components/ui/download-link';
import { ButtonLink } from '@/components/ui/button-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogueLists.units'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The units of the catalogue: every role reads the list; editors and admins change units from it. */
export default async function UnitsPage({ searchParams }: Props) {
  const query = parseUnitQuery(await searchParams);
  const here = `/admin/catalogue/units${catalogueQueryString(query)}`;
  const [session, page, compounds, clicks] = await Promise.all([
    getAdminSession(),
    listUnitRecords(query, here),
    compoundOptions(here),
    whatsappClickCounts(here),
  ]);
  const demand = await unitDemandCounts(
    page.results.map((unit) => unit.id),
    here,
  );
  const canEdit = canEditCatalogue(session);
  const t = await getTranslations('catalogueLists.units');
  const filtersOnly = catalogueQueryString({ filters: query.filters });
  return (
    <CatalogueList
      section="units"
      query={query}
      count={page.count}
      canEdit={canEdit}
      actions={
        <>
          <DownloadLink href={unitsExportUrl(filtersOnly)}>{t('export')}</DownloadLink>
          {canEdit && (
            <ButtonLink href="/admin/catalogue/units/import" variant="neutral" size="bar" className="gap-2">
              {t('import')}
            </ButtonLink>
          )}
        </>
      }
      // Keyed by the filters: a link to other filters resets the form's fields.
      filters={<UnitListFilters key={filtersOnly} query={query} compounds={compounds} />}
      table={
        page.results.length > 0 ? (
          <UnitTable
            key={here}
            units={page.results}
            clicks={clicks.units}
            demand={demand}
            canEdit={canEdit}
            here={here}
          />
        ) : null
      }
    />
  );
}
