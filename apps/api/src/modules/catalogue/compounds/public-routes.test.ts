import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compounds } from '../../../db/schema/index.js';
import { compoundResponseWireSchema, compoundSummaryWireSchema } from '@app/shared';
import { backends, useTestApp } from '../../../../test/helpers.js';

describe.each(backends)('projects API on %s', (backend) => {
  const suite = useTestApp(backend);
  const { get } = suite;

  it('answers the spec default compound by slug with developer and gallery', async () => {
    const res = await get('/resale-projects/api/project/hurghada-avenue/');
    expect(res.statusCode).toBe(200);
    const { project } = compoundResponseWireSchema.parse(res.json());
    expect(project).toMatchObject({
      id: 1,
      slug: 'hurghada-avenue',
      name: 'Hurghada Avenue',
      region: 'hurghada',
      location: 'Al Kawther, Hurghada',
      main_image: '/media/projects/hurghada-avenue/main.webp',
      main_video: '/media/projects/hurghada-avenue/tour.mp4',
      video_poster: null,
      status: 'delivered',
      delivery_date: '2021-06-30',
      unit_count: 8,
      featured: true,
      developer: { name: 'Red Sea Developments', logo: '/media/developers/red-sea-developments.png' },
      vision:
        'We set out to create a calm, green neighbourhood in the middle of the city, where everyday life feels as ' +
        'easy as a holiday. Hurghada Avenue proves that a central address and resort comfort can go together.',
    });
    expect(project.gallery_images).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ id: n, url: `/media/projects/hurghada-avenue/gallery-${n}.webp` })),
    );
    expect(project.specifications).toHaveLength(8);
    expect(project.specifications[0]).toBe('Studios and 1–3 bedroom apartments from 38 to 190 m²');
  });

  it('answers each kind of unit for sale with its price and price-per-m² ranges, cheapest kind first', async () => {
    const { project } = compoundResponseWireSchema.parse(
      (await get('/resale-projects/api/project/hurghada-avenue/')).json(),
    );
    // What the list call says of the same compound's available units, grouped by hand.
    const list = (await get('/api/home-products/?project=hurghada-avenue&page_size=100')).json() as {
      results: { kind: string; price: number; area: number; status: string }[];
    };
    const expected = new Map<string, { count: number; prices: number[]; perSqm: number[] }>();
    for (const u of list.results.filter((r) => r.status === 'available')) {
      const row = expected.get(u.kind) ?? { count: 0, prices: [], perSqm: [] };
      row.count += 1;
      row.prices.push(u.price);
      if (u.area > 0) row.perSqm.push(u.price / u.area);
      expected.set(u.kind, row);
    }
    expect(expected.size).toBeGreaterThan(1);
    expect(project.unit_types.map((t) => t.kind).sort()).toEqual([...expected.keys()].sort());
    for (const type of project.unit_types) {
      const row = expected.get(type.kind)!;
      expect(type.count).toBe(row.count);
      expect(type.min_price).toBe(Math.min(...row.prices));
      expect(type.max_price).toBe(Math.max(...row.prices));
      expect(type.min_price_per_sqm).toBeCloseTo(Math.min(...row.perSqm), 6);
      expect(type.max_price_per_sqm).toBeCloseTo(Math.max(...row.perSqm), 6);
    }
    const mins = project.unit_types.map((t) => t.min_price);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
  });

  it("answers the tour video's poster the back office chose", async () => {
    const poster = '/media/projects/hurghada-avenue/gallery-2.webp';
    await suite.t.database.db
      .update(compounds)
      .set({ videoPoster: poster })
      .where(eq(compounds.slug, 'hurghada-avenue'));
    suite.t.app.invalidateResponseCache();
    try {
      const { project } = compoundResponseWireSchema.parse(
        (await get('/resale-projects/api/project/hurghada-avenue/')).json(),
      );
      expect(project.video_poster).toBe(poster);
    } finally {
      await suite.t.database.db
        .update(compounds)
        .set({ videoPoster: null })
        .where(eq(compounds.slug, 'hurghada-avenue'));
      suite.t.app.invalidateResponseCache();
    }
  });

  it('answers the same compound by numeric id and without the trailing slash', async () => {
    const bySlug = compoundResponseWireSchema.parse(
      (await get('/resale-projects/api/project/hurghada-avenue/')).json(),
    );
    const byId = await get(`/resale-projects/api/project/${bySlug.project.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug);
  });

  it('translates the compound text', async () => {
    const en = compoundResponseWireSchema.parse((await get('/resale-projects/api/project/hurghada-avenue/')).json());
    const ar = compoundResponseWireSchema.parse(
      (await get('/resale-projects/api/project/hurghada-avenue/?lang=ar')).json(),
    );
    const de = compoundResponseWireSchema.parse(
      (await get('/resale-projects/api/project/hurghada-avenue/?lang=de')).json(),
    );
    expect(ar.project.description).toMatch(/[\u0600-\u06FF]/);
    expect(de.project.description).not.toBe(en.project.description);
    expect(de.project.specifications).not.toEqual(en.project.specifications);
    expect(ar.project.gallery_images).toEqual(en.project.gallery_images);
  });

  it('answers an unknown compound with 404 JSON', async () => {
    const res = await get('/resale-projects/api/project/atlantis/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Project not found.' });
    expect((await get('/resale-projects/api/project/999999/')).statusCode).toBe(404);
    // Found by the fuzz test: an id past PostgreSQL's integer range used to reach the query and answer 500.
    for (const id of ['2147483648', '99999999999999999999', '0']) {
      const big = await get(`/resale-projects/api/project/${id}/`);
      expect(big.statusCode, id).toBe(404);
      expect(big.json(), id).toEqual({ error: 'not_found', message: 'Project not found.' });
    }
  });

  it.each(['Bad_Id!', '%27%20or%201%3D1', 'a'.repeat(150)])('rejects the malformed id %s with 4xx JSON', async (id) => {
    const res = await get(`/resale-projects/api/project/${id}/`);
    expect(res.statusCode).toBe(400);
    const message = 'id must be a numeric id or a slug of lowercase letters, digits and dashes';
    expect(res.json()).toEqual({ error: 'bad_request', message, fields: { id: message } });
  });

  it('lists every compound, featured first', async () => {
    const res = await get('/resale-projects/api/projects/');
    expect(res.statusCode).toBe(200);
    const results = compoundSummaryWireSchema.array().parse((res.json() as { results: unknown }).results);
    // The ten seeded compounds: the four featured ones, then the rest, each by name, with its units for sale.
    expect(results.map((p) => [p.slug, p.featured, p.region, p.unit_count])).toEqual([
      ['bay-breeze-residences', true, 'hurghada', 14],
      ['el-gouna-lagoons', true, 'el-gouna', 13],
      ['hurghada-avenue', true, 'hurghada', 8],
      ['sahl-hasheesh-bay', true, 'sahl-hasheesh', 5],
      ['kite-bay-residence', false, 'el-gouna', 13],
      ['mamsha-shores', false, 'hurghada', 5],
      ['marina-heights', false, 'hurghada', 8],
      ['palm-beach-residences', false, 'hurghada', 18],
      ['red-sea-pearl', false, 'sahl-hasheesh', 5],
      ['villaggio-azzurro', false, 'sahl-hasheesh', 6],
    ]);
  });
});
