import { z } from './zod';
import { commaList } from './environment';

/*
 * TRUSTED_PROXIES, read by the API (apps/api/src/config.ts) and the site (apps/web/src/lib/env.ts) with one
 * syntax and one default: the proxies whose X-Forwarded-* headers are believed. No Node.js module here: the
 * site's env.ts is compiled for every runtime. Matching an address against the list is Node's BlockList
 * (`@app/shared/address-matcher`), on the servers only.
 */

/** This machine's own addresses: a proxy on the same host (nginx, the site's server in front of the API). */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.0/8', '::1'];

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 or 6 for an IPv4 or IPv6 address in its written form (as node:net's isIP, without a zone), else 0. */
export function ipFamily(value: string): 0 | 4 | 6 {
  if (IPV4.test(value)) return 4;
  if (!value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return 0;
  try {
    new URL(`http://[${value}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/** An IPv4 or IPv6 address, or a CIDR subnet of one ("10.0.0.0/8", "fd00::/8"). */
export function isAddressOrSubnet(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = ipFamily(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The variable's schema: comma-separated addresses or subnets, default DEFAULT_TRUSTED_PROXIES. */
export const trustedProxiesSchema = commaList
  .pipe(
    z.array(
      z.string().refine(isAddressOrSubnet, {
        error: 'must be comma-separated IP addresses or CIDR subnets (10.0.0.0/8, ::1)',
      }),
    ),
  )
  .default([...DEFAULT_TRUSTED_PROXIES]);

/** `::ffff:127.0.0.1` is the IPv4 address 127.0.0.1 seen on an IPv6 socket. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}
