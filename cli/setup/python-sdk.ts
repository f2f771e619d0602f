import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { SetupError } from './ffmpeg.js';
import { isExecutable, runCommand } from './run-command.js';

/** The Python SDK's own small environment: its generator, pytest, and the SDK installed editable. */
export const SDK_VENV = join(PROJECT_ROOT, '.venv-sdk');
export const SDK_VENV_BIN = join(SDK_VENV, 'bin');
export const SDK_PYTHON = join(SDK_VENV_BIN, 'python');
export const PYTHON_SDK_DIR = join(PROJECT_ROOT, 'sdk', 'python');
const REQUIREMENTS = join(PYTHON_SDK_DIR, 'requirements-dev.txt');
const PYPROJECT = join(PYTHON_SDK_DIR, 'pyproject.toml');
const MARKER = join(SDK_VENV, '.installed');

const lastLines = (text: string, count: number) =>
  text.trim().split('\n').filter((line) => !line.startsWith('WARNING: Location')).slice(-count).join('\n');

async function pip(args: string[]): Promise<void> {
  const result = await runCommand(SDK_PYTHON, ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', ...args], { cwd: PROJECT_ROOT });
  if (result.code !== 0) throw new SetupError(`pip install ${args.join(' ')} failed in ${SDK_VENV}:\n${lastLines(result.stderr, 8)}`);
}

/**
 * Makes ./.venv-sdk from sdk/python/requirements-dev.txt and installs the SDK into it (about 85 MB,
 * 20-40 s the first time); does nothing while the requirements and pyproject.toml are unchanged.
 */
export async function ensurePythonSdkVenv(log: (line: string) => void): Promise<void> {
  const digest = createHash('sha256')
    .update(await readFile(REQUIREMENTS, 'utf8'))
    .update(await readFile(PYPROJECT, 'utf8'))
    .digest('hex');
  const installed = await readFile(MARKER, 'utf8').catch(() => '');
  if (installed.trim() === digest && (await isExecutable(SDK_PYTHON))) return;

  log(`installing the Python SDK's environment (${REQUIREMENTS}) into ${SDK_VENV} …`);
  if (!(await isExecutable(SDK_PYTHON))) {
    const venv = await runCommand('python3', ['-m', 'venv', SDK_VENV]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
    if (venv.code !== 0) throw new SetupError(`Could not create a Python virtualenv at ${SDK_VENV}: ${venv.stderr.trim()}`);
  }
  await pip(['-r', REQUIREMENTS]);
  await pip(['-e', PYTHON_SDK_DIR]);
  await writeFile(MARKER, `${digest}\n`);
  log(`Python SDK environment ok (${SDK_VENV})`);
}
