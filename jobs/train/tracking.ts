import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutEventToken } from '../../core/jobs/protocol.js';
import { JOBS_PYTHONPATH, pythonJob } from '../../core/sim/environment.js';
import { TRACK_PYTHON } from '../../core/tracking/environment.js';

/** The tracker process every job program with integrations starts beside itself and feeds its events to (argv after .venv-track's python, and its environment). */
export const TRACKER_ARGS = pythonJob('track.main');
export const trackerEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...withoutEventToken(env), ...JOBS_PYTHONPATH });

/**
 * The trainer's experiment tracking: jobs/track/main.py (module jobs.track.main), started beside the trainer in .venv-track when the
 * worker wrote a tracking folder for the run, fed one JSON line per params / metrics / summary message.
 * A separate process because W&B has no TypeScript client, and so a slow or unreachable tracker never
 * blocks a training step: writes to its stdin are buffered by Node and never awaited until the end.
 */
export class TrainingTracker {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  constructor(trackingDir: string) {
    if (!existsSync(join(trackingDir, 'config.json'))) return;
    if (!existsSync(TRACK_PYTHON)) {
      process.stdout.write('[tracking] the tracker environment (.venv-track) is not installed (npm run setup); the run goes on without tracking\n');
      const config = JSON.parse(readFileSync(join(trackingDir, 'config.json'), 'utf8')) as { integrations: unknown[] };
      const failed = config.integrations.map(() => ({ status: 'failed', run_url: null, tracker_run_id: null, error: 'the tracker environment (.venv-track) is not installed on this worker' }));
      writeFileSync(join(trackingDir, 'status.json'), `${JSON.stringify({ integrations: failed })}\n`);
      return;
    }
    // Its lines share the job's stdout but are never events: it does not get the job's event token.
    const child = spawn(TRACK_PYTHON, [...TRACKER_ARGS, '--dir', trackingDir], { stdio: ['pipe', 'inherit', 'ignore'], env: trackerEnv(process.env) });
    child.stdin!.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      child.on('exit', () => resolve());
      child.on('error', () => resolve());
    });
    this.child = child;
  }

  private send(message: Record<string, unknown>): void {
    if (this.child?.stdin?.writable) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  params(values: Record<string, unknown>): void {
    this.send({ kind: 'params', values });
  }

  metrics(step: number, values: Record<string, number | null>): void {
    this.send({ kind: 'metrics', step, values });
  }

  /** Sends the summary and waits (bounded) for the tracker to close its runs and TensorBoard files. */
  async close(summary: Record<string, unknown>, ok = true, timeoutMs = 120_000): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.send({ kind: 'summary', values: summary, ok });
    child.stdin!.end();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    if ((await Promise.race([this.exited, late])) === 'late') {
      process.stdout.write('[tracking] the tracker did not finish in time; the run goes on without it\n');
      child.kill('SIGKILL');
    }
    clearTimeout(timer);
    this.child = null;
  }
}
