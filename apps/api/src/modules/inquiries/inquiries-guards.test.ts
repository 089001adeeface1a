import { describe, expect, it } from 'vitest';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { requestLang } from './messages.js';
import { inquiryApp } from '../../../test/inquiry-app.js';
import { backends } from '../../../test/helpers.js';

/** The same-origin check and the per-visitor rate limit, with its message in the visitor's language. */
describe.each(backends)('POST /api/inquiries/ (same origin and rate limit) on %s', (backend) => {
  const ia = inquiryApp(backend);
  const { post, stored, nextClient } = ia;

  describe('same-origin check', () => {
    const headers = (extra: Record<string, string | undefined>) => {
      const h: Record<string, string> = { 'x-forwarded-for': nextClient() };
      for (const [k, v] of Object.entries(extra)) if (v !== undefined) h[k] = v;
      return h;
    };

    it.each([
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' }],
      ['an Origin of another site (no Sec-Fetch-Site, older browsers)', { origin: 'https://evil.example' }],
      ['the same host on another port', { origin: 'http://localhost:3001' }],
      ['an opaque origin (sandboxed frame)', { origin: 'null' }],
      ['an unreadable Origin', { origin: 'not a url' }],
    ])('refuses %s with 403 and stores nothing', async (_, extra) => {
      const before = await stored();
      const res = await post(inquiryBody('contact'), headers({ 'x-original-host': 'localhost:3000', ...extra }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: 'This request must come from the site itself.' });
      expect(await stored()).toBe(before);
    });

    it.each([
      ['the site’s own page through its proxy', siteHeaders()],
      ['a browser that only sends Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
      ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }],
      ['a program without Origin (curl, a server)', {}],
      [
        'an Origin matching X-Forwarded-Host',
        { origin: 'https://redsea.example', 'x-forwarded-host': 'redsea.example' },
      ],
      ['an Origin matching Host (no proxy)', { origin: 'http://localhost:80', host: 'localhost' }],
      [
        'an Origin with the default port spelled out',
        { origin: 'https://redsea.example', 'x-original-host': 'redsea.example:443' },
      ],
    ])('accepts %s', async (_, extra) => {
      const res = await post(inquiryBody('contact'), headers(extra));
      expect(res.statusCode).toBe(201);
    });

    it('believes X-Original-Host only from a trusted proxy', async () => {
      const spoofed = {
        origin: 'https://evil.example',
        'x-original-host': 'evil.example',
        'x-forwarded-host': 'evil.example',
        host: 'api.redsea.example',
      };
      const fromProxy = await post(inquiryBody('contact'), headers(spoofed));
      expect(fromProxy.statusCode).toBe(201);
      const direct = await ia.t.app.inject({
        method: 'POST',
        url: '/api/inquiries/',
        payload: inquiryBody('contact'),
        headers: spoofed,
        remoteAddress: '192.0.2.50',
      });
      expect(direct.statusCode).toBe(403);
    });
  });

  describe('rate limit', () => {
    it('answers the sixth inquiry in a minute from one visitor with 429, Retry-After and an English message', async () => {
      const visitor = siteHeaders('198.51.100.10');
      for (let i = 0; i < 5; i++) expect((await post(inquiryBody('contact'), visitor)).statusCode).toBe(201);
      const before = await stored();
      const res = await post(inquiryBody('contact'), visitor);
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        error: 'too_many_requests',
        message: 'You have sent several messages in a short time. Please try again in a minute.',
      });
      expect(await stored()).toBe(before);
      // Another visitor is not affected.
      expect((await post(inquiryBody('contact'), siteHeaders('198.51.100.11'))).statusCode).toBe(201);
    });

    it('counts bad and bot posts too, and answers in the language of the form or the browser', async () => {
      const visitor = siteHeaders('198.51.100.20');
      for (let i = 0; i < 3; i++)
        expect((await post(inquiryBody('contact', { data: { email: 'x' } }), visitor)).statusCode).toBe(400);
      for (let i = 0; i < 2; i++)
        expect((await post(inquiryBody('contact', { elapsedMs: 5 }), visitor)).statusCode).toBe(201);
      const de = await post(inquiryBody('contact', { lang: 'de' }), visitor);
      expect(de.statusCode).toBe(429);
      expect((de.json() as { message: string }).message).toBe(
        'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in einer Minute erneut.',
      );
      const ar = await post(inquiryBody('contact', { lang: 'ar' }), visitor);
      expect((ar.json() as { message: string }).message).toBe(
        'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد دقيقة.',
      );
      const browser = await post(inquiryBody('contact', { lang: undefined }), {
        ...visitor,
        'accept-language': 'fr-FR, de;q=0.8, en;q=0.5',
      });
      expect(browser.statusCode).toBe(429);
      expect((browser.json() as { message: string }).message).toMatch(/^Sie haben/);
    });

    it('counts a visitor by the address the proxy saw, not by the proxy', async () => {
      // Five visitors behind one site server: each has a limit of their own.
      for (let i = 0; i < 6; i++) {
        expect((await post(inquiryBody('contact'), siteHeaders(`198.51.100.${30 + i}`))).statusCode).toBe(201);
      }
    });
  });
});

describe('the language of the 429 message', () => {
  it.each([
    ['the form says so, whatever the browser asks', { lang: 'ar' }, 'de', 'ar'],
    ['the best the browser accepts', {}, 'fr-FR, de;q=0.8, en;q=0.5', 'de'],
    ['a regional tag of a language the site has', undefined, 'de-AT', 'de'],
    ['a language the browser refuses with q=0', {}, 'de;q=0, ar;q=0.1', 'ar'],
    ['a form language the site lacks, so the browser', { lang: 'fr' }, 'ar-EG,ar;q=0.9', 'ar'],
    ['English when nothing can be read', {}, 'xx;q=abc', 'en'],
    ['English for a header of separators only', {}, ';;,,', 'en'],
    ['English without a header', 'not an object', undefined, 'en'],
  ])('is %s', (_, body, header, expected) => {
    expect(requestLang(body, header)).toBe(expected);
  });
});
