import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpInject, signIn } from '../../../test/backups.js';
import { TEST_ADMIN, testPasswordHash } from '../../../test/helpers.js';
import { siteHeaders } from '../../../test/factories.js';
import { type ApiProcess, runCommand, startApi } from '../../../test/processes.js';

const USER_CLI = 'src/modules/staff/user-cli.ts';

// npm run admin:user while the API runs on the PGlite directory: the API runs the command through its
// control socket (one process per data directory), so a locked-out office can be let in without a stop.
describe('admin:user beside a running API on pglite', () => {
  const work = mkdtempSync(join(tmpdir(), 'user-cli-'));
  const env = { DATA_DIR: join(work, 'data'), MEDIA_DIR: join(work, 'media') };
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApi({ ...env, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD_HASH: await testPasswordHash() });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('unlocks a locked account, adds and lists users through the API', { timeout: 120_000 }, async () => {
    const inject = httpInject(api.url);
    const wrong = () =>
      inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: TEST_ADMIN.email, password: 'not the password at all' },
        headers: siteHeaders('203.0.113.9'),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong()).statusCode);
    expect(statuses.at(-1)).toBe(429);
    // The account is locked from every address, the right password included (sign-in-locks.ts).
    const locked = await inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: TEST_ADMIN,
      headers: siteHeaders(),
    });
    expect(locked.statusCode).toBe(429);

    const unlock = await runCommand(USER_CLI, ['unlock', TEST_ADMIN.email.toUpperCase()], env);
    expect(unlock.code, unlock.stderr).toBe(0);
    expect(unlock.stdout).toContain('unlocked: it can sign in again');
    await signIn(inject); // from another address than the wrong passwords came from

    const add = await runCommand(USER_CLI, ['add', 'nour@redsea.example', '--role', 'editor'], env);
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toMatch(/one-time password: \S{12,}/);
    const list = await runCommand(USER_CLI, ['list'], env);
    expect(list.stdout).toMatch(/nour@redsea\.example\teditor\tmust change password/);

    const unknown = await runCommand(USER_CLI, ['role', 'nobody@redsea.example', 'agent'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).not.toBe('');
  });
});
