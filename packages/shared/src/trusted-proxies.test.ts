import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressMatcher } from './address-matcher';
import { ipFamily, isAddressOrSubnet, trustedProxiesSchema } from './trusted-proxies';

describe('TRUSTED_PROXIES', () => {
  it('reads addresses as node:net does, without node:net (the site checks it in every runtime)', () => {
    for (const value of ['127.0.0.1', '10.0.0.0', '::1', '::ffff:1.2.3.4', '2001:db8::', 'fd00::1:2']) {
      expect([value, ipFamily(value)]).toEqual([value, isIP(value)]);
    }
    for (const value of ['1.2.3', '01.2.3.4', '256.1.1.1', '2001:db8:::1', '[::1]', 'proxy.local', '', ':']) {
      expect([value, ipFamily(value)]).toEqual([value, 0]);
    }
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })), (value) => {
        if (ipFamily(value) !== 0) expect(ipFamily(value)).toBe(isIP(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes addresses and CIDR subnets, with the API’s default', () => {
    expect(trustedProxiesSchema.parse(undefined)).toEqual(['127.0.0.0/8', '::1']);
    expect(trustedProxiesSchema.parse(' 10.0.0.0/8, fd00::/8 ,192.0.2.7')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
    for (const bad of ['10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', '10.0.0.0/x', 'proxy.local']) {
      expect([bad, isAddressOrSubnet(bad)]).toEqual([bad, false]);
    }
  });

  it('matches addresses and subnets, IPv4-mapped addresses included', () => {
    const trusted = addressMatcher(['127.0.0.0/8', '::1', '10.1.0.0/16']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '::1', '10.1.200.3'].map(trusted)).toEqual([true, true, true, true]);
    expect(['10.2.0.1', '203.0.113.5', '2001:db8::1', 'not-an-ip', undefined].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
