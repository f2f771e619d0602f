import type { Client } from '@temporalio/client';

/** Temporal refuses payloads over 2 MB; ours stay far below it (files, datasets and checkpoints go to storage, never into payloads). */
export const PAYLOAD_LIMIT_BYTES = 256 * 1024;

export interface LargePayload {
  workflowId: string;
  eventId: string;
  eventType: string;
  /** Where in the event, e.g. `activityTaskCompletedEventAttributes.result.payloads.0`. */
  path: string;
  bytes: number;
}

interface PayloadLike {
  data?: Uint8Array | null;
  metadata?: Record<string, Uint8Array> | null;
}

function isPayload(value: unknown): value is PayloadLike {
  return typeof value === 'object' && value !== null && (value as PayloadLike).data instanceof Uint8Array;
}

function payloadBytes(payload: PayloadLike): number {
  return (payload.data?.length ?? 0) + Object.values(payload.metadata ?? {}).reduce((sum, value) => sum + (value?.length ?? 0), 0);
}

/** Every payload in a value (a history event, or any part of it), with its path and size. */
export function* payloadsIn(value: unknown, path = ''): Generator<{ path: string; bytes: number }> {
  if (isPayload(value)) {
    yield { path, bytes: payloadBytes(value) };
    return;
  }
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return;
  for (const [key, child] of Object.entries(value)) yield* payloadsIn(child, path ? `${path}.${key}` : key);
}

/** The payloads above `limit` bytes in one workflow's history events. */
export function largePayloadsIn(workflowId: string, events: readonly object[], limit = PAYLOAD_LIMIT_BYTES): LargePayload[] {
  const found: LargePayload[] = [];
  for (const event of events) {
    const { eventId, eventType } = event as { eventId?: { toString(): string }; eventType?: unknown };
    for (const payload of payloadsIn(event)) {
      if (payload.bytes > limit) found.push({ workflowId, eventId: String(eventId ?? '?'), eventType: String(eventType ?? '?'), path: payload.path, bytes: payload.bytes });
    }
  }
  return found;
}

/** Walks the history of every workflow in the client's namespace; how many it read, and the payloads above `limit`. */
export async function largePayloadsInNamespace(client: Client, limit = PAYLOAD_LIMIT_BYTES): Promise<{ workflows: number; largest: number; large: LargePayload[] }> {
  const executions: { workflowId: string; runId: string }[] = [];
  for await (const execution of client.workflow.list()) executions.push({ workflowId: execution.workflowId, runId: execution.runId });
  const large: LargePayload[] = [];
  let largest = 0;
  const next = executions.values();
  const reader = async () => {
    for (const { workflowId, runId } of next) {
      const history = await client.workflow.getHandle(workflowId, runId).fetchHistory();
      const events = (history.events ?? []) as object[];
      for (const event of events) for (const payload of payloadsIn(event)) largest = Math.max(largest, payload.bytes);
      large.push(...largePayloadsIn(workflowId, events, limit));
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return { workflows: executions.length, largest, large };
}
