import { describe, expect, it } from 'vitest';
import { listQueryString, parseListQuery, safeNext } from './list-query';

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

  it("ignores what the API's own schema refuses: blanks, pages past its bound", () => {
    expect(parseListQuery({ kind: '', status: '', search: '', page: '' })).toEqual({ page: 1 });
    expect(parseListQuery({ status: 'spam', page: '100001' })).toEqual({ status: 'spam', page: 1 });
    expect(parseListQuery({ page: '100000' })).toEqual({ page: 100_000 });
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
