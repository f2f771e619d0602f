/**
 * The augmentation service's own overhead (not a test). Run against a running service
 * (`npm start` in another terminal): API=http://127.0.0.1:8080 API_KEY=svc_… npm run bench:augmentation
 *
 * Side by side in one run, on one generated LeRobot v3.0 dataset (BENCH_EPISODES × 2 cameras,
 * BENCH_WIDTH × BENCH_HEIGHT, BENCH_FRAMES frames, AV1) pushed to the service's local hub:
 *   1. the relight job alone, in this process (relightDataset, same cameras and concurrency);
 *   2. the same relight through the API: create → `succeeded` (import, plan, charge, the same job
 *      as a child process, publish to storage, end).
 * Overhead = 2 − 1 (target ≤ 2 s). Also prints the time spent in each phase as GET by id saw it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHubBackend } from '../backends/index.js';
import { loadConfig } from '../core/config.js';
import { writeSyntheticDataset } from '../core/lerobot/synthetic.js';
import { RELIGHT_DEFAULTS } from '../core/relight/params.js';
import { relightDataset } from '../jobs/relight/relight-dataset.js';

const API = process.env.API ?? 'http://127.0.0.1:8080';
const KEY = process.env.API_KEY;
const EPISODES = Number(process.env.BENCH_EPISODES ?? 10);
const FRAMES = Number(process.env.BENCH_FRAMES ?? 30);
const WIDTH = Number(process.env.BENCH_WIDTH ?? 640);
const HEIGHT = Number(process.env.BENCH_HEIGHT ?? 480);
if (!KEY) {
  console.error('Set API_KEY (the key npm start printed) and API (default http://127.0.0.1:8080).');
  process.exit(2);
}
const headers = { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' };
const relight = { front: { exposure: -1 }, top: { temperature: 3200, contrast: 1.2 } };

const config = loadConfig();
const hub = createHubBackend(config);
const root = await mkdtemp(join(tmpdir(), 'rlp-bench-aug-'));
try {
  console.log(`generating ${EPISODES} episodes × 2 cameras, ${WIDTH}x${HEIGHT}, ${FRAMES} frames (AV1) …`);
  const source = join(root, 'source');
  await writeSyntheticDataset(source, {
    version: 'v3.0', episodes: EPISODES, framesPerEpisode: FRAMES, episodesPerFile: 1, imageStats: false,
    cameras: [{ name: 'front', width: WIDTH, height: HEIGHT }, { name: 'top', width: WIDTH, height: HEIGHT }],
  });
  const repoId = `bench/overhead-${Date.now().toString(36)}`;
  const pushed = await hub.push(repoId, source, { message: 'bench', tags: ['v3.0'] });
  const checkout = await hub.checkout(repoId, pushed.commit);

  const jobStart = performance.now();
  await relightDataset(
    {
      sourceDir: checkout,
      outputDir: join(root, 'out'),
      cameras: {
        'observation.images.front': { ...RELIGHT_DEFAULTS, ...relight.front },
        'observation.images.top': { ...RELIGHT_DEFAULTS, ...relight.top },
      },
      concurrency: config.augmentations.relightConcurrency,
    },
    () => undefined,
  );
  const jobSeconds = (performance.now() - jobStart) / 1000;

  const start = performance.now();
  const created = await fetch(`${API}/v1/augmentations`, {
    method: 'POST', headers,
    body: JSON.stringify({ source: { repo_id: repoId }, instructions: 'bench relight', model: 'relight', config: { relight } }),
  });
  const body = (await created.json()) as { id?: string; error?: unknown };
  if (!body.id) throw new Error(`create failed: ${JSON.stringify(body)}`);
  const phaseStart = new Map<string, number>();
  let status = 'processing';
  while (status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = (await (await fetch(`${API}/v1/augmentations/${body.id}`, { headers })).json()) as { status: string; phase: string | null; error: unknown };
    status = now.status;
    if (now.phase && !phaseStart.has(now.phase)) phaseStart.set(now.phase, performance.now());
    if (status === 'failed') throw new Error(`run failed: ${JSON.stringify(now.error)}`);
  }
  const end = performance.now();
  const totalSeconds = (end - start) / 1000;
  const marks = [...phaseStart.entries(), ['end', end] as [string, number]];
  console.log(`relight job alone:            ${jobSeconds.toFixed(2)} s`);
  console.log(`through the API (→ ${status}): ${totalSeconds.toFixed(2)} s`);
  console.log(`orchestration overhead:        ${(totalSeconds - jobSeconds).toFixed(2)} s (target ≤ 2 s)`);
  for (let i = 0; i < marks.length - 1; i++) console.log(`  ${marks[i]![0].padEnd(8)} ${((marks[i + 1]![1] - marks[i]![1]) / 1000).toFixed(2)} s`);
} finally {
  await rm(root, { recursive: true, force: true });
}
