import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { visitorPageMetadata } from '@/lib/page-metadata';
import { type AlertPageName, AlertIsland } from './components/alert-island';

/** The three pages an alert's e-mails link to: their path, heading and intro. */
const PAGES = {
  confirm: { path: '/alerts/confirm', title: 'confirmTitle', intro: 'confirmIntro' },
  manage: { path: '/alerts', title: 'manageTitle', intro: 'manageIntro' },
  unsubscribe: { path: '/alerts/unsubscribe', title: 'unsubscribeTitle', intro: 'unsubscribeIntro' },
} as const;

/**
 * An alert page's metadata: for the link's owner only, never indexed or followed, and the page's address
 * (which holds the token) is not sent on as the referrer of anything the page loads or links to.
 */
export async function alertPageMetadata(page: AlertPageName): Promise<Metadata> {
  const t = await getTranslations('alertPages');
  const metadata = await visitorPageMetadata({
    path: PAGES[page].path,
    title: t(PAGES[page].title),
    description: t('description'),
  });
  return { ...metadata, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * An alert page: its heading and intro from the server, rendered per request and never kept (its route's
 * `dynamic`); the part that reads the link's token and makes the calls runs in the browser (AlertIsland).
 */
export async function AlertPage({ page }: { page: AlertPageName }) {
  const t = await getTranslations('alertPages');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="text-3xl font-bold text-sea-900 md:text-4xl">{t(PAGES[page].title)}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{t(PAGES[page].intro)}</p>
      <div className="mt-8">
        <AlertIsland page={page} loading={t('loading')} />
      </div>
    </div>
  );
}
