import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { compoundCodec, compoundListCodec, compoundResponseCodec } from './compounds';
import { unitCodec, unitDetailCodec, unitPageCodec, unitsByIdsCodec } from './units';
import { unitsByIdsQuerySchema } from './unit-queries';

const wireUnit = {
  id: 7,
  title: '2 bedroom apartment with sea view',
  location: 'El Kawther, Hurghada',
  region: 'hurghada',
  unit_type: '2 Bedroom Apartment',
  type: '2 Bedroom Apartment',
  kind: 'apartment',
  category: '2-bedroom',
  price: 185000,
  currency: 'USD',
  price_text: '$185,000',
  area: 110,
  bedrooms: 2,
  bathrooms: 2,
  floor: 3,
  main_image: '/media/units/unit-07.webp',
  status: 'under construction',
  project: 'hurghada-avenue',
  project_name: 'Hurghada Avenue',
  created_at: '2026-11-01T12:00:00.000Z',
  latitude: null,
  longitude: null,
  down_payment: 37_000,
  instalment_count: 24,
  instalment_frequency: 'quarterly',
  amount_paid: 40_000,
  amount_left: 108_000,
  finishing: 'semi-finished',
  delivery_date: '2027-06-30',
  maintenance_deposit: null,
  badges: { is_new: false, reduced_percent: 12 },
} as const;

const wireCompound = {
  id: 1,
  slug: 'hurghada-avenue',
  name: 'Hurghada Avenue',
  region: 'hurghada',
  location: 'Al Kawther, Hurghada',
  main_image: '/media/projects/hurghada-avenue/main.webp',
  main_video: null,
  video_poster: null,
  status: 'off plan',
  delivery_date: '2027-06-30',
  developer: { name: 'Red Sea Developments', logo: '/media/developers/red-sea-developments.png' },
  description: 'A compound.',
  specifications: ['Two pools'],
  vision: 'Calm.',
  gallery_images: [{ id: 3, url: '/media/projects/hurghada-avenue/gallery-1.webp' }],
  unit_types: [
    { kind: 'villa', count: 2, min_price: 410000, max_price: 650000, min_price_per_sqm: null, max_price_per_sqm: null },
  ],
  unit_count: 8,
  featured: false,
  latitude: 27.2065,
  longitude: 33.8215,
} as const;

describe('the unit codecs', () => {
  it('read the spec’s snake_case into code’s camelCase, the compound under its code name', () => {
    expect(unitCodec.parse(wireUnit)).toEqual({
      id: 7,
      title: '2 bedroom apartment with sea view',
      location: 'El Kawther, Hurghada',
      region: 'hurghada',
      unitType: '2 Bedroom Apartment',
      kind: 'apartment',
      category: '2-bedroom',
      price: 185000,
      currency: 'USD',
      priceText: '$185,000',
      area: 110,
      bedrooms: 2,
      bathrooms: 2,
      floor: 3,
      mainImage: '/media/units/unit-07.webp',
      status: 'under construction',
      compoundSlug: 'hurghada-avenue',
      compoundName: 'Hurghada Avenue',
      createdAt: '2026-11-01T12:00:00.000Z',
      latitude: null,
      longitude: null,
      downPayment: 37_000,
      instalmentCount: 24,
      instalmentFrequency: 'quarterly',
      amountPaid: 40_000,
      amountLeft: 108_000,
      finishing: 'semi-finished',
      deliveryDate: '2027-06-30',
      maintenanceDeposit: null,
      badges: { isNew: false, reducedPercent: 12 },
    });
  });

  it('write back exactly the wire they read (list item, detail, page)', () => {
    expect(z.encode(unitCodec, unitCodec.parse(wireUnit))).toEqual(wireUnit);
    const detail = {
      ...wireUnit,
      description: 'Bright.',
      images: ['/media/units/unit-08.webp'],
      price_history: [
        { date: '2026-09-01T10:00:00.000Z', price: 210_000, currency: 'USD' },
        { date: '2026-11-20T10:00:00.000Z', price: 185_000, currency: 'USD' },
      ],
    };
    expect(z.encode(unitDetailCodec, unitDetailCodec.parse(detail))).toEqual(detail);
    const page = { count: 1, next: null, previous: '/api/home-products/?page=1', results: [wireUnit] };
    expect(z.encode(unitPageCodec, unitPageCodec.parse(page))).toEqual(page);
    const byIds = { results: [wireUnit] };
    expect(z.encode(unitsByIdsCodec, unitsByIdsCodec.parse(byIds))).toEqual(byIds);
  });

  it('refuse a unit that breaks the schema either way', () => {
    expect(() => unitCodec.parse({ ...wireUnit, price: '$185,000' })).toThrow();
    const unit = unitCodec.parse(wireUnit);
    expect(() => z.encode(unitCodec, { ...unit, status: 'under-construction' as never })).toThrow();
    expect(() => unitCodec.parse({ ...wireUnit, instalment_frequency: 'weekly' })).toThrow();
    expect(() => unitCodec.parse({ ...wireUnit, finishing: undefined })).toThrow();
    expect(() => unitCodec.parse({ ...wireUnit, badges: { is_new: false, reduced_percent: 0 } })).toThrow();
  });
});

describe('the by-ids query', () => {
  const ids = (text: string) => unitsByIdsQuerySchema.safeParse({ ids: text });
  it('reads 1 to 24 whole ids in the order given, each once', () => {
    expect(ids('3,1,2').data?.ids).toEqual([3, 1, 2]);
    expect(ids('7,7,5').data?.ids).toEqual([7, 5]);
    expect(ids(Array.from({ length: 24 }, (_, i) => i + 1).join(',')).success).toBe(true);
  });

  it('refuses anything else with a message naming ids', () => {
    for (const bad of ['', '1,,2', 'a', '1.5', '-1', '0', '1,2,', ' , ', '99999999999', '2147483648']) {
      const parsed = ids(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message, bad).toContain('ids');
    }
    expect(ids(Array.from({ length: 25 }, () => 1).join(',')).error?.issues[0]?.message).toContain('at most 24');
    expect(unitsByIdsQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('the compound codecs', () => {
  it('read a compound with its gallery and write it back unchanged', () => {
    const compound = compoundCodec.parse(wireCompound);
    expect(compound).toMatchObject({
      mainImage: '/media/projects/hurghada-avenue/main.webp',
      mainVideo: null,
      deliveryDate: '2027-06-30',
      galleryImages: [{ id: 3, url: '/media/projects/hurghada-avenue/gallery-1.webp' }],
      unitTypes: [
        { kind: 'villa', count: 2, minPrice: 410000, maxPrice: 650000, minPricePerSqm: null, maxPricePerSqm: null },
      ],
      unitCount: 8,
    });
    expect(compound).not.toHaveProperty('main_image');
    expect(z.encode(compoundResponseCodec, { project: compound })).toEqual({ project: wireCompound });
  });

  it('read and write the list’s summaries, without the page’s long texts', () => {
    const {
      main_video: _v,
      video_poster: _p,
      developer: _d,
      description: _t,
      specifications: _s,
      vision: _w,
      gallery_images: _g,
      unit_types: _u,
      ...summary
    } = wireCompound;
    const list = compoundListCodec.parse({ results: [wireCompound] });
    expect(list.results[0]).toEqual({
      id: 1,
      slug: 'hurghada-avenue',
      name: 'Hurghada Avenue',
      region: 'hurghada',
      location: 'Al Kawther, Hurghada',
      mainImage: '/media/projects/hurghada-avenue/main.webp',
      status: 'off plan',
      deliveryDate: '2027-06-30',
      unitCount: 8,
      featured: false,
      latitude: 27.2065,
      longitude: 33.8215,
    });
    expect(z.encode(compoundListCodec, list)).toEqual({ results: [summary] });
  });
});
