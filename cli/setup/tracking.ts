import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { MLFLOW_SERVER_VENV, TRACK_VENV } from '../../core/tracking/environment.js';
import { SetupError } from './ffmpeg.js';
import { isExecutable, runCommand } from './run-command.js';

const TRACK_REQUIREMENTS = join(PROJECT_ROOT, 'jobs', 'track', 'requirements.txt');
const MLFLOW_SERVER_REQUIREMENTS = join(PROJECT_ROOT, 'jobs', 'track', 'server-requirements.txt');

const lastLines = (text: string, count: number) => text.trim().split('\n').filter((line) => !line.startsWith('WARNING: Location')).slice(-count).join('\n');

/** Installs a requirements file into its own venv; a rerun with the same file is instant (sha256 marker). */
async function ensureVenv(venv: string, requirements: string, log: (line: string) => void, what: string): Promise<void> {
  const python = join(venv, 'bin', 'python');
  const marker = join(venv, '.requirements.sha256');
  const digest = createHash('sha256').update(await readFile(requirements, 'utf8')).digest('hex');
  if ((await readFile(marker, 'utf8').catch(() => '')).trim() === digest && (await isExecutable(python))) return;
  log(`installing ${what} (${requirements}) into ${venv} …`);
  if (!(await isExecutable(python))) {
    const created = await runCommand('python3', ['-m', 'venv', venv]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
    if (created.code !== 0) throw new SetupError(`Could not create a Python virtualenv at ${venv}: ${created.stderr.trim()}`);
  }
  const pip = await runCommand(python, ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', '-r', requirements]);
  if (pip.code !== 0) throw new SetupError(`pip install -r ${requirements} failed in ${venv}:\n${lastLines(pip.stderr, 8)}`);
  await writeFile(marker, `${digest}\n`);
}

/** The experiment trackers' clients for the job programs (.venv-track) and the tests' MLflow server (.venv-mlflow). Safe to rerun. */
export async function ensureTracking(log: (line: string) => void): Promise<void> {
  await ensureVenv(TRACK_VENV, TRACK_REQUIREMENTS, log, 'the experiment trackers (MLflow, W&B, TensorBoard)');
  await ensureVenv(MLFLOW_SERVER_VENV, MLFLOW_SERVER_REQUIREMENTS, log, "the tests' MLflow tracking server");
  log(`experiment tracking ok (${TRACK_VENV}, ${MLFLOW_SERVER_VENV})`);
}
