import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, isPasswordHash, verifyPassword } from './password.js';

describe('back office password hashes', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const hash = await hashPassword('coral reef at dawn 42');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('coral reef at dawn 42', hash)).toBe(true);
    expect(await verifyPassword('coral reef at dawn 43', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(await hashPassword('coral reef at dawn 42')).not.toBe(hash); // salted
  });

  it('reads N, r, p and the key length from the hash, so hashes made elsewhere in the format verify', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('another password', salt, 64, { N: 16384, r: 8, p: 1 });
    const hash = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword('another password', hash)).toBe(true);
    expect(await verifyPassword('another passwore', hash)).toBe(false);
  });

  it.each([
    ['plain text', 'hunter2'],
    ['another algorithm', '$2b$10$abcdefghijklmnopqrstuv'],
    ['N not a power of two', `scrypt$30000$8$1$${'A'.repeat(22)}==$${'B'.repeat(43)}=`],
    ['N too large for a sign-in', `scrypt$${2 ** 22}$8$1$${'A'.repeat(22)}==$${'B'.repeat(43)}=`],
    ['a short salt', `scrypt$16384$8$1$AAAA$${'B'.repeat(43)}=`],
  ])('refuses %s as a hash', async (_, value) => {
    expect(isPasswordHash(value)).toBe(false);
    expect(await verifyPassword('hunter2', value)).toBe(false);
  });
});
