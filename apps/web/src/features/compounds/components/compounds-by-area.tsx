import { useTranslations } from 'next-intl';
import { type CompoundSummary, REGIONS } from '@app/shared';
import { CompoundCard } from './compound-card';

/**
 * Every other compound, grouped by the three areas, so a visitor can reach each one from any compound
 * page (and from /resale's Premium Compounds half, which lands on the default compound).
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
          {/* A row to swipe through on phones, a grid on wider screens. */}
          <ul className="-mx-4 mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
            {area.compounds.map((p) => (
              <li key={p.id} className="w-4/5 shrink-0 snap-start sm:w-auto">
                <CompoundCard compound={p} heading="h4" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
