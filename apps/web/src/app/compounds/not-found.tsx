import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** An unknown compound, by slug or id (spec: 'Project not found.'). */
export default async function ProjectNotFound() {
  const t = await getTranslations('compound');
  const nav = await getTranslations('nav');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-sea-900">{t('notFound')}</h1>
      <Link href="/resale" className="mt-8 inline-block rounded-full bg-sea-700 px-6 py-3 font-semibold text-white">
        {nav('compoundsResale')}
      </Link>
    </div>
  );
}
