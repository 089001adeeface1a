import { Picture } from '@/components/ui/picture';
import { Link } from '@/i18n/link';
import { useTranslations } from 'next-intl';
import { pricePerSqm, sqmToSqft, type Unit } from '@app/shared';
import { Price } from '@/components/currency/price';
import { Badge } from '@/components/ui/badge';
import { ListingBadges } from './listing-badges';
import { ShortlistButton } from '@/components/unit-lists/shortlist-button';
import { CompareButton } from '@/components/unit-lists/compare-button';

/** One unit in a grid: the card every listing on the site uses. */
export function PropertyCard({ unit, preload = false }: { unit: Unit; preload?: boolean }) {
  const t = useTranslations('unit');
  const region = useTranslations('region');
  const href = `/property/${unit.id}`;
  const perSqm = pricePerSqm(unit.price, unit.area);
  const instalments = unit.instalmentCount !== null && unit.instalmentFrequency !== null;
  return (
    <article className="group unit-card">
      <div className="unit-card-media">
        <Picture
          src={unit.mainImage}
          alt={unit.title}
          fill
          preload={preload}
          // The grid: one column, two from 640 px, three from 1024 px, at most 1280 px wide with 24 px gaps.
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw"
          className="card-zoom object-cover"
        />
        <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          <Badge tone={unit.status === 'available' ? 'green' : 'red'}>{t(`status.${unit.status}`)}</Badge>
          <ListingBadges badges={unit.badges} />
        </div>
        <div className="absolute end-3 top-3 flex gap-2">
          <ShortlistButton unitId={unit.id} title={unit.title} />
          <CompareButton unitId={unit.id} title={unit.title} />
        </div>
      </div>
      <div className="unit-card-body">
        <p className="text-xl font-bold text-sea-900">
          <Price usd={unit.price} testId="unit-price" />
        </p>
        {(perSqm !== null || instalments) && (
          <p className="unit-card-sub">
            {perSqm !== null && (
              <span data-testid="unit-price-per-sqm">{t.rich('perSqm', { price: () => <Price usd={perSqm} /> })}</span>
            )}
            {instalments && <span className="unit-card-plan">{t('instalments')}</span>}
          </p>
        )}
        <h3 className="line-clamp-2 font-semibold text-slate-900">
          <Link href={href} className="card-link" aria-label={t('viewDetails', { title: unit.title })}>
            {unit.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {unit.location} · {region(unit.region)}
        </p>
        <ul className="unit-card-facts">
          <li>{t('bedrooms', { count: unit.bedrooms })}</li>
          <li>{t('bathrooms', { count: unit.bathrooms })}</li>
          <li>{unit.area > 0 ? t('area', { sqm: Math.round(unit.area), sqft: sqmToSqft(unit.area) }) : t('areaNA')}</li>
        </ul>
      </div>
    </article>
  );
}
