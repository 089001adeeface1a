import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '@app/shared';
import { backends } from '../../../test/helpers.js';
import { compounds, units } from '../../db/schema/index.js';
import { compoundTags, developerTags, unitTags } from './cache-tags.js';
import { unitsTestApp } from '../../../test/catalogue.js';

/* Which cached pages of the site a change touches: the API sends these tags to the site's /revalidate. */
describe.each(backends)('the site pages a catalogue change touches, on %s', (backend) => {
  const ctx = unitsTestApp(backend);
  const db = () => ctx.t.database.db;

  it("a unit: its own page, its compound's page by slug and id, the lists", async () => {
    const [inCompound] = await db()
      .select({ id: units.id })
      .from(units)
      .where(eq(units.compoundId, ctx.compoundId))
      .limit(1);
    const tags = await unitTags(db(), [inCompound!.id]);
    expect(tags.sort()).toEqual(
      [
        CACHE_TAGS.unit(inCompound!.id),
        CACHE_TAGS.compound('hurghada-avenue'),
        CACHE_TAGS.compound(ctx.compoundId),
        CACHE_TAGS.units,
        CACHE_TAGS.compounds,
        CACHE_TAGS.sitemap,
      ].sort(),
    );
  });

  it('a compound: its page by slug and id and the page of every unit in it (they show the compound)', async () => {
    const inside = await db().select({ id: units.id }).from(units).where(eq(units.compoundId, ctx.compoundId));
    expect(inside.length).toBeGreaterThan(0);
    const tags = await compoundTags(db(), [ctx.compoundId]);
    expect(tags).toEqual(
      expect.arrayContaining([CACHE_TAGS.compound('hurghada-avenue'), CACHE_TAGS.compound(ctx.compoundId)]),
    );
    for (const { id } of inside) expect(tags).toContain(CACHE_TAGS.unit(id));
    const other = await db()
      .select({ id: units.id })
      .from(units)
      .where(eq(units.compoundId, ctx.compoundId + 1))
      .limit(1);
    if (other[0]) expect(tags).not.toContain(CACHE_TAGS.unit(other[0].id));
  });

  it("a developer: its compounds' pages; every tag is one the site takes", async () => {
    const [compound] = await db()
      .select({ developerId: compounds.developerId })
      .from(compounds)
      .where(eq(compounds.id, ctx.compoundId));
    const tags = await developerTags(db(), compound!.developerId);
    expect(tags).toContain(CACHE_TAGS.compound('hurghada-avenue'));
    const { revalidationSchema } = await import('@app/shared');
    expect(revalidationSchema.safeParse({ tags }).success).toBe(true);
  });
});
