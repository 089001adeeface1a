import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listInquiryPage } from '@/features/admin/admin-reads';
import { exportUrl } from '@/features/admin/admin-calls';
import { InquiryFilters } from '@/features/admin/components/inquiry-filters';
import { InquiryTable } from '@/features/admin/components/inquiry-table';
import { ListPager } from '@/features/admin/components/list-pager';
import { ADMIN_DEFAULT_PAGE_SIZE, SPAM_RETENTION_DAYS } from '@app/shared';
import { listQueryString, parseListQuery } from '@/features/admin/list-query';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.list'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InquiriesPage({ searchParams }: Props) {
  const query = parseListQuery(await searchParams);
  const page = await listInquiryPage(query, `/admin${listQueryString(query)}`);
  const t = await getTranslations('admin.list');
  const pageCount = Math.max(1, Math.ceil(page.count / ADMIN_DEFAULT_PAGE_SIZE));
  const filtered = Boolean(query.kind || query.status || query.search);
  const spamView = query.status === 'spam';
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-sea-900">{spamView ? t('spamTitle') : t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="inquiry-count">
            {t('count', { count: page.count })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {spamView ? (
            <ButtonLink href="/admin" variant="neutral" size="bar">
              {t('backToInbox')}
            </ButtonLink>
          ) : (
            <ButtonLink href="/admin?status=spam" data-testid="spam-link" variant="caution" size="bar">
              {t('spamLink', { count: page.spamCount })}
            </ButtonLink>
          )}
          <DownloadLink href={exportUrl(listQueryString({ ...query, page: 1 }))}>{t('export')}</DownloadLink>
        </div>
      </div>
      {spamView && (
        <p className="mt-4 max-w-3xl rounded-2xl bg-amber-50 px-5 py-4 text-sm text-amber-950 ring-1 ring-amber-300">
          {t('spamText', { days: SPAM_RETENTION_DAYS })}
        </p>
      )}
      <div className="mt-6">
        {/* Keyed by the filters: a link to other filters (the Spam view) resets the form's fields. */}
        <InquiryFilters key={listQueryString({ ...query, page: 1 })} query={query} />
      </div>
      <div className="mt-6">
        {page.results.length > 0 ? (
          <>
            <InquiryTable inquiries={page.results} caption={t('title')} />
            <ListPager query={query} pageCount={pageCount} />
          </>
        ) : (
          <Card padding="none" className="px-6 py-16 text-center">
            <p className="text-slate-700">
              {spamView && !query.kind && !query.search ? t('spamNone') : filtered ? t('empty') : t('none')}
            </p>
            {(filtered || query.page > 1) && (
              <Link href="/admin" className="mt-4 inline-block font-semibold text-sea-700 hover:underline">
                {t('clear')}
              </Link>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
