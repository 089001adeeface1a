import { describe, expect, it } from 'vitest';
import { inquiryBody, parseCsv, siteHeaders } from '../../../test/factories.js';
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
      'Shortlist unit IDs',
      'Video call from (UTC)',
      'Video call to (UTC)',
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

  it('exports a shortlist with its units and a video call with its window', async () => {
    const sentNow: Record<string, string> = {};
    for (const kind of ['shortlist', 'video-call'] as const) {
      const res = await bo.t.app.inject({
        method: 'POST',
        url: '/api/inquiries/',
        payload: inquiryBody(kind),
        headers: siteHeaders(),
      });
      expect(res.statusCode, res.body).toBe(201);
      sentNow[kind] = (res.json() as { id: string }).id;
    }
    const res = await get('/api/admin/inquiries/export.csv');
    const [header = [], ...rows] = parseCsv(res.body);
    const cell = (id: string | undefined, column: string) => rows.find((r) => r[0] === id)?.[header.indexOf(column)];
    expect(cell(sentNow.shortlist, 'Kind')).toBe('shortlist');
    expect(cell(sentNow.shortlist, 'Shortlist unit IDs')).toBe('1 2 3');
    expect(cell(sentNow.shortlist, 'Video call from (UTC)')).toBe('');
    // What the back office's detail answers for the same call, in the export's columns.
    const { videoCall } = await bo.detail(sentNow['video-call']!);
    expect(videoCall).not.toBeNull();
    expect(cell(sentNow['video-call'], 'Video call from (UTC)')).toBe(videoCall?.startsAt);
    expect(cell(sentNow['video-call'], 'Video call to (UTC)')).toBe(videoCall?.endsAt);
    expect(cell(sentNow['video-call'], 'Time zone')).toBe('Europe/Berlin');
    expect(cell(sentNow['video-call'], 'Shortlist unit IDs')).toBe('');
    expect(cell(ids.unit, 'Shortlist unit IDs')).toBe('');
  });

  it('exports only what the filters select', async () => {
    const res = await get('/api/admin/inquiries/export.csv?kind=site-visit&search=omar');
    const rows = parseCsv(res.body);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.visit]);
    expect((await get('/api/admin/inquiries/export.csv?status=bogus')).statusCode).toBe(400);
  });
});
