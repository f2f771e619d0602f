/** Scopes are `resource:verb`; `write` implies `read` on the same resource. */
export const SCOPES = [
  'augmentations:read',
  'augmentations:write',
  'training_runs:read',
  'training_runs:write',
  'twins:read',
  'twins:write',
  'rl_runs:read',
  'rl_runs:write',
  'usage:read',
  'events:read',
  'webhooks:read',
  'webhooks:write',
  'keys:read',
  'keys:write',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function grants(held: readonly string[], needed: Scope): boolean {
  if (held.includes(needed)) return true;
  const [resource, verb] = needed.split(':');
  return verb === 'read' && held.includes(`${resource}:write`);
}

/** Feature flags an account can have (admin CLI `--features`). */
export const FEATURES = ['twins', 'video_augmentation', 'rl_runs'] as const;
export type Feature = (typeof FEATURES)[number];
export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value);
}
