import { MAX_OUTBOUND_URL_LENGTH, normalisedOutboundUrl, outboundUrlProblem, type OutboundPolicy } from '../outbound/target-url.js';

/** Webhook targets follow the one outbound rule (core/outbound/target-url.ts). */
export const MAX_WEBHOOK_URL_LENGTH = MAX_OUTBOUND_URL_LENGTH;
export type UrlPolicy = OutboundPolicy;

export const normalisedWebhookUrl = normalisedOutboundUrl;

/**
 * Why a webhook URL is refused at registration, or null when it is acceptable. Delivery checks
 * the addresses a host name resolves to as well (backends/webhooks/http-sender.ts), since a
 * public name can point at a private address.
 */
export function webhookUrlProblem(raw: string, policy: UrlPolicy): string | null {
  const problem = outboundUrlProblem(raw, policy, 'webhook targets');
  if (problem === 'The URL must not contain credentials.') return 'The URL must not contain credentials; authenticate deliveries by their signature.';
  if (problem === 'Not an absolute URL (e.g. https://example.com/path).') return 'Not an absolute URL (e.g. https://example.com/webhooks).';
  return problem;
}
