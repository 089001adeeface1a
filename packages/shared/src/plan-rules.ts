import type { Finishing } from './constants';
import type { PaymentPlanFields } from './payment-plan';

/*
 * What a buyer and the catalogue read off a unit's price, area, plan and delivery besides its schedule
 * (payment-plan.ts): price per square metre, the plan's consistency and whether it is ready to move in
 * (docs/decisions/0030-payment-plans.md). Used by the server, the API's filters and the back office.
 */

/** Price per square metre in USD (price ÷ area, unrounded); null when the area is not positive (shown as N/A). */
export function pricePerSqm(price: number, area: number): number | null {
  if (!Number.isFinite(price) || !Number.isFinite(area) || area <= 0) return null;
  return price / area;
}

/**
 * What the catalogue refuses in a unit's plan, as field errors (the back office's form and the CSV import
 * name the field): a count without a frequency or the other way round (`required` on the missing one),
 * and a down payment and amount paid that together exceed the price (`exceedsPrice`; an absent one counts
 * as 0). Each amount's own bounds are its schema's.
 */
export function paymentPlanIssues(
  unit: Partial<PaymentPlanFields>,
): { path: keyof PaymentPlanFields; message: 'required' | 'exceedsPrice' }[] {
  const issues: ReturnType<typeof paymentPlanIssues> = [];
  const hasCount = unit.instalmentCount !== null && unit.instalmentCount !== undefined;
  const hasFrequency = unit.instalmentFrequency !== null && unit.instalmentFrequency !== undefined;
  if (hasCount && !hasFrequency) issues.push({ path: 'instalmentFrequency', message: 'required' });
  if (hasFrequency && !hasCount) issues.push({ path: 'instalmentCount', message: 'required' });
  const down = unit.downPayment ?? 0;
  const paid = unit.amountPaid ?? 0;
  if (unit.price !== undefined && down + paid > unit.price) {
    issues.push({ path: unit.downPayment ? 'downPayment' : 'amountPaid', message: 'exceedsPrice' });
  }
  return issues;
}

/**
 * Ready to move in on `today` (YYYY-MM-DD, the office's day: officeToday()): delivered (no delivery date,
 * or one not after today) and finished beyond core and shell (an unknown finishing counts as finished).
 * The list's `ready` filter is the same rule (units.move_in_from, migration 0012).
 */
export function isReadyToMoveIn(
  unit: { deliveryDate: string | null; finishing: Finishing | null },
  today: string,
): boolean {
  return unit.finishing !== 'core-and-shell' && (unit.deliveryDate === null || unit.deliveryDate <= today);
}
