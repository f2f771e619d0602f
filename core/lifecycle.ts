/**
 * The lifecycle vocabulary every long-running resource shares (DESIGN.md, "One lifecycle"):
 * statuses, which of them are terminal, the phase a run shows once ended, the event each ending
 * emits. Pure, so workflows, activities, the API and db/ all read the same lists.
 */

export type ResourceStatus = 'queued' | 'processing' | 'canceling' | 'succeeded' | 'failed' | 'canceled';

export const TERMINAL_STATUSES = ['succeeded', 'failed', 'canceled'] as const satisfies readonly ResourceStatus[];
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** The statuses of a run still working; a terminal change applies only from these. */
export const ACTIVE_STATUSES = ['queued', 'processing', 'canceling'] as const satisfies readonly ResourceStatus[];

/** Every status, in the order a run goes through them: what the API shows of every kind's `status`. */
export const RESOURCE_STATUSES = [...ACTIVE_STATUSES, ...TERMINAL_STATUSES] as const satisfies readonly ResourceStatus[];

/** The statuses of a kind that never shows `left` (augmentations and training runs start at once: never `queued`), in the same order. */
export function statusesWithout<Left extends ResourceStatus>(...left: Left[]): Exclude<ResourceStatus, Left>[] {
  return RESOURCE_STATUSES.filter((status): status is Exclude<ResourceStatus, Left> => !(left as ResourceStatus[]).includes(status));
}

export function isTerminalStatus(status: string): status is TerminalStatus {
  return (TERMINAL_STATUSES as readonly string[]).includes(status);
}

/** The phase a run shows once it has ended: one spelling for every kind. */
export const TERMINAL_PHASE = {
  succeeded: 'completed',
  failed: 'failed',
  canceled: 'canceled',
} as const satisfies Record<TerminalStatus, string>;

/** `<kind>.completed|failed|canceled`. */
export const endingEventType = (kind: string, status: TerminalStatus) => `${kind}.${status === 'succeeded' ? 'completed' : status}`;

/** A run's error as the API shows it. */
export interface RunError {
  code: string;
  message: string | null;
}

export type RunEnding = { status: 'succeeded' | 'canceled' } | { status: 'failed'; error: RunError };

/** What a route records when a run's workflow could not be started: the row fails at once, with its event. */
export const START_FAILED: RunEnding = { status: 'failed', error: { code: 'system', message: 'The run could not be started.' } };
