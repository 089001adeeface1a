import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, cacheTagChangesSchema, unitAdminSchema } from '@app/shared';
import { backends } from '../../../test/helpers.js';
import { unitInput, unitsTestApp } from '../../../test/catalogue.js';
import { recordTagChanges } from './service.js';

/* The times the site reads when it starts (docs/decisions/0046): every change the API tells it is recorded. */
describe.each(backends)('when each cache tag last changed, on %s', (backend) => {
  const ctx = unitsTestApp(backend);
  const changes = async () => {
    const res = await ctx.t.injectAs('anonymous', { url: '/api/cache-tags/' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { changes: list } = cacheTagChangesSchema.parse(res.json());
    return new Map(list.map((c) => [c.tag, Date.parse(c.changed_at)]));
  };

  it('records the tags of a change to a unit, at the time of the change, and moves them on the next one', async () => {
    const before = Date.now();
    const created = await ctx.t.injectAs('editor', {
      method: 'POST',
      url: '/api/admin/units/',
      payload: unitInput(ctx.compoundId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const unit = unitAdminSchema.parse(created.json());
    const tags = [CACHE_TAGS.unit(unit.id), CACHE_TAGS.compound('hurghada-avenue'), CACHE_TAGS.units];
    await expect
      .poll(async () => {
        const known = await changes();
        return tags.every((tag) => known.has(tag));
      })
      .toBe(true);
    const first = await changes();
    for (const tag of tags) {
      expect(first.get(tag)).toBeGreaterThanOrEqual(before);
      expect(first.get(tag)).toBeLessThanOrEqual(Date.now());
    }
    // Another unit's page did not change.
    expect(first.has(CACHE_TAGS.unit(unit.id + 1000))).toBe(false);

    await new Promise((r) => setTimeout(r, 5));
    const sold = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}/`,
      payload: { version: unit.version, status: 'sold' },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const tag = CACHE_TAGS.unit(unit.id);
    await expect.poll(async () => (await changes()).get(tag)).toBeGreaterThan(first.get(tag)!);
  });

  it('keeps the later time when an older one arrives late (two API processes, one database)', async () => {
    const db = ctx.t.database.db;
    const later = new Date('2030-01-02T03:04:05.678Z');
    await recordTagChanges(db, [CACHE_TAGS.sitemap, CACHE_TAGS.sitemap], later);
    await recordTagChanges(db, [CACHE_TAGS.sitemap], new Date('2030-01-01T00:00:00Z'));
    expect((await changes()).get(CACHE_TAGS.sitemap)).toBe(later.getTime());
  });
});
