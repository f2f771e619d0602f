/** What must hold after a run that met a fault reached its terminal state. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { api, type Body } from './http.js';
import { jobDirsOf } from './job-dirs.js';
import type { Kind } from './kinds.js';
import type { ChaosStack } from './stack.js';

const run = promisify(execFile);

/** Ledger entries of the resource as GET /v1/usage lists them, compared with what the rules allow. */
export async function checkLedger(stack: ChaosStack, kind: Kind, resourceId: string): Promise<string | null> {
  const { status, body } = await api(stack, '/v1/usage');
  if (status !== 200) return `GET /v1/usage: ${status}`;
  const record = ((body.data ?? []) as Body[]).find((r) => r.resource_id === resourceId);
  const entries = ((record?.entries ?? []) as Body[]).map((e) => [e.kind as string, Number(e.amount)] as const);
  const shown = entries.map(([k, a]) => `${k} ${a}`).join(', ') || 'none';
  if (entries.length !== kind.expectedLedger.length) return `ledger: ${shown}; expected ${kind.expectedLedger.length} entr${kind.expectedLedger.length === 1 ? 'y' : 'ies'}`;
  for (const [i, [expectedKind, amount]] of kind.expectedLedger.entries()) {
    const [k, a] = entries[i]!;
    if (k !== expectedKind || (amount === null ? a <= 0 : a !== amount)) return `ledger: ${shown}; expected ${expectedKind} ${amount ?? '> 0'}`;
  }
  return null;
}

/** Exactly one terminal event, and the one the outcome calls for (waits a few seconds for the outbox). */
export async function checkTerminalEvents(stack: ChaosStack, resourceId: string, prefix: string, expected: string): Promise<string | null> {
  let terminal: string[] = [];
  for (let i = 0; i < 20; i++) {
    const { body } = await api(stack, `/v1/events?resource_id=${resourceId}&limit=100`);
    terminal = ((body.data ?? []) as Body[]).map((e) => e.type as string).filter((t) => /\.(completed|failed|canceled)$/.test(t));
    if (terminal.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Then a little longer: a duplicate would come late.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { body } = await api(stack, `/v1/events?resource_id=${resourceId}&limit=100`);
  terminal = ((body.data ?? []) as Body[]).map((e) => e.type as string).filter((t) => /\.(completed|failed|canceled)$/.test(t));
  if (terminal.length !== 1) return `${terminal.length} terminal events (${terminal.join(', ') || 'none'})`;
  if (terminal[0] !== `${prefix}.${expected}`) return `terminal event ${terminal[0]}, expected ${prefix}.${expected}`;
  return null;
}

/** No process of any of the resource's job process groups is left alive. */
export async function checkNoOrphans(stack: ChaosStack, resourceId: string): Promise<string | null> {
  const groups = new Set<number>();
  for (const dir of await jobDirsOf(stack, resourceId)) {
    const pidFile = await readFile(join(dir, 'pid'), 'utf8').catch(() => null);
    if (pidFile) groups.add((JSON.parse(pidFile) as { pid: number }).pid);
  }
  if (groups.size === 0) return null;
  for (let i = 0; i < 10; i++) {
    const { stdout } = await run('ps', ['-e', '-o', 'pid=,pgid=,stat=']);
    const alive = stdout.split('\n').map((l) => l.trim().split(/\s+/)).filter(([pid, pgid, stat]) => pid && !stat?.startsWith('Z') && groups.has(Number(pgid)));
    if (alive.length === 0) return null;
    if (i === 9) return `orphaned job processes: ${alive.map(([pid]) => pid).join(', ')}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}
