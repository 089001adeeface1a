import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';

/** Limits and allowed origins set in the configuration (an app of its own, configured so). */
describe.each(backends)('inquiry limits and allowed origins from the configuration on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, {
      seed: false,
      app: {
        inquiries: { ratePerMinute: 100, ratePerDay: 3 },
        site: {
          url: 'https://redsea.example',
          origins: ['https://www.redsea.example'],
          trustedProxies: ['127.0.0.1'],
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/inquiries/', payload: inquiryBody('contact'), headers });

  it('answers over the daily limit with a wait in hours', async () => {
    const visitor = siteHeaders('198.51.100.40');
    for (let i = 0; i < 3; i++) expect((await post(visitor)).statusCode).toBe(201);
    const res = await post(visitor);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_000);
    expect((res.json() as { message: string }).message).toBe(
      'You have sent many messages today. Please try again in 24 hours.',
    );
  });

  it('accepts an origin listed in SITE_ORIGINS whatever the host', async () => {
    const res = await post({
      origin: 'https://www.redsea.example',
      'sec-fetch-site': 'same-origin',
      host: '10.0.0.8:4000',
      'x-forwarded-for': '198.51.100.41',
    });
    expect(res.statusCode).toBe(201);
    const other = await post({
      origin: 'https://redsea.example',
      host: '10.0.0.8:4000',
      'x-forwarded-for': '198.51.100.41',
    });
    expect(other.statusCode).toBe(403);
  });
});
