import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type DeveloperAdmin,
  EDIT_CONFLICT,
  STAFF_ROLES,
  auditListSchema,
  developerAdminPageSchema,
  developerAdminSchema,
} from '@app/shared';
import { developers } from '../../../db/schema/index.js';
import { backends, useTestApp } from '../../../../test/helpers.js';
import { siteHeaders } from '../../../../test/factories.js';
import { callsOf, catalogueStaff } from '../../../../test/catalogue.js';

describe.each(backends)('developers in the back office on %s', (backend) => {
  const s = useTestApp(backend, catalogueStaff({ editor: 'Nadia Editor', agent: 'Omar Agent' }));
  const call = callsOf(s);

  const create = async (body: object): Promise<DeveloperAdmin> => {
    const res = await call('POST', '/api/admin/developers/', 'editor', body);
    expect(res.statusCode, res.body).toBe(201);
    return developerAdminSchema.parse(res.json());
  };
  const keyOf = async (id: number) =>
    (await s.t.database.db.select({ key: developers.key }).from(developers).where(eq(developers.id, id)))[0]?.key;
  const audit = async (id: number) => {
    const res = await call('GET', `/api/admin/audit/?entity=developer&id=${id}`, 'agent');
    expect(res.statusCode, res.body).toBe(200);
    return auditListSchema.parse(res.json()).results;
  };

  it('creates a developer with a key from its name, -2 when the name is taken, and reads it back', async () => {
    const created = await create({ name: '  Red Sea Developments ', logo: '/media/uploads/ab/cd/logo.webp' });
    expect(created).toMatchObject({
      name: 'Red Sea Developments',
      logo: '/media/uploads/ab/cd/logo.webp',
      compoundCount: 0,
      version: 1,
      updatedBy: 'Nadia Editor',
    });
    // The demo data's developer holds the plain key already.
    expect(await keyOf(created.id)).toBe('red-sea-developments-2');
    const third = await create({ name: 'Red Sea Developments' });
    expect(third.logo).toBe('');
    expect(await keyOf(third.id)).toBe('red-sea-developments-3');
    const arabicOnly = await create({ name: 'مطورو البحر الأحمر' });
    expect(await keyOf(arabicOnly.id)).toBe('developer');

    const read = await call('GET', `/api/admin/developers/${created.id}/`, 'agent');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('gives developers created at the same moment with the same name a key each', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/admin/developers/', 'editor', { name: 'Twin Towers' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const keys = await Promise.all(answers.map((a) => keyOf(developerAdminSchema.parse(a.json()).id)));
    expect(keys.sort()).toEqual(['twin-towers', 'twin-towers-2', 'twin-towers-3']);
  });

  it('lists developers by name with their compound counts, searched by name, a page at a time', async () => {
    const res = await call('GET', '/api/admin/developers/?pageSize=2', 'agent');
    expect(res.statusCode, res.body).toBe(200);
    const first = developerAdminPageSchema.parse(res.json());
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.results).toHaveLength(2);
    const all = developerAdminPageSchema.parse(
      (await call('GET', '/api/admin/developers/?pageSize=100', 'agent')).json(),
    );
    expect(all.count).toBe(first.count);
    const names = all.results.map((d) => d.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.results.find((d) => d.name === 'Gouna Living Properties')?.compoundCount).toBeGreaterThan(0);

    const found = developerAdminPageSchema.parse(
      (await call('GET', '/api/admin/developers/?q=GOUNA%20liv', 'agent')).json(),
    );
    expect(found.results.map((d) => d.name)).toEqual(['Gouna Living Properties']);
    expect(found.count).toBe(1);
    const literal = developerAdminPageSchema.parse((await call('GET', '/api/admin/developers/?q=%25', 'agent')).json());
    expect(literal.count).toBe(0);
  });

  it('saves a change over the version it was opened with and records it in the audit log', async () => {
    const created = await create({ name: 'Sahl Builders' });
    const res = await call('PATCH', `/api/admin/developers/${created.id}/`, 'admin', {
      name: 'Sahl Hasheesh Builders',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Sahl Hasheesh Builders', logo: '', version: 2, updatedBy: 'office' });
    // The key stays what it was: it is the record's name for the demo data, not its label.
    expect(await keyOf(created.id)).toBe('sahl-builders');

    const entries = await audit(created.id);
    expect(entries.map((e) => [e.action, e.userName])).toEqual([
      ['update', 'office'],
      ['create', 'Nadia Editor'],
    ]);
    expect(entries[0]!.changes).toEqual({ name: { before: 'Sahl Builders', after: 'Sahl Hasheesh Builders' } });
    expect(entries[1]!.changes).toEqual({
      name: { before: null, after: 'Sahl Builders' },
      logo: { before: null, after: '' },
    });
  });

  it('refuses a save over a stale version with 409 naming who saved and when, and keeps the stored record', async () => {
    const created = await create({ name: 'Marsa Homes' });
    const first = await call('PATCH', `/api/admin/developers/${created.id}/`, 'admin', {
      name: 'Marsa Alam Homes',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const saved = developerAdminSchema.parse(first.json());

    const stale = await call('PATCH', `/api/admin/developers/${created.id}/`, 'editor', {
      name: 'Marsa Homes Ltd',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: EDIT_CONFLICT,
      message: `office changed this record at ${saved.updatedAt} after you opened it. Reload it to see their changes.`,
      fields: { changedBy: 'office', changedAt: saved.updatedAt },
    });
    const after = await call('GET', `/api/admin/developers/${created.id}/`, 'editor');
    expect(after.json()).toEqual(saved);
    expect((await audit(created.id)).map((e) => e.action)).toEqual(['update', 'create']);
  });

  it('refuses to delete a developer that compounds still name, and deletes one without compounds', async () => {
    const list = developerAdminPageSchema.parse((await call('GET', '/api/admin/developers/?q=gouna', 'editor')).json());
    const gouna = list.results[0]!;
    const refused = await call('DELETE', `/api/admin/developers/${gouna.id}/`, 'editor');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'conflict' });
    expect(refused.json().message).toContain(`Gouna Living Properties still has ${gouna.compoundCount} compound`);
    expect((await call('GET', `/api/admin/developers/${gouna.id}/`, 'editor')).statusCode).toBe(200);

    const doomed = await create({ name: 'Short-lived Estates', logo: '/media/uploads/aa/bb/x.png' });
    const deleted = await call('DELETE', `/api/admin/developers/${doomed.id}/`, 'editor');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('GET', `/api/admin/developers/${doomed.id}/`, 'editor')).statusCode).toBe(404);
    const history = await audit(doomed.id);
    expect(history[0]).toMatchObject({
      action: 'delete',
      userName: 'Nadia Editor',
      changes: {
        name: { before: 'Short-lived Estates', after: null },
        logo: { before: '/media/uploads/aa/bb/x.png', after: null },
      },
    });
    expect((await call('DELETE', `/api/admin/developers/${doomed.id}/`, 'editor')).statusCode).toBe(404);
  });

  it.each([
    [{}, { name: 'required' }],
    [{ name: '   ' }, { name: 'required' }],
    [{ name: 'x'.repeat(121) }, { name: 'tooLong' }],
    [{ name: 'Logo elsewhere', logo: 'https://evil.example/logo.png' }, { logo: expect.any(String) }],
    [{ name: 'Sneaky', logo: '/media/../etc/passwd' }, { logo: expect.any(String) }],
    [{ name: 'Extra', key: 'chosen' }, { _: expect.any(String) }],
  ])('answers a bad developer %j with 400 and its fields', async (body, fields) => {
    const res = await call('POST', '/api/admin/developers/', 'editor', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', fields });
  });

  it('answers bad saves, ids and queries with 4xx', async () => {
    const created = await create({ name: 'Edge Cases Ltd' });
    const noVersion = await call('PATCH', `/api/admin/developers/${created.id}/`, 'editor', { name: 'X' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json()).toMatchObject({ fields: { version: expect.any(String) } });
    // Beyond PostgreSQL's integer: refused before the database sees it.
    const huge = await call('PATCH', `/api/admin/developers/${created.id}/`, 'editor', { version: 2 ** 31 });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json()).toMatchObject({ fields: { version: 'invalid' } });
    const missing = await call('PATCH', '/api/admin/developers/999999/', 'editor', { name: 'X', version: 1 });
    expect(missing.statusCode).toBe(404);
    for (const url of [
      '/api/admin/developers/abc/',
      '/api/admin/developers/0/',
      '/api/admin/developers/99999999999/',
      '/api/admin/developers/?page=0',
      '/api/admin/developers/?pageSize=101',
      '/api/admin/developers/?sort=name',
      `/api/admin/developers/?q=${'x'.repeat(101)}`,
    ]) {
      const res = await call('GET', url, 'editor');
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });

  it('lets every role read, only editors and admins write, and nobody without a session', async () => {
    const created = await create({ name: 'Role Check Developments' });
    const cases: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/admin/developers/'],
      ['GET', `/api/admin/developers/${created.id}/`],
      ['POST', '/api/admin/developers/', { name: 'Agent Made' }],
      ['PATCH', `/api/admin/developers/${created.id}/`, { name: 'Agent Renamed', version: 1 }],
      ['DELETE', `/api/admin/developers/${created.id}/`],
    ];
    for (const [method, url, body] of cases) {
      const agent = await call(method, url, 'agent', body);
      expect(agent.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 403);
      if (method !== 'GET') {
        expect(agent.json()).toEqual({ error: 'forbidden', message: 'Your role (agent) may not do this.' });
      }
      const anonymous = await call(method, url, 'anonymous', body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of STAFF_ROLES) {
      expect((await call('GET', '/api/admin/developers/', role)).statusCode).toBe(200);
    }
    // The agent changed nothing.
    expect((await call('GET', `/api/admin/developers/${created.id}/`, 'agent')).json()).toEqual(created);
  });

  it('refuses a change sent from another site (same-origin check)', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/developers/',
      payload: { name: 'Cross Site' },
      headers: {
        ...siteHeaders(),
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        cookie: s.t.cookies.editor,
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
