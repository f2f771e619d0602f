import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { eventsForResource } from '../../db/events.js';
import { chargeTokens, resourceTotals } from '../../db/ledger.js';
import { endRlRun } from '../../kinds/rl_run/db/ending.js';
import { insertRlRuns } from '../../kinds/rl_run/db/rl-runs.js';
import { changeStatusWithEvent } from '../../db/status-change.js';
import { accountWithTokens, testSql } from '../helpers/database.js';

const sql = testSql();
const TABLE = 'test_status_widgets';
interface Widget {
  id: string;
  account_id: string;
  status: string;
  completed_at: Date | null;
}

beforeAll(async () => {
  await sql.unsafe(`create table if not exists ${TABLE} (
    id text primary key, account_id text not null, status text not null, completed_at timestamptz)`);
});
afterAll(async () => {
  await sql.unsafe(`drop table if exists ${TABLE}`);
  await sql.end();
});

async function widget(accountId: string): Promise<string> {
  const id = newId('augmentation');
  await sql`insert into ${sql(TABLE)} (id, account_id, status) values (${id}, ${accountId}, 'processing')`;
  return id;
}

const finish = (id: string, status: string, alsoInTransaction?: () => Promise<void>) =>
  changeStatusWithEvent<Widget>(sql, {
    table: TABLE,
    id,
    fromStatuses: ['processing'],
    set: { status, completed_at: new Date() },
    event: (row) => ({ type: `augmentation.${status}`, resourceKind: 'augmentation', object: { id: row.id, status: row.status } }),
    ...(alsoInTransaction ? { alsoInTransaction } : {}),
  });

describe('status change with event', () => {
  it('writes the status and exactly one event; a retry changes nothing', async () => {
    const account = await accountWithTokens(sql, 0);
    const id = await widget(account.id);
    const first = await finish(id, 'completed');
    expect(first?.row.status).toBe('completed');
    expect(first?.event?.type).toBe('augmentation.completed');
    expect(first?.event?.data).toEqual({ object: { id, status: 'completed' } });
    expect(await finish(id, 'completed')).toBeNull();
    expect(await finish(id, 'failed')).toBeNull();
    expect((await eventsForResource(sql, id)).map((e) => e.type)).toEqual(['augmentation.completed']);
  });

  it('writes neither status nor event when something else in the transaction fails', async () => {
    const account = await accountWithTokens(sql, 0);
    const id = await widget(account.id);
    await expect(finish(id, 'failed', async () => Promise.reject(new Error('refund failed')))).rejects.toThrow('refund failed');
    const [row] = await sql<Widget[]>`select * from ${sql(TABLE)} where id = ${id}`;
    expect(row?.status).toBe('processing');
    expect(await eventsForResource(sql, id)).toEqual([]);
  });

  it('lets only one of many concurrent endings win', async () => {
    const account = await accountWithTokens(sql, 0);
    const id = await widget(account.id);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => finish(id, 'completed')),
      ...Array.from({ length: 5 }, () => finish(id, 'canceled')),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await eventsForResource(sql, id)).toHaveLength(1);
  });

  it('events cannot be edited', async () => {
    const account = await accountWithTokens(sql, 0);
    const id = await widget(account.id);
    await finish(id, 'completed');
    await expect(sql`update events set type = 'x' where resource_id = ${id}`).rejects.toThrow(/append-only/);
  });
});

describe("a run's ending (db/run-ending.ts)", () => {
  it('refunds a failure on our side once, counts it on the row and in the event; a second ending changes nothing', async () => {
    const account = await accountWithTokens(sql, 100);
    const [run] = await insertRlRuns(sql, [
      { id: newId('rl_run'), account_id: account.id, group_id: newId('rl_run'), seed: 0, spec: {} as never, twin_id: null, hardware_tier: 'cpu', webhook_metadata: null, request_id: null, idempotency_key: null },
    ]);
    await chargeTokens(sql, { accountId: account.id, resourceId: run!.id, resourceKind: 'rl_run', amount: 30, reason: 'run' });
    const failure = { status: 'failed', error: { code: 'system', message: 'GPU lost' } } as const;

    const ended = await endRlRun(sql, run!.id, failure);
    expect(ended).toMatchObject({ status: 'failed', phase: 'failed', status_message: 'GPU lost', error: failure.error });
    expect(Number(ended.tokens_refunded)).toBe(30);
    const again = await endRlRun(sql, run!.id, { status: 'canceled' });
    expect(again.status).toBe('failed');
    expect(await resourceTotals(sql, run!.id)).toEqual({ charged: 30, refunded: 30 });
    const events = await eventsForResource(sql, run!.id);
    expect(events.map((e) => [e.type, (e.data as { object: { tokens: unknown } }).object.tokens])).toEqual([['rl_run.failed', { charged: 0, refunded: 30 }]]);
  });
});
