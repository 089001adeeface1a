import Image from 'next/image';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { listProjects, listUnits } from '@/lib/api';
import { PropertyCard } from '@/features/catalog/components/property-card';
import { CompoundCard } from '@/features/compounds/components/compound-card';

export default async function HomePage() {
  const lang = toLang(await getLocale());
  const t = await getTranslations('home');
  const [latest, compounds] = await Promise.all([
    listUnits({ page_size: 6, status: 'available', sort: 'newest', lang }).catch(() => null),
    listProjects(lang).catch(() => null),
  ]);
  const featured = compounds?.filter((p) => p.featured).slice(0, 4) ?? [];
  const hero = featured[0]?.main_image ?? '/media/projects/hurghada-avenue/main.webp';

  return (
    <>
      <section className="relative isolate overflow-hidden bg-sea-900">
        <Image src={hero} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-70" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-sea-900/85 via-sea-900/50 to-transparent" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 md:py-32">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-white md:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-5 max-w-xl text-lg text-sea-50">{t('heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/properties"
              className="rounded-full bg-white px-6 py-3 font-semibold text-sea-900 shadow hover:bg-sand-100"
            >
              {t('browseUnits')}
            </Link>
            <Link
              href="/resale"
              className="rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t('exploreCompounds')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="latest-units" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="latest-units" className="text-2xl font-bold text-sea-900">
              {t('latestUnits')}
            </h2>
            <p className="mt-1 text-slate-600">{t('latestUnitsText')}</p>
          </div>
          <Link href="/properties" className="shrink-0 font-semibold text-sea-700 hover:underline">
            {t('viewAll')}
          </Link>
        </div>
        {latest ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latest.results.map((unit) => (
              <li key={unit.id} className="flex [&>article]:w-full">
                <PropertyCard unit={unit} />
              </li>
            ))}
          </ul>
        ) : (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
            {t('unavailable')}
          </p>
        )}
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured-compounds" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
          <h2 id="featured-compounds" className="text-2xl font-bold text-sea-900">
            {t('featuredCompounds')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((project) => (
              <li key={project.id}>
                <CompoundCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
