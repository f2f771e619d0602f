import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { SetupError } from './ffmpeg.js';
import { isExecutable, runCommand } from './run-command.js';

/**
 * The S3-compatible server the storage tests start: moto's standalone server, from PyPI into its
 * own small venv (docs/storage.md says why moto and what it does not check).
 */
export const MOTO_PACKAGE = 'moto[server]==5.2.5';
export const S3_TEST_VENV = join(PROJECT_ROOT, '.venv-s3');
export const MOTO_SERVER = join(S3_TEST_VENV, 'bin', 'moto_server');

/** Installs moto_server into ./.venv-s3 unless it is there; returns its path. */
export async function ensureMotoServer(log: (line: string) => void): Promise<string> {
  if (await isExecutable(MOTO_SERVER)) return MOTO_SERVER;
  if (!(await isExecutable(join(S3_TEST_VENV, 'bin', 'pip')))) {
    const venv = await runCommand('python3', ['-m', 'venv', S3_TEST_VENV]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
    if (venv.code !== 0) throw new SetupError(`Could not create a Python virtualenv at ${S3_TEST_VENV}: ${venv.stderr.trim()}`);
  }
  log(`installing ${MOTO_PACKAGE} from PyPI into ${S3_TEST_VENV} (the S3 server the storage tests start) …`);
  const pip = await runCommand(join(S3_TEST_VENV, 'bin', 'pip'), ['install', '--disable-pip-version-check', '-q', MOTO_PACKAGE]);
  if (pip.code !== 0 || !(await isExecutable(MOTO_SERVER))) {
    throw new SetupError(`pip could not install ${MOTO_PACKAGE}:\n${pip.stderr.trim().split('\n').slice(-6).join('\n')}`);
  }
  return MOTO_SERVER;
}
