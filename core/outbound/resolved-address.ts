import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isRefusedAddress } from './private-address.js';

export type HostLookup = (host: string) => Promise<{ address: string }[]>;

const systemLookup: HostLookup = (host) => lookup(host, { all: true, verbatim: true });
/** Registration does not wait on a slow resolver: delivery checks the resolved address again anyway. */
const LOOKUP_TIMEOUT_MS = 2_000;

/**
 * The first private address a host name resolves to now, or null (an address literal, a name
 * that resolves only to public addresses, or one that does not resolve now). Registration
 * refuses such names; delivery checks again where the socket connects, since DNS can change.
 */
export const privateAddressOf = (host: string, resolve: HostLookup = systemLookup): Promise<string | null> => refusedAddressOf(host, false, resolve);

/** The first address the host resolves to now that the private-target setting refuses (link-local and metadata always), or null. */
export async function refusedAddressOf(host: string, allowPrivateTargets: boolean, resolve: HostLookup = systemLookup): Promise<string | null> {
  const name = host.replace(/^\[|\]$/g, '');
  if (isIP(name) !== 0) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ address: string }[]>((done) => {
    timer = setTimeout(() => done([]), LOOKUP_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([resolve(name).catch(() => []), timeout]);
    return addresses.find((a) => isRefusedAddress(a.address, allowPrivateTargets))?.address ?? null;
  } finally {
    clearTimeout(timer);
  }
}
