import { describe, expect, it } from 'vitest';
import { EnvError, readBuildEnv, readEnv, readPageCacheEnv } from './env';
import { readPageCacheEnv as readPlainPageCacheEnv } from './env-reader.mjs';

/** The message readEnv throws for `source`, or null when it parses. */
function problemsOf(source: Record<string, string>): string[] | null {
  try {
    readEnv(source);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
}

describe('the site’s environment', () => {
  it('has a default for every variable', () => {
    expect(readEnv({})).toEqual({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      API_PORT: 4000,
      API_URL: 'http://127.0.0.1:4000',
      TRUSTED_PROXIES: ['127.0.0.0/8', '::1'],
      IMAGE_REMOTE_HOSTS: [],
      FEATURED_PRIVATE_UNIT_ID: undefined,
      AGENCY_WHATSAPP: undefined,
      REVALIDATE_SECRET: undefined,
      MAP_TILES_URL: undefined,
      MAP_STYLE_URL: undefined,
      PROXY_BODY_TIMEOUT_MS: 10_000,
      BODY_LIMIT_BYTES: 65_536,
      LOG_LEVEL: 'info',
      CACHE_REDIS_URL: undefined,
      SITE_PAGE_CACHE: 'disk',
    });
  });

  it('takes an empty or blank variable as unset', () => {
    const read = readEnv({ SITE_URL: '', PORT: '  ', FEATURED_PRIVATE_UNIT_ID: '' });
    expect(read).toMatchObject({ SITE_URL: 'http://localhost:3000', PORT: 3000 });
    expect(read.FEATURED_PRIVATE_UNIT_ID).toBeUndefined();
  });

  it('reads good values', () => {
    expect(
      readEnv({
        PORT: '3101',
        SITE_URL: 'https://www.example.com/some/path',
        API_URL: 'http://10.0.0.5:4000/run-7///',
        TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,fd00::/8',
        IMAGE_REMOTE_HOSTS: ' Images.example.com, **.cdn.example.net ,',
        FEATURED_PRIVATE_UNIT_ID: '42',
        AGENCY_WHATSAPP: ' +20 100 123 4567 ',
        REVALIDATE_SECRET: 'e2e-revalidation-secret-0123',
        MAP_TILES_URL: ' /map/tiles/coast.pmtiles ',
        MAP_STYLE_URL: '/map/street-style.json',
        PROXY_BODY_TIMEOUT_MS: '1500',
        BODY_LIMIT_BYTES: '131072',
        LOG_LEVEL: 'warn',
        CACHE_REDIS_URL: ' rediss://site:p4ss@cache.internal:6380/1 ',
        SITE_PAGE_CACHE: 'memory',
      }),
    ).toEqual({
      PORT: 3101,
      SITE_URL: 'https://www.example.com',
      API_PORT: 4000,
      API_URL: 'http://10.0.0.5:4000/run-7',
      TRUSTED_PROXIES: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'],
      IMAGE_REMOTE_HOSTS: ['images.example.com', '**.cdn.example.net'],
      FEATURED_PRIVATE_UNIT_ID: 42,
      AGENCY_WHATSAPP: '201001234567',
      REVALIDATE_SECRET: 'e2e-revalidation-secret-0123',
      MAP_TILES_URL: '/map/tiles/coast.pmtiles',
      MAP_STYLE_URL: '/map/street-style.json',
      PROXY_BODY_TIMEOUT_MS: 1500,
      BODY_LIMIT_BYTES: 131_072,
      LOG_LEVEL: 'warn',
      CACHE_REDIS_URL: 'rediss://site:p4ss@cache.internal:6380/1',
      SITE_PAGE_CACHE: 'memory',
    });
  });

  it('reaches the API on API_PORT when API_URL is unset', () => {
    expect(readEnv({ API_PORT: '4101' }).API_URL).toBe('http://127.0.0.1:4101');
    expect(readEnv({ API_PORT: '4101', API_URL: 'http://api:4000' }).API_URL).toBe('http://api:4000');
  });

  it.each([
    ['SITE_URL', 'foo', "SITE_URL must be an absolute http(s) URL, got 'foo'"],
    ['SITE_URL', 'ftp://example.com', "SITE_URL must be an absolute http(s) URL, got 'ftp://example.com'"],
    ['API_URL', '127.0.0.1:4000', "API_URL must be an absolute http(s) URL, got '127.0.0.1:4000'"],
    ['API_PORT', '70000', "API_PORT must be a whole number from 1 to 65535, got '70000'"],
    ['PORT', '30x0', "PORT must be a whole number from 1 to 65535, got '30x0'"],
    [
      'AGENCY_WHATSAPP',
      '0100 123 4567',
      "AGENCY_WHATSAPP must be an international phone number with its country code (+20 100 123 4567), 8 to 15 digits, got '0100 123 4567'",
    ],
    [
      'IMAGE_REMOTE_HOSTS',
      'images.example.com,bad host',
      "IMAGE_REMOTE_HOSTS must be comma-separated host names (images.example.com, **.cdn.example.com), got 'images.example.com,bad host'",
    ],
    [
      'IMAGE_REMOTE_HOSTS',
      'https://images.example.com',
      "IMAGE_REMOTE_HOSTS must be comma-separated host names (images.example.com, **.cdn.example.com), got 'https://images.example.com'",
    ],
    [
      'TRUSTED_PROXIES',
      '10.0.0.0/8,proxy.local',
      "TRUSTED_PROXIES must be comma-separated IP addresses or CIDR subnets (10.0.0.0/8, ::1), got '10.0.0.0/8,proxy.local'",
    ],
    [
      'TRUSTED_PROXIES',
      '10.0.0.0/33',
      "TRUSTED_PROXIES must be comma-separated IP addresses or CIDR subnets (10.0.0.0/8, ::1), got '10.0.0.0/33'",
    ],
    ['FEATURED_PRIVATE_UNIT_ID', '0', "FEATURED_PRIVATE_UNIT_ID must be a whole number from 1 to 2147483647, got '0'"],
    [
      'FEATURED_PRIVATE_UNIT_ID',
      'abc',
      "FEATURED_PRIVATE_UNIT_ID must be a whole number from 1 to 2147483647, got 'abc'",
    ],
    ['PROXY_BODY_TIMEOUT_MS', '50', "PROXY_BODY_TIMEOUT_MS must be a whole number from 100 to 600000, got '50'"],
    ['BODY_LIMIT_BYTES', '512', "BODY_LIMIT_BYTES must be a whole number from 1024 to 10485760, got '512'"],
    ['BODY_LIMIT_BYTES', '64k', "BODY_LIMIT_BYTES must be a whole number from 1024 to 10485760, got '64k'"],
    ['BODY_LIMIT_BYTES', '20000000', "BODY_LIMIT_BYTES must be a whole number from 1024 to 10485760, got '20000000'"],
    ['LOG_LEVEL', 'verbose', "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'verbose'"],
    [
      'MAP_TILES_URL',
      'https://tiles.example.com/coast.pmtiles',
      "MAP_TILES_URL must be a path on this site starting with / (the map contacts no other host), got 'https://tiles.example.com/coast.pmtiles'",
    ],
    [
      'MAP_STYLE_URL',
      '//cdn.example.com/style.json',
      "MAP_STYLE_URL must be a path on this site starting with / (the map contacts no other host), got '//cdn.example.com/style.json'",
    ],
    ['SITE_PAGE_CACHE', 'Memory', "SITE_PAGE_CACHE must be disk or memory, got 'Memory'"],
    ['SITE_PAGE_CACHE', 'redis', "SITE_PAGE_CACHE must be disk or memory, got 'redis'"],
  ])('refuses %s=%s and says what it must be', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('never prints the secret, only how long the wrong one is', () => {
    expect(problemsOf({ REVALIDATE_SECRET: 'short-secret' })).toEqual([
      'REVALIDATE_SECRET must be at least 16 characters, got a value of 12 characters',
    ]);
  });

  it('lists every bad variable at once, in one message', () => {
    let error: unknown;
    try {
      readEnv({ SITE_URL: 'foo', LOG_LEVEL: 'loud', PORT: '0', API_URL: 'http://127.0.0.1:4000' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toBe(
      [
        "The site's environment is invalid:",
        "  PORT must be a whole number from 1 to 65535, got '0'",
        "  SITE_URL must be an absolute http(s) URL, got 'foo'",
        "  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
      ].join('\n'),
    );
  });

  it('reads only IMAGE_REMOTE_HOSTS for the build', () => {
    expect(readBuildEnv({ IMAGE_REMOTE_HOSTS: 'images.example.com', SITE_URL: 'foo' })).toEqual({
      IMAGE_REMOTE_HOSTS: ['images.example.com'],
    });
    expect(() => readBuildEnv({ IMAGE_REMOTE_HOSTS: 'not a host' })).toThrow(/IMAGE_REMOTE_HOSTS must be/);
  });

  it('never prints CACHE_REDIS_URL, which may hold a password, only how long the wrong one is', () => {
    expect(problemsOf({ CACHE_REDIS_URL: 'http://user:s3cret@cache:6379' })).toEqual([
      'CACHE_REDIS_URL must be a redis:// or rediss:// URL (redis://host:6379), got a value of 29 characters',
    ]);
    expect(problemsOf({ CACHE_REDIS_URL: 'cache:6379' })).toEqual([
      'CACHE_REDIS_URL must be a redis:// or rediss:// URL (redis://host:6379), got a value of 10 characters',
    ]);
    expect(problemsOf({ CACHE_REDIS_URL: 'redis://' })).toHaveLength(1);
  });

  it('reads where pages are kept for next.config, by the rules the cache handlers read them with', () => {
    const source = { CACHE_REDIS_URL: ' redis://127.0.0.1:6379 ', SITE_PAGE_CACHE: ' ', SITE_URL: 'foo' };
    expect(readPageCacheEnv(source)).toEqual({ CACHE_REDIS_URL: 'redis://127.0.0.1:6379', SITE_PAGE_CACHE: 'disk' });
    expect(readPageCacheEnv(source)).toEqual(readPlainPageCacheEnv(source));
    expect(readPageCacheEnv({ CACHE_REDIS_URL: '', SITE_PAGE_CACHE: 'memory' })).toEqual({ SITE_PAGE_CACHE: 'memory' });
    for (const read of [readPageCacheEnv, readPlainPageCacheEnv]) {
      expect(() => read({ SITE_PAGE_CACHE: 'ram' })).toThrow(EnvError);
      expect(() => read({ SITE_PAGE_CACHE: 'ram' })).toThrow("SITE_PAGE_CACHE must be disk or memory, got 'ram'");
    }
  });
});
