import type { Metadata } from 'next';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/i18n/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { metadataFor } from '@/lib/page-metadata';
import { getFeaturedPrivateUnitId } from '@/lib/site-config';
import { buttonClass } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resale');
  return metadataFor({ path: '/resale', title: t('title'), description: t('description') });
}

/** The spec's split screen: Premium Compounds to /compounds, Private Projects to /private/{featured id}. */
export default async function ResalePage() {
  const t = await getTranslations('resale');
  const featuredId = await getFeaturedPrivateUnitId(toLang(await getLocale()));
  const halves = [
    {
      href: '/compounds',
      title: t('compoundsTitle'),
      text: t('compoundsText'),
      image: '/media/projects/hurghada-avenue/main.webp',
    },
    {
      href: featuredId ? `/private/${featuredId}` : '/private-units-resale',
      title: t('privateTitle'),
      text: t('privateText'),
      image: '/media/units/unit-07.webp',
    },
  ];
  return (
    <div className="grid min-h-[calc(100vh-4rem)] md:grid-cols-2">
      <h1 className="sr-only">{t('title')}</h1>
      {halves.map((half, i) => (
        // The dark ground under the picture keeps the text readable while (or if) it does not load, and
        // tells a contrast checker what the text is on.
        <Link
          key={half.href}
          href={half.href}
          className="group relative isolate flex min-h-[50vh] items-end overflow-hidden bg-sea-900"
        >
          <Picture
            src={half.image}
            alt=""
            fill
            preload={i === 0}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="-z-10 object-cover transition duration-700 group-hover:scale-105"
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-900/90 via-sea-900/40 to-transparent" />
          <div className="p-8 md:p-12">
            <h2 className="text-3xl font-bold text-white md:text-4xl">{half.title}</h2>
            <p className="mt-2 max-w-md text-sea-50">{half.text}</p>
            <span className={buttonClass({ variant: 'light', size: 'roomy', className: 'mt-5 inline-block' })}>
              {t('explore')} →
            </span>
          </div>
        </Link>
      ))}
    </div>
  );
}
