import { Link } from '@/i18n/link';
import { useTranslations } from 'next-intl';

/** An unknown compound, by slug or id (spec: 'Project not found.'), with the way back to the compounds. */
export function CompoundNotFound() {
  const t = useTranslations('compound');
  const nav = useTranslations('nav');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-sea-900">{t('notFound')}</h1>
      <p className="mt-3 text-slate-600">{t('notFoundText')}</p>
      <Link href="/resale" className="mt-8 inline-block rounded-full bg-sea-700 px-6 py-3 font-semibold text-white">
        {nav('compoundsResale')}
      </Link>
    </div>
  );
}
