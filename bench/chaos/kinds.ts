/**
 * What a chaos scenario is: how to start one run of a kind, when it is mid-phase, what the ledger must
 * hold, and how to check that what it published is whole. Each kind keeps its own scenarios in
 * kinds/<kind>/bench/chaos.ts (bench/chaos/scenarios.ts collects them from the registry's kinds).
 */
import { collectionPath, RESOURCE_KINDS, type ResourceKind } from '../../core/kinds.js';
import type { FaultName } from './faults.js';
import { api, type Body } from './http.js';
import type { ChaosStack } from './stack.js';

export interface Kind {
  /** The scenario's name, as `--kinds` takes it and the report shows it (unique across kinds). */
  name: string;
  /** The kind of the kinds table (core/kinds.ts) it runs; `path` and `eventPrefix` are that row's. */
  resource: ResourceKind;
  path: string;
  /** Its events' type prefix (`training_run` → `training_run.completed`). */
  eventPrefix: string;
  prepare(stack: ChaosStack): Promise<void>;
  create(stack: ChaosStack): Promise<string>;
  /** The positive signal that the run is in the middle of its work (GET by id shows it). */
  midPhase(run: Body): boolean;
  /** For (d): far enough along that killing its job tests a resume (training, RL: past the first checkpoint). Default: midPhase. */
  readyForJobKill?(run: Body, stack: ChaosStack): boolean | Promise<boolean>;
  describe(run: Body): string;
  /** Ledger entries the rules allow for one successful run: [kind, amount | null (any positive)]. */
  expectedLedger: [string, number | null][];
  /** The same ledger holds when the run fails (cpu training and RL are free either way). */
  ledgerHoldsWhenFailed?: boolean;
  /** Empty when what it published is whole; else why not. */
  checkOutput(stack: ChaosStack, run: Body): Promise<string | null>;
  /** Run only when named with --kinds (it needs something `npm run setup` does not install). */
  optional?: boolean;
  /**
   * The fault `--short` (CI) injects into this scenario, if any: CI's cells are the two faults every deployment
   * meets, each on a kind quick enough (about two minutes on two cores together) and whose outcome does not
   * depend on how fast its job runs relative to the fault.
   */
  shortFault?: FaultName;
}

/** Each kind's collection path (`/v1/<collection>`), from the kinds table. */
export const PATHS = Object.fromEntries(RESOURCE_KINDS.map((k) => [k.kind, collectionPath(k)])) as Record<ResourceKind, string>;

/** A scenario's kind, its collection path and event prefix, from the kinds table. */
export function ofKind(resource: ResourceKind): Pick<Kind, 'resource' | 'path' | 'eventPrefix'> {
  return { resource, path: PATHS[resource], eventPrefix: resource };
}

const ended = (status: string) => ['succeeded', 'failed', 'canceled'].includes(status);
export const isEnded = (run: Body) => ended(run.status as string);

/** GET `path` until the run it names has ended; its last answer. */
export async function waitEnded(stack: ChaosStack, path: string): Promise<Body> {
  for (;;) {
    const { body } = await api(stack, path);
    if (isEnded(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
