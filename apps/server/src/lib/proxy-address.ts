import { isIP } from 'node:net';

/** Whether a TRUST_PROXY entry names proxies: an IP address, a CIDR range or a range's name. */
export function isProxyAddress(entry: string): boolean {
  // proxy-addr's (and so Fastify's) names for the private ranges.
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  const maxPrefix = version === 4 ? 32 : 128;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
}
