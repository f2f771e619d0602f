import { join } from 'node:path';
import { SetupError } from './ffmpeg.js';
import { isExecutable, runCommand } from './run-command.js';
import { TEMPORAL_VENV } from './temporal-cli.js';

/** The API fuzzer, from PyPI into the project's .venv (the one the Temporal CLI lives in). */
export const SCHEMATHESIS_PACKAGE = 'schemathesis==4.32.5';
const VENV_SCHEMATHESIS = join(TEMPORAL_VENV, 'bin', 'schemathesis');

export async function ensureSchemathesis(log: (line: string) => void): Promise<string> {
  if (await isExecutable(VENV_SCHEMATHESIS)) return VENV_SCHEMATHESIS;
  if (!(await isExecutable(join(TEMPORAL_VENV, 'bin', 'pip')))) {
    const venv = await runCommand('python3', ['-m', 'venv', TEMPORAL_VENV]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
    if (venv.code !== 0) throw new SetupError(`Could not create a Python virtualenv at ${TEMPORAL_VENV}: ${venv.stderr.trim()}`);
  }
  log(`installing ${SCHEMATHESIS_PACKAGE} from PyPI into ${TEMPORAL_VENV} …`);
  const pip = await runCommand(join(TEMPORAL_VENV, 'bin', 'pip'), ['install', '--disable-pip-version-check', '-q', SCHEMATHESIS_PACKAGE]);
  if (pip.code !== 0 || !(await isExecutable(VENV_SCHEMATHESIS))) {
    throw new SetupError(`pip could not install ${SCHEMATHESIS_PACKAGE}:\n${pip.stderr.trim().split('\n').slice(-6).join('\n')}`);
  }
  return VENV_SCHEMATHESIS;
}
