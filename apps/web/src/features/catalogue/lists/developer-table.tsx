import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { DeveloperAdmin } from '@app/shared';
import { UpdatedAt } from './badges';

const th = 'px-3 py-3 text-start text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-2 align-middle';

/** One page of developers; the name opens the developer's form. */
export function DeveloperTable({ developers }: { developers: DeveloperAdmin[] }) {
  const t = useTranslations('catalogueLists.developers');
  const common = useTranslations('catalogueLists.common');
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-slate-200 bg-sand-50">
          <tr>
            <th scope="col" className={th}>
              {t('logo')}
            </th>
            <th scope="col" className={th}>
              {t('name')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('compounds')}
            </th>
            <th scope="col" className={th}>
              {common('updated')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {developers.map((developer) => (
            <tr key={developer.id} data-testid={`developer-row-${developer.id}`}>
              <td className={td}>
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
              </td>
              <td className={td}>
                <Link
                  href={`/admin/catalogue/developers/${developer.id}`}
                  className="font-semibold text-sea-700 hover:underline"
                >
                  {developer.name}
                </Link>
              </td>
              <td className={`${td} text-end tabular-nums`}>{developer.compoundCount}</td>
              <td className={`${td} text-xs`}>
                <UpdatedAt at={developer.updatedAt} by={developer.updatedBy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
