import { describe, expect, it } from 'vitest';
import { adminPasswordHash } from '../../../../../scripts/lib/admin-hash.mjs';
import { TEST_PASSWORD } from '../../../test/helpers.js';
import { hashParams, hashPassword, isPasswordHash, unmatchableHash, verifyPassword } from './password.js';

describe('back office password hashes', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const hash = await hashPassword(TEST_PASSWORD);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword(TEST_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD.replace('42', '43'), hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(await hashPassword(TEST_PASSWORD)).not.toBe(hash); // salted
  });

  it('reads N, r, p and the key length from the hash, so hashes made with other settings verify', async () => {
    const hash = await hashPassword('another password', { N: 16384, keyLength: 64 });
    expect(hash.split('$').slice(1, 4)).toEqual(['16384', '8', '1']);
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword('another password', hash)).toBe(true);
    expect(await verifyPassword('another passwore', hash)).toBe(false);
  });

  it('verifies the hash that test runs and benchmarks make with `npm run admin:hash -- --cost 14`', async () => {
    const hash = adminPasswordHash('a password for the test run');
    expect(hash.split('$')[1]).toBe('16384');
    expect(await verifyPassword('a password for the test run', hash)).toBe(true);
    expect(await verifyPassword('a password for the test rum', hash)).toBe(false);
  });

  it('makes, without hashing, a hash of a given cost that takes a check as long and that nothing matches', async () => {
    const params = { N: 16384, r: 8, p: 1, keyLength: 32 };
    const decoy = unmatchableHash(params);
    expect(isPasswordHash(decoy)).toBe(true);
    expect(hashParams(decoy)).toEqual(params);
    expect(unmatchableHash(params)).not.toBe(decoy);
    for (const password of ['', 'hunter2 hunter2', TEST_PASSWORD]) {
      expect(await verifyPassword(password, decoy)).toBe(false);
    }
  });

  /** A valid hash with one of its fields (1 N, 2 r, 3 p, 4 salt, 5 key) replaced. */
  const withField = async (index: number, value: string) =>
    (await hashPassword('hunter2 hunter2', { N: 16384 })).split('$').with(index, value).join('$');

  it.each([
    ['plain text', async () => 'hunter2'],
    ['another algorithm', async () => '$2b$10$abcdefghijklmnopqrstuv'],
    ['N not a power of two', () => withField(1, '30000')],
    ['N too large for a sign-in', () => withField(1, String(2 ** 22))],
    ['a short salt', () => withField(4, 'AAAA')],
  ])('refuses %s as a hash', async (_, make) => {
    const value = await make();
    expect(isPasswordHash(value)).toBe(false);
    expect(await verifyPassword('hunter2', value)).toBe(false);
  });
});
