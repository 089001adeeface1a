import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CompoundAdminSummary } from '@app/shared';
import type { ClickCounts } from './list-reads';
import { MissingLanguages, PublicationBadge, UpdatedAt, WhatsappClicksCell } from './badges';
import { RecordTable } from './table';
import { Td } from '@/components/ui/table';

/** One page of compounds; the English name opens the compound's form. `clicks`: their WhatsApp links' clicks. */
export function CompoundTable({ compounds, clicks }: { compounds: CompoundAdminSummary[]; clicks: ClickCounts }) {
  const t = useTranslations('catalogueLists.compounds');
  const common = useTranslations('catalogueLists.common');
  const regions = useTranslations('region');
  const statuses = useTranslations('projectStatus');
  return (
    <RecordTable
      caption={t('caption')}
      minWidth="min-w-[56rem]"
      columns={[
        { label: t('photo'), hidden: true },
        { label: t('name') },
        { label: t('region') },
        { label: t('status') },
        { label: t('publication') },
        { label: t('featured') },
        { label: t('units'), end: true },
        { label: common('whatsappClicks'), end: true },
        { label: common('updated') },
      ]}
    >
      {compounds.map((compound) => (
        <tr key={compound.id} data-testid={`compound-row-${compound.slug}`}>
          <Td density="dense">
            {compound.mainImage ? (
              <Image
                src={compound.mainImage}
                alt=""
                width={64}
                height={48}
                sizes="64px"
                className="h-12 w-16 rounded-md object-cover"
              />
            ) : (
              <span aria-hidden="true" className="block h-12 w-16 rounded-md bg-sand-100" />
            )}
          </Td>
          <Td density="dense">
            <Link
              href={`/admin/catalogue/compounds/${compound.id}`}
              className="font-semibold text-sea-700 hover:underline"
              lang="en"
              dir="ltr"
            >
              {compound.name.en}
            </Link>
            <MissingLanguages langs={compound.missingLanguages} />
            <p className="text-xs text-slate-500">{compound.developerName}</p>
          </Td>
          <Td density="dense" className="whitespace-nowrap">
            {regions(compound.region)}
          </Td>
          <Td density="dense" className="whitespace-nowrap">
            {statuses(compound.status)}
          </Td>
          <Td density="dense">
            <PublicationBadge publication={compound.publication} />
          </Td>
          <Td density="dense">{compound.featured ? common('yes') : common('no')}</Td>
          <Td density="dense" className="text-end tabular-nums">
            {compound.unitCount}
          </Td>
          <WhatsappClicksCell counts={clicks[compound.id]} />
          <Td density="dense" className="text-xs">
            <UpdatedAt at={compound.updatedAt} by={compound.updatedBy} />
          </Td>
        </tr>
      ))}
    </RecordTable>
  );
}
