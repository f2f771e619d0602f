import { newId } from '../../core/ids.js';
import type { Sql } from '../../db/client.js';
import { changeStatusWithEvent } from '../../db/status-change.js';
import type { EventRow } from '../../db/events.js';

/**
 * A stand-in resource table for tests of events: runs end through changeStatusWithEvent, the
 * way augmentations, training runs and twins write their events.
 */
export const TEST_RUNS_TABLE = 'test_event_runs';

interface RunRow {
  id: string;
  account_id: string;
  kind: string;
  status: string;
  webhook_metadata: Record<string, unknown> | null;
  created_at: Date;
}

export async function createTestRunsTable(sql: Sql): Promise<void> {
  await sql.unsafe(`create table if not exists ${TEST_RUNS_TABLE} (
    id text primary key, account_id text not null, kind text not null, status text not null,
    webhook_metadata jsonb, created_at timestamptz not null default now(), completed_at timestamptz)`);
}

const KIND_PREFIX = { augmentation: 'augmentation', training_run: 'training_run', twin: 'twin' } as const;
const ENDING_STATUS = { completed: 'succeeded', failed: 'failed', canceled: 'canceled' } as const;

/** Starts a run and ends it with `type` (e.g. `training_run.failed`); returns the event written. */
export async function finishTestRun(
  sql: Sql,
  accountId: string,
  type: `${keyof typeof KIND_PREFIX}.${keyof typeof ENDING_STATUS}`,
  options: { webhookMetadata?: Record<string, unknown>; requestId?: string; idempotencyKey?: string } = {},
): Promise<EventRow> {
  const [kind, ending] = type.split('.') as [keyof typeof KIND_PREFIX, keyof typeof ENDING_STATUS];
  const id = newId(kind);
  await sql`
    insert into ${sql(TEST_RUNS_TABLE)} (id, account_id, kind, status, webhook_metadata)
    values (${id}, ${accountId}, ${kind}, 'processing', ${options.webhookMetadata ? sql.json(options.webhookMetadata as never) : null})`;
  const result = await changeStatusWithEvent<RunRow>(sql, {
    table: TEST_RUNS_TABLE,
    id,
    fromStatuses: ['processing'],
    set: { status: ENDING_STATUS[ending], completed_at: new Date() },
    event: (row) => ({
      type,
      resourceKind: kind,
      object: { id: row.id, object: kind, status: row.status, webhook_metadata: row.webhook_metadata },
      webhookMetadata: row.webhook_metadata,
      requestId: options.requestId ?? null,
      idempotencyKey: options.idempotencyKey ?? null,
    }),
  });
  return result!.event!;
}
