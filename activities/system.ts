import { access, constants, mkdir } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import type { DependencyReport } from '../contracts/system-check.js';
import type { ActivityDeps } from './deps.js';

function commandVersion(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out.split('\n')[0] ?? '') : reject(new Error(`${command} exited ${code}`))));
  });
}

async function check(name: string, probe: () => Promise<string>): Promise<DependencyReport['checks'][number]> {
  try {
    return { name, ok: true, detail: await probe() };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

export const createCheckDependenciesActivity = (deps: ActivityDeps) =>
  async function checkDependencies(): Promise<DependencyReport> {
    const checks = await Promise.all([
      check('postgres', async () => {
        const [row] = await deps.sql<{ version: string }[]>`select current_setting('server_version') as version`;
        return `PostgreSQL ${row!.version}`;
      }),
      check('ffmpeg', () => commandVersion('ffmpeg', ['-hide_banner', '-version'])),
      check('hub', async () => {
        await mkdir(deps.config.hubDir, { recursive: true });
        await access(deps.config.hubDir, constants.W_OK);
        return `${deps.hub.kind} hub at ${deps.config.hubDir}`;
      }),
      check('compute', async () => {
        const caps = await deps.compute.capabilities();
        return `${deps.compute.kind} backend; runners: ${caps.runners.join(', ') || 'none'}${caps.notes.length ? ` (${caps.notes.join('; ')})` : ''}`;
      }),
    ]);
    return { ok: checks.every((c) => c.ok), checks };
  };
