import { useTranslations } from 'next-intl';
import { type CompoundSummary, REGIONS } from '@app/shared';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/i18n/link';

/**
 * Every other compound, grouped by the three areas, so a visitor can reach each one from any compound
 * page (and from /resale's Premium Compounds half, which lands on the default compound). A directory
 * rather than a wall of cards: each compound is a row with a thumbnail, its place and its units for
 * sale, so the section stays short on a phone and light in the page as the catalogue grows.
 */
export function CompoundsByArea({ compounds, currentSlug }: { compounds: CompoundSummary[]; currentSlug: string }) {
  const t = useTranslations('compound');
  const region = useTranslations('region');
  const others = compounds.filter((p) => p.slug !== currentSlug);
  if (others.length === 0) return null;
  const areas = REGIONS.map((r) => ({ region: r, compounds: others.filter((p) => p.region === r) })).filter(
    (area) => area.compounds.length > 0,
  );
  return (
    <section aria-labelledby="compounds-by-area" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="compounds-by-area" className="text-2xl font-bold text-sea-900 md:text-3xl">
        {t('byArea')}
      </h2>
      <p className="mt-2 text-slate-600">{t('byAreaText', { count: others.length })}</p>
      {areas.map((area) => (
        <section key={area.region} aria-labelledby={`area-${area.region}`} className="mt-8">
          <h3 id={`area-${area.region}`} className="text-lg font-semibold text-slate-800">
            {region(area.region)}
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {area.compounds.map((p) => (
              <li key={p.id} className="compound-row">
                <Picture src={p.mainImage} alt="" width={96} height={72} className="compound-row-thumb" />
                <div className="min-w-0">
                  <h4 className="truncate font-semibold text-sea-900">
                    <Link href={`/compounds/${p.slug}`} className="card-link">
                      {p.name}
                    </Link>
                  </h4>
                  <p className="truncate text-sm text-slate-600">{p.location}</p>
                  <p className="text-sm text-slate-500">{t('unitsCount', { count: p.unitCount })}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
