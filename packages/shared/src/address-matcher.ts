import { BlockList, isIP } from 'node:net';
import { plainAddress } from './trusted-proxies';

/**
 * Matches an address against TRUSTED_PROXIES' addresses and subnets (IPv4-mapped IPv6 counts as IPv4).
 * Node.js only (`@app/shared/address-matcher`): the API's plugins and the site's server hooks.
 */
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
