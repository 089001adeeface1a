import { describe, expect, it } from 'vitest';
import {
  COAST_BOUNDS,
  type UnitWire,
  compoundListWireSchema,
  compoundResponseWireSchema,
  insideRing,
  mapAnswerSchema,
  unitAdminSchema,
  unitDetailWireSchema,
  unitPageWireSchema,
} from '@app/shared';
import { backends } from '../../../../test/helpers.js';
import { unitInput, unitsTestApp } from '../../../../test/catalogue.js';
import { EL_GOUNA_BOX, SAHL_HASHEESH_TRIANGLE, SEA_BOX, areaQuery, bboxQuery } from '../../../../test/geo.js';

describe.each(backends)('units on the map on %s', (backend) => {
  const ctx = unitsTestApp(backend);
  const get = (url: string) => ctx.t.app.inject({ method: 'GET', url });
  /** Every unit a list query selects, walking all pages. */
  const all = async (query: string): Promise<UnitWire[]> => {
    const found: UnitWire[] = [];
    for (let p = 1; ; p++) {
      const res = await get(`/api/home-products/?${query}&page_size=100&page=${p}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = unitPageWireSchema.parse(res.json());
      found.push(...page.results);
      if (!page.next) return found;
    }
  };
  const map = async (query: string) => {
    const res = await get(`/api/map/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return mapAnswerSchema.parse(res.json());
  };
  const refused = async (url: string, field: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.message).toContain(field);
    return body;
  };

  it('places every seeded compound on the coast, and its units where it is', async () => {
    const { results } = compoundListWireSchema.parse((await get('/resale-projects/api/projects/')).json());
    expect(results).toHaveLength(10);
    for (const c of results) {
      expect(c.latitude, c.slug).toBeGreaterThanOrEqual(COAST_BOUNDS.south);
      expect(c.latitude, c.slug).toBeLessThanOrEqual(COAST_BOUNDS.north);
      expect(c.longitude, c.slug).toBeGreaterThanOrEqual(COAST_BOUNDS.west);
      expect(c.longitude, c.slug).toBeLessThanOrEqual(COAST_BOUNDS.east);
    }
    const gouna = compoundResponseWireSchema.parse(
      (await get('/resale-projects/api/project/el-gouna-lagoons/')).json(),
    );
    expect(gouna.project).toMatchObject({ latitude: 27.402, longitude: 33.676 });
    const units = await all('project=el-gouna-lagoons');
    expect(units.length).toBeGreaterThan(0);
    for (const u of units) expect([u.latitude, u.longitude]).toEqual([27.402, 33.676]);
  });

  it('answers a box around El Gouna with its units only, every one of them that has a position', async () => {
    const inBox = await all(bboxQuery(EL_GOUNA_BOX));
    const gouna = (await all('location=el-gouna')).filter((u) => u.latitude !== null);
    expect(inBox.length).toBeGreaterThan(0);
    expect(inBox.every((u) => u.region === 'el-gouna')).toBe(true);
    expect(inBox.map((u) => u.id).sort()).toEqual(gouna.map((u) => u.id).sort());
    // Private units placed by the office are among them, each at its own position inside the box.
    const placed = inBox.filter((u) => u.project === null);
    expect(placed.length).toBeGreaterThan(0);
    for (const u of placed) {
      expect(u.longitude!).toBeGreaterThan(EL_GOUNA_BOX.west);
      expect(u.latitude!).toBeLessThan(EL_GOUNA_BOX.north);
    }
  });

  it('answers a box in the sea with no unit, and keeps the box in its page links', async () => {
    const sea = unitPageWireSchema.parse((await get(`/api/home-products/?${bboxQuery(SEA_BOX)}`)).json());
    expect(sea).toMatchObject({ count: 0, results: [] });
    const first = unitPageWireSchema.parse(
      (await get(`/api/home-products/?${bboxQuery(EL_GOUNA_BOX)}&page_size=5`)).json(),
    );
    expect(first.next).toContain(bboxQuery(EL_GOUNA_BOX));
    const second = unitPageWireSchema.parse((await get(first.next!)).json());
    expect(second.results.every((u) => u.region === 'el-gouna')).toBe(true);
  });

  it('refuses a malformed box, or one outside the world, naming bbox', async () => {
    for (const bad of ['33.6,27.3,33.7', 'a,b,c,d', '-181,0,10,10', '0,-91,10,10', '34,27,33,28', '33,28,34,27']) {
      await refused(`/api/home-products/?bbox=${encodeURIComponent(bad)}`, 'bbox');
      await refused(`/api/map/?bbox=${encodeURIComponent(bad)}`, 'bbox');
    }
  });

  it('answers a drawn area with the units inside it, and refuses a bad one naming area', async () => {
    const inArea = await all(areaQuery(SAHL_HASHEESH_TRIANGLE));
    const expected = (await all('sort=newest')).filter(
      (u) => u.latitude !== null && insideRing([u.longitude!, u.latitude], SAHL_HASHEESH_TRIANGLE),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(inArea.every((u) => u.region === 'sahl-hasheesh')).toBe(true);
    expect(inArea.map((u) => u.id).sort()).toEqual(expected.map((u) => u.id).sort());
    const tooMany = Array.from({ length: 101 }, (_, i): [number, number] => [
      33.8 + 0.05 * Math.cos((i / 101) * 2 * Math.PI),
      27.2 + 0.05 * Math.sin((i / 101) * 2 * Math.PI),
    ]);
    for (const bad of [
      'area=not%20a%20polyline',
      areaQuery(SAHL_HASHEESH_TRIANGLE.slice(0, 2)),
      areaQuery(tooMany),
      `area=${encodeURIComponent(decodeURIComponent(areaQuery(SAHL_HASHEESH_TRIANGLE).slice(5)).slice(0, -2))}`,
    ]) {
      await refused(`/api/home-products/?${bad}`, 'area');
    }
  });

  it('answers GeoJSON whose counts and lowest prices are the list’s, for any filter', async () => {
    for (const filter of ['lang=de', 'type=2-bedroom', `${bboxQuery(EL_GOUNA_BOX)}&status=available`]) {
      const { features } = await map(filter);
      const compounds = features.filter((f) => f.properties.kind === 'compound');
      expect(compounds.length, filter).toBeGreaterThan(0);
      for (const f of compounds) {
        if (f.properties.kind !== 'compound') continue;
        const units = await all(`${filter}&project=${f.properties.slug}`);
        expect(f.properties.count, `${filter} ${f.properties.slug}`).toBe(units.length);
        expect(f.properties.min_price).toBe(Math.min(...units.map((u) => u.price)));
        expect(f.geometry.coordinates).toEqual([units[0]!.longitude, units[0]!.latitude]);
      }
      const placed = (await all(`${filter}&private=true`)).filter((u) => u.latitude !== null);
      const points = features.flatMap(({ properties, geometry }) =>
        properties.kind === 'unit' ? [{ ...properties, at: geometry.coordinates }] : [],
      );
      expect(points.map((p) => p.id).sort(), filter).toEqual(placed.map((u) => u.id).sort());
      for (const point of points) {
        const unit = placed.find((u) => u.id === point.id)!;
        expect(point).toMatchObject({ title: unit.title, count: 1, min_price: unit.price });
        expect(point.at).toEqual([unit.longitude, unit.latitude]);
      }
    }
    const de = await map('lang=de&project=el-gouna-lagoons');
    expect(de.features.map((f) => f.properties)).toEqual([expect.objectContaining({ name: 'El Gouna Lagoons' })]);
    expect((await map(bboxQuery(SEA_BOX))).features).toEqual([]);
  });

  it('takes a private unit’s own position from the office, both or neither, on the coast only', async () => {
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      ctx.t.injectAs('editor', { method, url, payload });
    const created = await call('POST', '/api/admin/units/', unitInput(null, { latitude: 27.39, longitude: 33.67 }));
    expect(created.statusCode, created.body).toBe(201);
    const unit = unitAdminSchema.parse(created.json());
    expect(unit).toMatchObject({ latitude: 27.39, longitude: 33.67 });
    const detail = unitDetailWireSchema.parse((await get(`/api/home-products/${unit.id}/`)).json());
    expect([detail.latitude, detail.longitude]).toEqual([27.39, 33.67]);
    expect((await all(bboxQuery(EL_GOUNA_BOX))).map((u) => u.id)).toContain(unit.id);

    const half = await call('PATCH', `/api/admin/units/${unit.id}/`, { version: unit.version, latitude: null });
    expect(half.statusCode, half.body).toBe(400);
    expect(half.json()).toMatchObject({ fields: { latitude: 'required' } });
    const abroad = await call('PATCH', `/api/admin/units/${unit.id}/`, { version: unit.version, latitude: 48.1 });
    expect(abroad.statusCode, abroad.body).toBe(400);
    expect(abroad.json()).toMatchObject({ fields: { latitude: 'outsideCoast' } });
    expect(abroad.json<{ message: string }>().message).toMatch(/^latitude must lie on the coast/);

    const moved = await call('PATCH', `/api/admin/units/${unit.id}/`, {
      version: unit.version,
      latitude: 27.05,
      longitude: 33.885,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await all(bboxQuery(EL_GOUNA_BOX))).map((u) => u.id)).not.toContain(unit.id);
    expect((await all(areaQuery(SAHL_HASHEESH_TRIANGLE))).map((u) => u.id)).toContain(unit.id);
  });

  it('moves a compound’s units with it, but not those with a position of their own', async () => {
    const own = await ctx.t.injectAs('editor', {
      method: 'POST',
      url: '/api/admin/units/',
      payload: unitInput(ctx.compoundId, { latitude: 27.21, longitude: 33.83 }),
    });
    expect(own.statusCode, own.body).toBe(201);
    const ownId = (own.json() as { id: number }).id;
    const compound = await ctx.t.injectAs('editor', { url: `/api/admin/compounds/${ctx.compoundId}/` });
    const { version } = compound.json() as { version: number };
    const res = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: `/api/admin/compounds/${ctx.compoundId}/`,
      payload: { version, latitude: 27.4, longitude: 33.68 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const units = await all('project=hurghada-avenue');
    const followed = units.filter((u) => u.id !== ownId);
    expect(followed.length).toBeGreaterThan(0);
    for (const u of followed) expect([u.latitude, u.longitude]).toEqual([27.4, 33.68]);
    expect(units.find((u) => u.id === ownId)).toMatchObject({ latitude: 27.21, longitude: 33.83 });
    const gouna = await all(bboxQuery(EL_GOUNA_BOX));
    expect(gouna.filter((u) => u.project === 'hurghada-avenue').length).toBe(followed.length);

    // The map's compounds are counted from filter_counts and their positions (decision 0053): each point
    // must say what the list's units say, the unit placed apart from its compound included.
    const aroundOwn = bboxQuery({ west: 33.82, south: 27.2, east: 33.84, north: 27.22 });
    for (const filter of [
      '',
      bboxQuery(EL_GOUNA_BOX),
      aroundOwn,
      `${aroundOwn}&price_band=200k-400k`,
      `${bboxQuery(EL_GOUNA_BOX)}&type=2-bedroom&status=available`,
      areaQuery(SAHL_HASHEESH_TRIANGLE),
      'price_band=over-600k&ready=1',
      'private=false&kind=apartment',
      'project=hurghada-avenue',
      'private=true',
      'search=sea',
    ]) {
      const listed = new Map<string, { count: number; min_price: number }>();
      for (const u of await all(filter)) {
        if (!u.project) continue;
        const seen = listed.get(u.project);
        listed.set(u.project, {
          count: (seen?.count ?? 0) + 1,
          min_price: Math.min(seen?.min_price ?? u.price, u.price),
        });
      }
      const points = new Map(
        (await map(filter)).features.flatMap(({ properties: p }) =>
          p.kind === 'compound' ? [[p.slug, { count: p.count, min_price: p.min_price }] as const] : [],
        ),
      );
      expect(points, filter).toEqual(listed);
    }
    expect((await map(aroundOwn)).features.map((f) => f.properties)).toContainEqual(
      expect.objectContaining({ kind: 'compound', slug: 'hurghada-avenue', count: 1 }),
    );
  });
});
