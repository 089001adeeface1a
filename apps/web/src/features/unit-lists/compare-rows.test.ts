import { describe, expect, it } from 'vitest';
import { compareValues, differingRows, isDelivered } from './compare-rows';
import type { Unit } from '@app/shared';

const TODAY = '2026-11-24';

const unit = (id: number, extra: Partial<Unit> = {}): Unit =>
  ({
    id,
    title: `Unit ${id}`,
    price: 150_000,
    area: 100,
    kind: 'apartment',
    bedrooms: 2,
    bathrooms: 1,
    floor: 1,
    status: 'available',
    compoundSlug: 'hurghada-avenue',
    deliveryDate: null,
    downPayment: null,
    amountPaid: null,
    instalmentCount: null,
    instalmentFrequency: null,
    ...extra,
  }) as Unit;

describe('differingRows', () => {
  it('finds no difference between identical units, nor with a single unit', () => {
    expect([...differingRows([unit(1), unit(2), unit(3)], TODAY)]).toEqual([]);
    expect([...differingRows([unit(1, { price: 1, floor: 9 })], TODAY)]).toEqual([]);
    expect([...differingRows([], TODAY)]).toEqual([]);
  });

  it('names each row in which one unit differs from the others, in the table order', () => {
    const rows = differingRows(
      [unit(1), unit(2, { price: 200_000, bedrooms: 3 }), unit(3, { status: 'sold', compoundSlug: null })],
      TODAY,
    );
    expect([...rows]).toEqual(['price', 'pricePerSqm', 'bedrooms', 'status', 'compound']);
  });

  it('compares what the page shows: rounded figures, delivery by month, a past delivery as ready', () => {
    // 150,000 / 100.2 and 150,000 / 100.4 both show as 1,497 and 1,494: different; 100.2 and 100.4 m² both show 100.
    expect(differingRows([unit(1, { area: 100.2 }), unit(2, { area: 100.4 })], TODAY)).toEqual(
      new Set(['pricePerSqm']),
    );
    expect(
      differingRows([unit(1, { deliveryDate: '2028-06-01' }), unit(2, { deliveryDate: '2028-06-30' })], TODAY).size,
    ).toBe(0);
    expect(differingRows([unit(1, { deliveryDate: '2025-01-01' }), unit(2)], TODAY).size).toBe(0);
    expect(differingRows([unit(1, { deliveryDate: '2028-06-01' }), unit(2)], TODAY)).toEqual(new Set(['delivery']));
  });

  it('tells payment plans apart by down payment, count, frequency and instalment, and from none', () => {
    const plan = { downPayment: 30_000, instalmentCount: 24, instalmentFrequency: 'monthly' } as const;
    expect(differingRows([unit(1, plan), unit(2, plan)], TODAY).size).toBe(0);
    expect(differingRows([unit(1, plan), unit(2)], TODAY)).toEqual(new Set(['plan']));
    expect(differingRows([unit(1, plan), unit(2, { ...plan, instalmentFrequency: 'quarterly' })], TODAY)).toEqual(
      new Set(['plan']),
    );
    expect(differingRows([unit(1, plan), unit(2, { ...plan, downPayment: 20_000 })], TODAY)).toEqual(new Set(['plan']));
  });

  it('shows an unknown area and price per m² as none', () => {
    expect(compareValues(unit(1, { area: 0 }), TODAY)).toMatchObject({ area: null, pricePerSqm: null });
  });
});

describe('isDelivered', () => {
  it('is handed over without a date or on a date not after today', () => {
    expect(isDelivered(null, TODAY)).toBe(true);
    expect(isDelivered(TODAY, TODAY)).toBe(true);
    expect(isDelivered('2026-11-25', TODAY)).toBe(false);
  });
});
