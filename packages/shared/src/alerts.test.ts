import { describe, expect, it } from 'vitest';
import { SAVED_QUERY_KEYS, canonicalSavedQuery, savedSearchFormSchema, savedSearchUrl } from './alerts';
import { unitQuerySchema } from './unit-queries';

describe('canonicalSavedQuery', () => {
  it('writes the same list view the same way, whatever the order of its keys', () => {
    const a = canonicalSavedQuery('?type=studio&location=hurghada&bedrooms=2&sort=price-asc');
    const b = canonicalSavedQuery('sort=price-asc&bedrooms=2&location=hurghada&type=studio');
    expect(a).toBe(b);
    expect(a).toBe('type=studio&location=hurghada&bedrooms=2&sort=price-asc');
  });

  it('leaves out paging, the view, the language, unknown and empty keys', () => {
    expect(
      canonicalSavedQuery('page=3&page_size=48&view=map&lang=de&utm_source=mail&search=&kind=villa&private=true'),
    ).toBe('kind=villa&private=true');
    expect(canonicalSavedQuery('')).toBe('');
    expect(canonicalSavedQuery('page=2')).toBe('');
  });

  it('keeps the first value of a repeated key, trimmed, and a box or drawn area as the list reads them', () => {
    const box = '33.6,27.1,33.9,27.3';
    const canonical = canonicalSavedQuery(`bbox=${encodeURIComponent(box)}&kind=villa&kind=studio&search=+sea+view+`);
    expect(canonical).toBe('search=sea+view&kind=villa&bbox=33.6%2C27.1%2C33.9%2C27.3');
    const read = unitQuerySchema.parse(Object.fromEntries(new URLSearchParams(canonical)));
    expect(read).toMatchObject({ search: 'sea view', kind: 'villa' });
    expect(read.bbox).toBeDefined();
  });

  it('is its own fixed point, and the alert links to the same list', () => {
    const once = canonicalSavedQuery('ready=1&payment_plan=1&price_band=200k-400k&project=hurghada-avenue');
    expect(canonicalSavedQuery(once)).toBe(once);
    expect(savedSearchUrl('https://redsea.example', 'de', once)).toBe(`https://redsea.example/de/properties?${once}`);
  });

  it('keeps every filter of the list and none of its paging', () => {
    expect(SAVED_QUERY_KEYS).not.toContain('page');
    expect(SAVED_QUERY_KEYS).not.toContain('page_size');
    expect(SAVED_QUERY_KEYS).toEqual(expect.arrayContaining(['type', 'location', 'bbox', 'area', 'private', 'sort']));
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
