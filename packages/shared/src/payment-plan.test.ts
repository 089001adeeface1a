import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTALMENT_FREQUENCIES, INSTALMENT_MONTHS, MAX_INSTALMENTS } from './constants';
import { type PaymentPlanFields, paymentSchedule, scheduleInCurrency } from './payment-plan';
import { isReadyToMoveIn, paymentPlanIssues, pricePerSqm } from './plan-rules';

const cents = (usd: number) => Math.round(usd * 100);

describe('pricePerSqm', () => {
  it('divides the price by the area', () => {
    expect(pricePerSqm(185_000, 100)).toBe(1850);
    expect(pricePerSqm(100_000, 3)).toBeCloseTo(33_333.333, 3);
  });

  it('is null when the area is not positive or a figure is not a number', () => {
    for (const area of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(pricePerSqm(185_000, area)).toBeNull();
    expect(pricePerSqm(Number.NaN, 100)).toBeNull();
  });
});

const plan = (overrides: Partial<PaymentPlanFields> = {}): PaymentPlanFields => ({
  price: 100_000,
  downPayment: 20_000,
  amountPaid: null,
  instalmentCount: 3,
  instalmentFrequency: 'quarterly',
  ...overrides,
});

describe('paymentSchedule', () => {
  it('splits what is left after the down payment into equal instalments, the cents left over on the last', () => {
    const schedule = paymentSchedule(plan());
    expect(schedule).toEqual({
      currency: 'USD',
      total: 100_000,
      downPayment: 20_000,
      frequency: 'quarterly',
      instalments: [
        { number: 1, monthsAfterDownPayment: 3, amount: 26_666.66 },
        { number: 2, monthsAfterDownPayment: 6, amount: 26_666.66 },
        { number: 3, monthsAfterDownPayment: 9, amount: 26_666.68 },
      ],
    });
  });

  it('leaves out what the seller has already paid the developer', () => {
    const schedule = paymentSchedule(plan({ amountPaid: 40_000, instalmentCount: 4, instalmentFrequency: 'annual' }));
    expect(schedule?.total).toBe(60_000);
    expect(schedule?.instalments.map((i) => [i.monthsAfterDownPayment, i.amount])).toEqual([
      [12, 10_000],
      [24, 10_000],
      [36, 10_000],
      [48, 10_000],
    ]);
  });

  it('takes no down payment as 0', () => {
    const schedule = paymentSchedule(plan({ downPayment: null, instalmentCount: 1, instalmentFrequency: 'monthly' }));
    expect(schedule?.downPayment).toBe(0);
    expect(schedule?.instalments).toEqual([{ number: 1, monthsAfterDownPayment: 1, amount: 100_000 }]);
  });

  it('is null without a plan, or when the figures do not add up', () => {
    expect(paymentSchedule(plan({ instalmentCount: null }))).toBeNull();
    expect(paymentSchedule(plan({ instalmentFrequency: null }))).toBeNull();
    for (const count of [0, -1, 1.5, MAX_INSTALMENTS + 1]) {
      expect(paymentSchedule(plan({ instalmentCount: count })), String(count)).toBeNull();
    }
    expect(paymentSchedule(plan({ downPayment: 60_000, amountPaid: 50_000 }))).toBeNull();
    expect(paymentSchedule(plan({ downPayment: -1 }))).toBeNull();
    expect(paymentSchedule(plan({ price: Number.NaN }))).toBeNull();
  });

  it('always adds up to the cent: down payment plus instalments is the price less the amount paid', () => {
    const plans = fc
      .record({
        price: fc.integer({ min: 1, max: 1_000_000_000 }),
        downShare: fc.double({ min: 0, max: 1, noNaN: true }),
        paidShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
        instalmentCount: fc.integer({ min: 1, max: MAX_INSTALMENTS }),
        instalmentFrequency: fc.constantFrom(...INSTALMENT_FREQUENCIES),
      })
      .map(({ price, downShare, paidShare, ...rest }) => {
        const amountPaid = paidShare === null ? null : Math.floor(price * paidShare);
        return { ...rest, price, amountPaid, downPayment: Math.floor((price - (amountPaid ?? 0)) * downShare) };
      });
    fc.assert(
      fc.property(plans, (unit) => {
        const schedule = paymentSchedule(unit);
        expect(schedule).not.toBeNull();
        if (!schedule) return;
        const { instalments } = schedule;
        expect(cents(schedule.total)).toBe(cents(unit.price) - cents(unit.amountPaid ?? 0));
        const sum = instalments.reduce((n, i) => n + cents(i.amount), cents(schedule.downPayment));
        expect(sum).toBe(cents(schedule.total));
        expect(instalments).toHaveLength(unit.instalmentCount);
        // Every amount is a whole number of cents; all but the last are equal, the last at most count-1 cents more.
        for (const i of instalments) expect(cents(i.amount) / 100).toBe(i.amount);
        const [first] = instalments;
        const last = instalments.at(-1)!;
        for (const i of instalments.slice(0, -1)) expect(i.amount).toBe(first!.amount);
        expect(cents(last.amount) - cents(first!.amount)).toBeGreaterThanOrEqual(0);
        expect(cents(last.amount) - cents(first!.amount)).toBeLessThan(unit.instalmentCount);
        instalments.forEach((i, k) => {
          expect(i.number).toBe(k + 1);
          expect(i.monthsAfterDownPayment).toBe((k + 1) * INSTALMENT_MONTHS[unit.instalmentFrequency]);
        });
      }),
    );
  });
});

describe('paymentPlanIssues', () => {
  it('accepts a whole plan, no plan, and a down payment and amount paid that reach the price exactly', () => {
    expect(paymentPlanIssues(plan())).toEqual([]);
    expect(paymentPlanIssues(plan({ instalmentCount: null, instalmentFrequency: null, downPayment: null }))).toEqual(
      [],
    );
    expect(paymentPlanIssues(plan({ downPayment: 60_000, amountPaid: 40_000 }))).toEqual([]);
  });

  it('asks for the other half of a plan', () => {
    expect(paymentPlanIssues(plan({ instalmentFrequency: null }))).toEqual([
      { path: 'instalmentFrequency', message: 'required' },
    ]);
    expect(paymentPlanIssues(plan({ instalmentCount: null }))).toEqual([
      { path: 'instalmentCount', message: 'required' },
    ]);
  });

  it('refuses a down payment and amount paid above the price, naming the field that has a value', () => {
    expect(paymentPlanIssues(plan({ downPayment: 60_001, amountPaid: 40_000 }))).toEqual([
      { path: 'downPayment', message: 'exceedsPrice' },
    ]);
    expect(paymentPlanIssues(plan({ downPayment: null, amountPaid: 100_001 }))).toEqual([
      { path: 'amountPaid', message: 'exceedsPrice' },
    ]);
    expect(paymentPlanIssues({ downPayment: 5 })).toEqual([]);
  });
});

describe('isReadyToMoveIn', () => {
  const today = '2026-11-24';
  it('is ready when delivered (no date, or not after today) and finished beyond core and shell', () => {
    expect(isReadyToMoveIn({ deliveryDate: null, finishing: 'fully-finished' }, today)).toBe(true);
    expect(isReadyToMoveIn({ deliveryDate: today, finishing: 'furnished' }, today)).toBe(true);
    expect(isReadyToMoveIn({ deliveryDate: '2024-06-30', finishing: null }, today)).toBe(true);
    expect(isReadyToMoveIn({ deliveryDate: '2026-11-25', finishing: 'fully-finished' }, today)).toBe(false);
    expect(isReadyToMoveIn({ deliveryDate: null, finishing: 'core-and-shell' }, today)).toBe(false);
  });
});

describe('scheduleInCurrency', () => {
  const plan = fc
    .record({
      price: fc.integer({ min: 1, max: 20_000_000 }),
      paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
      downShare: fc.double({ min: 0, max: 1, noNaN: true }),
      count: fc.integer({ min: 1, max: MAX_INSTALMENTS }),
      frequency: fc.constantFrom(...INSTALMENT_FREQUENCIES),
      rate: fc.constantFrom(1, 0.93, 3.75, 0.31, 0.3071, 48.5),
    })
    .map(({ price, paidShare, downShare, count, frequency, rate }) => {
      const amountPaid = Math.floor(price * paidShare);
      const downPayment = Math.floor((price - amountPaid) * downShare);
      return { unit: { price, amountPaid, downPayment, instalmentCount: count, instalmentFrequency: frequency }, rate };
    });

  it('adds up exactly to the price shown in the currency, each line within one unit of its own amount', () => {
    fc.assert(
      fc.property(plan, ({ unit, rate }) => {
        const schedule = paymentSchedule(unit)!;
        const { price, lines } = scheduleInCurrency(unit, schedule, rate);
        expect(price).toBe(Math.round(unit.price * rate));
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price);
        const own = [
          ...(unit.amountPaid > 0 ? [unit.amountPaid] : []),
          schedule.downPayment,
          ...schedule.instalments.map((i) => i.amount),
        ];
        expect(lines).toHaveLength(own.length);
        lines.forEach((line, i) => {
          expect(line.amount).toBeGreaterThanOrEqual(0);
          expect(Math.abs(line.amount - own[i]! * rate)).toBeLessThanOrEqual(1.5);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('names each line: paid, down payment, then the instalments with their months', () => {
    const unit = {
      price: 100_000,
      amountPaid: 20_000,
      downPayment: 10_000,
      instalmentCount: 2,
      instalmentFrequency: 'quarterly' as const,
    };
    const { price, lines } = scheduleInCurrency(unit, paymentSchedule(unit)!, 0.93);
    expect(price).toBe(93_000);
    expect(lines).toEqual([
      { kind: 'paid', number: 0, monthsAfterDownPayment: 0, amount: 18_600 },
      { kind: 'down', number: 0, monthsAfterDownPayment: 0, amount: 9_300 },
      { kind: 'instalment', number: 1, monthsAfterDownPayment: INSTALMENT_MONTHS.quarterly, amount: 32_550 },
      { kind: 'instalment', number: 2, monthsAfterDownPayment: 2 * INSTALMENT_MONTHS.quarterly, amount: 32_550 },
    ]);
  });
});
