import { spawn, type SpawnOptions } from 'node:child_process';
import { access, constants } from 'node:fs/promises';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion (no shell); never throws for a non-zero exit, only when it cannot start. */
export function runCommand(command: string, args: string[], options: SpawnOptions & { echo?: (line: string) => void } = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const echo = options.echo;
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (echo) chunk.toString().split('\n').filter(Boolean).forEach(echo);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk;
      if (echo) chunk.toString().split('\n').filter(Boolean).forEach(echo);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export async function commandWorks(command: string, args: string[]): Promise<boolean> {
  try {
    return (await runCommand(command, args)).code === 0;
  } catch {
    return false;
  }
}

export async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
