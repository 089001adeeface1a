import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Back office passwords are stored as `scrypt$N$r$p$saltB64$hashB64` (node:crypto's scrypt with
 * N=2^15, r=8, p=1: 32 MiB and about a tenth of a second per check here). The format names its own
 * parameters, so a stronger setting later still verifies the hashes made before it. This module is the
 * one place that knows the format: the test runs and benchmarks get their hashes from `npm run admin:hash`
 * (scripts/lib/admin-hash.mjs).
 */
export interface HashParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}
/** What `hashPassword` uses unless told otherwise: every password set in the back office or by `admin:user`. */
export const DEFAULT_HASH_PARAMS: HashParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const m = FORMAT.exec(stored.trim());
  if (!m) return undefined;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const salt = Buffer.from(m[4] ?? '', 'base64');
  const hash = Buffer.from(m[5] ?? '', 'base64');
  // Bounds keep a mistyped hash from asking for gigabytes of memory at sign-in.
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  if (salt.length < 16 || hash.length < 16) return undefined;
  return { N, r, p, salt, hash };
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** True for a string that `verifyPassword` can check (used to validate ADMIN_PASSWORD_HASH at start). */
export function isPasswordHash(stored: string): boolean {
  return parse(stored) !== undefined;
}

/** The cost a stored hash was made with (undefined for a malformed one). */
export function hashParams(stored: string): HashParams | undefined {
  const parsed = parse(stored);
  return parsed && { N: parsed.N, r: parsed.r, p: parsed.p, keyLength: parsed.hash.length };
}

/** A hash of `password` with a fresh salt; a smaller N than the default is for test runs only. */
export async function hashPassword(password: string, params: Partial<HashParams> = {}): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = { ...DEFAULT_HASH_PARAMS, ...params };
  const hash = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * A hash in the stored format, of cost `params`, that no password matches: its "hash" is random bytes, of
 * which no password is known to be a preimage. Checking a password against it costs what checking one
 * against a stored hash of that cost does, without hashing anything to make it.
 */
export function unmatchableHash(params: HashParams = DEFAULT_HASH_PARAMS): string {
  const { N, r, p, keyLength } = params;
  return `scrypt$${N}$${r}$${p}$${randomBytes(16).toString('base64')}$${randomBytes(keyLength).toString('base64')}`;
}

/** Constant-time comparison of `password` with a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** Letters and digits that cannot be mistaken for one another when read out or typed from a screen. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password of 16 characters (about 93 bits), for a new user's first sign-in. */
export function oneTimePassword(length = 16): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // 256 % 56 !== 0: bytes above the last whole multiple are skipped, so every character is equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  for (const byte of bytes) {
    if (out.length === length) break;
    if (byte < limit) out += ALPHABET[byte % ALPHABET.length];
  }
  return out.length === length ? out : oneTimePassword(length);
}
