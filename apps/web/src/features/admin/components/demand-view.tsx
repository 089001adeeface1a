import { useTranslations } from 'next-intl';
import {
  DEMAND_ANY,
  DEMAND_AREA_MAP,
  type DemandSummary,
  type Lang,
  type PriceBand,
  type Region,
  type UnitCategory,
  type SavedQueryParts,
  savedQueryParts,
  savedSearchUrl,
} from '@app/shared';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';

type Counts = DemandSummary['by_area'];

/** One dimension's counts (area, type, price band or currency), most saved first. */
function CountsTable({
  id,
  title,
  counts,
  label,
}: {
  id: string;
  title: string;
  counts: Counts;
  label: (key: string) => string;
}) {
  const t = useTranslations('admin.demand');
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h2 id={id} className="text-lg font-semibold text-sea-900">
        {title}
      </h2>
      <Table className="text-sm" data-testid={id}>
        <TableHead>
          <Th>{t('key')}</Th>
          <Th end>{t('searches')}</Th>
        </TableHead>
        <TableBody>
          {counts.map(({ key, searches }) => (
            <tr key={key}>
              <Td>{label(key)}</Td>
              <Td className="text-end tabular-nums font-semibold text-sea-900">{searches}</Td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

/** A saved query in words: where, what type, which price, and the rest it asks for. */
export function useQuerySummary() {
  const t = useTranslations('admin.demand.summary');
  const regions = useTranslations('region');
  const types = useTranslations('listing.types');
  const bands = useTranslations('listing.bands');
  return (parts: SavedQueryParts | null): string => {
    if (!parts) return t('invalid');
    const words = [
      parts.map ? t(parts.map) : parts.location ? regions(parts.location) : t('anywhere'),
      parts.type ? types(parts.type) : t('anyType'),
      parts.price_band ? bands(parts.price_band) : t('anyPrice'),
    ];
    if (parts.bedrooms !== null) words.push(t('bedrooms', { count: parts.bedrooms }));
    if (parts.private !== null) words.push(t(parts.private ? 'private' : 'inCompounds'));
    if (parts.project) words.push(t('project', { slug: parts.project }));
    if (parts.search) words.push(t('text', { text: parts.search }));
    return words.join(' · ');
  };
}

/**
 * The Demand page's counts: the totals, then by area, type, price band and saved currency; for admins the
 * most saved searches in words with a link to the public list they are (`top` is null for other roles).
 */
export function DemandView({ summary, lang }: { summary: DemandSummary; lang: Lang }) {
  const t = useTranslations('admin.demand');
  const regions = useTranslations('region');
  const types = useTranslations('listing.types');
  const bands = useTranslations('listing.bands');
  const describe = useQuerySummary();
  // The API's keys are the shared lists' values, `any` and `map`.
  const open = (key: string, name: () => string) =>
    key === DEMAND_ANY ? t('any') : key === DEMAND_AREA_MAP ? t('map') : name();
  const area = (key: string) => open(key, () => regions(key as Region));
  const type = (key: string) => open(key, () => types(key as UnitCategory));
  const band = (key: string) => open(key, () => bands(key as PriceBand));
  return (
    <div className="grid gap-6">
      <Card as="section" className="grid gap-2">
        <p className="text-sm text-slate-700">{t('intro')}</p>
        <p className="text-base font-semibold text-sea-900" data-testid="demand-totals">
          {t('totals', { searches: summary.searches, shortlists: summary.shortlists, addresses: summary.addresses })}
        </p>
        {summary.top === null && <p className="text-sm text-slate-600">{t('countsOnly')}</p>}
      </Card>
      {summary.searches === 0 ? (
        <p className="text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <CountsTable id="demand-by-area" title={t('byArea')} counts={summary.by_area} label={area} />
          <CountsTable id="demand-by-type" title={t('byType')} counts={summary.by_type} label={type} />
          <CountsTable id="demand-by-band" title={t('byPriceBand')} counts={summary.by_price_band} label={band} />
          <CountsTable
            id="demand-by-currency"
            title={t('byCurrency')}
            counts={summary.by_currency}
            label={(key) => key}
          />
        </div>
      )}
      {summary.top && summary.top.length > 0 && (
        <section aria-labelledby="demand-top" className="grid gap-2">
          <h2 id="demand-top" className="text-lg font-semibold text-sea-900">
            {t('top')}
          </h2>
          <Table className="text-sm" data-testid="demand-top">
            <TableHead>
              <Th>{t('topQuery')}</Th>
              <Th end>{t('searches')}</Th>
              <Th hidden>{t('open')}</Th>
            </TableHead>
            <TableBody>
              {summary.top.map(({ query, searches }) => (
                <tr key={query}>
                  <Td>{describe(savedQueryParts(query))}</Td>
                  <Td className="text-end tabular-nums font-semibold text-sea-900">{searches}</Td>
                  <Td>
                    <a
                      href={savedSearchUrl('', lang, query)}
                      className="font-semibold text-sea-700 underline hover:text-sea-900"
                    >
                      {t('open')}
                    </a>
                  </Td>
                </tr>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
    </div>
  );
}
