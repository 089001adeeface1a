import { getFormatter, getTranslations } from 'next-intl/server';
import { OFFICE_TIME_ZONE, type PricePoint } from '@app/shared';
import { Price } from '@/components/currency/price';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';

/**
 * A unit's dated prices, oldest first (its answer's price_history, decision 0056), as a table: each price
 * in the visitor's currency (Price converts it as everywhere), each date in the visitor's language, on the
 * office's calendar (the badges count its days). Absent until a second price makes it a history.
 */
export async function PriceHistory({ history }: { history: readonly PricePoint[] }) {
  if (history.length < 2) return null;
  const t = await getTranslations('property.priceHistory');
  const format = await getFormatter();
  return (
    <section aria-labelledby="price-history">
      <h2 id="price-history" className="text-xl font-semibold text-sea-900">
        {t('title')}
      </h2>
      <Table caption={t('caption')} frame={false} className="mt-3 max-w-md text-sm" data-testid="price-history">
        <TableHead>
          <Th>{t('date')}</Th>
          <Th end>{t('price')}</Th>
        </TableHead>
        <TableBody>
          {history.map((point) => (
            <tr key={point.date}>
              <Td className="text-slate-700">
                <time dateTime={point.date}>
                  {format.dateTime(new Date(point.date), { dateStyle: 'medium', timeZone: OFFICE_TIME_ZONE })}
                </time>
              </Td>
              <Td className="text-end font-semibold text-sea-900">
                <Price usd={point.price} />
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
