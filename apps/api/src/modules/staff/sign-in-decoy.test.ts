import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteHeaders } from '../../../test/factories.js';
import { TEST_ADMIN, type TestApp, buildTestApp, testPasswordHash } from '../../../test/helpers.js';
import type * as Password from './password.js';
import { DEFAULT_HASH_PARAMS, hashParams } from './password.js';
import { createUser } from './users.js';

/** Every stored hash a sign-in checked a password against, in order. */
const checked: string[] = [];
vi.mock('./password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Password>();
  return {
    ...actual,
    verifyPassword: async (password: string, stored: string) => {
      checked.push(stored);
      return actual.verifyPassword(password, stored);
    },
  };
});

/** Signs in once and answers the hash the password was checked against. */
async function hashCheckedFor(t: TestApp, email: string): Promise<string> {
  const before = checked.length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password: 'not the password 1' },
    headers: siteHeaders(`198.18.7.${before % 250}`),
  });
  expect(res.statusCode).toBe(401);
  expect(checked.length).toBe(before + 1);
  return checked.at(-1)!;
}

describe('the decoy an unknown e-mail’s password is checked against', () => {
  let t: TestApp;
  let adminHash = '';
  beforeAll(async () => {
    // The cost the test runs give the first admin (npm run admin:hash -- --cost 14), not the default 2^15.
    adminHash = await testPasswordHash();
    t = await buildTestApp('pglite', {
      seed: false,
      admin: { passwordHash: adminHash, sessionHours: 1, failureDelayMs: 0 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the configured first admin’s cost, so that an unknown e-mail takes as long as theirs', async () => {
    expect(await hashCheckedFor(t, TEST_ADMIN.email)).toBe(adminHash);
    const decoy = await hashCheckedFor(t, 'nobody@redsea.example');
    expect(decoy).not.toBe(adminHash);
    expect(hashParams(decoy)).toEqual(hashParams(adminHash));
    expect(hashParams(decoy)?.N).toBe(2 ** 14);
    // The same decoy every time, made without hashing anything: no unknown e-mail pays for making it.
    expect(await hashCheckedFor(t, 'someone-else@redsea.example')).toBe(decoy);
  });

  it('has the default cost, every other password’s, when no first admin is configured', async () => {
    const plain = await buildTestApp('pglite', { seed: false });
    try {
      const { user } = await createUser(plain.database.db, { email: 'agent@redsea.example', name: 'A', role: 'agent' });
      const known = await hashCheckedFor(plain, user.email);
      expect(hashParams(known)).toEqual(DEFAULT_HASH_PARAMS);
      expect(hashParams(await hashCheckedFor(plain, 'nobody@redsea.example'))).toEqual(DEFAULT_HASH_PARAMS);
    } finally {
      await plain.close();
    }
  });
});
