/**
 * Does the API's latency hold while the worker's heavy-job slots are full? (issue 14)
 * Run: npm run bench:api-saturated   (BENCH_RATE req/s, default 50; BENCH_SECONDS per phase, default 20)
 *
 * One stack as `npm start` runs it (bench/chaos/stack.ts: Temporal dev server, Postgres, the worker
 * as its own process, the API over HTTP) and fixed-rate load from a separate process
 * (bench/open-loop.ts), in two phases:
 *   idle       no job running
 *   saturated  every `cpu` slot busy with a long training run, and as many again queued behind them
 * Measured in each phase: GET /v1/credits (auth + Postgres) and GET /v1/training_runs?limit=10
 * (a list); in the saturated phase also GET by id of a running run (a live query to the busy
 * worker). Prints p50/p99 per phase and the saturated/idle p99 ratio.
 */
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { api } from './chaos/http.js';
import { loadChaosScenarios } from './chaos/scenarios.js';
import { startChaosStack } from './chaos/stack.js';
import { openLoop, type OpenLoopResult } from './open-loop-client.js';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const log = (line: string) => console.log(`[bench] ${line}`);

const stack = await startChaosStack(log);
const headers = { Authorization: stack.headers.Authorization! };
const slots = stack.config.localCompute.slots.cpu ?? 1;
const runIds: string[] = [];
try {
  await (await loadChaosScenarios()).scenarios.training!.prepare(stack);
  const measure = async (path: string): Promise<OpenLoopResult> => {
    await openLoop(`${stack.baseUrl}${path}`, RATE, 2, headers); // warm-up
    return openLoop(`${stack.baseUrl}${path}`, RATE, SECONDS, headers);
  };
  const paths = ['/v1/credits', '/v1/training_runs?limit=10'];

  log(`idle: ${RATE} req/s for ${SECONDS} s per route, load average ${loadavg()[0]!.toFixed(1)}`);
  const idle: Record<string, OpenLoopResult> = {};
  for (const path of paths) idle[path] = await measure(path);

  const runs = slots * 2;
  log(`filling the ${slots} cpu slot(s) with long training runs (${runs} runs: ${slots} running, ${runs - slots} queued)`);
  for (let i = 0; i < runs; i++) {
    const { status, body } = await api(stack, '/v1/training_runs', {
      method: 'POST',
      json: { dataset: { uri: 'chaos/so101' }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 5_000_000, batch_size: 64, save_freq: 1_000_000, eval_enabled: false } },
    });
    if (status !== 201) throw new Error(`create training run: ${status} ${JSON.stringify(body)}`);
    runIds.push((body.data as { id: string }[])[0]!.id);
  }
  // Positive signal: every slot's run is training (step > 0).
  for (;;) {
    const training = (await Promise.all(runIds.map((id) => api(stack, `/v1/training_runs/${id}`)))).filter(({ body }) => body.phase === 'training' && Number(body.metrics?.step ?? 0) > 0);
    if (training.length >= slots) break;
    await sleep(500);
  }
  log(`saturated: load average ${loadavg()[0]!.toFixed(1)}`);
  const saturated: Record<string, OpenLoopResult> = {};
  for (const path of paths) saturated[path] = await measure(path);
  const byId = await measure(`/v1/training_runs/${runIds[0]}`);

  const row = (path: string) => `| \`GET ${path}\` | ${idle[path]!.p50.toFixed(1)} / ${idle[path]!.p99.toFixed(1)} ms | ${saturated[path]!.p50.toFixed(1)} / ${saturated[path]!.p99.toFixed(1)} ms | **${(saturated[path]!.p99 / idle[path]!.p99).toFixed(2)}×** | ${idle[path]!.failed + saturated[path]!.failed} |`;
  console.log(`\n${new Date().toISOString()}, ${availableParallelism()} cores, ${slots} cpu slot(s), ${RATE} req/s for ${SECONDS} s per route, load average now ${loadavg()[0]!.toFixed(1)}\n`);
  console.log('| route | idle p50 / p99 | slots full p50 / p99 | p99 ratio | non-200 |');
  console.log('|---|---|---|---|---|');
  for (const path of paths) console.log(row(path));
  console.log(`| \`GET /v1/training_runs/{id}\` of a running run (live query) | — | ${byId.p50.toFixed(1)} / ${byId.p99.toFixed(1)} ms | — | ${byId.failed} |`);
} finally {
  for (const id of runIds) await api(stack, `/v1/training_runs/${id}/cancel`, { method: 'POST' }).catch(() => undefined);
  await stack.stop();
}
