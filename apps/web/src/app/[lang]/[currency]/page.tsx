import type { Metadata } from 'next';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/i18n/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { readCompounds, readUnits } from '@/lib/page-reads';
import { metadataFor } from '@/lib/page-metadata';
import { HeroSearch } from '@/features/listings/components/hero-search';
import { UnitGrid } from '@/components/units/unit-grid';
import { CompoundCard } from '@/features/compounds/components/compound-card';
import { LazyRecentlyViewed } from '@/components/unit-lists/lazy-recently-viewed';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { AreaCard } from '@/features/content/components/area-card';

const OFFERS = [
  { key: 'offerCompounds', href: '/resale' },
  { key: 'offerPrivate', href: '/private-units-resale' },
  { key: 'offerSell', href: '/sell-with-us' },
] as const;

const AREAS = [
  { region: 'hurghada', text: 'areaHurghada', image: '/media/projects/marina-heights/main.webp' },
  { region: 'el-gouna', text: 'areaElGouna', image: '/media/projects/el-gouna-lagoons/main.webp' },
  { region: 'sahl-hasheesh', text: 'areaSahlHasheesh', image: '/media/projects/sahl-hasheesh-bay/main.webp' },
] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return metadataFor({ path: '/', title: t('homeTitle'), description: t('homeDescription'), absoluteTitle: true });
}

export default async function HomePage() {
  const lang = toLang(await getLocale());
  const t = await getTranslations('home');
  const region = await getTranslations('region');
  // A failed read fails the render: the cached page keeps its last good version (docs/decisions/0026).
  const [latest, compounds] = await Promise.all([
    readUnits({ page_size: 6, status: 'available', sort: 'newest', lang }),
    readCompounds(lang),
  ]);
  const featured = compounds.filter((p) => p.featured).slice(0, 4);
  const hero = featured[0]?.mainImage ?? '/media/projects/hurghada-avenue/main.webp';

  return (
    <>
      <section className="relative isolate overflow-hidden bg-sea-900">
        <Picture src={hero} alt="" fill preload quality={60} sizes="100vw" className="-z-10 object-cover opacity-70" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-sea-900/85 via-sea-900/50 to-transparent" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 md:py-32">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-white md:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-5 max-w-xl text-lg text-sea-50">{t('heroText')}</p>
          <HeroSearch />
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href="/properties" lang={lang} variant="light">
              {t('browseUnits')}
            </ButtonLink>
            <ButtonLink href="/resale" lang={lang} variant="outlineLight">
              {t('exploreCompounds')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="offers" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
        <h2 id="offers" className="text-2xl font-bold text-sea-900">
          {t('offersTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {OFFERS.map((offer) => (
            <Card as="li" key={offer.key} className="relative hover:shadow-md">
              <h3 className="text-lg font-semibold text-sea-900">
                <Link href={offer.href} className="card-link">
                  {t(`${offer.key}Title`)}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600">{t(`${offer.key}Text`)}</p>
            </Card>
          ))}
        </ul>
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
        <div className="mt-6">
          <UnitGrid units={latest.results} />
        </div>
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured-compounds" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
          <h2 id="featured-compounds" className="text-2xl font-bold text-sea-900">
            {t('featuredCompounds')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((compound) => (
              <li key={compound.id}>
                <CompoundCard compound={compound} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="areas" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
        <h2 id="areas" className="text-2xl font-bold text-sea-900">
          {t('areasTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {AREAS.map((area) => (
            <li key={area.region}>
              <AreaCard
                look="compact"
                area={{ id: area.region, name: region(area.region), text: t(area.text), image: area.image, alt: '' }}
                link={{
                  href: `/properties?location=${area.region}`,
                  label: t('seeUnitsIn', { area: region(area.region) }),
                }}
              />
            </li>
          ))}
        </ul>
      </section>

      <LazyRecentlyViewed />
    </>
  );
}
