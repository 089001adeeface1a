import type { Metadata } from 'next';
import { Link } from '@/i18n/link';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-sea-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <Link href="/" className="mt-8 inline-block rounded-full bg-sea-600 px-6 py-3 font-semibold text-white">
        {t('backHome')}
      </Link>
    </div>
  );
}
