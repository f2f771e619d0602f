import { RESOURCE_FEATURES, RESOURCE_SCOPES, type ResourceScope } from './kinds.js';

const ACCOUNT_SCOPES = [
  'usage:read',
  'events:read',
  'webhooks:read',
  'webhooks:write',
  'keys:read',
  'keys:write',
  'integrations:read',
  'integrations:write',
] as const;

export type Scope = ResourceScope | (typeof ACCOUNT_SCOPES)[number];

/** Scopes are `resource:verb`; `write` implies `read` on the same resource. Each kind's two come from the kinds table. */
export const SCOPES: readonly Scope[] = [...RESOURCE_SCOPES, ...ACCOUNT_SCOPES];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** A kind's read or write scope, including kinds added outside the table (a test's toy kind). */
export type KindScope = `${string}:${'read' | 'write'}`;

export function grants(held: readonly string[], needed: Scope | KindScope): boolean {
  if (held.includes(needed)) return true;
  const [resource, verb] = needed.split(':');
  return verb === 'read' && held.includes(`${resource}:write`);
}

/** Feature flags an account can have (admin CLI `--features`). */
export const FEATURES: readonly string[] = [...RESOURCE_FEATURES, 'video_augmentation'];
export type Feature = string;
export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value);
}
