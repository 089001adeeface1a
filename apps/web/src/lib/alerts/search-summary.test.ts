import { describe, expect, it } from 'vitest';
import { summaryParts } from './search-summary';

describe('summaryParts', () => {
  it('names each filter of a saved query in the listing’s order', () => {
    expect(
      summaryParts('search=sea&type=studio&location=hurghada&price_band=under-200k&bedrooms=2&payment_plan=1&ready=1'),
    ).toEqual([
      { part: 'search', text: 'sea' },
      { part: 'type', value: 'studio' },
      { part: 'location', value: 'hurghada' },
      { part: 'price', value: 'under-200k' },
      { part: 'bedrooms', count: 2 },
      { part: 'paymentPlan' },
      { part: 'ready' },
    ]);
  });

  it('says the private listing first, and a drawn area rather than its box', () => {
    expect(summaryParts('private=true&bbox=33.8,27.1,33.9,27.3&area=abc')).toEqual([
      { part: 'private' },
      { part: 'area' },
    ]);
    expect(summaryParts('bbox=33.8,27.1,33.9,27.3')).toEqual([{ part: 'box' }]);
  });

  it('leaves out what it cannot name, and is empty for every property', () => {
    expect(summaryParts('type=castle&location=mars&bedrooms=many&sort=newest')).toEqual([]);
    expect(summaryParts('')).toEqual([]);
  });
});
