import { describe, expect, it } from 'vitest';
import { inquiryDetailSchema, listQueryString, parseListQuery, safeNext } from './schemas';

describe('parseListQuery', () => {
  it('reads known filters and ignores anything else', () => {
    expect(parseListQuery({ kind: 'unit', status: 'new', search: '  anna ', page: '3' })).toEqual({
      kind: 'unit',
      status: 'new',
      search: 'anna',
      page: 3,
    });
    expect(parseListQuery({ kind: 'spam', status: 'open', search: '   ', page: '-2' })).toEqual({ page: 1 });
    expect(parseListQuery({ kind: ['contact', 'unit'], page: '1.5' })).toEqual({ kind: 'contact', page: 1 });
    expect(parseListQuery({ search: 'x'.repeat(500) }).search).toHaveLength(100);
  });
});

describe('listQueryString', () => {
  it('writes only what is set, without page 1', () => {
    expect(listQueryString({ page: 1 })).toBe('');
    expect(listQueryString({ kind: 'site-visit', search: 'sea view', page: 2 })).toBe(
      '?kind=site-visit&search=sea+view&page=2',
    );
    expect(listQueryString({ status: 'closed', page: 1 }, { page_size: '25' })).toBe('?status=closed&page_size=25');
  });
});

describe('safeNext', () => {
  it('only goes back into the back office', () => {
    expect(safeNext('/admin/inquiries/abc')).toBe('/admin/inquiries/abc');
    expect(safeNext('/admin?kind=unit')).toBe('/admin?kind=unit');
    expect(safeNext('/admin')).toBe('/admin');
    expect(safeNext('https://evil.example/admin')).toBe('/admin');
    expect(safeNext('//evil.example')).toBe('/admin');
    expect(safeNext('/administrator')).toBe('/admin');
    expect(safeNext('/admin\\..\\x')).toBe('/admin');
    expect(safeNext(undefined)).toBe('/admin');
  });
});

describe('inquiryDetailSchema', () => {
  const detail = {
    id: '7d3c8f8e-0c1f-4d4f-9d7e-2f1f5b0b9a11',
    kind: 'unit',
    status: 'new',
    name: 'Anna',
    email: 'anna@example.de',
    phone: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    page: '/property/12',
    unitId: 12,
    project: null,
    lang: 'de',
    currency: 'EUR',
    summary: 'Hello',
    data: { name: 'Anna', email: 'anna@example.de', message: 'Hello' },
    note: null,
    statusChangedAt: null,
    unitTitle: 'Sea View Studio',
    projectName: null,
  };
  const delivery = { status: 'pending', attempts: 0, lastError: null, sentAt: null };

  it('reads the delivery state', () => {
    expect(inquiryDetailSchema.parse({ ...detail, delivery }).delivery).toEqual(delivery);
  });

  it('reads a delivery state named email without losing the visitor address', () => {
    const parsed = inquiryDetailSchema.parse({ ...detail, email: delivery });
    expect(parsed.delivery).toEqual(delivery);
    expect(parsed.email).toBe('anna@example.de');
  });
});
