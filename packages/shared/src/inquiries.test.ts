import { describe, expect, it } from 'vitest';
import { contactSchema, sellWithUsSchema } from './inquiries';

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
    propertyTitle: '2 bedroom apartment',
    location: 'El Gouna',
    description: 'Sea view, furnished',
  };
  it('accepts a complete form', () => {
    expect(sellWithUsSchema.safeParse(valid).success).toBe(true);
  });
  it('requires all six fields', () => {
    expect(Object.keys(issues(sellWithUsSchema.safeParse({})))).toEqual([
      'name',
      'email',
      'phone',
      'propertyTitle',
      'location',
      'description',
    ]);
    expect(issues(sellWithUsSchema.safeParse({ ...valid, phone: '12' }))).toEqual({ phone: 'phone' });
  });
});
