/** One cell of the table: start a run of one kind, break one thing mid-phase, check the aftermath. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkLedger, checkNoOrphans, checkTerminalEvents } from './checks.js';
import { FAULTS, type FaultName } from './faults.js';
import { getById, internalErrors, type Body } from './http.js';
import { jobDirsOf } from './job-dirs.js';
import { isEnded, type Kind } from './kinds.js';
import type { ChaosStack } from './stack.js';

export interface CellResult {
  fault: FaultName;
  kind: string;
  resource_id: string | null;
  pass: boolean;
  /** Every check that failed, joined; null when it passed. */
  reason: string | null;
  /** Seconds from the fault to the terminal state. */
  recovery_seconds: number | null;
  injected_at: string | null;
  fault_detail: string | null;
  final_status: string | null;
  /** GET by id calls that got no 200 between the fault and the terminal state (what a client saw of it). */
  failed_gets: number;
}

const MID_PHASE_TIMEOUT_MS = Number(process.env.CHAOS_MID_PHASE_TIMEOUT_MS ?? 300_000);
const TERMINAL_TIMEOUT_MS = Number(process.env.CHAOS_TERMINAL_TIMEOUT_MS ?? 600_000);

async function hasLiveJob(stack: ChaosStack, resourceId: string): Promise<boolean> {
  for (const dir of await jobDirsOf(stack, resourceId)) {
    const pidFile = await readFile(join(dir, 'pid'), 'utf8').catch(() => null);
    if (!pidFile) continue;
    try {
      process.kill((JSON.parse(pidFile) as { pid: number }).pid, 0);
      return true;
    } catch {
      // ended
    }
  }
  return false;
}

async function poll(stack: ChaosStack, path: string, until: (run: Body) => boolean | Promise<boolean>, timeoutMs: number, log: (line: string) => void, onFailedGet = () => {}): Promise<Body> {
  const deadline = Date.now() + timeoutMs;
  let last: Body | null = null;
  let lastShown = '';
  for (;;) {
    const run = await getById(stack, path);
    if (!run) onFailedGet();
    if (run) {
      last = run;
      if (await until(run)) return run;
    }
    const shown = run ? `${run.status}/${run.phase ?? run.stage ?? '-'}` : 'no answer';
    if (shown !== lastShown) log(`  ${path}: ${shown}`);
    lastShown = shown;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s (last seen ${last ? `${last.status}/${last.phase ?? last.stage ?? '-'}` : 'nothing'})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function runCell(stack: ChaosStack, kind: Kind, fault: FaultName, log: (line: string) => void): Promise<CellResult> {
  const result: CellResult = { fault, kind: kind.name, resource_id: null, pass: false, reason: null, recovery_seconds: null, injected_at: null, fault_detail: null, final_status: null, failed_gets: 0 };
  try {
    const id = await kind.create(stack);
    result.resource_id = id;
    const path = `${kind.path}/${id}`;
    log(`${FAULTS[fault].label} × ${kind.name}: ${id} created; waiting for mid-phase`);
    const mid = await poll(stack, path, async (run) => {
      if (isEnded(run)) throw new Error(`ended ${run.status} before reaching mid-phase`);
      if (fault !== 'kill-job') return kind.midPhase(run);
      const ready = kind.readyForJobKill ? await kind.readyForJobKill(run, stack) : kind.midPhase(run);
      return ready && (await hasLiveJob(stack, id));
    }, MID_PHASE_TIMEOUT_MS, log);
    const internalErrorsBefore = internalErrors.length;
    const injected = performance.now();
    result.injected_at = new Date().toISOString();
    result.fault_detail = `${await FAULTS[fault].inject(stack, id)} at ${kind.describe(mid)}`;
    log(`  fault: ${result.fault_detail}`);
    const final = await poll(stack, path, isEnded, TERMINAL_TIMEOUT_MS, log, () => result.failed_gets++);
    result.recovery_seconds = Math.round((performance.now() - injected) / 100) / 10;
    result.final_status = final.status as string;
    const failures: string[] = [];
    const newInternalErrors = internalErrors.slice(internalErrorsBefore);
    if (newInternalErrors.length > 0) failures.push(`the API answered 500 ${newInternalErrors.length}× after the fault (first: ${newInternalErrors[0]})`);
    if (final.status !== 'succeeded') failures.push(`ended ${final.status}: ${JSON.stringify(final.error ?? null)}`);
    const ledgerApplies = final.status === 'succeeded' || kind.ledgerHoldsWhenFailed;
    const expectedEvent = final.status === 'succeeded' ? 'completed' : (final.status as string);
    for (const check of [
      () => checkTerminalEvents(stack, id, kind.eventPrefix, expectedEvent),
      () => (ledgerApplies ? checkLedger(stack, kind, id) : Promise.resolve(null)),
      () => checkNoOrphans(stack, id),
      () => (final.status === 'succeeded' ? kind.checkOutput(stack, final) : Promise.resolve(null)),
    ]) {
      const failure = await check().catch((error: Error) => `check threw: ${error.message}`);
      if (failure) failures.push(failure);
    }
    result.pass = failures.length === 0;
    result.reason = failures.join('; ') || null;
  } catch (error) {
    result.reason = error instanceof Error ? error.message : String(error);
  }
  log(`  → ${result.pass ? 'pass' : `FAIL: ${result.reason}`}${result.recovery_seconds !== null ? ` (recovered in ${result.recovery_seconds} s, ${result.failed_gets} failed GETs meanwhile)` : ''}`);
  return result;
}
