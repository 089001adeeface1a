import { describe, expect, it } from 'vitest';
import { alternatesFor, localizedPath, pageMetadata, truncate } from './seo';

describe('addresses per language', () => {
  it('keeps English at the plain address and puts Arabic and German under /ar and /de', () => {
    expect(localizedPath('/story', 'en')).toBe('/story');
    expect(localizedPath('/story', 'ar')).toBe('/ar/story');
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/properties', 'de', { page: 2, location: 'hurghada', type: undefined })).toBe(
      '/de/properties?location=hurghada&page=2',
    );
  });

  it('points the canonical link at the rendered language and lists every language plus x-default', () => {
    expect(alternatesFor('/compounds/hurghada-avenue', 'de')).toEqual({
      canonical: '/de/compounds/hurghada-avenue',
      languages: {
        en: '/compounds/hurghada-avenue',
        ar: '/ar/compounds/hurghada-avenue',
        de: '/de/compounds/hurghada-avenue',
        'x-default': '/compounds/hurghada-avenue',
      },
    });
  });
});

describe('page metadata', () => {
  const meta = pageMetadata({
    path: '/property/7',
    lang: 'ar',
    siteName: 'ريد سي ريسيل',
    title: 'شقة',
    description: 'وصف',
    image: { url: '/media/units/unit-07.webp', alt: 'شقة' },
  });

  it('carries the listing picture into Open Graph and a large Twitter card', () => {
    expect(meta.openGraph).toMatchObject({
      url: '/ar/property/7',
      locale: 'ar_EG',
      alternateLocale: ['en_US', 'de_DE'],
      siteName: 'ريد سي ريسيل',
      images: [{ url: '/media/units/unit-07.webp', alt: 'شقة' }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'شقة' });
  });

  it('uses the site-wide picture when the page has none', () => {
    const plain = pageMetadata({
      path: '/story',
      lang: 'en',
      siteName: 'Red Sea Resale',
      title: 'Story',
      description: 'd',
    });
    expect(plain.openGraph?.images).toEqual([{ url: '/og-default.jpg', alt: 'Story', width: 1200, height: 630 }]);
  });
});

describe('truncate', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(truncate('A short  text.')).toBe('A short text.');
    const long = 'word '.repeat(60);
    const cut = truncate(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
