import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  type Lang,
  type Unit,
  frequencyMessageKey,
  officeToday,
  paymentSchedule,
  pricePerSqm,
  sqmToSqft,
} from '@app/shared';
import { type CompareRow, COMPARE_ROWS, differingRows, isDelivered } from './compare-rows';
import { UNIT_LIST_LIMITS, formatUnitIds } from '@/lib/unit-lists/lists';
import { Price } from '@/components/currency/price';
import { Badge } from '@/components/ui/badge';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/i18n/link';
import { readUnitsByIds } from '@/lib/page-reads';
import { pathInLang } from '@/lib/routing/variants';
import { CompareSync } from './compare-sync';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Table } from '@/components/ui/table';

/** The id of the control that hides the rows that are the same (CSS :has, no script). */
const HIDE_SAME = 'compare-hide-same';

/**
 * Up to four units side by side (the ids in the page's address), rendered by the server per request: a
 * real table, one unit per column, the facts' names in the first column, which stays in place while
 * the units scroll sideways on a phone. Rows in which the units differ are marked with a colour and the
 * word "Differs" in their header cell; a checkbox hides the others through CSS alone.
 */
export async function CompareTable({
  ids,
  lang,
  tooMany,
  empty,
}: {
  ids: number[];
  lang: Lang;
  tooMany: boolean;
  empty: ReactNode;
}) {
  const t = await getTranslations('compare');
  const p = await getTranslations('property');
  const u = await getTranslations('unit');
  const format = await getFormatter();
  let units: Unit[];
  try {
    units = ids.length === 0 ? [] : await readUnitsByIds(ids, lang);
  } catch {
    // Logged once by the data layer.
    return (
      <Card role="alert" padding="lg" ring="alert" className="text-center">
        <p className="font-semibold text-red-700">{t('failed')}</p>
        <ButtonLink
          plain
          href={`${pathInLang('/compare', lang)}?ids=${formatUnitIds(ids)}`}
          className="mt-4 inline-block"
        >
          {t('retry')}
        </ButtonLink>
      </Card>
    );
  }
  const shown = units.map((unit) => unit.id);
  const skipped = ids.length - units.length;
  const notes = (
    <>
      {tooMany && <p className="mb-4 text-sm text-slate-600">{t('tooMany', { max: UNIT_LIST_LIMITS.compare })}</p>}
      {skipped > 0 && (
        <p role="status" className="mb-4 rounded-lg bg-sand-100 px-4 py-3 text-sm text-slate-700">
          {t('skipped', { count: skipped })}
        </p>
      )}
    </>
  );
  if (units.length === 0) {
    return (
      <>
        <CompareSync ids={shown} />
        {notes}
        {empty}
      </>
    );
  }

  const today = officeToday();
  const differs = differingRows(units, today);
  const without = (id: number) => `/compare?ids=${formatUnitIds(shown.filter((other) => other !== id))}`;

  const cell = (unit: Unit, row: CompareRow): ReactNode => {
    switch (row) {
      case 'price':
        return <Price usd={unit.price} className="font-semibold text-sea-900" />;
      case 'pricePerSqm': {
        const perSqm = pricePerSqm(unit.price, unit.area);
        return perSqm === null ? u('areaNA') : <Price usd={perSqm} />;
      }
      case 'type':
        return u(`kinds.${unit.kind}`);
      case 'bedrooms':
        return String(unit.bedrooms);
      case 'bathrooms':
        return String(unit.bathrooms);
      case 'area':
        return unit.area > 0 ? u('area', { sqm: Math.round(unit.area), sqft: sqmToSqft(unit.area) }) : u('areaNA');
      case 'floor':
        return unit.floor === null ? t('notStated') : unit.floor === 0 ? p('ground') : String(unit.floor);
      case 'status':
        return <Badge tone={unit.status === 'available' ? 'green' : 'red'}>{u(`status.${unit.status}`)}</Badge>;
      case 'compound':
        return unit.compoundSlug ? (
          <Link href={`/compounds/${unit.compoundSlug}`} className="text-sea-700 underline hover:text-sea-900">
            {unit.compoundName ?? unit.compoundSlug}
          </Link>
        ) : (
          p('privateUnit')
        );
      case 'delivery':
        return isDelivered(unit.deliveryDate, today)
          ? t('ready')
          : format.dateTime(new Date(`${unit.deliveryDate}T00:00:00Z`), {
              year: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            });
      case 'plan': {
        const schedule = paymentSchedule(unit);
        if (!schedule) return t('none');
        return t.rich('planSummary', {
          count: schedule.instalments.length,
          frequency: frequencyMessageKey(schedule.frequency),
          down: () => <Price usd={schedule.downPayment} />,
          amount: () => <Price usd={schedule.instalments[0]!.amount} />,
        });
      }
    }
  };
  const label: Record<CompareRow, string> = {
    price: t('price'),
    pricePerSqm: p('pricePerSqm'),
    type: p('type'),
    bedrooms: p('bedrooms'),
    bathrooms: p('bathrooms'),
    area: p('area'),
    floor: p('floor'),
    status: p('status'),
    compound: p('compound'),
    delivery: t('delivery'),
    plan: t('plan'),
  };

  return (
    <div className="group">
      <CompareSync ids={shown} />
      {notes}
      {units.length > 1 && (
        <label className="mb-4 inline-flex cursor-pointer items-center gap-2 text-slate-800">
          <input id={HIDE_SAME} type="checkbox" className="h-4 w-4 accent-sea-700" />
          {t('hideSame')}
        </label>
      )}
      <Table
        caption={t('caption')}
        className="border-separate border-spacing-0 text-sm"
        data-testid="compare-table"
        frameClassName="focus-visible:outline-2 focus-visible:outline-sea-700"
        frameProps={{ role: 'region', 'aria-label': t('scrollLabel'), tabIndex: 0 }}
      >
        <thead>
          <tr>
            <td className="sticky start-0 z-10 w-28 min-w-28 border-b border-slate-200 bg-white sm:w-44" />
            {units.map((unit) => (
              <th
                key={unit.id}
                scope="col"
                className="min-w-40 border-b border-slate-200 p-3 text-start align-top font-normal sm:min-w-52"
              >
                <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-sand-100">
                  <Picture
                    src={unit.mainImage}
                    alt=""
                    fill
                    sizes="(min-width: 640px) 13rem, 10rem"
                    className="object-cover"
                  />
                </div>
                <Link
                  href={`/property/${unit.id}`}
                  className="mt-2 line-clamp-3 font-semibold text-sea-900 underline-offset-2 hover:underline"
                >
                  {unit.title}
                </Link>
                <ButtonLink
                  href={without(unit.id)}
                  lang={lang}
                  aria-label={t('removeLabel', { title: unit.title })}
                  variant="dangerOutline"
                  size="chip"
                  className="mt-2 gap-1"
                >
                  <span aria-hidden="true">×</span> {t('remove')}
                </ButtonLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => {
            const differ = differs.has(row);
            const tone = differ ? 'bg-amber-50' : 'bg-white';
            return (
              <tr
                key={row}
                data-row={row}
                data-differs={differ || undefined}
                className={differ ? undefined : 'group-has-[#compare-hide-same:checked]:hidden'}
              >
                <th
                  scope="row"
                  className={`sticky start-0 z-10 border-b border-slate-100 p-3 text-start align-top font-medium text-slate-700 ${tone} ${differ ? 'border-s-4 border-s-amber-500' : ''}`}
                >
                  {label[row]}
                  {differ && (
                    <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
                      {t('differs')}
                    </span>
                  )}
                </th>
                {units.map((unit) => (
                  <td key={unit.id} className={`border-b border-slate-100 p-3 align-top text-slate-900 ${tone}`}>
                    {cell(unit, row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
