import { describe, expect, it } from 'vitest';
import type { UnitDetail } from '@app/shared';
import { unitJsonLd } from './structured-data';

const unit: UnitDetail = {
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
  status: 'available',
  compoundSlug: 'hurghada-avenue',
  compoundName: 'Hurghada Avenue',
  createdAt: '2026-11-01T12:00:00.000Z',
  latitude: 27.2065,
  longitude: 33.8215,
  downPayment: null,
  instalmentCount: null,
  instalmentFrequency: null,
  amountPaid: null,
  amountLeft: null,
  finishing: null,
  deliveryDate: null,
  maintenanceDeposit: null,
  description: 'Bright apartment.',
  images: ['/media/units/unit-07.webp', '/media/units/unit-08.webp'],
  badges: { isNew: false, reducedPercent: null },
  priceHistory: [],
};
const context = {
  siteUrl: 'https://x.test',
  url: 'https://x.test/property/7',
  lang: 'en',
  regionName: 'Hurghada',
  sellerId: 'https://x.test/#agent',
};

describe('unitJsonLd', () => {
  it('describes the unit as a RealEstateListing with an Offer in USD', () => {
    const ld = unitJsonLd(unit, context);
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://x.test/property/7',
      image: ['https://x.test/media/units/unit-07.webp', 'https://x.test/media/units/unit-08.webp'],
      offers: {
        '@type': 'Offer',
        price: 185000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@id': 'https://x.test/#agent' },
      },
      about: {
        '@type': 'Apartment',
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 2,
        floorSize: { '@type': 'QuantitativeValue', value: 110, unitCode: 'MTK' },
        address: { addressLocality: 'El Kawther, Hurghada', addressRegion: 'Hurghada', addressCountry: 'EG' },
        containedInPlace: { '@type': 'Residence', url: 'https://x.test/compounds/hurghada-avenue' },
      },
    });
  });

  it('says a sold unit is sold out and a villa is a house, and leaves out an unknown floor size', () => {
    const ld = unitJsonLd(
      { ...unit, status: 'sold', kind: 'villa', area: 0, compoundSlug: null, compoundName: null },
      context,
    );
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(ld.about).toMatchObject({ '@type': 'SingleFamilyResidence' });
    expect(ld.about).not.toHaveProperty('floorSize');
    expect(ld.about).not.toHaveProperty('containedInPlace');
  });
});
