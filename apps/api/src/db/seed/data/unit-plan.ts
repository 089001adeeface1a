import type { Finishing, InstalmentFrequency } from '@app/shared';
import type { Rng } from '@app/shared';
import { intBetween, pick } from './prng.js';
import type { Localized } from './types.js';
import { PAY_TWO_YEARS, PAY_WITH_PLAN, type Furnishing } from './unit-phrases.js';

/** A seeded unit's payment plan and delivery (docs/decisions/0030-payment-plans.md); amounts in whole USD. */
export interface SeedPlan {
  downPaymentUsd: number | null;
  instalmentCount: number | null;
  instalmentFrequency: InstalmentFrequency | null;
  amountPaidUsd: number | null;
  amountLeftUsd: number | null;
  finishing: Finishing;
  deliveryDate: string | null;
  maintenanceDepositUsd: number | null;
}

/** What the plan follows from: the unit's price, and the state and payment terms its description states. */
export interface PlanInput {
  priceUsd: number;
  /** A unit still being built hands over on its compound's delivery date; a finished one is ready (null). */
  state: { type: 'building'; deliveryDate: string } | { type: 'finished'; furnishing: Furnishing };
  /** The description's payment sentence: a plan exactly when it speaks of instalments. */
  pay: Localized;
}

const roundTo = (usd: number, step: number) => Math.round(usd / step) * step;
const between = (min: number, max: number, rnd: Rng) => min + rnd() * (max - min);

/** Monthly plans run 1 to 8 years; quarterly ones 3 to 8 (always 12 to 96 instalments). */
const MONTHLY_COUNTS = [12, 24, 36, 48, 60, 72, 84, 96] as const;
const QUARTERLY_COUNTS = [12, 16, 20, 24, 28, 32] as const;

function finishingOf(state: PlanInput['state'], rnd: Rng): Finishing {
  if (state.type === 'building') {
    const r = rnd();
    return r < 0.25 ? 'core-and-shell' : r < 0.65 ? 'semi-finished' : 'fully-finished';
  }
  if (state.furnishing === 'furnished') return 'furnished';
  if (state.furnishing === 'unfurnished' && rnd() < 0.3) return 'semi-finished';
  return 'fully-finished';
}

/**
 * Red Sea resale figures as agents list them: a down payment of 10 to 40% and 12 to 96 monthly or
 * quarterly instalments when the description offers instalments (about half the units); some sellers have
 * paid part of the price to the developer already (off-plan units more often), which is then what is left
 * to pay it; a maintenance deposit of 5 to 10% on most units still being built and a few others. Draws
 * from its own generator (`rnd`), so that the units' other fields stay those of the same seed.
 */
export function makePlan({ priceUsd, state, pay }: PlanInput, rnd: Rng): SeedPlan {
  const building = state.type === 'building';
  const plan: SeedPlan = {
    downPaymentUsd: null,
    instalmentCount: null,
    instalmentFrequency: null,
    amountPaidUsd: null,
    amountLeftUsd: null,
    finishing: finishingOf(state, rnd),
    deliveryDate: building ? state.deliveryDate : null,
    maintenanceDepositUsd: rnd() < (building ? 0.7 : 0.1) ? roundTo(priceUsd * between(0.05, 0.1, rnd), 100) : null,
  };
  if (PAY_WITH_PLAN.has(pay)) {
    const monthly = pay === PAY_TWO_YEARS || rnd() < 0.6;
    plan.instalmentFrequency = monthly ? 'monthly' : 'quarterly';
    plan.instalmentCount = pay === PAY_TWO_YEARS ? 24 : pick(monthly ? MONTHLY_COUNTS : QUARTERLY_COUNTS, rnd);
    plan.downPaymentUsd = roundTo(priceUsd * between(0.1, 0.4, rnd), 500);
    if (rnd() < (building ? 0.5 : 0.2)) {
      // At most 45% paid and 40% down: never more than the price together.
      plan.amountPaidUsd = roundTo(priceUsd * (intBetween(10, 45, rnd) / 100), 500);
      plan.amountLeftUsd = priceUsd - plan.amountPaidUsd;
    }
  }
  return plan;
}
