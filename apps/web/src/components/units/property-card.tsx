import { Picture } from '@/components/ui/picture';
import { Link } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import { sqmToSqft, type Unit } from '@app/shared';
import { Price } from '@/components/currency/price';
import { Badge } from '@/components/ui/badge';

/** One unit in a grid: the card every listing on the site uses. */
export function PropertyCard({ unit, preload = false }: { unit: Unit; preload?: boolean }) {
  const t = useTranslations('unit');
  const region = useTranslations('region');
  const href = `/property/${unit.id}`;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand-100">
        <Picture
          src={unit.mainImage}
          alt={unit.title}
          fill
          preload={preload}
          // The grid: one column, two from 640 px, three from 1024 px, at most 1280 px wide with 24 px gaps.
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw"
          className="object-cover transition duration-500 group-hover:scale-105"
        />
        <div className="absolute start-3 top-3">
          <Badge tone={unit.status === 'available' ? 'green' : 'red'}>{t(`status.${unit.status}`)}</Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xl font-bold text-sea-900">
          <Price usd={unit.price} testId="unit-price" />
        </p>
        <h3 className="line-clamp-2 font-semibold text-slate-900">
          <Link
            href={href}
            className="after:absolute after:inset-0"
            aria-label={t('viewDetails', { title: unit.title })}
          >
            {unit.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {unit.location} · {region(unit.region)}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <li>{t('bedrooms', { count: unit.bedrooms })}</li>
          <li>{t('bathrooms', { count: unit.bathrooms })}</li>
          <li>{unit.area > 0 ? t('area', { sqm: Math.round(unit.area), sqft: sqmToSqft(unit.area) }) : t('areaNA')}</li>
        </ul>
      </div>
    </article>
  );
}
