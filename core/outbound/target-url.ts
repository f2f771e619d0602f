import { isIP } from 'node:net';
import { isLocalHostName, isMetadataHostName, isRefusedAddress } from './private-address.js';

/**
 * The one rule for every URL the service connects to on a user's behalf (webhook receivers,
 * MLflow tracking servers, any later hub or tracker): checked when the URL is registered (here,
 * and `privateAddressOf` for what a name resolves to now) and again where each connection is made
 * (backends/outbound/guarded-lookup.ts in Node, jobs/track/outbound.py in the tracker process),
 * on every address the name resolves to, so DNS cannot swap in a private one later.
 */
export interface OutboundPolicy {
  /**
   * Allow loopback and private-network targets (local development); a deployment refuses them (SSRF).
   * Link-local and cloud metadata addresses are refused either way.
   */
  allowPrivateTargets: boolean;
}

export const MAX_OUTBOUND_URL_LENGTH = 2048;

/** C0 and C1 control characters, DEL and the Unicode line and paragraph separators: the URL parser drops some silently, and a stored CR/LF could end up starting a line in a log. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The URL as stored and connected to: WHATWG-normalised (`HTTP://Example.COM:80/a/../b` → `http://example.com/b`, `0x7f.1` → `127.0.0.1`). */
export const normalisedOutboundUrl = (raw: string): string => new URL(raw).href;

/** True when the host (a name or an address literal, brackets allowed) is refused without a lookup. */
export function isRefusedHost(hostname: string, policy: OutboundPolicy): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isMetadataHostName(host)) return true;
  if (isIP(host) !== 0) return isRefusedAddress(host, policy.allowPrivateTargets);
  return !policy.allowPrivateTargets && isLocalHostName(host);
}

/** The refusal's wording, for the host or for what it resolved to. */
export const refusalReason = (policy: OutboundPolicy, what: string): string =>
  policy.allowPrivateTargets
    ? `Link-local and cloud metadata addresses are never allowed as ${what}.`
    : `Loopback, link-local and private-network addresses are not allowed as ${what} on this server.`;

/**
 * Why a target URL is refused, or null when it is acceptable. `what` names the target in the
 * message ("webhook targets", "MLflow tracking servers").
 */
export function outboundUrlProblem(raw: string, policy: OutboundPolicy, what: string): string | null {
  if (raw.length > MAX_OUTBOUND_URL_LENGTH) return `The URL may be at most ${MAX_OUTBOUND_URL_LENGTH} characters long.`;
  if (CONTROL.test(raw)) return 'The URL must not contain control characters (CR, LF, tab, NUL, …).';
  if (raw.trim() !== raw) return 'The URL must not start or end with white space.';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Not an absolute URL (e.g. https://example.com/path).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Only http and https URLs are allowed, not '${url.protocol.slice(0, -1)}'.`;
  if (url.username || url.password) return 'The URL must not contain credentials.';
  if (url.hash) return 'The URL must not contain a fragment (#…).';
  if (!url.hostname) return 'The URL has no host.';
  if (isRefusedHost(url.hostname, policy)) return refusalReason(policy, what);
  return null;
}

/** `scheme://host:port` of a URL: what stored credentials are bound to. */
export const originOf = (raw: string): string => new URL(raw).origin;
