import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { modelsDir, SIM_GL_FILE, SIM_PYTHON, SIM_REQUIREMENTS_MARKER, SIM_VENV } from '../../core/sim/environment.js';
import { SetupError } from './ffmpeg.js';
import { commandWorks, isExecutable, runCommand } from './run-command.js';

/** Pinned packages of .venv-sim; its torch line is installed first, alone. */
export const SIM_REQUIREMENTS = join(PROJECT_ROOT, 'jobs', 'sim', 'requirements.txt');

/** Debian packages for MuJoCo's headless rendering: Mesa's software EGL, and OSMesa as the fallback. */
const RENDER_PACKAGES = ['libegl1', 'libegl-mesa0', 'libgl1-mesa-dri', 'libgles2', 'libosmesa6'];

const RENDER_PROBE = `
import mujoco
model = mujoco.MjModel.from_xml_string('<mujoco><worldbody><light pos="0 0 1"/><geom type="box" size=".1 .1 .1"/></worldbody></mujoco>')
data = mujoco.MjData(model)
mujoco.mj_forward(model, data)
renderer = mujoco.Renderer(model, 32, 32)
renderer.update_scene(data)
assert renderer.render().mean() > 0
renderer.close()
`;

function lastLines(text: string, count: number): string {
  return text.trim().split('\n').filter((line) => !line.startsWith('WARNING: Location')).slice(-count).join('\n');
}

async function pipInstall(args: string[]): Promise<void> {
  const pip = await runCommand(SIM_PYTHON, ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', ...args]);
  if (pip.code !== 0) throw new SetupError(`pip install ${args.join(' ')} failed in ${SIM_VENV}:\n${lastLines(pip.stderr, 8)}`);
}

/**
 * Installs jobs/sim/requirements.txt into ./.venv-sim. torch goes in first and alone, so pip
 * takes the pinned CPU wheel; installed after stable-baselines3 it would pull the CUDA build.
 */
async function ensureSimVenv(log: (line: string) => void): Promise<void> {
  const requirements = await readFile(SIM_REQUIREMENTS, 'utf8');
  const digest = createHash('sha256').update(requirements).digest('hex');
  const installed = await readFile(SIM_REQUIREMENTS_MARKER, 'utf8').catch(() => '');
  if (installed.trim() === digest && (await isExecutable(SIM_PYTHON))) return;

  log(`installing the simulation environment (${SIM_REQUIREMENTS}) into ${SIM_VENV} (~1.4 GB, a few minutes) …`);
  if (!(await isExecutable(SIM_PYTHON))) {
    const venv = await runCommand('python3', ['-m', 'venv', SIM_VENV]).catch(() => ({ code: -1, stdout: '', stderr: 'python3 not found' }));
    if (venv.code !== 0) throw new SetupError(`Could not create a Python virtualenv at ${SIM_VENV}: ${venv.stderr.trim()}`);
  }
  const torch = requirements.split('\n').map((line) => line.trim()).find((line) => /^torch==/.test(line));
  if (torch) await pipInstall([torch]);
  await pipInstall(['-r', SIM_REQUIREMENTS]);
  await writeFile(SIM_REQUIREMENTS_MARKER, `${digest}\n`);
}

async function renders(gl: string): Promise<boolean> {
  const env = { ...process.env, MUJOCO_GL: gl, PYOPENGL_PLATFORM: gl };
  const probe = await runCommand(SIM_PYTHON, ['-c', RENDER_PROBE], { env });
  return probe.code === 0;
}

async function installRenderPackages(log: (line: string) => void): Promise<boolean> {
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && (await commandWorks('sudo', ['-n', 'true']));
  if (!(await commandWorks('apt-get', ['--version'])) || (!isRoot && !canSudo)) return false;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log(`installing Mesa's software rendering from Debian packages (${RENDER_PACKAGES.join(' ')}) …`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...RENDER_PACKAGES]]) {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    if ((await runCommand(command!, rest, { env })).code !== 0) return false;
  }
  return true;
}

/** Finds a MUJOCO_GL backend that renders offscreen (EGL first, OSMesa as the fallback) and records it. */
async function ensureRendering(log: (line: string) => void): Promise<string> {
  const recorded = (await readFile(SIM_GL_FILE, 'utf8').catch(() => '')).trim();
  if (recorded && (await renders(recorded))) return recorded;
  let backend = (await renders('egl')) ? 'egl' : (await renders('osmesa')) ? 'osmesa' : undefined;
  if (!backend && (await installRenderPackages(log))) {
    backend = (await renders('egl')) ? 'egl' : (await renders('osmesa')) ? 'osmesa' : undefined;
  }
  if (!backend) {
    throw new SetupError(
      `MuJoCo cannot render offscreen with MUJOCO_GL=egl or osmesa. Install Mesa's software renderers:\n` +
        `  sudo apt-get install -y ${RENDER_PACKAGES.join(' ')}`,
    );
  }
  await writeFile(SIM_GL_FILE, `${backend}\n`);
  return backend;
}

/** Fills $DATA_DIR/models/<robot>/ from the registry packages in jobs/sim/models.json; one line per robot. */
async function ensureModels(dataDir: string): Promise<string[]> {
  const result = await runCommand(SIM_PYTHON, [join(PROJECT_ROOT, 'jobs', 'sim', 'install_models.py'), '--models_dir', modelsDir(dataDir)]);
  const lines = result.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { robot: string; status: string; reason?: string; error?: string });
  if (result.code !== 0) {
    const failures = lines.filter((line) => line.status === 'failed').map((line) => `${line.robot}: ${line.error}`);
    throw new SetupError(`Could not install the robot models:\n${failures.join('\n') || lastLines(result.stderr, 8)}`);
  }
  return lines.map((line) => (line.status === 'absent' ? `model ${line.robot} absent: ${line.reason}` : `model ${line.robot} ${line.status}`));
}

/** The simulation environment for twins and RL runs: .venv-sim, offscreen rendering, robot models. Safe to rerun. */
export async function ensureSimulation(dataDir: string, log: (line: string) => void): Promise<void> {
  await ensureSimVenv(log);
  const gl = await ensureRendering(log);
  log(`simulation environment ok (${SIM_VENV}, MUJOCO_GL=${gl})`);
  for (const line of await ensureModels(dataDir)) log(line);
}
