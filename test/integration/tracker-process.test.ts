import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { SIM_PYTHON } from '../../core/sim/environment.js';
import { TRACK_PYTHON } from '../../core/tracking/environment.js';
import { TRACKER_PROGRAM } from '../../jobs/train/tracking.js';
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
    const child = spawn(TRACK_PYTHON, [TRACKER_PROGRAM, '--dir', dir], { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`tracker exited ${code}`))));
    child.stdin.end(messages.map((m) => JSON.stringify(m)).join('\n') + '\n');
  });
}

describe('the job programs’ tracker', () => {
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
    }));
    await writeFile(join(dir, 'credentials.json'), JSON.stringify({ mlflow: { token: secret } }), { mode: 0o600 });
    const out = await tracker(dir, [{ kind: 'params', values: { seed: 1 } }, { kind: 'metrics', step: 10, values: { 'rollout/episode_return': -3 } }, { kind: 'summary', values: { verdict: 'fail' }, ok: true }]);
    expect(out).toMatch(/\[tracking\] MLflow: could not reach the MLflow tracking server: .*; the run goes on without it/);
    const status = JSON.parse(await readFile(join(dir, 'status.json'), 'utf8')) as { integrations: Record<string, unknown>[] };
    expect(status.integrations.map((i) => i.status)).toEqual(['failed', 'finished']);
    expect(JSON.stringify(status) + out).not.toContain(secret);

    // The RL job turns it into a note of its report.
    const script = `import sys; sys.path.insert(0, ${JSON.stringify(join(PROJECT_ROOT, 'jobs', 'rl'))}); from pathlib import Path; from tracking import RlTracking; t = RlTracking.__new__(RlTracking); t.dir = Path(${JSON.stringify(dir)}); print("\\n".join(t.notes()))`;
    const { stdout } = await run(SIM_PYTHON, ['-c', script]);
    expect(stdout.trim()).toMatch(/^experiment tracking: mlflow failed \(could not reach the MLflow tracking server: .*\); the run went on without it$/);
  });
});
