import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { SetupError } from './ffmpeg.js';
import { isExecutable, runCommand } from './run-command.js';

/** Where `npm run setup:lerobot` installs LeRobot; the local compute backend looks for `lerobot-train` here. */
export const LEROBOT_VENV = join(PROJECT_ROOT, '.venv-lerobot');

/**
 * LeRobot 0.4.4 wants torch < 2.11 and a torchvision built against it. PyPI's torch is the CUDA
 * build (~4 GB with its NVIDIA libraries); it runs on a CPU too, and no CPU build of torchvision
 * is on a registry these machines reach, so the CUDA pair is what works everywhere.
 */
export const LEROBOT_PACKAGES = ['lerobot==0.4.4', 'torch==2.10.0', 'torchvision==0.25.0', 'torchcodec==0.10.0'];
const LEROBOT_TRAIN = join(LEROBOT_VENV, 'bin', 'lerobot-train');

/** Installs LeRobot into ./.venv-lerobot unless its `lerobot-train` is already there; returns its path. */
export async function ensureLerobot(log: (line: string) => void): Promise<string> {
  if (!(await isExecutable(LEROBOT_TRAIN))) {
    log(`installing ${LEROBOT_PACKAGES.join(' ')} from PyPI into ${LEROBOT_VENV} (~8 GB on disk, a few minutes) …`);
    const venv = await runCommand('python3', ['-m', 'venv', LEROBOT_VENV]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
    if (venv.code !== 0) throw new SetupError(`Could not create a Python virtualenv at ${LEROBOT_VENV}: ${venv.stderr.trim()}`);
    const pip = await runCommand(join(LEROBOT_VENV, 'bin', 'pip'), ['install', '--disable-pip-version-check', '-q', ...LEROBOT_PACKAGES]);
    if (pip.code !== 0) {
      throw new SetupError(`pip could not install LeRobot:\n${pip.stderr.trim().split('\n').filter((line) => !line.startsWith('WARNING: Location')).slice(-8).join('\n')}`);
    }
  }
  const help = await runCommand(LEROBOT_TRAIN, ['--help'], { env: { ...process.env, HF_HUB_OFFLINE: '1' } });
  if (help.code !== 0) throw new SetupError(`${LEROBOT_TRAIN} does not start:\n${help.stderr.trim().split('\n').slice(-6).join('\n')}`);
  return LEROBOT_TRAIN;
}
