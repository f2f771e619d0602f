import { defineSignal } from '@temporalio/workflow';

/**
 * Compute slots granted through a durable queue (db/compute-slots.ts): a run that needs a heavy
 * job on the local backend asks for a slot with a short activity, then waits in its workflow (no
 * activity, no heartbeat) until this signal grants it. While it waits the same signal tells it
 * its place when that changes.
 */
export interface ComputeSlotNews {
  granted: boolean;
  /** While waiting: its place, as the API shows it (`queued: 3 jobs ahead`). */
  message: string | null;
}

export const computeSlotSignal = defineSignal<[ComputeSlotNews]>('computeSlot');

export interface ComputeSlotRequest {
  /** The runs' task queue: every worker serving it shares the slots. */
  pool: string;
  /** The run's workflow id (its resource id); one open request each. */
  holder: string;
  tier: string;
}

/** Marks histories that ask for slots, so runs started before grants existed replay unchanged. */
export const COMPUTE_SLOT_GRANTS_PATCH = 'compute-slot-grants';

/** The tier relight, twin and RL jobs run on (their activities submit them there; their workflows wait for its slots). */
export const CPU_JOB_TIER = 'cpu';
