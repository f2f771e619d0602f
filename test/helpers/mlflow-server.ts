import { spawn, execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../../cli/setup/free-port.js';
import { MLFLOW_SERVER_BIN, TRACK_PYTHON } from '../../core/tracking/environment.js';
import { PROJECT_ROOT } from '../../core/config.js';

const run = promisify(execFile);

/** A real MLflow tracking server (from .venv-mlflow, installed by setup) on a free port with a SQLite store in `dir`. */
export async function startMlflowServer(dir: string): Promise<{ url: string; stop: () => Promise<void>; api: <T>(path: string, body?: unknown) => Promise<T> }> {
  for (const path of [MLFLOW_SERVER_BIN, TRACK_PYTHON]) {
    await access(path, constants.X_OK).catch(() => {
      throw new Error(`The experiment-tracking environments are missing (${path}); run \`npm run setup\` to install .venv-track and .venv-mlflow.`);
    });
  }
  const port = await freePort();
  const child = spawn(
    MLFLOW_SERVER_BIN,
    ['server', '--backend-store-uri', `sqlite:///${join(dir, 'mlflow.db')}`, '--default-artifact-root', join(dir, 'artifacts'), '--host', '127.0.0.1', '--port', String(port), '--workers', '1'],
    // The server's background job runner (huey consumers) is for features the tests do not use; off, it spares ~1 GB.
    { stdio: 'ignore', detached: true, env: { ...process.env, MLFLOW_SERVER_ENABLE_JOB_EXECUTION: 'false' } },
  );
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  // Positive signal: the server's own health route answers.
  for (;;) {
    if (exited) throw new Error('the MLflow server exited before it answered /health');
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(250);
  }
  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`MLflow ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.on('exit', resolve));
    // A throwaway server on a scratch SQLite file: killed outright (its workers take their time over SIGTERM).
    process.kill(-child.pid!, 'SIGKILL');
    await gone;
  };
  return { url, stop, api };
}

/** What W&B (offline run file) or TensorBoard (event files) hold, read back with their own libraries. */
export async function readTrackerFiles<T>(what: 'wandb' | 'tensorboard', path: string): Promise<T> {
  const { stdout } = await run(TRACK_PYTHON, [join(PROJECT_ROOT, 'test', 'helpers', 'read_tracker_files.py'), what, path], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as T;
}
