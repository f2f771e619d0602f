import type { Client } from '@temporalio/client';
import { capacityOf, tellSlotHolders } from '../activities/compute-slots.js';
import type { Config } from '../core/config.js';
import { RESOURCE_TABLES } from '../core/resource-row.js';
import type { Sql } from '../db/client.js';
import { releaseSlot, requestsOfEndedRuns, settlePool, unsignaledGrants, type SlotNews } from '../db/compute-slots.js';

/** Often enough that a lost grant costs a run seconds, not minutes; each pass is a few indexed queries. */
export const COMPUTE_SLOT_SWEEP_MS = 5000;

export interface SlotSweeperOptions {
  sql: Sql;
  temporal: Client;
  config: Config;
  /** The runs' task queue whose slot queue this worker helps keep moving. */
  pool: string;
  everyMs?: number;
  log?: (line: string) => void;
}

/**
 * What the release path may have missed, repaired on every worker of the pool (each step is
 * idempotent, so two workers sweeping at once is harmless): slots held by runs that ended are
 * reclaimed, free slots are granted, and grants whose signal may have been lost (a worker killed
 * between the commit and the signal) are signalled again.
 */
export async function sweepComputeSlots(options: SlotSweeperOptions): Promise<number> {
  const { sql, config, pool } = options;
  const capacity = capacityOf(config);
  const news: SlotNews[] = [];
  for (const holder of await requestsOfEndedRuns(sql, pool, RESOURCE_TABLES)) news.push(...(await releaseSlot(sql, holder, capacity)));
  news.push(...(await settlePool(sql, pool, capacity)));
  const told = new Set(news.filter((item) => item.granted).map((item) => item.holder));
  for (const holder of await unsignaledGrants(sql, pool, options.everyMs ?? COMPUTE_SLOT_SWEEP_MS)) {
    if (!told.has(holder)) news.push({ holder, granted: true, ahead: null });
  }
  await tellSlotHolders(sql, options.temporal, config, news);
  return news.length;
}

/** Sweeps every `everyMs` while the worker runs (local backend only: Slurm queues its own jobs); returns a stop function. */
export function startComputeSlotSweeper(options: SlotSweeperOptions): () => void {
  if (options.config.computeBackend !== 'local') return () => undefined;
  const log = options.log ?? ((line: string) => console.warn(`[compute-slots] ${line}`));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepComputeSlots(options)
      .catch((error: unknown) => log(`sweep failed (tried again in ${options.everyMs ?? COMPUTE_SLOT_SWEEP_MS} ms): ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, options.everyMs ?? COMPUTE_SLOT_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
