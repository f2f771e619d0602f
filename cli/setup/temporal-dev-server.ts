import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Connection } from '@temporalio/client';
import type { TemporalConnectionOptions } from '../../core/temporal-connection.js';
import type { TemporalDevSettings } from '../../core/config.js';

export interface DevServerOptions {
  cliPath: string;
  settings: TemporalDevSettings;
  dataDir: string;
  /** Override the settings' ports (tests pick free ones). */
  port?: number;
  uiPort?: number;
  headless?: boolean;
  /** Keep history in memory only (tests). */
  inMemory?: boolean;
  /** Own process group, so a terminal's Ctrl-C reaches only the parent, which stops us in order. */
  detached?: boolean;
  /** How long to wait for it to serve the namespace while it runs (default 60 s); it failing to start ends the wait at once. */
  readyTimeoutMs?: number;
  log: (line: string) => void;
}

export interface RunningDevServer {
  address: string;
  namespace: string;
  uiUrl: string | null;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The `temporal server start-dev` arguments that temporal-dev.yaml describes. */
export function devServerArgs(settings: TemporalDevSettings, options: { port: number; uiPort: number; dbFile: string | null; headless: boolean }): string[] {
  const args = ['server', 'start-dev', '--ip', settings.ip, '--port', String(options.port), '--namespace', settings.namespace];
  args.push('--log-level', settings.log_level, '--log-format', 'json');
  if (options.headless) args.push('--headless');
  else args.push('--ui-port', String(options.uiPort));
  if (options.dbFile) args.push('--db-filename', options.dbFile);
  for (const [pragma, value] of Object.entries(options.dbFile ? settings.sqlite_pragmas : {})) args.push('--sqlite-pragma', `${pragma}=${value}`);
  for (const [name, type] of Object.entries(settings.search_attributes)) args.push('--search-attribute', `${name}=${type}`);
  for (const [key, value] of Object.entries(settings.dynamic_config)) args.push('--dynamic-config-value', `${key}=${JSON.stringify(value)}`);
  return args;
}

/** Resolves once the frontend answers for the namespace (or rejects after timeoutMs). */
export async function waitForTemporal(target: string | TemporalConnectionOptions, namespace: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const options = typeof target === 'string' ? { address: target } : target;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('the Temporal dev server exited while starting');
    try {
      const connection = await Connection.connect({ ...options, connectTimeout: 1000 });
      try {
        await connection.workflowService.describeNamespace({ namespace });
        return;
      } finally {
        await connection.close();
      }
    } catch (error) {
      lastError = error;
      await sleep(250);
    }
  }
  throw new Error(`Temporal at ${options.address} did not become ready within ${timeoutMs / 1000} s: ${lastError instanceof Error ? lastError.message : lastError}`);
}

/** Starts the dev server as a child process and waits until it serves the namespace. */
export async function startTemporalDevServer(options: DevServerOptions): Promise<RunningDevServer> {
  const { settings } = options;
  const port = options.port ?? settings.port;
  const uiPort = options.uiPort ?? settings.ui_port;
  const headless = options.headless ?? false;
  let dbFile: string | null = null;
  if (!options.inMemory) {
    dbFile = isAbsolute(settings.db_filename) ? settings.db_filename : join(options.dataDir, settings.db_filename);
    await mkdir(dirname(dbFile), { recursive: true });
  }
  const child = spawn(options.cliPath, devServerArgs(settings, { port, uiPort, dbFile, headless }), {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => {
    exited = true;
    resolve();
  }));
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as { level?: string; msg?: string; error?: string };
        // While stopping, its pollers complain about the connections it is closing itself.
        if (!stopping && (entry.level === 'error' || entry.level === 'warn')) options.log(`${entry.level}: ${entry.msg ?? ''}${entry.error ? ` (${entry.error})` : ''}`);
      } catch {
        options.log(line);
      }
    }
  };
  child.stdout!.on('data', relay);
  child.stderr!.on('data', relay);

  const address = `${settings.ip}:${port}`;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (options.detached && child.pid !== undefined) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (exited) return;
    stopping = true;
    signal('SIGTERM');
    const stopped = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) {
      signal('SIGKILL');
      await exit;
    }
  };
  try {
    await waitForTemporal(address, settings.namespace, options.readyTimeoutMs ?? 60_000, () => !exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, namespace: settings.namespace, uiUrl: headless ? null : `http://${settings.ip}:${uiPort}/namespaces/${settings.namespace}/workflows`, child, stop };
}
