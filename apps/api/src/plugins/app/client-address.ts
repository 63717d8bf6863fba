import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under. IPv4 is the address itself (an IPv4-mapped
 * IPv6 address counts as its IPv4 one); IPv6 is its /64, since a client is usually handed a whole
 * /64 and would otherwise get a fresh budget for each of its addresses.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
