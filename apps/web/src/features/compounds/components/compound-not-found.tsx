import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '@app/shared';
import { ButtonLink } from '@/components/ui/button-link';

/** An unknown compound, by slug or id (spec: 'Project not found.'), with the way back to the compounds. */
export function CompoundNotFound() {
  const t = useTranslations('compound');
  const nav = useTranslations('nav');
  const lang = useLocale() as Lang;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-sea-900">{t('notFound')}</h1>
      <p className="mt-3 text-slate-600">{t('notFoundText')}</p>
      <ButtonLink href="/resale" lang={lang} className="mt-8 inline-block">
        {nav('compoundsResale')}
      </ButtonLink>
    </div>
  );
}
