import { parameterInvalid } from '../core/errors.js';
import { refusedAddressOf } from '../core/outbound/resolved-address.js';
import { normalisedOutboundUrl, outboundUrlProblem, refusalReason, type OutboundPolicy } from '../core/outbound/target-url.js';
import { grants } from '../core/scopes.js';
import type { IntegrationRequest } from '../core/tracking/integrations.js';
import type { AppDeps } from './deps.js';
import type { RequestOrigin } from './request-origin.js';

/**
 * A create's `integrations` through the one outbound rule (core/outbound/target-url.ts): each tracker URL is
 * refused with a 400 naming it (`integrations.0.tracking_uri`) when it is malformed, carries control characters,
 * or names (or now resolves to) a loopback, link-local or private address, unless the server allows private
 * targets; the URLs are stored normalised. The job's tracker checks every address again when it connects.
 */
export async function checkedIntegrations(deps: Pick<AppDeps, 'config'>, requested: readonly IntegrationRequest[] | undefined): Promise<IntegrationRequest[] | undefined> {
  if (!requested) return requested;
  const policy = deps.config.outbound;
  const checked: IntegrationRequest[] = [];
  for (const [i, integration] of requested.entries()) {
    if (integration.type !== 'mlflow') {
      checked.push(integration);
      continue;
    }
    const param = `integrations.${i}.tracking_uri`;
    checkedTrackerUrl(integration.tracking_uri, param, policy);
    const resolved = await refusedAddressOf(new URL(integration.tracking_uri).hostname, policy.allowPrivateTargets);
    if (resolved) throw parameterInvalid(param, `The host resolves to ${resolved}. ${refusalReason(policy, 'MLflow tracking servers')}`);
    checked.push({ ...integration, tracking_uri: normalisedOutboundUrl(integration.tracking_uri) });
  }
  return checked;
}

/** The URL normalised, or a 400 naming `param` when the outbound rule refuses it (address literals and local names; no lookup). */
export function checkedTrackerUrl(raw: string, param: string, policy: OutboundPolicy): string {
  const problem = outboundUrlProblem(raw, policy, 'MLflow tracking servers');
  if (problem) throw parameterInvalid(param, problem);
  return normalisedOutboundUrl(raw);
}

/** Whether the request's key may have the account's stored tracker credentials sent (the admin CLI and tests, with no key, may). */
export const mayUseStoredCredentials = (origin: RequestOrigin): boolean => origin.scopes === undefined || grants(origin.scopes, 'integrations:write');
