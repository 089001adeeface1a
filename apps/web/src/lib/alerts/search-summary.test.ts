import { describe, expect, it } from 'vitest';
import { listSearchQuery, summaryParts } from './search-summary';

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

describe('listSearchQuery', () => {
  it('saves the address’s filters, box and area without its page and view', () => {
    expect(listSearchQuery('?view=map&page=3&bbox=33.7,27.1,33.9,27.3&type=studio')).toBe(
      'type=studio&bbox=33.7%2C27.1%2C33.9%2C27.3',
    );
  });

  it('saves what the address asks for and nothing more: the private units’ page shows the whole list', () => {
    expect(listSearchQuery('')).toBe('');
    expect(listSearchQuery('?location=el-gouna')).toBe('location=el-gouna');
    expect(listSearchQuery('?location=el-gouna&private=true')).toBe('location=el-gouna&private=true');
  });
});
