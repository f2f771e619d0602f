import { execFile, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';
import { TRACK_PYTHON } from '../../core/tracking/environment.js';
import { trackerJobCommand } from '../../backends/compute/job-programs.js';
import { trackerMessageLines } from '../../core/jobs/tracker.js';
import { TRACKER_ARGS, trackerEnv } from '../../jobs/train/tracking.js';
import { readTrackerFiles } from '../helpers/mlflow-server.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const run = promisify(execFile);
let scratch: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  scratch = await makeTempDir('tracker');
});
afterAll(async () => {
  await scratch.cleanup();
});

/** Runs the tracker on a tracking folder, feeding it `messages` on stdin; resolves with its stdout once it exits. */
function tracker(dir: string, messages: unknown[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TRACK_PYTHON, [...TRACKER_ARGS, '--dir', dir], { stdio: ['pipe', 'pipe', 'ignore'], env: trackerEnv(process.env) });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`tracker exited ${code}`))));
    child.stdin.end(messages.map((m) => JSON.stringify(m)).join('\n') + '\n');
  });
}

describe('the job programs’ tracker', () => {
  it('continued as a job on a messages file, adds to the same W&B run (against the training step) and TensorBoard files; a failed tracker stays failed', async () => {
    const dir = join(scratch.path, 'continued', 'tracking');
    const tensorboard = join(scratch.path, 'continued', 'tensorboard');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'config.json'), JSON.stringify({
      run: { id: 'training_run_CONT', kind: 'training_run' },
      integrations: [{ type: 'mlflow', tracking_uri: 'http://127.0.0.1:9' }, { type: 'wandb', project: 'continued' }, { type: 'tensorboard' }],
      tensorboard_dir: tensorboard, tensorboard_path: 'tensorboard/', links: {}, allow_private_targets: true, wandb: { mode: 'offline' },
    }));
    await tracker(dir, [{ kind: 'params', values: { steps: 60 } }, { kind: 'metrics', step: 30, values: { 'train/loss': 1 } }, { kind: 'metrics', step: 60, values: { 'train/loss': 0.5 } }, { kind: 'summary', values: {}, ok: true }]);
    const trained = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: Record<string, unknown>[] };
    expect(trained.integrations.map((i) => i.status)).toEqual(['failed', 'finished', 'finished']);

    const messages = join(dir, 'later.jsonl');
    await writeFile(messages, trackerMessageLines([
      { kind: 'resume' },
      { kind: 'metrics', step: 30, values: { 'eval/success_rate': 0.5 } },
      { kind: 'metrics', step: 60, values: { 'eval/success_rate': 1 } },
      { kind: 'summary', values: { best_checkpoint_step: 60 }, ok: true },
    ]));
    const { command, env } = trackerJobCommand(dir, messages);
    const { stdout } = await run(command[0]!, command.slice(1), { env: { ...process.env, ...env } });
    expect(stdout).not.toMatch(/MLflow/);
    const continued = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: Record<string, unknown>[] };
    expect(continued).toEqual(trained);

    const events = await readTrackerFiles<{ scalars: Record<string, number[][]> }>('tensorboard', tensorboard);
    expect(events.scalars).toEqual({ 'train/loss': [[30, 1], [60, 0.5]], 'eval/success_rate': [[30, 0.5], [60, 1]] });
    // W&B offline: a second run file of the same run id; a resumed online run would drop steps below its last, so these go against train/step.
    const wandbDir = join(dir, 'wandb');
    const offline = (await readdir(wandbDir)).filter((name) => name.startsWith('offline-run-')).sort();
    expect(offline).toHaveLength(2);
    const runFile = (await readdir(join(wandbDir, offline[1]!))).find((name) => name.endsWith('.wandb'))!;
    const later = await readTrackerFiles<{ run: Record<string, string>; history: Record<string, number>[]; summary: Record<string, number> }>('wandb', join(wandbDir, offline[1]!, runFile));
    expect(later.run.id).toBe(trained.integrations[1]!.tracker_run_id);
    expect(later.history.map((row) => [row['train/step'], row['eval/success_rate']])).toEqual([[30, 0.5], [60, 1]]);
    expect(later.summary.best_checkpoint_step).toBe(60);
  }, 120_000);

  it('marks an unreachable MLflow failed without the credentials in any message, keeps TensorBoard going, and the RL report says so', async () => {
    const dir = join(scratch.path, 'output', 'tracking');
    await mkdir(dir, { recursive: true });
    const secret = 'hunter2-very-secret-token';
    await writeFile(join(dir, 'config.json'), JSON.stringify({
      run: { id: 'rl_TEST', kind: 'rl_run' },
      integrations: [{ type: 'mlflow', tracking_uri: 'http://127.0.0.1:9' }, { type: 'tensorboard' }],
      tensorboard_dir: join(scratch.path, 'output', 'tensorboard'),
      tensorboard_path: 'tensorboard/',
      links: {},
      allow_private_targets: true,
    }));
    await writeFile(join(dir, 'credentials.json'), JSON.stringify({ mlflow: { token: secret } }), { mode: 0o600 });
    const out = await tracker(dir, [{ kind: 'params', values: { seed: 1 } }, { kind: 'metrics', step: 10, values: { 'rollout/episode_return': -3 } }, { kind: 'summary', values: { verdict: 'fail' }, ok: true }]);
    expect(out).toMatch(/\[tracking\] MLflow: could not reach the MLflow tracking server: .*; the run goes on without it/);
    const status = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: Record<string, unknown>[] };
    expect(status.integrations.map((i) => i.status)).toEqual(['failed', 'finished']);
    expect(JSON.stringify(status) + out).not.toContain(secret);

    // The RL job turns it into a note of its report.
    const script = `from pathlib import Path; from jobs.rl.tracking import RlTracking; t = RlTracking.__new__(RlTracking); t.dir = Path(${JSON.stringify(dir)}); print("\\n".join(t.notes()))`;
    const { stdout } = await run(SIM_PYTHON, ['-c', script], { env: { ...process.env, ...JOBS_PYTHONPATH } });
    expect(stdout.trim()).toMatch(/^experiment tracking: mlflow failed \(could not reach the MLflow tracking server: .*\); the run went on without it$/);
  });

  /** A tracking folder for one MLflow integration at `uri`, with the account's token in it. */
  async function mlflowFolder(name: string, uri: string, allowPrivate: boolean, operatorHosts: string[] = []): Promise<string> {
    const dir = join(scratch.path, name, 'tracking');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'config.json'), JSON.stringify({
      run: { id: 'training_run_TEST', kind: 'training_run' }, integrations: [{ type: 'mlflow', tracking_uri: uri }],
      tensorboard_dir: join(scratch.path, name, 'tensorboard'), tensorboard_path: 'tensorboard/', links: {}, allow_private_targets: allowPrivate, operator_hosts: operatorHosts,
    }));
    await writeFile(join(dir, 'credentials.json'), JSON.stringify({ mlflow: { token: 'stored-token-123456' } }), { mode: 0o600 });
    return dir;
  }
  const messages = [{ kind: 'params', values: { seed: 1 } }, { kind: 'metrics', step: 1, values: { loss: 1 } }, { kind: 'summary', values: {}, ok: true }];

  it("never copies the server's answer into the run's error or log: a fixed message and the status code only", async () => {
    const body = 'Metrics are at /metrics. INTERNAL-SECRET-BODY\n';
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(404, { 'content-type': 'text/plain' }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const dir = await mlflowFolder('readback', `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, true);
      const out = await tracker(dir, messages);
      const status = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: { status: string; error: string }[] };
      expect(hits.length).toBeGreaterThan(0);
      expect(status.integrations[0]).toMatchObject({ status: 'failed', error: 'could not reach the MLflow tracking server: the server answered HTTP 404' });
      expect(JSON.stringify(status) + out).not.toMatch(/INTERNAL-SECRET-BODY|Metrics are at/);
    } finally {
      server.close();
    }
  });

  it.each(['127.0.0.1', 'localhost', '[::1]', '169.254.169.254', '10.0.0.1', '100.64.0.1', '[::ffff:127.0.0.1]'])(
    'connects to no private address (%s) when the server refuses them, checked where it connects',
    async (host) => {
      const hits: string[] = [];
      const server = createServer((req, res) => {
        hits.push(req.url ?? '');
        res.writeHead(200).end('{}');
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      try {
        const port = (server.address() as AddressInfo).port;
        const dir = await mlflowFolder(`blocked-${host.replace(/\W/g, '')}`, `http://${host}:${port}/`, false);
        const out = await tracker(dir, messages);
        const status = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: { status: string; error: string }[] };
        expect(status.integrations[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/loopback, link-local or private/) });
        expect(hits).toEqual([]);
        expect(out).not.toContain('stored-token-123456');
      } finally {
        server.close();
      }
    },
    60_000,
  );

  it.each(['169.254.169.254', '[fe80::1]', 'metadata.google.internal'])(
    'connects to no link-local or metadata address (%s) even where private targets are allowed (npm start)',
    async (host) => {
      const dir = await mlflowFolder(`never-${host.replace(/\W/g, '')}`, `http://${host}:9/latest/`, true);
      const out = await tracker(dir, messages);
      const status = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: { status: string; error: string }[] };
      expect(status.integrations[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/link-local or a cloud metadata service/) });
      expect(out).not.toContain('stored-token-123456');
    },
    60_000,
  );

  it('follows no redirect to a private address: every hop is checked where it connects', async () => {
    const hits: string[] = [];
    const inside = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"experiment":{"experiment_id":"1"}}');
    });
    await new Promise<void>((done) => inside.listen(0, '127.0.0.1', done));
    const insidePort = (inside.address() as AddressInfo).port;
    // The first hop is a host the operator named (so it may be reached); it redirects to a private literal.
    const front = createServer((req, res) => res.writeHead(302, { location: `http://127.0.0.1:${insidePort}${req.url ?? '/'}` }).end());
    await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
    try {
      const dir = await mlflowFolder('redirect', `http://localhost:${(front.address() as AddressInfo).port}/`, false, ['localhost']);
      await tracker(dir, messages);
      const status = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: { status: string; error: string }[] };
      expect(status.integrations[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/loopback, link-local or private/) });
      expect(hits).toEqual([]);
    } finally {
      front.close();
      inside.close();
    }
  }, 60_000);
});
