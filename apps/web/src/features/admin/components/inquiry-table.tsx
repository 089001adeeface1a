import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { type InquirySummary, OFFICE_TIME_ZONE } from '@app/shared';
import { StatusBadge } from './status-badge';

/** The inquiries of one page, newest first; the visitor's name opens the inquiry. */
export function InquiryTable({ inquiries, caption }: { inquiries: InquirySummary[]; caption: string }) {
  const t = useTranslations('admin.list');
  const kinds = useTranslations('admin.kinds');
  const detail = useTranslations('admin.detail');
  const propertyTypes = useTranslations('form.propertyTypes');
  const format = useFormatter();
  const th = 'px-4 py-3 text-start text-xs font-semibold uppercase tracking-wide text-slate-600';
  const received = (inquiry: InquirySummary) => (
    <time dateTime={inquiry.createdAt}>
      <bdi>
        {format.dateTime(new Date(inquiry.createdAt), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: OFFICE_TIME_ZONE,
        })}
      </bdi>
    </time>
  );
  const about = (inquiry: InquirySummary) =>
    inquiry.kind === 'shortlist'
      ? t('shortlistUnits', { count: inquiry.shortlistUnits })
      : inquiry.unitId !== null
        ? detail('unitRef', { id: inquiry.unitId })
        : inquiry.propertyType !== null
          ? propertyTypes(inquiry.propertyType)
          : (inquiry.compoundSlug ?? <span className="text-slate-500">{inquiry.page}</span>);
  const open = (inquiry: InquirySummary) => (
    <Link
      href={`/admin/inquiries/${inquiry.id}`}
      className={`text-sea-700 hover:underline ${inquiry.status === 'new' ? 'font-bold' : 'font-semibold'}`}
    >
      {inquiry.name}
    </Link>
  );
  return (
    <>
      {/* Narrow screens: one card per inquiry. */}
      <ul className="space-y-3 md:hidden">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {open(inquiry)}
                <p className="mt-0.5 break-all text-xs text-slate-500">{inquiry.email ?? inquiry.phone}</p>
              </div>
              <StatusBadge status={inquiry.status} />
            </div>
            <p className="mt-2 text-xs text-slate-600">
              {kinds(inquiry.kind)} · {about(inquiry)} · {received(inquiry)}
            </p>
            <p className="mt-2 line-clamp-2 text-sm text-slate-700">{inquiry.summary}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-sand-50">
            <tr>
              <th scope="col" className={th}>
                {t('received')}
              </th>
              <th scope="col" className={th}>
                {t('from')}
              </th>
              <th scope="col" className={th}>
                {t('kind')}
              </th>
              <th scope="col" className={th}>
                {t('about')}
              </th>
              <th scope="col" className={th}>
                {t('message')}
              </th>
              <th scope="col" className={th}>
                {t('status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {inquiries.map((inquiry) => (
              <tr key={inquiry.id} className={inquiry.status === 'new' ? 'bg-white' : 'bg-white text-slate-600'}>
                <td className="whitespace-nowrap px-4 py-3 align-top text-slate-600">{received(inquiry)}</td>
                <td className="px-4 py-3 align-top">
                  {open(inquiry)}
                  <p className="mt-0.5 break-all text-xs text-slate-500">{inquiry.email ?? inquiry.phone}</p>
                </td>
                <td className="whitespace-nowrap px-4 py-3 align-top">{kinds(inquiry.kind)}</td>
                <td className="px-4 py-3 align-top">{about(inquiry)}</td>
                <td className="max-w-md px-4 py-3 align-top">
                  <p className="line-clamp-2">{inquiry.summary}</p>
                </td>
                <td className="whitespace-nowrap px-4 py-3 align-top">
                  <StatusBadge status={inquiry.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
