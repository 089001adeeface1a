import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_PATH, inquiryPageOf, inquiryRequestSchema, isSameSitePath } from './inquiry-request';

const contact = { name: 'Anna', email: 'anna@example.com', message: 'Is it still for sale?' };

describe('a same-site path (an inquiry’s page)', () => {
  it.each([
    '/',
    '/compounds/hurghada-avenue',
    '/ar/properties',
    '/properties?type=villa&page=2',
    '/de/story#team',
    '/%2F%2Fevil.example',
    '/search/%5Cevil.example',
  ])('takes %j', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    '',
    'compounds',
    '//evil.example/admin/sign-in',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/a\\b',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a b',
    '/a\u0000b',
    '/a\u007f',
    '/\u202eelpmaxe.live',
    '/\u200b/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /x',
  ])('refuses %j', (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });

  it('never leads a browser to another host, whatever the characters', () => {
    const base = 'https://www.redsea.example/compounds/';
    const char = fc.oneof(
      fc.constantFrom('/', '\\', '.', ':', '@', '?', '#', '%', '\t', '\n', '\r', ' ', '\u0000', '\u200b', '\u3000'),
      fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' }),
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), (chars) => {
        const path = `/${chars.join('')}`;
        if (isSameSitePath(path)) expect(new URL(path, base).host).toBe('www.redsea.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('is what a form sends: the path it is on, or / when that is not one (the inquiry is sent all the same)', () => {
    expect(inquiryPageOf('/compounds/hurghada-avenue')).toBe('/compounds/hurghada-avenue');
    expect(inquiryPageOf('//evil.example/x')).toBe('/');
    expect(inquiryPageOf(`/${'a'.repeat(MAX_PAGE_PATH)}`)).toBe('/');
    expect(
      inquiryRequestSchema.safeParse({ kind: 'contact', data: contact, page: inquiryPageOf('/\\x') }).success,
    ).toBe(true);
  });
});

describe('inquiryRequestSchema’s page', () => {
  it.each(['//evil.example/admin/sign-in', '/\\evil.example', '/a\\b', '/\u0001', 'https://evil.example/'])(
    'refuses %j, naming the field with a translation key',
    (page) => {
      const result = inquiryRequestSchema.safeParse({ kind: 'contact', data: contact, page });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['page', 'invalid']]);
    },
  );

  it('keeps a same-site path, trimmed', () => {
    expect(inquiryRequestSchema.parse({ kind: 'contact', data: contact, page: ' /story ' }).page).toBe('/story');
  });
});
