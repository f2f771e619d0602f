import { isIP } from 'node:net';
import { isLocalHostName, isPrivateAddress } from './private-address.js';

export const MAX_WEBHOOK_URL_LENGTH = 2048;

export interface UrlPolicy {
  /** Allow loopback and private-network targets (development); production refuses them (SSRF). */
  allowPrivateTargets: boolean;
}

/** The URL as stored and delivered to: WHATWG-normalised (`HTTP://Example.COM:80/a/../b` → `http://example.com/b`, `0x7f.1` → `127.0.0.1`). */
export const normalisedWebhookUrl = (raw: string): string => new URL(raw).href;

/**
 * Why a webhook URL is refused at registration, or null when it is acceptable. Delivery checks
 * the addresses a host name resolves to as well (backends/webhooks/http-sender.ts), since a
 * public name can point at a private address.
 */
export function webhookUrlProblem(raw: string, policy: UrlPolicy): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return `The URL may be at most ${MAX_WEBHOOK_URL_LENGTH} characters long.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Not an absolute URL (e.g. https://example.com/webhooks).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Only http and https URLs are allowed, not '${url.protocol.slice(0, -1)}'.`;
  if (url.username || url.password) return 'The URL must not contain credentials; authenticate deliveries by their signature.';
  if (url.hash) return 'The URL must not contain a fragment (#…).';
  if (!url.hostname) return 'The URL has no host.';
  if (!policy.allowPrivateTargets) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isLocalHostName(host) || (isIP(host) !== 0 && isPrivateAddress(host))) {
      return 'Loopback and private-network addresses are not allowed as webhook targets on this server.';
    }
  }
  return null;
}
