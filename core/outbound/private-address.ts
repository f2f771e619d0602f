import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound request (webhook, tracker) must not reach when private targets are refused: loopback, private
 * networks, link-local (cloud metadata services live there), carrier-grade NAT, unspecified,
 * multicast and reserved ranges.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (`::127.0.0.1`, written `::7f00:1`)
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it carries. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export function isPrivateAddress(address: string): boolean {
  const plain = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(plain);
  if (family === 0) return false;
  return PRIVATE.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Link-local ranges and the cloud metadata services' addresses: refused even where private targets
 * are allowed (the local development stack), since reaching them from a server hands out its
 * cloud credentials and nothing a user runs locally listens there.
 */
const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud's metadata service
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS's IPv6 metadata service

export function isNeverAllowedAddress(address: string): boolean {
  const plain = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(plain);
  if (family === 0) return false;
  return NEVER.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Names of metadata services (GCP's), refused like their addresses. */
export function isMetadataHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'metadata.google.internal' || name === 'metadata.goog' || name === 'metadata';
}

/** Whether an outbound connection may not go to this address under the policy's private-target setting. */
export const isRefusedAddress = (address: string, allowPrivateTargets: boolean): boolean =>
  allowPrivateTargets ? isNeverAllowedAddress(address) : isPrivateAddress(address);

/** Host names that always mean this machine or the local network. */
export function isLocalHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal');
}
