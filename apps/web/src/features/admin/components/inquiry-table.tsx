import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { type InquirySummary, OFFICE_TIME_ZONE } from '@app/shared';
import { StatusBadge } from './status-badge';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';

/** The inquiries of one page, newest first; the visitor's name opens the inquiry. */
export function InquiryTable({ inquiries, caption }: { inquiries: InquirySummary[]; caption: string }) {
  const t = useTranslations('admin.list');
  const kinds = useTranslations('admin.kinds');
  const detail = useTranslations('admin.detail');
  const propertyTypes = useTranslations('form.propertyTypes');
  const format = useFormatter();
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
          <Card as="li" key={inquiry.id} padding="sm">
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
          </Card>
        ))}
      </ul>
      <Table caption={caption} className="min-w-[48rem] text-sm" frameClassName="hidden md:block">
        <TableHead>
          <Th>{t('received')}</Th>
          <Th>{t('from')}</Th>
          <Th>{t('kind')}</Th>
          <Th>{t('about')}</Th>
          <Th>{t('message')}</Th>
          <Th>{t('status')}</Th>
        </TableHead>
        <TableBody>
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id} className={inquiry.status === 'new' ? 'bg-white' : 'bg-white text-slate-600'}>
              <Td className="whitespace-nowrap text-slate-600">{received(inquiry)}</Td>
              <Td>
                {open(inquiry)}
                <p className="mt-0.5 break-all text-xs text-slate-500">{inquiry.email ?? inquiry.phone}</p>
              </Td>
              <Td className="whitespace-nowrap">{kinds(inquiry.kind)}</Td>
              <Td>{about(inquiry)}</Td>
              <Td className="max-w-md">
                <p className="line-clamp-2">{inquiry.summary}</p>
              </Td>
              <Td className="whitespace-nowrap">
                <StatusBadge status={inquiry.status} />
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
