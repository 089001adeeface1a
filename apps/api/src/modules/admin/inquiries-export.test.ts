import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/factories.js';
import { backOfficeWithInquiries } from '../../../test/back-office.js';
import { backends } from '../../../test/helpers.js';

/** The CSV export of the back office. */
describe.each(backends)('back office inquiry export on %s', (backend) => {
  const bo = backOfficeWithInquiries(backend);
  const { ids, sent, get, list } = bo;

  it('exports every field as CSV, newest first, with cells that cannot run as formulas', async () => {
    const res = await get('/api/admin/inquiries/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header = [], ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'ID',
      'Received (UTC)',
      'Kind',
      'Status',
      'Status changed (UTC)',
      'Name',
      'E-mail',
      'Phone',
      'Property type',
      'Property title',
      'Location',
      'Preferred date',
      'Preferred time',
      'Time zone',
      'People',
      'Message',
      'Description',
      'Unit ID',
      'Unit',
      'Compound',
      'Compound name',
      'Page',
      'Language',
      'Currency',
      'Note',
      'Flagged as spam',
    ]);
    const all = await list('?page_size=100');
    expect(rows.map((r) => r[0])).toEqual(all.results.map((r) => r.id));
    const cell = (label: string, column: string) => rows.find((r) => r[0] === ids[label])?.[header.indexOf(column)];
    expect(cell('formula', 'Name')).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(cell('formula', 'Message')).toBe('Line one,\n"quoted" line two');
    expect(cell('formula', 'Phone')).toBe("'+20 100 123 4567");
    expect(cell('sell', 'Name')).toBe('خالد منصور');
    expect(cell('sell', 'Property type')).toBe('Apartment');
    expect(cell('contact', 'Property type')).toBe('');
    expect(cell('sell', 'Flagged as spam')).toBe('');
    expect(cell('sell', 'Property title')).toBe(sent.sell?.data.propertyTitle);
    expect(cell('sell', 'Description')).toBe(sent.sell?.data.description);
    expect(cell('visit', 'Preferred date')).toBe(sent.visit?.data.preferredDate);
    expect(cell('visit', 'People')).toBe('3');
    expect(cell('visit', 'Compound')).toBe('hurghada-avenue');
    expect(cell('unit', 'Unit ID')).toBe('3');
    expect(cell('contact', 'Phone')).toBe('');
  });

  it('exports only what the filters select', async () => {
    const res = await get('/api/admin/inquiries/export.csv?kind=site-visit&search=omar');
    const rows = parseCsv(res.body);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.visit]);
    expect((await get('/api/admin/inquiries/export.csv?status=bogus')).statusCode).toBe(400);
  });
});
