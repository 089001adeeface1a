import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/** A back office address that is not there (or the back office is off). */
export default async function AdminNotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-sea-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <ButtonLink href="/" className="mt-8 inline-block">
        {t('backHome')}
      </ButtonLink>
    </main>
  );
}
