import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import '../globals.css';
import { Document } from '@/components/layout/document';
import { env } from '@/lib/env';

/** The agency's back office: never indexed (X-Robots-Tag too, next.config.ts), not linked from the site. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('metaTitle'), template: `%s | ${t('metaTitle')}` },
    robots: { index: false, follow: false, nocache: true },
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }], apple: '/icon.png' },
  };
}

/**
 * Rendered per request, never at build: every back office page reads the session cookie, and `next build`
 * trying one first would call the API (the rates in Document), which is not running then.
 */
export const dynamic = 'force-dynamic';

/**
 * The back office's own document (a root layout of its own: the public site's is cached per language
 * and currency, this one is rendered per request, in the user's chosen language, with a nonce policy).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Document part="admin">
      <div className="flex min-h-screen flex-1 flex-col bg-slate-50">{children}</div>
    </Document>
  );
}
