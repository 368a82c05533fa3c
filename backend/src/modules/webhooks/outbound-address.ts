import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may not go unless their host is allowed (WEBHOOK_ALLOWED_PRIVATE_HOSTS): loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified, multicast and reserved ranges.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True when `address` (an IP) is a public unicast address; an IPv4-mapped IPv6 address is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host as compared with the allow list: lower case, an IPv6 literal without its brackets. */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/** Parses WEBHOOK_ALLOWED_PRIVATE_HOSTS: comma-separated host names or IP addresses. */
export function parseAllowedHosts(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((host) => host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter(Boolean);
}

/**
 * Why this URL may not be registered, or null when it may: https only (plain http for allowed hosts), no
 * credentials in it, and an IP-literal host must be public unless allowed. Names are checked at each delivery,
 * on the addresses they resolve to then.
 */
export function urlProblem(raw: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url must be an absolute https URL';
  }
  const host = hostOf(url);
  const allowed = allowedHosts.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) return 'url must use https (plain http only for hosts in WEBHOOK_ALLOWED_PRIVATE_HOSTS)';
  if (url.username || url.password) return 'url must not contain a user name or password';
  if (url.hash) return 'url must not contain a fragment (#)';
  if (!allowed && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host)))) {
    return 'url must not point to a loopback, private or link-local address';
  }
  return null;
}
