import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { proxySettings } from './settings';

describe('the proxy’s settings', () => {
  it('uses the API’s body limit and a 10 s body timeout by default', () => {
    expect(proxySettings(readEnv({}))).toEqual({
      bodyLimitBytes: 65_536,
      bodyTimeoutMs: 10_000,
      answerTimeoutMs: 30_000,
    });
  });

  it('reads BODY_LIMIT_BYTES as the API does, and PROXY_BODY_TIMEOUT_MS', () => {
    expect(proxySettings(readEnv({ BODY_LIMIT_BYTES: '131072' })).bodyLimitBytes).toBe(131_072);
    expect(proxySettings(readEnv({ PROXY_BODY_TIMEOUT_MS: '2500' })).bodyTimeoutMs).toBe(2500);
  });
});
