import type { Queryable, Sql, TransactionSql } from './client.js';

/** One queue of slot requests: a task queue's workers (`pool`) and a hardware tier, with its capacity. */
export interface SlotQueue {
  pool: string;
  tier: string;
  capacity: number;
}

/** What a holder's workflow must be told after a change in its queue: its grant, or its new place. */
export interface SlotNews {
  holder: string;
  granted: boolean;
  /** Jobs ahead as queuedMessage rounds them (null with a grant). */
  ahead: number | null;
}

export interface SlotAnswer {
  granted: boolean;
  ahead: number | null;
  /** Others granted with this request. */
  news: SlotNews[];
}

/** Grants are made one queue at a time across every worker process. */
const lockQueue = (tx: TransactionSql, pool: string, tier: string) => tx`select pg_advisory_xact_lock(hashtext(${`compute-slots:${pool}:${tier}`}))`;

/** Grants the free slots to the oldest waiting requests. Call under the queue's lock. */
async function grantFree(tx: TransactionSql, queue: SlotQueue): Promise<SlotNews[]> {
  const [{ busy } = { busy: 0 }] = await tx<{ busy: number }[]>`
    select count(*)::int as busy from compute_slot_requests
     where pool = ${queue.pool} and tier = ${queue.tier} and granted_at is not null and released_at is null`;
  const free = queue.capacity - busy;
  if (free <= 0) return [];
  const granted = await tx<{ holder: string }[]>`
    update compute_slot_requests set granted_at = now(), told_ahead = null
     where id in (select id from compute_slot_requests
                   where pool = ${queue.pool} and tier = ${queue.tier} and granted_at is null and released_at is null
                   order by id limit ${free})
    returning holder`;
  return granted.map((g) => ({ holder: g.holder, granted: true, ahead: null }));
}

/**
 * Waiting holders whose place, as queuedMessage rounds it, is no longer the one they were told;
 * recorded as told. Done by the sweeper, not at every release: a thousand cancels each shifting a
 * thousand places would otherwise send tens of signals each.
 */
async function moved(tx: TransactionSql, queue: Omit<SlotQueue, 'capacity'>): Promise<SlotNews[]> {
  const rows = await tx<{ holder: string; told: number }[]>`
    with waiting as (
      select id, (row_number() over (order by id) - 1)::int as ahead from compute_slot_requests
       where pool = ${queue.pool} and tier = ${queue.tier} and granted_at is null and released_at is null
    ), rounded as (
      -- As queuedMessage shows a place: exact below 10, then in tens and hundreds.
      select id, case when ahead < 10 then ahead when ahead < 100 then ahead / 10 * 10 else ahead / 100 * 100 end as told from waiting
    )
    update compute_slot_requests r set told_ahead = rounded.told from rounded
     where r.id = rounded.id and r.told_ahead is distinct from rounded.told
    returning r.holder, rounded.told`;
  return rows.map((m) => ({ holder: m.holder, granted: false, ahead: m.told }));
}

/**
 * Asks for a slot for `holder` (idempotent: an open request is answered as it stands) and grants
 * it at once when one is free. A holder granted here has its answer, not a signal.
 */
export async function requestSlot(sql: Sql, queue: SlotQueue, holder: string): Promise<SlotAnswer> {
  return sql.begin(async (tx) => {
    await lockQueue(tx, queue.pool, queue.tier);
    await tx`
      insert into compute_slot_requests (pool, tier, holder) values (${queue.pool}, ${queue.tier}, ${holder})
      on conflict (holder) where released_at is null do nothing`;
    const news = await grantFree(tx, queue);
    const [own] = await tx<{ granted: boolean; told_ahead: number | null }[]>`
      update compute_slot_requests r
         set signaled_at = coalesce(signaled_at, case when granted_at is not null then now() end),
             told_ahead = case when granted_at is null then (
               select case when count(*) < 10 then count(*) when count(*) < 100 then count(*) / 10 * 10 else count(*) / 100 * 100 end
                 from compute_slot_requests w
                where w.pool = r.pool and w.tier = r.tier and w.granted_at is null and w.released_at is null and w.id < r.id) end
       where holder = ${holder} and released_at is null
      returning granted_at is not null as granted, told_ahead`;
    return { granted: own?.granted ?? true, ahead: own?.told_ahead ?? null, news: news.filter((n) => n.holder !== holder) };
  });
}

/**
 * Ends `holder`'s open request, granted or waiting (idempotent), and grants the slot it frees in
 * the same transaction. Answers who was granted (the places behind are told by the sweeper).
 */
export async function releaseSlot(sql: Sql, holder: string, capacityOf: (tier: string) => number): Promise<SlotNews[]> {
  return sql.begin(async (tx) => {
    const [open] = await tx<{ pool: string; tier: string }[]>`select pool, tier from compute_slot_requests where holder = ${holder} and released_at is null`;
    if (!open) return [];
    await lockQueue(tx, open.pool, open.tier);
    const released = await tx`update compute_slot_requests set released_at = now() where holder = ${holder} and released_at is null returning id`;
    if (released.length === 0) return [];
    return grantFree(tx, { pool: open.pool, tier: open.tier, capacity: capacityOf(open.tier) });
  });
}

/** Grants whatever is free in every queue of `pool` that has requests waiting, and finds who moved (the sweeper's catch-up). */
export async function settlePool(sql: Sql, pool: string, capacityOf: (tier: string) => number): Promise<SlotNews[]> {
  const tiers = await sql<{ tier: string }[]>`select distinct tier from compute_slot_requests where pool = ${pool} and granted_at is null and released_at is null`;
  const news: SlotNews[] = [];
  for (const { tier } of tiers) {
    news.push(...(await sql.begin(async (tx) => {
      await lockQueue(tx, pool, tier);
      return [...(await grantFree(tx, { pool, tier, capacity: capacityOf(tier) })), ...(await moved(tx, { pool, tier }))];
    })));
  }
  return news;
}

/** A place whose signal failed is told again at the next sweep. */
export async function forgetToldPlace(sql: Queryable, holder: string): Promise<void> {
  await sql`update compute_slot_requests set told_ahead = null where holder = ${holder} and granted_at is null and released_at is null`;
}

export async function markGrantSignaled(sql: Queryable, holder: string): Promise<void> {
  await sql`update compute_slot_requests set signaled_at = now() where holder = ${holder} and granted_at is not null and released_at is null and signaled_at is null`;
}

/** Grants of `pool` whose signal may have been lost (the worker died between the commit and the signal). */
export async function unsignaledGrants(sql: Sql, pool: string, olderThanMs: number): Promise<string[]> {
  const rows = await sql<{ holder: string }[]>`
    select holder from compute_slot_requests
     where pool = ${pool} and granted_at is not null and released_at is null and signaled_at is null
       and granted_at < now() - make_interval(secs => ${olderThanMs / 1000})`;
  return rows.map((row) => row.holder);
}

/** Open requests of `pool` whose run has ended (its row is terminal): their slots are reclaimed. */
export async function requestsOfEndedRuns(sql: Sql, pool: string, tables: readonly string[]): Promise<string[]> {
  const holders: string[] = [];
  for (const table of tables) {
    const rows = await sql<{ holder: string }[]>`
      select r.holder from compute_slot_requests r join ${sql(table)} t on t.id = r.holder
       where r.pool = ${pool} and r.released_at is null and t.status in ('succeeded', 'failed', 'canceled')`;
    holders.push(...rows.map((row) => row.holder));
  }
  return holders;
}
