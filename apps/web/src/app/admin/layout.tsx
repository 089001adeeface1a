import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The agency's back office: never indexed (X-Robots-Tag too, next.config.ts), not linked from the site. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return {
    title: { default: t('metaTitle'), template: `%s | ${t('metaTitle')}` },
    robots: { index: false, follow: false, nocache: true },
  };
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="flex min-h-screen flex-1 flex-col bg-slate-50">{children}</div>;
}
