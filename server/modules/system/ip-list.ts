// Lists of IP addresses and CIDRs an operator writes (TRUST_PROXY, the maintenance bypass): checked when set,
// matched with Node's net.BlockList (IPv4 and IPv6).
import { BlockList, isIP } from 'node:net';
import { normaliseIp } from './geo';

/** An IPv4 or IPv6 address, optionally with a /prefix length that fits it. */
export function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A matcher for `list` (entries checked with isAddressOrCidr; others are skipped). */
export function ipMatcher(list: readonly string[]): (ip: string) => boolean {
  if (!list.length) return () => false;
  const blocks = new BlockList();
  for (const entry of list) {
    if (!isAddressOrCidr(entry)) continue;
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const address = normaliseIp(ip);
    const family = isIP(address);
    return family !== 0 && blocks.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
