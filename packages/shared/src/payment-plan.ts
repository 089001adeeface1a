import { INSTALMENT_MONTHS, type InstalmentFrequency, MAX_INSTALMENTS } from './constants';

/*
 * A unit's payment schedule, in USD and in the visitor's currency (docs/decisions/0030-payment-plans.md).
 * The unit page's schedule runs in the browser, so this module holds only what it needs; the rules read
 * off the same fields (price per m², the catalogue's checks, ready to move in) are in plan-rules.ts.
 */

/** The fields of a unit its payment schedule is made from (USD, whole dollars as stored). */
export interface PaymentPlanFields {
  /** The asking price. */
  price: number;
  /** Paid when the sale is signed; none is 0. */
  downPayment: number | null;
  /** Of the price, what the seller has already paid the developer; none is 0. */
  amountPaid: number | null;
  instalmentCount: number | null;
  instalmentFrequency: InstalmentFrequency | null;
}

export interface Instalment {
  /** 1 for the first instalment. */
  number: number;
  /** Months after the down payment it falls due: `number` times the frequency's months. */
  monthsAfterDownPayment: number;
  /** USD, to the cent. */
  amount: number;
}

/**
 * A unit's payment schedule, in USD to the cent. `total` is what the buyer pays: the price less what the
 * seller has already paid the developer (the price when nothing is paid). The down payment is paid now;
 * `instalments` are the rest of `total`, in equal amounts at the plan's frequency, except that the last
 * one also carries the cents the equal split leaves over (less than one cent per instalment). So
 * `downPayment` plus every instalment is exactly `total`; add them in cents (`Math.round(amount * 100)`)
 * to compare, as binary fractions of a dollar are not exact.
 *
 * The amounts are USD: prices are stored in USD and the site converts each amount where it shows it (the
 * Price component, convertUsd and formatMoney, which rounds to whole units of the currency). Converted
 * and rounded one by one, the shown amounts can differ from the shown total by a unit per instalment;
 * the exact sum is kept in USD here, and scheduleInCurrency (below) rounds running totals so that the lines
 * shown in another currency add up to its price.
 */
export interface PaymentSchedule {
  currency: 'USD';
  total: number;
  downPayment: number;
  frequency: InstalmentFrequency;
  instalments: Instalment[];
}

const cents = (usd: number) => Math.round(usd * 100);
const isAmount = (v: number | null): v is number => v !== null && Number.isFinite(v) && v >= 0;

/**
 * The schedule of a unit with a payment plan (an instalment count of 1 to MAX_INSTALMENTS and a
 * frequency); null without one, or when its figures do not add up (amounts below 0, or a down payment and
 * amount paid together above the price, which the catalogue refuses).
 */
export function paymentSchedule(unit: PaymentPlanFields): PaymentSchedule | null {
  const { price, instalmentCount: count, instalmentFrequency: frequency } = unit;
  if (count === null || frequency === null) return null;
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALMENTS) return null;
  const downPayment = unit.downPayment ?? 0;
  const amountPaid = unit.amountPaid ?? 0;
  if (!isAmount(price) || !isAmount(downPayment) || !isAmount(amountPaid)) return null;
  const totalCents = cents(price) - cents(amountPaid);
  const restCents = totalCents - cents(downPayment);
  if (restCents < 0) return null;
  const eachCents = Math.floor(restCents / count);
  const lastCents = restCents - eachCents * (count - 1);
  const months = INSTALMENT_MONTHS[frequency];
  return {
    currency: 'USD',
    total: totalCents / 100,
    downPayment: cents(downPayment) / 100,
    frequency,
    instalments: Array.from({ length: count }, (_, i) => ({
      number: i + 1,
      monthsAfterDownPayment: (i + 1) * months,
      amount: (i === count - 1 ? lastCents : eachCents) / 100,
    })),
  };
}

/**
 * A frequency as the catalogues' ICU `select` keys name it: a key has no hyphen, so `semi-annual` is
 * `semiannual` there.
 */
export function frequencyMessageKey(frequency: InstalmentFrequency): string {
  return frequency.replace('-', '');
}

/** One line of a schedule shown in a currency: whole units of that currency. */
export interface ScheduleLine {
  /** `paid`: what the seller already paid the developer; `down`: the down payment; else an instalment. */
  kind: 'paid' | 'down' | 'instalment';
  /** The instalment's number (1 for the first); 0 for the other lines. */
  number: number;
  /** Months after the down payment it falls due; 0 for the other lines. */
  monthsAfterDownPayment: number;
  amount: number;
}

/**
 * A schedule in another currency at `rate` (units of it per USD), in whole units as the site shows money
 * (formatMoney rounds to whole units), so that the lines add up exactly to the price the page shows:
 * each running total in USD is converted and rounded, and each line is the difference between two of
 * them. A line then differs from its own amount converted by at most one unit, and none is below 0.
 * The first line is what the seller already paid (when anything), then the down payment, then each
 * instalment; `price` is `Math.round(price * rate)`, the sum of the lines.
 */
export function scheduleInCurrency(
  unit: PaymentPlanFields,
  schedule: PaymentSchedule,
  rate: number,
): { price: number; lines: ScheduleLine[] } {
  const convert = (usdCents: number) => Math.round((usdCents / 100) * rate);
  const lines: ScheduleLine[] = [];
  let runningCents = 0;
  let shown = 0;
  const add = (kind: ScheduleLine['kind'], usd: number, number = 0, months = 0) => {
    runningCents += cents(usd);
    const next = convert(runningCents);
    lines.push({ kind, number, monthsAfterDownPayment: months, amount: next - shown });
    shown = next;
  };
  const paid = unit.amountPaid ?? 0;
  if (paid > 0) add('paid', paid);
  add('down', schedule.downPayment);
  for (const instalment of schedule.instalments) {
    add('instalment', instalment.amount, instalment.number, instalment.monthsAfterDownPayment);
  }
  return { price: shown, lines };
}
