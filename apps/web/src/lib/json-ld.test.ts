import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open markup, and parses back to the same data', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'RealEstateListing',
      name: 'Villa </script><script>alert(1)</script> & <b>pool</b>\u2028next',
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://x.test/' },
        { name: 'Properties', url: 'https://x.test/properties' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
      { '@type': 'ListItem', position: 2, name: 'Properties', item: 'https://x.test/properties' },
    ]);
  });
});
