import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { getAdminSession } from '@/features/admin/admin-reads';
import { lookUpAlertAddress, getDemandSummary } from '@/features/admin/demand-reads';
import { AddressFinder } from '@/features/admin/components/address-finder';
import { DemandView } from '@/features/admin/components/demand-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.demand'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * What buyers save (every role: counts; admins also the most saved searches), and for admins finding an
 * alert subscriber by address to erase it on request (docs/operations.md).
 */
export default async function DemandPage({ searchParams }: Props) {
  const params = await searchParams;
  const email = typeof params.email === 'string' ? params.email.trim() : '';
  const session = await getAdminSession();
  const isAdmin = session.state === 'signedIn' && session.role === 'admin';
  const [summary, found] = await Promise.all([
    getDemandSummary('/admin/demand'),
    isAdmin && email ? lookUpAlertAddress(email, '/admin/demand').then((answer) => answer.results) : undefined,
  ]);
  const t = await getTranslations('admin.demand');
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-bold text-sea-900">{t('title')}</h1>
      <div role="status">
        {params.erased === '1' && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {t('erase.done')}
          </p>
        )}
      </div>
      <DemandView summary={summary} lang={toLang(await getLocale())} />
      {isAdmin && <AddressFinder email={email} found={found} />}
    </div>
  );
}
