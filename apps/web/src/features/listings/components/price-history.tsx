import { getFormatter, getTranslations } from 'next-intl/server';
import { OFFICE_TIME_ZONE, type PricePoint } from '@app/shared';
import { Price } from '@/components/currency/price';

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
      <table className="mt-3 w-full max-w-md text-sm" data-testid="price-history">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-start text-slate-600">
            <th scope="col" className="py-2 text-start font-medium">
              {t('date')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((point) => (
            <tr key={point.date} className="border-b border-slate-100 last:border-0">
              <td className="py-2 text-slate-700">
                <time dateTime={point.date}>
                  {format.dateTime(new Date(point.date), { dateStyle: 'medium', timeZone: OFFICE_TIME_ZONE })}
                </time>
              </td>
              <td className="py-2 text-end font-semibold text-sea-900">
                <Price usd={point.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
