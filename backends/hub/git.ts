import { spawn } from 'node:child_process';
import { HubError } from '../../core/ports/hub-errors.js';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface GitOptions {
  gitDir?: string;
  workTree?: string;
  cwd?: string;
  /** Extra environment (e.g. GIT_INDEX_FILE). */
  env?: Record<string, string>;
}

/**
 * Environment that keeps the machine's own git configuration out of hub operations: a user's
 * global LFS filters, commit signing or hooks must not change what a dataset repository stores.
 */
export function isolatedGitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    ...extra,
  };
}

export function gitArgs(args: readonly string[], options: GitOptions = {}): string[] {
  return [
    ...(options.gitDir ? [`--git-dir=${options.gitDir}`] : []),
    ...(options.workTree ? [`--work-tree=${options.workTree}`] : []),
    '-c', 'core.autocrlf=false',
    '-c', 'commit.gpgSign=false',
    '-c', 'tag.gpgSign=false',
    ...args,
  ];
}

/** Runs git without a shell; resolves with its exit code and output (never rejects on a non-zero exit). */
export function runGit(args: readonly string[], options: GitOptions = {}): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', gitArgs(args, options), {
      cwd: options.cwd,
      env: isolatedGitEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error) => reject(gitUnavailable(error)));
    child.once('close', (code) =>
      resolve({ code: code ?? -1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** Runs git and returns trimmed stdout, or throws HubError('unavailable') with git's message. */
export async function gitOutput(args: readonly string[], options: GitOptions = {}): Promise<string> {
  const result = await runGit(args, options);
  if (result.code !== 0) {
    throw new HubError('unavailable', `git ${args[0] ?? ''} failed: ${result.stderr.trim() || `exit code ${result.code}`}`);
  }
  return result.stdout.trim();
}

export function gitUnavailable(error: unknown): HubError {
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
  return new HubError('unavailable', missing ? 'the local hub needs the git program, which is not installed.' : `cannot run git: ${(error as Error).message}`, {
    cause: error,
  });
}
