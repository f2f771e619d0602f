/**
 * Soak (issue 14): N long training runs in flight on one worker for a while, then all canceled.
 * Run: npm run bench:soak   (SOAK_RUNS, default 100; SOAK_SECONDS held, default 120)
 *
 * One stack as `npm start` runs it (bench/chaos/stack.ts, the worker as its own process). N cpu
 * training runs with millions of steps: the `cpu` slots' worth train, the rest wait queued behind
 * them, each with its workflow and its watcher activity on the one worker. While they are held it
 * records the worker's RSS (start, every 10 s, end), sweeps GET by id over every run (each must
 * answer 200 and still be processing), then cancels them all and checks that every run ended
 * `canceled` with one `training_run.canceled` event and that no job process is left.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { SCOPES } from '../core/scopes.js';
import { insertAccount } from '../db/accounts.js';
import { issueApiKey } from '../db/api-keys.js';
import { checkNoOrphans } from './chaos/checks.js';
import { loadChaosScenarios } from './chaos/scenarios.js';
import { startChaosStack } from './chaos/stack.js';

const RUNS = Number(process.env.SOAK_RUNS ?? 100);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CANCEL_ALL_TARGET_S = 60;
const CANCEL_ANSWER_TARGET_MS = 1000;
const log = (line: string) => console.log(`[soak] ${new Date().toISOString().slice(11, 19)} ${line}`);

const stack = await startChaosStack(log);
const account = await insertAccount(stack.sql, { name: 'soak', concurrencyLimit: RUNS });
const { key } = await issueApiKey(stack.sql, { accountId: account.id, name: 'soak', scopes: [...SCOPES] });
const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
/** A cancel is answered once Temporal has recorded it (issue 25's target: ≤ 1 s each); a longer timeout still measures one that misses it. */
async function call(path: string, method = 'GET', json?: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const response = await fetch(`${stack.baseUrl}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), signal: AbortSignal.timeout(method === 'POST' && path.endsWith('/cancel') ? 600_000 : 60_000) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, any> };
}
async function workerRssMb(): Promise<number> {
  const status = await readFile(`/proc/${stack.worker().pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}
/** GET by id over every run: how many answered 200 with the run still processing, and the slowest answer. */
async function sweep(ids: string[]): Promise<{ ok: number; slowestMs: number; problems: string[] }> {
  let ok = 0;
  let slowestMs = 0;
  const problems: string[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    await Promise.all(ids.slice(i, i + 20).map(async (id) => {
      const started = performance.now();
      const { status, body } = await call(`/v1/training_runs/${id}`).catch((error: Error) => ({ status: 0, body: { error: error.message } as Record<string, any> }));
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (status === 200 && body.status === 'processing') ok++;
      else if (problems.length < 5) problems.push(`${id}: ${status} ${body.status ?? JSON.stringify(body.error)}`);
    }));
  }
  return { ok, slowestMs, problems };
}

/** Least-squares slope of RSS over time: a leak shows as a steady climb that start and end samples can hide behind a collection. */
function slopeMbPerMinute(samples: { seconds: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanT = samples.reduce((sum, s) => sum + s.seconds, 0) / n;
  const meanM = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.seconds - meanT) * (s.mb - meanM), 0);
  const variance = samples.reduce((sum, s) => sum + (s.seconds - meanT) ** 2, 0);
  return (covariance / variance) * 60;
}

const ids: string[] = [];
const heldSamples: { seconds: number; mb: number }[] = [];
const rss: { at: string; mb: number }[] = [];
let exitCode = 0;
try {
  await (await loadChaosScenarios()).scenarios.training!.prepare(stack);
  const created = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const { status, body } = await call('/v1/training_runs', 'POST', { dataset: { uri: 'chaos/so101' }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 5_000_000, batch_size: 64, save_freq: 1_000_000, eval_enabled: false } });
    if (status !== 201) throw new Error(`create run ${i + 1}: ${status} ${JSON.stringify(body)}`);
    ids.push(body.data[0].id as string);
  }
  log(`${RUNS} runs created in ${((performance.now() - created) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)}`);
  const first = await sweep(ids);
  log(`sweep 1: ${first.ok}/${RUNS} GET by id answered 200 processing (slowest ${first.slowestMs.toFixed(0)} ms) ${first.problems.join('; ')}`);
  rss.push({ at: 'start', mb: await workerRssMb() });
  const heldFrom = Date.now();
  while (Date.now() - heldFrom < SECONDS * 1000) {
    await sleep(10_000);
    rss.push({ at: `${Math.round((Date.now() - heldFrom) / 1000)} s`, mb: await workerRssMb() });
    heldSamples.push({ seconds: (Date.now() - heldFrom) / 1000, mb: rss.at(-1)!.mb });
    log(`worker RSS ${rss.at(-1)!.mb.toFixed(0)} MB, load average ${loadavg()[0]!.toFixed(1)}`);
  }
  const last = await sweep(ids);
  rss.push({ at: 'end', mb: await workerRssMb() });
  log(`sweep 2: ${last.ok}/${RUNS} GET by id answered 200 processing (slowest ${last.slowestMs.toFixed(0)} ms) ${last.problems.join('; ')}`);

  const canceling = performance.now();
  const cancelProblems: string[] = [];
  let slowestCancelMs = 0;
  for (let i = 0; i < ids.length; i += 20) {
    await Promise.all(ids.slice(i, i + 20).map(async (id) => {
      const started = performance.now();
      // A cancel that gets no answer is reported, and the run's end is still waited for below.
      const { status, body } = await call(`/v1/training_runs/${id}/cancel`, 'POST').catch((error: Error) => ({ status: 0, body: { error: error.message } as Record<string, any> }));
      slowestCancelMs = Math.max(slowestCancelMs, performance.now() - started);
      if (status !== 200 && cancelProblems.length < 5) cancelProblems.push(`${id}: ${status} ${JSON.stringify(body.error ?? body.status)}`);
    }));
  }
  const notCanceled: string[] = [];
  for (const id of ids) {
    for (;;) {
      const { body } = await call(`/v1/training_runs/${id}`);
      if (['succeeded', 'failed', 'canceled'].includes(body.status)) {
        if (body.status !== 'canceled') notCanceled.push(`${id} ${body.status}`);
        break;
      }
      await sleep(250);
    }
  }
  const cancelSeconds = (performance.now() - canceling) / 1000;
  const eventCounts = await stack.sql<{ n: number }[]>`select count(*)::int as n from events where resource_id = any(${ids}) and type = 'training_run.canceled' group by resource_id`;
  const oneEventEach = eventCounts.length === RUNS && eventCounts.every((row) => row.n === 1);
  const orphans = (await Promise.all(ids.map((id) => checkNoOrphans(stack, id)))).filter(Boolean);

  const growth = (rss.at(-1)!.mb / rss[0]!.mb - 1) * 100;
  const peak = Math.max(...rss.map((r) => r.mb));
  const trend = slopeMbPerMinute(heldSamples);
  console.log(`\nSoak ${new Date().toISOString()}: ${RUNS} training runs held ${SECONDS} s on one worker\n`);
  console.log(`- worker RSS: start ${rss[0]!.mb.toFixed(0)} MB, end ${rss.at(-1)!.mb.toFixed(0)} MB (**${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %**), peak ${peak.toFixed(0)} MB, trend over the hold ${trend >= 0 ? '+' : ''}${trend.toFixed(1)} MB/min (least squares); samples ${rss.map((r) => `${r.at} ${r.mb.toFixed(0)}`).join(', ')}`);
  console.log(`- GET by id: ${first.ok}/${RUNS} then ${last.ok}/${RUNS} answered 200 processing (slowest ${first.slowestMs.toFixed(0)} / ${last.slowestMs.toFixed(0)} ms)`);
  console.log(`- cancel all: ${RUNS - notCanceled.length}/${RUNS} canceled in ${cancelSeconds.toFixed(1)} s (slowest cancel answer ${(slowestCancelMs / 1000).toFixed(1)} s${cancelProblems.length ? `; unanswered or refused: ${cancelProblems.join('; ')}` : ''}); one training_run.canceled each: ${oneEventEach}; orphaned job processes: ${orphans.length}`);
  const met = cancelSeconds <= CANCEL_ALL_TARGET_S && slowestCancelMs <= CANCEL_ANSWER_TARGET_MS && notCanceled.length === 0 && cancelProblems.length === 0;
  console.log(`- target (cancel-all ≤ ${CANCEL_ALL_TARGET_S} s, every answer ≤ ${CANCEL_ANSWER_TARGET_MS / 1000} s): ${met ? 'met' : 'NOT met'}; cancel-all ${(cancelSeconds / CANCEL_ALL_TARGET_S).toFixed(2)}× its target, slowest answer ${(slowestCancelMs / CANCEL_ANSWER_TARGET_MS).toFixed(2)}× its target`);
  if (first.ok !== RUNS || last.ok !== RUNS || notCanceled.length > 0 || cancelProblems.length > 0 || !oneEventEach || orphans.length > 0) exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
