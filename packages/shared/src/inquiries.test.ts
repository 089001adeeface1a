import { describe, expect, it } from 'vitest';
import { addDays, contactSchema, officeToday, sellWithUsSchema, siteVisitSchema } from './inquiries';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('contactSchema', () => {
  it('accepts name, email and message without a phone', () => {
    expect(
      contactSchema.safeParse({ name: 'Anna', email: 'anna@example.com', message: 'Is it still for sale?' }).success,
    ).toBe(true);
    expect(contactSchema.safeParse({ name: 'Anna', email: 'anna@example.com', phone: '', message: 'Hi' }).success).toBe(
      true,
    );
  });

  it('names each missing or malformed field with a translation key', () => {
    expect(issues(contactSchema.safeParse({ name: ' ', email: 'not-an-email', phone: 'abc', message: '' }))).toEqual({
      name: 'required',
      email: 'email',
      phone: 'phone',
      message: 'required',
    });
    expect(issues(contactSchema.safeParse({ name: 'x'.repeat(101), email: 'a@b.co', message: 'm' }))).toEqual({
      name: 'tooLong',
    });
  });
});

describe('sellWithUsSchema', () => {
  const valid = {
    name: 'Karim',
    email: 'karim@example.com',
    phone: '+20 100 123 4567',
    propertyType: 'apartment',
    propertyTitle: '2 bedroom apartment',
    location: 'El Gouna',
    description: 'Sea view, furnished',
  };
  it('accepts a complete form', () => {
    expect(sellWithUsSchema.safeParse(valid).success).toBe(true);
  });
  it('requires all six fields and the property type', () => {
    expect(Object.keys(issues(sellWithUsSchema.safeParse({})))).toEqual([
      'name',
      'email',
      'phone',
      'propertyType',
      'propertyTitle',
      'location',
      'description',
    ]);
    expect(issues(sellWithUsSchema.safeParse({ ...valid, phone: '12' }))).toEqual({ phone: 'phone' });
  });
  it('takes the eight property types and nothing else, an empty choice as missing', () => {
    for (const propertyType of ['apartment', 'studio', 'chalet', 'villa', 'townhouse', 'penthouse', 'land', 'other']) {
      expect(sellWithUsSchema.safeParse({ ...valid, propertyType }).success, propertyType).toBe(true);
    }
    expect(issues(sellWithUsSchema.safeParse({ ...valid, propertyType: '' }))).toEqual({ propertyType: 'required' });
    expect(issues(sellWithUsSchema.safeParse({ ...valid, propertyType: 'castle' }))).toEqual({
      propertyType: 'invalid',
    });
  });
});

describe('siteVisitSchema', () => {
  const today = officeToday();
  const valid = {
    name: 'Omar',
    email: 'omar@example.com',
    phone: '+20 100 123 4567',
    preferredDate: addDays(today, 3),
    preferredTime: 'morning',
    people: '2',
    message: '',
  };

  it('accepts a visit after today', () => {
    expect(siteVisitSchema.safeParse(valid).success).toBe(true);
    expect(siteVisitSchema.safeParse({ ...valid, preferredDate: addDays(today, 1) }).success).toBe(true);
  });

  it('rejects today, a past date, an impossible date and one more than a year ahead', () => {
    expect(issues(siteVisitSchema.safeParse({ ...valid, preferredDate: today }))).toEqual({
      preferredDate: 'futureDate',
    });
    expect(issues(siteVisitSchema.safeParse({ ...valid, preferredDate: addDays(today, -30) }))).toEqual({
      preferredDate: 'futureDate',
    });
    expect(issues(siteVisitSchema.safeParse({ ...valid, preferredDate: '2031-02-30' }))).toMatchObject({
      preferredDate: 'date',
    });
    expect(issues(siteVisitSchema.safeParse({ ...valid, preferredDate: addDays(today, 400) }))).toEqual({
      preferredDate: 'tooFar',
    });
  });

  it('needs a time of day and between 1 and 20 people', () => {
    expect(issues(siteVisitSchema.safeParse({ ...valid, preferredTime: 'midnight', people: '0' }))).toEqual({
      preferredTime: 'required',
      people: 'people',
    });
    expect(issues(siteVisitSchema.safeParse({ ...valid, people: '21' }))).toEqual({ people: 'people' });
    expect(issues(siteVisitSchema.safeParse({ ...valid, people: 'two' }))).toEqual({ people: 'people' });
  });
});

describe('officeToday', () => {
  it('is the date in Cairo, not in UTC', () => {
    // 23:30 UTC on 1 March is already 2 March in Cairo (UTC+2).
    expect(officeToday(new Date('2030-03-01T23:30:00Z'))).toBe('2030-03-02');
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
  });
});
