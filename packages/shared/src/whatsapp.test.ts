import { describe, expect, it } from 'vitest';
import { whatsappClickPath, whatsappDigits, whatsappHref, whatsappNumberSchema } from './whatsapp';

describe('the agency’s WhatsApp number', () => {
  it.each([
    ['+20 100 123 4567', '201001234567'],
    ['+49 (30) 1234-5678', '493012345678'],
    ['0020 100.123.4567', '201001234567'],
    ['  +966501234567 ', '966501234567'],
  ])('keeps the digits of %j', (number, digits) => {
    expect(whatsappDigits(number)).toBe(digits);
    expect(whatsappNumberSchema.parse(number)).toBe(digits);
  });

  it.each([
    '01001234567', // no country code
    '+20 100 abc 4567',
    '+0 100 123 4567', // a country code never starts with 0
    '+20 1234', // too short
    '+20 1001 2345 6789 0123', // over 15 digits
    'https://wa.me/201001234567',
    '',
  ])('refuses %j', (number) => {
    expect(whatsappDigits(number)).toBeNull();
    expect(whatsappNumberSchema.safeParse(number).success).toBe(false);
  });
});

describe('the wa.me link', () => {
  const url = 'https://redsea.example/ar/property/17';

  it('carries the message encoded, each language as typed', () => {
    const messages = {
      en: `Hello, I am interested in "Sea view apartment" (ref. 17): https://redsea.example/property/17`,
      ar: `مرحبًا، أنا مهتم بـ "شقة" (مرجع 17): ${url}`,
      de: `Hallo, ich interessiere mich für „Wohnung“ (Ref. 17) & mehr: https://redsea.example/de/property/17`,
    };
    for (const text of Object.values(messages)) {
      const href = whatsappHref('201001234567', text);
      const link = new URL(href);
      expect(link.origin).toBe('https://wa.me');
      expect(link.pathname).toBe('/201001234567');
      expect(link.searchParams.get('text')).toBe(text);
      // Nothing of the text is left raw: one `text` parameter of URL-safe characters only.
      expect(href.slice(href.indexOf('?'))).toMatch(/^\?text=[A-Za-z0-9%\-_.!~*'()]+$/);
    }
    expect(whatsappHref('201001234567', 'a b&c#d')).toBe('https://wa.me/201001234567?text=a%20b%26c%23d');
    expect(whatsappHref('201001234567', messages.ar)).toContain('%D9%85%D8%B1%D8%AD%D8%A8');
  });

  it('takes digits only', () => {
    expect(() => whatsappHref('+201001234567', 'x')).toThrow(RangeError);
    expect(() => whatsappHref('20 100 123 4567', 'x')).toThrow(RangeError);
    expect(() => whatsappHref('0201001234567', 'x')).toThrow(RangeError);
  });

  it('counts clicks at a path per unit and per compound', () => {
    expect(whatsappClickPath.unit(17)).toBe('/api/whatsapp-clicks/units/17/');
    expect(whatsappClickPath.compound('el-gouna-marina')).toBe('/api/whatsapp-clicks/compounds/el-gouna-marina/');
  });
});
