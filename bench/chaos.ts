/**
 * Chaos suite (not part of `npm test`). Run: npm run chaos [-- --short] [--out FILE] [--kinds a,b] [--faults x,y] [--list]
 *
 * Starts its own stack (Temporal dev server on a SQLite file, a fresh Postgres database, the worker
 * as a child process in its own process group, the API in this process over HTTP) and, for each
 * fault × kind, starts one run through the API, waits until GET by id shows it mid-phase, injects
 * ONE fault, waits for the terminal state and checks: it succeeded (as it would have without the
 * fault), the ledger holds exactly the charges the rules allow, exactly one terminal event, no job
 * process left alive, and what it published is whole. Faults:
 *   (a) kill-worker        kill -9 the worker's process group, then start a new worker
 *   (b) restart-temporal   stop the Temporal dev server and start it on the same SQLite file and port
 *   (c) drop-postgres      pg_terminate_backend every connection to the database
 *   (d) kill-job           kill -9 the running job's process group (pid file in the jobs dir)
 *   (e) kill-one-of-two-workers  the stack runs two workers on one task queue; kill -9 the process group
 *                          of the one running the run's activity and start none: it finishes on the other
 *                          (a second worker is started again after the cell, for the next one)
 * Scenarios, each kind's own in kinds/<kind>/bench/chaos.ts (--list prints them and exits):
 * augmentation (relight of a generated dataset), video (2 prompts on the real recording), training (mlp, cpu tier), twin (demo episode 0),
 * rl (a short so101 reach run), pick_place (in a twin of the demo's episode 0, from its demonstration), eval (a built-in policy in that twin),
 * and, only when named with --kinds, lerobot (act through the real lerobot-train: npm run setup:lerobot).
 * --short runs each scenario's `shortFault`, today kill-worker × augmentation and drop-postgres × training (CI runs it); the stack runs two
 * workers whenever (e) is among the faults, one otherwise. Writes FILE.json and FILE.md
 * (default chaos-report in the current directory) and prints the table. Exit code 1 when a cell fails.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runCell, type CellResult } from './chaos/cell.js';
import { FAULTS, type FaultName } from './chaos/faults.js';
import { markdownReport } from './chaos/report.js';
import { chaosModule, loadChaosScenarios } from './chaos/scenarios.js';
import { startChaosStack } from './chaos/stack.js';

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    out: { type: 'string', default: 'chaos-report' },
    kinds: { type: 'string' },
    faults: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(`[chaos] ${line}`);
const { scenarios, kindsWithout } = await loadChaosScenarios();
if (kindsWithout.length) throw new Error(`no chaos scenario for ${kindsWithout.join(', ')} (${kindsWithout.map(chaosModule).join(', ')})`);
if (values.list) {
  for (const scenario of Object.values(scenarios)) {
    const notes = [scenario.optional ? 'only with --kinds' : '', scenario.shortFault ? `--short: ${scenario.shortFault}` : ''].filter(Boolean);
    console.log(`${scenario.name}\t${scenario.resource}${notes.length ? `\t(${notes.join('; ')})` : ''}`);
  }
  process.exit(0);
}
const allFaults = Object.keys(FAULTS) as FaultName[];
const faults = values.faults ? (values.faults.split(',') as FaultName[]) : allFaults;
const kinds = values.kinds ? values.kinds.split(',') : Object.keys(scenarios).filter((kind) => !scenarios[kind]!.optional);
for (const fault of faults) if (!FAULTS[fault]) throw new Error(`unknown fault '${fault}'; known: ${allFaults.join(', ')}`);
for (const kind of kinds) if (!scenarios[kind]) throw new Error(`unknown kind '${kind}'; known: ${Object.keys(scenarios).join(', ')}`);

/** --short (CI): each scenario's `shortFault` (bench/chaos/kinds.ts says how those are chosen). */
const cells: [FaultName, string][] = values.short
  ? kinds.flatMap((kind) => {
      const fault = scenarios[kind]!.shortFault;
      return fault && faults.includes(fault) ? [[fault, kind] as [FaultName, string]] : [];
    })
  : faults.flatMap((fault) => kinds.map((kind) => [fault, kind] as [FaultName, string]));

const started = performance.now();
const stack = await startChaosStack(log, { workers: cells.some(([fault]) => fault === 'kill-one-of-two-workers') ? 2 : 1 });
const results: CellResult[] = [];
try {
  for (const kind of new Set(cells.map(([, k]) => k))) {
    log(`preparing ${kind} …`);
    await scenarios[kind]!.prepare(stack);
  }
  for (const [fault, kind] of cells) {
    results.push(await runCell(stack, scenarios[kind]!, fault, log));
    await stack.ensureWorkers();
  }
} finally {
  await stack.stop();
}
const meta = { date: new Date().toISOString(), mode: values.short ? 'short' : 'full', seconds: (performance.now() - started) / 1000, workerRestarts: stack.unexpectedWorkerExits };
const markdown = markdownReport(results, meta);
await writeFile(`${values.out}.md`, markdown);
await writeFile(`${values.out}.json`, `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
console.log(`\n${markdown}\nwritten: ${values.out}.md, ${values.out}.json`);
process.exit(results.every((r) => r.pass) ? 0 : 1);
