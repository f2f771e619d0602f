import type { Queryable } from './client.js';

/**
 * A jsonb parameter of a typed value. postgres.js types `json()` by the value's shape, which
 * interfaces (no index signature) and `unknown` fields never meet; it stores `JSON.stringify` of
 * the parameter, and a `toJSON` is what that reads, so the value is stored exactly as given.
 */
export const jsonb = (q: Queryable, value: object) => q.json({ toJSON: () => value });
