import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_TIMEOUT_MS, proxySettings } from './settings';

describe('the proxy’s settings', () => {
  it('uses the API’s body limit and a 10 s body timeout by default', () => {
    expect(proxySettings({})).toMatchObject({ bodyLimitBytes: 65_536, bodyTimeoutMs: DEFAULT_BODY_TIMEOUT_MS });
    expect(DEFAULT_BODY_TIMEOUT_MS).toBe(10_000);
  });

  it('reads BODY_LIMIT_BYTES as the API does, and falls back on a value the API would refuse', () => {
    expect(proxySettings({ BODY_LIMIT_BYTES: '131072' }).bodyLimitBytes).toBe(131_072);
    for (const bad of ['512', '20000000', '64k', '-1', ' ']) {
      expect(proxySettings({ BODY_LIMIT_BYTES: bad }).bodyLimitBytes, bad).toBe(65_536);
    }
    expect(proxySettings({ PROXY_BODY_TIMEOUT_MS: '2500' }).bodyTimeoutMs).toBe(2500);
  });
});
