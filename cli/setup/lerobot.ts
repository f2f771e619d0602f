import { rm, statfs } from 'node:fs/promises';
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

/** The venv takes ~8 GB and pip unpacks wheels beside it; below this the install would fill the disk half-way. */
export const LEROBOT_DISK_NEEDED_BYTES = 12 * 2 ** 30;

const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;

/** Installs LeRobot into ./.venv-lerobot unless its `lerobot-train` is already there; returns its path. */
export async function ensureLerobot(log: (line: string) => void): Promise<string> {
  if (!(await isExecutable(LEROBOT_TRAIN))) {
    await requireFreeDisk();
    log(`installing ${LEROBOT_PACKAGES.join(' ')} from PyPI into ${LEROBOT_VENV} (~8 GB on disk, a few minutes) …`);
    try {
      await installInto(LEROBOT_VENV, log);
    } catch (error) {
      // A venv whose pip stopped half-way would look installed to the tests; leave nothing behind.
      await rm(LEROBOT_VENV, { recursive: true, force: true });
      throw error;
    }
  }
  const help = await runCommand(LEROBOT_TRAIN, ['--help'], { env: { ...process.env, HF_HUB_OFFLINE: '1' } });
  if (help.code !== 0) throw new SetupError(`${LEROBOT_TRAIN} does not start:\n${help.stderr.trim().split('\n').slice(-6).join('\n')}`);
  return LEROBOT_TRAIN;
}

async function requireFreeDisk(): Promise<void> {
  const disk = await statfs(PROJECT_ROOT);
  const free = disk.bavail * disk.bsize;
  if (free < LEROBOT_DISK_NEEDED_BYTES) {
    throw new SetupError(`LeRobot needs about ${gib(LEROBOT_DISK_NEEDED_BYTES)} free on the disk of ${PROJECT_ROOT}; ${gib(free)} is free. Free some space and run npm run setup:lerobot again.`);
  }
}

/** A fresh venv, then pip; a failed pip is tried once more (a dropped download), then reported with its last lines and the free disk. */
async function installInto(venvDir: string, log: (line: string) => void): Promise<void> {
  await rm(venvDir, { recursive: true, force: true });
  const venv = await runCommand('python3', ['-m', 'venv', venvDir]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
  if (venv.code !== 0) throw new SetupError(`Could not create a Python virtualenv at ${venvDir}: ${venv.stderr.trim()}`);
  const pip = join(venvDir, 'bin', 'pip');
  const args = ['install', '--disable-pip-version-check', '-q', ...LEROBOT_PACKAGES];
  let result = await runCommand(pip, args);
  if (result.code !== 0) {
    log(`pip failed (${lastLines(result.stderr, 1)}); trying once more …`);
    result = await runCommand(pip, args);
  }
  if (result.code !== 0) {
    const disk = await statfs(PROJECT_ROOT);
    throw new SetupError(`pip could not install LeRobot (${gib(disk.bavail * disk.bsize)} free on the disk):\n${lastLines(result.stderr, 8)}`);
  }
}

function lastLines(text: string, count: number): string {
  return text.trim().split('\n').filter((line) => !line.startsWith('WARNING: Location')).slice(-count).join('\n');
}
