import { describe, expect, it } from 'vitest';
import { addDays, officeToday } from './inquiries';
import { automationSignal, inquiryRequestSchema } from './inquiry-request';

const contact = { name: 'Anna', email: 'anna@example.com', message: 'Is it still for sale?' };

describe('inquiryRequestSchema', () => {
  it('accepts each kind with its own fields and fills in the context defaults', () => {
    const parsed = inquiryRequestSchema.parse({ kind: 'contact', data: contact });
    expect(parsed).toMatchObject({ kind: 'contact', page: '/', lang: 'en', currency: 'USD' });
    expect(inquiryRequestSchema.safeParse({ kind: 'unit', unitId: 12, data: contact, lang: 'de' }).success).toBe(true);
    expect(
      inquiryRequestSchema.safeParse({
        kind: 'site-visit',
        compound: 'hurghada-avenue',
        page: '/compounds/hurghada-avenue',
        data: {
          name: 'Omar',
          email: 'omar@example.com',
          phone: '+20 100 123 4567',
          preferredDate: addDays(officeToday(), 2),
          preferredTime: 'evening',
          people: '3',
        },
      }).success,
    ).toBe(true);
  });

  it('rejects an unknown kind, a missing unit or compound, and the form fields by name', () => {
    expect(inquiryRequestSchema.safeParse({ kind: 'spam', data: contact }).success).toBe(false);
    expect(inquiryRequestSchema.safeParse({ kind: 'unit', data: contact }).success).toBe(false);
    expect(inquiryRequestSchema.safeParse({ kind: 'compound', compound: '../etc', data: contact }).success).toBe(false);
    const result = inquiryRequestSchema.safeParse({ kind: 'sell-with-us', data: { name: 'x' } });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'data.email',
        'data.phone',
        'data.propertyType',
        'data.propertyTitle',
        'data.location',
        'data.description',
      ]),
    );
  });

  it('only takes site paths as the page', () => {
    expect(
      inquiryRequestSchema.safeParse({ kind: 'contact', data: contact, page: 'https://evil.example/' }).success,
    ).toBe(false);
  });
});

describe('automationSignal', () => {
  it('names a filled honeypot or a form sent faster than a person can, and nothing else', () => {
    expect(automationSignal({ website: 'http://spam.example' })).toBe('honeypot');
    expect(automationSignal({ website: 'http://spam.example', elapsedMs: 400 })).toBe('honeypot');
    expect(automationSignal({ elapsedMs: 400 })).toBe('too-fast');
    expect(automationSignal({ elapsedMs: 2999 })).toBe('too-fast');
    expect(automationSignal({ elapsedMs: 3000 })).toBeNull();
    expect(automationSignal({ website: '  ', elapsedMs: 8000 })).toBeNull();
    expect(automationSignal({})).toBeNull();
  });
});
