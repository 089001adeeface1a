import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { DeveloperAdmin } from '@app/shared';
import { UpdatedAt } from './badges';
import { RecordTable } from './table';
import { Td } from '@/components/ui/table';

/** One page of developers; the name opens the developer's form. */
export function DeveloperTable({ developers }: { developers: DeveloperAdmin[] }) {
  const t = useTranslations('catalogueLists.developers');
  const common = useTranslations('catalogueLists.common');
  return (
    <RecordTable
      caption={t('caption')}
      minWidth="min-w-[36rem]"
      columns={[
        { label: t('logo') },
        { label: t('name') },
        { label: t('compounds'), end: true },
        { label: common('updated') },
      ]}
    >
      {developers.map((developer) => (
        <tr key={developer.id} data-testid={`developer-row-${developer.id}`}>
          <Td density="dense">
            {developer.logo ? (
              <Image
                src={developer.logo}
                alt={t('logoOf', { name: developer.name })}
                width={80}
                height={40}
                sizes="80px"
                className="h-10 w-20 object-contain"
              />
            ) : (
              <span className="text-xs text-slate-500">{t('noLogo')}</span>
            )}
          </Td>
          <Td density="dense">
            <Link
              href={`/admin/catalogue/developers/${developer.id}`}
              className="font-semibold text-sea-700 hover:underline"
            >
              {developer.name}
            </Link>
          </Td>
          <Td density="dense" className="text-end tabular-nums">
            {developer.compoundCount}
          </Td>
          <Td density="dense" className="text-xs">
            <UpdatedAt at={developer.updatedAt} by={developer.updatedBy} />
          </Td>
        </tr>
      ))}
    </RecordTable>
  );
}
