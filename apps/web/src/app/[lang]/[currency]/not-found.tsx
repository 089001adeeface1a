import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { toLang } from '@/i18n/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  const lang = toLang(await getLocale());
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-sea-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <ButtonLink href="/" lang={lang} className="mt-8 inline-block">
        {t('backHome')}
      </ButtonLink>
    </div>
  );
}
