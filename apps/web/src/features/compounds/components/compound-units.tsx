import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { UNIT_CATEGORIES, type Lang, type UnitCategory } from '@app/shared';
import { listUnits } from '@/lib/api';
import { UnitGrid } from '@/features/catalog/components/unit-grid';

/** The compound's units for sale, filterable by the spec's unit types (links, so it works without JavaScript). */
export async function CompoundUnits({
  slug,
  type,
  lang,
}: {
  slug: string;
  type: UnitCategory | undefined;
  lang: Lang;
}) {
  const t = await getTranslations('compound');
  const listing = await getTranslations('listing');
  const page = await listUnits({ project: slug, page_size: 100, sort: 'price-asc', lang, ...(type ? { type } : {}) });
  const chip = (active: boolean) =>
    `rounded-full px-4 py-2 text-sm font-medium ring-1 ${active ? 'bg-sea-700 text-white ring-sea-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-sand-100'}`;
  return (
    <section aria-labelledby="units-for-sale" className="mx-auto max-w-7xl px-4 sm:px-6">
      <h2 id="units-for-sale" className="scroll-mt-24 text-2xl font-bold text-sea-900 md:text-3xl">
        {t('unitsForSale')}
      </h2>
      <nav aria-label={t('unitTypeFilter')} className="mt-4 flex flex-wrap gap-2">
        <Link
          href={`/compounds/${slug}#units-for-sale`}
          aria-current={!type ? 'true' : undefined}
          className={chip(!type)}
          scroll={false}
        >
          {t('all')}
        </Link>
        {UNIT_CATEGORIES.map((c) => (
          <Link
            key={c}
            href={`/compounds/${slug}?type=${c}#units-for-sale`}
            aria-current={type === c ? 'true' : undefined}
            className={chip(type === c)}
            scroll={false}
          >
            {listing(`types.${c}`)}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {page.results.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">{t('noUnits')}</p>
        ) : (
          <UnitGrid units={page.results} />
        )}
      </div>
    </section>
  );
}
