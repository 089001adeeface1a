import { describe, expect, it } from 'vitest';
import { type InquiryKind, addDays, officeToday } from '@app/shared';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { inquiryApp } from '../../../test/inquiry-app.js';
import { backends } from '../../../test/helpers.js';

/** Bad inquiries: 400 with a message key per field, 4xx JSON for bodies that are not a form, 413 over the size limit. */
describe.each(backends)('POST /api/inquiries/ (validation) on %s', (backend) => {
  const ia = inquiryApp(backend);
  const { post, stored, nextClient } = ia;

  const long = (n: number) => 'a'.repeat(n);
  const invalid: [string, InquiryKind, Record<string, unknown>, Record<string, string>][] = [
    ['a missing name', 'contact', { data: { name: '' } }, { 'data.name': 'required' }],
    ['a name of 101 characters', 'contact', { data: { name: long(101) } }, { 'data.name': 'tooLong' }],
    ['a missing e-mail', 'contact', { data: { email: '   ' } }, { 'data.email': 'required' }],
    ['a malformed e-mail', 'contact', { data: { email: 'nadia@' } }, { 'data.email': 'email' }],
    [
      'an e-mail of 201 characters',
      'contact',
      { data: { email: `${long(190)}@example.com` } },
      { 'data.email': 'tooLong' },
    ],
    ['a phone with letters', 'contact', { data: { phone: 'call me' } }, { 'data.phone': 'phone' }],
    ['a phone of five digits', 'contact', { data: { phone: '12345' } }, { 'data.phone': 'phone' }],
    ['a missing message', 'contact', { data: { message: '' } }, { 'data.message': 'required' }],
    ['a message of 4,001 characters', 'contact', { data: { message: long(4001) } }, { 'data.message': 'tooLong' }],
    ['a missing phone on Sell With Us', 'sell-with-us', { data: { phone: '' } }, { 'data.phone': 'required' }],
    ['a missing property title', 'sell-with-us', { data: { propertyTitle: '' } }, { 'data.propertyTitle': 'required' }],
    [
      'a property title of 201 characters',
      'sell-with-us',
      { data: { propertyTitle: long(201) } },
      { 'data.propertyTitle': 'tooLong' },
    ],
    ['a missing location', 'sell-with-us', { data: { location: '' } }, { 'data.location': 'required' }],
    ['a missing description', 'sell-with-us', { data: { description: '' } }, { 'data.description': 'required' }],
    [
      'a description of 4,001 characters',
      'sell-with-us',
      { data: { description: long(4001) } },
      { 'data.description': 'tooLong' },
    ],
    ['no unit id', 'unit', { unitId: undefined }, { unitId: 'required' }],
    ['a negative unit id', 'unit', { unitId: -4 }, { unitId: 'invalid' }],
    ['a fractional unit id', 'unit', { unitId: 1.5 }, { unitId: 'invalid' }],
    ['no compound', 'compound', { compound: undefined }, { compound: 'required' }],
    ['a compound that is not a slug', 'compound', { compound: 'Hurghada Avenue!' }, { compound: 'invalid' }],
    ['a compound of 101 characters', 'compound', { compound: long(101) }, { compound: 'tooLong' }],
    [
      'a visit date that is not a date',
      'site-visit',
      { data: { preferredDate: '2027-02-30' } },
      { 'data.preferredDate': 'date' },
    ],
    [
      'a visit date today',
      'site-visit',
      { data: { preferredDate: officeToday() } },
      { 'data.preferredDate': 'futureDate' },
    ],
    [
      'a visit date over a year ahead',
      'site-visit',
      { data: { preferredDate: addDays(officeToday(), 400) } },
      { 'data.preferredDate': 'tooFar' },
    ],
    [
      'an unknown time of day',
      'site-visit',
      { data: { preferredTime: 'night' } },
      { 'data.preferredTime': 'required' },
    ],
    ['no people', 'site-visit', { data: { people: '0' } }, { 'data.people': 'people' }],
    ['21 people', 'site-visit', { data: { people: '21' } }, { 'data.people': 'people' }],
    ['people in words', 'site-visit', { data: { people: 'three' } }, { 'data.people': 'people' }],
    [
      'a visit note of 4,001 characters',
      'site-visit',
      { data: { message: long(4001) } },
      { 'data.message': 'tooLong' },
    ],
    ['a page that is a full address', 'contact', { page: 'https://evil.example/' }, { page: 'invalid' }],
    ['a page on another host', 'contact', { page: '//evil.example/admin/sign-in' }, { page: 'invalid' }],
    ['a page on another host with a backslash', 'contact', { page: '/\\evil.example' }, { page: 'invalid' }],
    ['a page with a backslash', 'contact', { page: '/search\\x' }, { page: 'invalid' }],
    ['a page with a tab', 'contact', { page: '/\t/evil.example' }, { page: 'invalid' }],
    ['a page of 501 characters', 'contact', { page: `/${long(500)}` }, { page: 'tooLong' }],
    ['an unknown language', 'contact', { lang: 'fr' }, { lang: 'invalid' }],
    ['an unknown currency', 'contact', { currency: 'GBP' }, { currency: 'invalid' }],
    ['an unknown kind', 'contact', { kind: 'newsletter' }, { kind: 'kind' }],
    ['a honeypot of 501 characters', 'contact', { website: long(501) }, { website: 'tooLong' }],
    ['a negative fill time', 'contact', { elapsedMs: -1 }, { elapsedMs: 'invalid' }],
  ];

  it.each(invalid)(
    'answers %s with 400 and the field’s message key, storing nothing',
    async (_, kind, change, fields) => {
      const before = await stored();
      const res = await post(inquiryBody(kind, change));
      expect(res.statusCode).toBe(400);
      const body = res.json() as { error: string; message: string; fields: Record<string, string> };
      expect(body.error).toBe('bad_request');
      expect(body.fields).toEqual(fields);
      expect(body.message.length).toBeGreaterThan(5);
      expect(await stored()).toBe(before);
    },
  );

  it('reports every bad field at once, in English in the message', async () => {
    const res = await post(inquiryBody('sell-with-us', { data: { name: '', email: 'x', location: '' } }));
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(body.fields).toEqual({ 'data.name': 'required', 'data.email': 'email', 'data.location': 'required' });
    expect(body.message).toContain('data.email must be a valid e-mail address');
    expect(body.message).toContain('data.name is required');
  });

  it.each([
    ['malformed JSON', '{"kind": "contact",', 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a JSON array', '[]', 'application/json', 400],
    ['a JSON string', '"hello"', 'application/json', 400],
    ['a form post', 'kind=contact&name=x', 'application/x-www-form-urlencoded', 415],
    ['plain text', 'kind=contact', 'text/plain', 415],
    ['a multipart form', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x', 415],
  ])('answers %s with a 4xx JSON error and stores nothing', async (_, payload, type, status) => {
    const before = await stored();
    const res = await ia.t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload,
      headers: { ...siteHeaders(nextClient()), 'content-type': type },
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toHaveProperty('message');
    expect(await stored()).toBe(before);
  });

  it('answers 413 JSON to a body over 16 KB and stores nothing', async () => {
    const before = await stored();
    const res = await post(inquiryBody('contact', { data: { message: 'x'.repeat(17_000) } }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await stored()).toBe(before);
  });

  it('takes the longest form filled to every limit in three-byte characters (under 16 KB)', async () => {
    const cjk = (n: number) => '海'.repeat(n);
    const res = await post(
      inquiryBody('sell-with-us', {
        data: { name: cjk(100), propertyTitle: cjk(200), location: cjk(200), description: cjk(4000) },
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});
