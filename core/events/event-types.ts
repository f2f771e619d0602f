import { eventTypes, RESOURCE_EVENT_TYPES, type ResourceEventType, type ResourceKindRow } from '../kinds.js';

/** Sent only by POST /v1/webhook_endpoints/{id}/test, to that endpoint alone (never fanned out). */
const TEST_EVENT = 'webhook_endpoint.test';

export type EventType = ResourceEventType | typeof TEST_EVENT;

/** Every event type the service emits (the spec's Events section): `<resource kind>.<ending>` for each kind of the kinds table. */
export const EVENT_TYPES: readonly EventType[] = [...RESOURCE_EVENT_TYPES, TEST_EVENT];

/** The event types a service mounting `kinds` emits: each kind's endings, and the test event. */
export const eventTypesOf = (kinds: readonly ResourceKindRow[]): string[] => [...kinds.flatMap((kind) => eventTypes(kind)), TEST_EVENT];

export const EVENT_PATTERN_SYNTAX = /^[a-z_*]+(\.[a-z_*]+)*$/;
export const MAX_PATTERN_LENGTH = 100;

/**
 * Event type patterns: an exact type, or `*` standing for any run of characters, so `*` is every
 * type, `training_run.*` every training run event and `*.failed` every failure.
 */
export function matchesEventType(pattern: string, type: string): boolean {
  if (!pattern.includes('*')) return pattern === type;
  const parts = pattern.split('*').map((part) => part.replace(/[.]/g, '\\.'));
  return new RegExp(`^${parts.join('.*')}$`).test(type);
}

/** Why a pattern is unusable, or null when it matches at least one event type the service emits (`known`: those of the kinds it mounts). */
export function eventPatternProblem(pattern: string, known: readonly string[] = EVENT_TYPES): string | null {
  if (pattern.length === 0 || pattern.length > MAX_PATTERN_LENGTH || !EVENT_PATTERN_SYNTAX.test(pattern)) {
    return `'${pattern}' is not an event type or pattern (letters, '_', '.', and '*' as a wildcard; e.g. 'training_run.*').`;
  }
  if (!known.some((type) => matchesEventType(pattern, type))) {
    return `'${pattern}' matches no event type; known types: ${known.join(', ')}.`;
  }
  return null;
}

/** The pattern as a SQL LIKE pattern (no `%` or `_` wildcards of its own). */
export function eventPatternToLike(pattern: string): string {
  return pattern.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}
