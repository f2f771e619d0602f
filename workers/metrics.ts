import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ComputeBackend } from '../core/ports/compute.js';
import type { Sql } from '../db/client.js';
import { RESOURCE_KINDS } from '../core/kinds.js';
import { countOpenResourcesByStatus, RESOURCE_TABLES, type ResourceTable } from '../db/resource-rows.js';

/** Seconds: charges and endings take milliseconds, a job follower lives as long as its job (hours). */
const ACTIVITY_BUCKETS = [0.01, 0.05, 0.25, 1, 5, 30, 120, 600, 1800, 3600, 4 * 3600, 12 * 3600];

export interface WorkerMetrics {
  registry: Registry;
  /** Times every activity this worker runs, by activity type and outcome. */
  activityInterceptor: ActivityInterceptorsFactory;
}

/**
 * The worker's own Prometheus metrics beside the Temporal SDK's (served together by
 * workers/main.ts): activity durations, job slots busy and waiting per tier, and each kind's open
 * runs by status (its queue depth), the last two read when scraped.
 */
export function createWorkerMetrics(deps: { sql: Sql; compute: ComputeBackend }, registry: Registry = new Registry()): WorkerMetrics {
  collectDefaultMetrics({ register: registry });
  const activities = new Histogram({
    name: 'rlp_activity_duration_seconds',
    help: 'Activity executions on this worker, by activity type and outcome (completed, failed, canceled).',
    labelNames: ['activity', 'outcome'] as const,
    buckets: ACTIVITY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'rlp_job_slots',
    help: 'Job slots of the compute backend per tier: capacity, busy, waiting (jobs queued for a slot).',
    labelNames: ['tier', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const tier of (await deps.compute.occupancy?.()) ?? []) {
        this.set({ tier: tier.tier, state: 'capacity' }, tier.slots);
        this.set({ tier: tier.tier, state: 'busy' }, tier.busy);
        this.set({ tier: tier.tier, state: 'waiting' }, tier.waiting);
      }
    },
  });
  new Gauge({
    name: 'rlp_open_runs',
    help: 'Runs that have not ended, by kind and status (queued: waiting to start).',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const kind of RESOURCE_KINDS) {
        // Each kind's rows live in the table named like its collection.
        const table = kind.collection as ResourceTable;
        if (!RESOURCE_TABLES.includes(table)) continue;
        for (const row of await countOpenResourcesByStatus(deps.sql, table)) this.set({ kind: kind.kind, status: row.status }, row.count);
      }
    },
  });

  const activityInterceptor: ActivityInterceptorsFactory = (ctx) => ({
    inbound: {
      async execute(input, next) {
        const stop = activities.startTimer({ activity: ctx.info.activityType });
        try {
          const result = await next(input);
          stop({ outcome: 'completed' });
          return result;
        } catch (error) {
          stop({ outcome: ctx.cancellationSignal.aborted ? 'canceled' : 'failed' });
          throw error;
        }
      },
    },
  });
  return { registry, activityInterceptor };
}
