import { describe, expect, it } from 'vitest';
import { canonicalSavedQuery, savedSearchFormSchema, savedSearchUrl } from './alerts';

describe('canonicalSavedQuery', () => {
  it('drops paging, the view and the language, and writes the filters in one order', () => {
    expect(
      canonicalSavedQuery('?view=map&page=3&sort=price-asc&type=studio&lang=de&page_size=12&location=hurghada'),
    ).toBe('type=studio&location=hurghada&sort=price-asc');
  });

  it('gives the same text for the same search saved from two addresses', () => {
    const a = canonicalSavedQuery('bbox=33.8%2C27.1%2C33.9%2C27.3&bedrooms=2&private=true');
    const b = canonicalSavedQuery(new URLSearchParams('private=true&page=2&bedrooms=2&bbox=33.8,27.1,33.9,27.3'));
    expect(a).toBe(b);
    expect(a).toBe('bedrooms=2&private=true&bbox=33.8%2C27.1%2C33.9%2C27.3');
  });

  it('leaves out empty values and puts unknown keys last, by name', () => {
    expect(canonicalSavedQuery('zeta=1&search=&alpha=2&ready=1')).toBe('ready=1&alpha=2&zeta=1');
  });

  it('is empty for a list without filters', () => {
    expect(canonicalSavedQuery('')).toBe('');
    expect(canonicalSavedQuery('?page=2&view=map')).toBe('');
  });

  it('keeps a drawn area and a search text as the address carries them', () => {
    const query = canonicalSavedQuery('area=_p~iF~ps%7CU_ulLnnqC&search=sea%20view');
    expect(new URLSearchParams(query).get('area')).toBe('_p~iF~ps|U_ulLnnqC');
    expect(new URLSearchParams(query).get('search')).toBe('sea view');
    expect(query.startsWith('search=')).toBe(true);
  });

  it('round-trips through the saved search link: the private listing keeps its own address', () => {
    const query = canonicalSavedQuery('private=true&type=studio');
    expect(savedSearchUrl('https://x.test', 'de', query)).toBe('https://x.test/de/private-units-resale?type=studio');
  });
});

describe('savedSearchFormSchema', () => {
  it('names each field with the forms’ translation keys', () => {
    const result = savedSearchFormSchema.safeParse({ email: 'not an address', frequency: 'hourly' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ email: 'email', frequency: 'required' });
  });

  it('lower-cases and trims the address', () => {
    expect(savedSearchFormSchema.parse({ email: ' Buyer@Example.COM ', frequency: 'daily' })).toEqual({
      email: 'buyer@example.com',
      frequency: 'daily',
    });
  });
});
