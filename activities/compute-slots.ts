import { Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { computeSlotSignal, type ComputeSlotNews, type ComputeSlotRequest } from '../contracts/compute-slots.js';
import type { Config } from '../core/config.js';
import { resourceKindOfId } from '../core/kinds.js';
import type { Sql } from '../db/client.js';
import { forgetToldPlace, markGrantSignaled, releaseSlot, requestSlot, type SlotNews } from '../db/compute-slots.js';
import type { ActivityDeps } from './deps.js';
import { queuedMessage } from './jobs/queued-message.js';

/**
 * Slots of the local backend are granted through the queue; null where the backend queues jobs
 * itself (Slurm) or does not serve the tier (the submit then refuses the job, as before).
 */
export function grantedSlots(config: Config, tier: string): number | null {
  if (config.computeBackend !== 'local' || !config.localCompute.tiers.includes(tier)) return null;
  return config.localCompute.slots[tier] ?? config.localCompute.slots['*'] ?? 2;
}

/** The capacity a queue's releases grant up to (a tier that lost its slots in the settings grants none). */
export const capacityOf = (config: Config) => (tier: string) => grantedSlots(config, tier) ?? 0;

/**
 * Tells each holder its news: a grant (recorded as told once the signal is accepted), or its new
 * place, which the run's row shows too (lists read it). A workflow that has closed gives its
 * request back, and whoever that grants is told in turn.
 */
export async function tellSlotHolders(sql: Sql, temporal: Client, config: Config, news: SlotNews[]): Promise<void> {
  let pending = news;
  for (let round = 0; round < 10 && pending.length > 0; round++) {
    const next: SlotNews[] = [];
    await Promise.all(
      pending.map(async (item) => {
        const message = item.granted ? null : queuedMessage(item.ahead ?? undefined);
        try {
          await temporal.workflow.getHandle(item.holder).signal(computeSlotSignal, { granted: item.granted, message } satisfies ComputeSlotNews);
          if (item.granted) await markGrantSignaled(sql, item.holder);
          else if (message) await showPlace(sql, item.holder, message);
        } catch (error) {
          // Gone: its slot goes to the next. Any other failure leaves the grant unsignaled, or the place untold, for the sweeper.
          if (error instanceof WorkflowNotFoundError) next.push(...(await releaseSlot(sql, item.holder, capacityOf(config))));
          else if (!item.granted) await forgetToldPlace(sql, item.holder);
        }
      }),
    );
    pending = next;
  }
}

/** The row's message while it waits, for lists (GET by id asks the workflow). */
export async function showPlace(sql: Sql, holder: string, message: string): Promise<void> {
  const kind = resourceKindOfId(holder);
  if (!kind) return;
  await sql`update ${sql(kind.collection)} set status_message = ${message} where id = ${holder} and status in ('queued', 'processing')`;
}

export interface ComputeSlotAnswer {
  granted: boolean;
  message: string | null;
}

export const createComputeSlotActivities = (deps: ActivityDeps) => ({
  /** Asks for a slot (idempotent per holder); granted at once when one is free, else the workflow waits for its signal. */
  async requestComputeSlot(request: ComputeSlotRequest): Promise<ComputeSlotAnswer> {
    const capacity = grantedSlots(deps.config, request.tier);
    if (capacity === null) return { granted: true, message: null };
    const answer = await requestSlot(deps.sql, { pool: request.pool, tier: request.tier, capacity }, request.holder);
    const message = answer.granted ? null : queuedMessage(answer.ahead ?? undefined);
    if (message) await showPlace(deps.sql, request.holder, message);
    await tellSlotHolders(deps.sql, Context.current().client, deps.config, answer.news);
    return { granted: answer.granted, message };
  },

  /** Gives the holder's slot (or its place in the queue) back and grants the next; idempotent. */
  async releaseComputeSlot(input: { holder: string }): Promise<void> {
    const news = await releaseSlot(deps.sql, input.holder, capacityOf(deps.config));
    await tellSlotHolders(deps.sql, Context.current().client, deps.config, news);
  },
});
