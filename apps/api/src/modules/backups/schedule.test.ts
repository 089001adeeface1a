import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupStatusSchema } from '@app/shared';
import { buildApp } from '../../app.js';
import { DEFAULT_LIMITS } from '../../config.js';
import { LocalStorage } from '../media/storage.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { siteHeaders } from '../../../test/factories.js';
import { sessionCookie } from '../../../test/session-cookie.js';
import { readBackup } from './read.js';

const HOUR = 3_600_000;

/** A logger whose JSON lines land in `lines`. */
function capturingLog() {
  const lines: { level: number; msg: string; file?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe.each(backends)('scheduled backups on %s', (backend) => {
  const work = mkdtempSync(join(tmpdir(), 'backup-schedule-'));
  const dir = join(work, 'backups');
  const { log, lines } = capturingLog();
  let t: TestApp;
  let cookie = '';
  const t0 = new Date('2027-01-10T03:00:00Z');
  const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
  const status = async (withCookie = cookie) => {
    const res = await t.app.inject({ url: '/api/admin/backups/', headers: { cookie: withCookie } });
    expect(res.statusCode, res.body).toBe(200);
    return backupStatusSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, {
      log,
      signedInAs: 'admin',
      admin: { failureDelayMs: 0 },
      app: {
        media: { storage: new LocalStorage(join(work, 'media')) },
        backups: { dir, everyHours: 24, keep: 2, start: false },
      },
    });
    cookie = t.cookie;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'writes a verified backup when one is due, none before, and keeps the newest two',
    { timeout: 180_000 },
    async () => {
      const first = await t.app.backups!.check(at(0));
      expect(first).toMatchObject({ file: join(dir, 'backup-20270110T030000Z.tar.gz') });
      const manifest = await readBackup(join(dir, 'backup-20270110T030000Z.tar.gz'));
      expect(manifest.tables.find((table) => table.name === 'units')?.rows).toBe(120);

      expect(await t.app.backups!.check(at(23))).toBeUndefined(); // not due yet
      await t.app.backups!.check(at(24));
      await t.app.backups!.check(at(48));
      expect(readdirSync(dir).sort()).toEqual(['backup-20270111T030000Z.tar.gz', 'backup-20270112T030000Z.tar.gz']);

      const seen = await status();
      expect(seen.schedule).toEqual({ everyHours: 24, keep: 2 });
      expect(seen.lastGood).toMatchObject({ status: 'ok', file: 'backup-20270112T030000Z.tar.gz' });
      expect(seen.lastGood?.bytes).toBeGreaterThan(1000);
      expect(seen.lastFailure).toBeNull();
      expect(seen.runs.map((r) => r.startedAt)).toEqual([at(48), at(24), at(0)].map((d) => d.toISOString()));
    },
  );

  it('makes one backup when two replicas find it due at the same moment', { timeout: 120_000 }, async () => {
    const second = await buildApp({
      database: t.database,
      limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 },
      media: { storage: new LocalStorage(join(work, 'media')) },
      backups: { dir, everyHours: 24, keep: 2, start: false },
    });
    try {
      await second.ready();
      const outcomes = await Promise.all([t.app.backups!.check(at(72)), second.backups!.check(at(72))]);
      expect(outcomes.filter((o) => o !== undefined)).toHaveLength(1);
      expect((await status()).runs.filter((r) => r.startedAt === at(72).toISOString())).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('logs a failure once, shows it to admins only, and retries within the hour', { timeout: 120_000 }, async () => {
    // BACKUP_DIR cannot be written: a file stands where the directory should be.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a directory');
    const failed = await t.app.backups!.check(at(96));
    expect(failed).toMatchObject({ error: expect.stringMatching(/EEXIST|ENOTDIR/) });
    expect(lines.filter((l) => l.msg === 'scheduled backup failed')).toHaveLength(1);
    expect(lines.find((l) => l.msg === 'scheduled backup failed')?.level).toBe(50);

    const seen = await status();
    expect(seen.lastFailure).toMatchObject({ status: 'failed', startedAt: at(96).toISOString() });
    expect(seen.lastGood?.startedAt).toBe(at(72).toISOString());

    // An editor does not see backups (with their own password chosen, so the refusal is the role's).
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/',
      headers: { ...siteHeaders(), cookie },
      payload: { email: 'editor@redsea.example', name: 'Nour', role: 'editor' },
    });
    const { oneTimePassword } = invite.json<{ oneTimePassword: string }>();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: siteHeaders(),
      payload: { email: 'editor@redsea.example', password: oneTimePassword },
    });
    const editor = sessionCookie(signedIn);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: { ...siteHeaders(), cookie: editor },
      payload: { currentPassword: oneTimePassword, newPassword: 'an editor of the catalogue' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const denied = await t.app.inject({ url: '/api/admin/backups/', headers: { cookie: editor } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: 'forbidden' });
    expect((await t.app.inject({ url: '/api/admin/backups/' })).statusCode).toBe(401);

    expect(await t.app.backups!.check(at(96.5))).toBeUndefined(); // the retry waits an hour
    rmSync(dir, { force: true });
    expect(await t.app.backups!.check(at(97))).toMatchObject({ bytes: expect.any(Number) });
    const recovered = await status();
    expect(recovered.lastFailure).toBeNull();
    expect(recovered.lastGood?.startedAt).toBe(at(97).toISOString());
    expect(lines.filter((l) => l.msg === 'scheduled backup failed')).toHaveLength(1);
  });
});
