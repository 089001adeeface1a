import { BlockList, isIP } from 'node:net';
import { z } from './zod';
import { commaList } from './environment';

/*
 * TRUSTED_PROXIES, read by the API (apps/api/src/config.ts) and the site (apps/web/src/lib/env.ts) with one
 * syntax and one default: the proxies whose X-Forwarded-* headers are believed. Node.js only (node:net), so
 * it is a module of its own (`@app/shared/trusted-proxies`), never in the package's index that pages import.
 */

/** This machine's own addresses: a proxy on the same host (nginx, the site's server in front of the API). */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.0/8', '::1'];

/** An IPv4 or IPv6 address, or a CIDR subnet of one ("10.0.0.0/8", "fd00::/8"). */
export function isAddressOrSubnet(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
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

/** Matches an address against TRUSTED_PROXIES' addresses and subnets (IPv4-mapped IPv6 counts as IPv4). */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
