import { describe, expect, it } from 'vitest';
import { readUnitAnswer } from './unit-answers';

const unit = {
  id: 1,
  title: 'Sea View Studio',
  location: 'El Kawther, Hurghada',
  region: 'hurghada',
  unit_type: 'Studio',
  type: 'Studio',
  kind: 'studio',
  category: 'studio',
  price: 52000,
  currency: 'USD',
  price_text: '$52,000',
  area: 38,
  bedrooms: 0,
  bathrooms: 1,
  floor: 2,
  main_image: '/media/units/unit-01.webp',
  status: 'available',
  project: null,
  project_name: null,
  created_at: '2026-11-01T12:00:00.000Z',
  latitude: 27.208,
  longitude: 33.8195,
  down_payment: null,
  instalment_count: null,
  instalment_frequency: null,
  amount_paid: null,
  amount_left: null,
  finishing: null,
  delivery_date: null,
  maintenance_deposit: null,
  badges: { is_new: true, reduced_percent: null },
};

describe('readUnitAnswer', () => {
  it('reads the paginated shape, each unit in code’s camelCase', () => {
    const page = { count: 40, next: '/api/home-products/?page=2', previous: null, results: [unit] };
    expect(readUnitAnswer(page)).toEqual({
      count: 40,
      next: '/api/home-products/?page=2',
      previous: null,
      results: [
        {
          id: 1,
          title: 'Sea View Studio',
          location: 'El Kawther, Hurghada',
          region: 'hurghada',
          unitType: 'Studio',
          kind: 'studio',
          category: 'studio',
          price: 52000,
          currency: 'USD',
          priceText: '$52,000',
          area: 38,
          bedrooms: 0,
          bathrooms: 1,
          floor: 2,
          mainImage: '/media/units/unit-01.webp',
          status: 'available',
          compoundSlug: null,
          compoundName: null,
          createdAt: '2026-11-01T12:00:00.000Z',
          latitude: 27.208,
          longitude: 33.8195,
          downPayment: null,
          instalmentCount: null,
          instalmentFrequency: null,
          amountPaid: null,
          amountLeft: null,
          finishing: null,
          deliveryDate: null,
          maintenanceDeposit: null,
          badges: { isNew: true, reducedPercent: null },
        },
      ],
    });
  });

  it('reads a unit’s compound from the wire’s project and project_name', () => {
    const inCompound = { ...unit, project: 'hurghada-avenue', project_name: 'Hurghada Avenue' };
    const [read] = readUnitAnswer({ count: 1, next: null, previous: null, results: [inCompound] }).results;
    expect(read).toMatchObject({ compoundSlug: 'hurghada-avenue', compoundName: 'Hurghada Avenue' });
    expect(read).not.toHaveProperty('project');
  });

  it('rejects anything else, the bare array of the plain call included', () => {
    expect(() => readUnitAnswer([unit])).toThrow();
    expect(() => readUnitAnswer({ units: [] })).toThrow();
    expect(() => readUnitAnswer(null)).toThrow();
    expect(() =>
      readUnitAnswer({ count: 1, next: null, previous: null, results: [{ ...unit, price: '$52,000' }] }),
    ).toThrow();
  });
});
