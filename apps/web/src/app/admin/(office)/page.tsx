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
            <Link
              href="/admin"
              className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 hover:bg-sand-100"
            >
              {t('backToInbox')}
            </Link>
          ) : (
            <Link
              href="/admin?status=spam"
              data-testid="spam-link"
              className="inline-flex h-10 items-center rounded-full border border-amber-300 bg-amber-50 px-5 text-sm font-semibold text-amber-900 hover:bg-amber-100"
            >
              {t('spamLink', { count: page.spamCount })}
            </Link>
          )}
          <a
            href={exportUrl(listQueryString({ ...query, page: 1 }))}
            download
            className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 hover:bg-sand-100"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
              <path
                d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('export')}
          </a>
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
          <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-slate-700">
              {spamView && !query.kind && !query.search ? t('spamNone') : filtered ? t('empty') : t('none')}
            </p>
            {(filtered || query.page > 1) && (
              <Link href="/admin" className="mt-4 inline-block font-semibold text-sea-700 hover:underline">
                {t('clear')}
              </Link>
            )}
          </div>
        )}
      </div>
    </>
  );
}
