import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/helpers.js';

describe('catalogue answer cache', () => {
  const suite = useTestApp('pglite');
  const { get } = suite;

  it('serves a repeated list call from memory with the same body and headers', async () => {
    const first = await get('/api/home-products/');
    const second = await get('/api/home-products');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
  });

  it('shows changed data once the cache is invalidated', async () => {
    const url = '/api/home-products/?page=1&page_size=1&sort=price-desc';
    const before = (await get(url)).json() as { results: { id: number; price: number }[] };
    const top = before.results[0]!;
    await suite.t.database.db.execute(sql`update units set price_usd = price_usd + 1 where id = ${top.id}`);
    expect(((await get(url)).json() as typeof before).results[0]?.price).toBe(top.price);
    suite.t.app.invalidateResponseCache();
    expect(((await get(url)).json() as typeof before).results[0]?.price).toBe(top.price + 1);
  });

  it('never caches errors or the health check', async () => {
    await get('/api/home-products/?page=0');
    expect((await get('/api/home-products/?page=0')).headers['x-cache']).toBeUndefined();
    await get('/api/health/');
    expect((await get('/api/health/')).headers['x-cache']).toBeUndefined();
  });
});
