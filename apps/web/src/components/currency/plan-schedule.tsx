'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  type PaymentPlanFields,
  formatMoney,
  frequencyMessageKey,
  paymentSchedule,
  scheduleInCurrency,
} from '@app/shared';
import { FactList } from '@/components/ui/fact-list';
import { useCurrency } from './currency-context';
import { Table } from '@/components/ui/table';

/** The schedule's fixed texts, from the server (planDetails): only its counted texts travel to every page. */
export interface PlanScheduleText {
  down: string;
  paid: string;
  instalments: string;
  showSchedule: string;
  scheduleCaption: string;
  payment: string;
  when: string;
  amount: string;
  alreadyPaid: string;
  onSigning: string;
  total: string;
}

/**
 * A unit's payment schedule in the visitor's currency: the down payment and the instalments at a
 * glance, then every line in a table whose lines add up exactly to the price the page shows
 * (scheduleInCurrency). Nothing without a plan.
 */
export function PlanSchedule({ plan, text }: { plan: PaymentPlanFields; text: PlanScheduleText }) {
  const t = useTranslations('plan');
  const { currency, rates } = useCurrency();
  const id = useId();
  const schedule = paymentSchedule(plan);
  const rate = rates[currency];
  if (!schedule || !(rate > 0)) return null;
  const { price, lines } = scheduleInCurrency(plan, schedule, rate);
  const money = (amount: number) => formatMoney(amount, currency);
  const instalments = lines.filter((line) => line.kind === 'instalment');
  const down = lines.find((line) => line.kind === 'down')!;
  const label = (line: (typeof lines)[number]) =>
    line.kind === 'instalment' ? t('instalment', { number: line.number }) : text[line.kind];
  // The table has headers on two levels, its columns' and each line's: every amount names both by id
  // (`headers`), so a screen reader says which payment and which column it is (WCAG H43).
  const cellId = (name: string) => `${id}-${name}`;
  const lineId = (line: (typeof lines)[number]) => cellId(`${line.kind}-${line.number}`);
  return (
    <div className="mt-3 text-sm">
      <FactList
        facts={[
          [
            text.down,
            <span key="down" dir="ltr">
              {money(down.amount)}
            </span>,
          ],
          [
            text.instalments,
            t('instalmentsSummary', {
              count: instalments.length,
              frequency: frequencyMessageKey(schedule.frequency),
              // Left to right inside the sentence in every language, as every amount on the site is.
              amount: `\u2066${money(instalments[0]!.amount)}\u2069`,
            }),
          ],
        ]}
      />
      <details className="mt-2 rounded-lg bg-sand-50 p-3">
        <summary className="cursor-pointer font-semibold text-sea-700">{text.showSchedule}</summary>
        <Table caption={text.scheduleCaption} frame={false} className="mt-3">
          <thead>
            <tr className="text-start text-xs text-slate-500">
              <th id={cellId('payment')} scope="col" className="pb-1 text-start font-medium">
                {text.payment}
              </th>
              <th id={cellId('when')} scope="col" className="pb-1 text-start font-medium">
                {text.when}
              </th>
              <th id={cellId('amount')} scope="col" className="pb-1 text-end font-medium">
                {text.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr key={`${line.kind}-${line.number}`} data-testid="plan-line">
                <th
                  id={lineId(line)}
                  scope="row"
                  headers={cellId('payment')}
                  className="py-1.5 text-start font-normal text-slate-700"
                >
                  {label(line)}
                </th>
                <td headers={`${cellId('when')} ${lineId(line)}`} className="py-1.5 text-slate-600">
                  {line.kind === 'instalment'
                    ? t('monthsAfter', { months: line.monthsAfterDownPayment })
                    : text[line.kind === 'paid' ? 'alreadyPaid' : 'onSigning']}
                </td>
                <td
                  headers={`${cellId('amount')} ${lineId(line)}`}
                  className="py-1.5 text-end font-medium text-slate-900"
                  dir="ltr"
                  data-testid="plan-amount"
                >
                  {money(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300">
              <th id={cellId('total')} scope="row" colSpan={2} className="pt-2 text-start font-semibold text-slate-900">
                {text.total}
              </th>
              <td
                headers={`${cellId('amount')} ${cellId('total')}`}
                className="pt-2 text-end font-semibold text-slate-900"
                dir="ltr"
                data-testid="plan-total"
              >
                {money(price)}
              </td>
            </tr>
          </tfoot>
        </Table>
      </details>
    </div>
  );
}
