import { describe, expect, it } from 'vitest';
import { changesBetween } from './editing.js';

describe('changesBetween', () => {
  it('lists each changed field with its value before and after', () => {
    expect(changesBetween({ price: 100, status: 'available' }, { price: 120, status: 'available' })).toEqual({
      price: { before: 100, after: 120 },
    });
  });

  it('sees no change in a text whose languages come in another order, or in a field left out', () => {
    const stored = { title: { ar: 'شقة', de: 'Wohnung', en: 'Flat' }, photos: [{ alt: {}, url: '/media/a.webp' }] };
    const sent = {
      title: { en: 'Flat', ar: 'شقة', de: 'Wohnung' },
      photos: [{ url: '/media/a.webp', alt: {} }],
      floor: undefined,
    };
    expect(changesBetween(stored, sent)).toEqual({});
  });

  it('sees a photo moved as a change of the list', () => {
    const a = { url: '/media/a.webp', alt: {} };
    const b = { url: '/media/b.webp', alt: {} };
    expect(changesBetween({ photos: [a, b] }, { photos: [b, a] })).toEqual({
      photos: { before: [a, b], after: [b, a] },
    });
  });

  it('records every given field of a new record', () => {
    expect(changesBetween(undefined, { name: 'Orascom', logo: '' })).toEqual({
      name: { before: null, after: 'Orascom' },
      logo: { before: null, after: '' },
    });
  });
});
