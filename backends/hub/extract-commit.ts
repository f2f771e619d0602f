import { spawn } from 'node:child_process';
import { HubError } from '../../core/ports/hub-errors.js';
import { gitArgs, gitUnavailable, isolatedGitEnv } from './git.js';

/** Writes the files of `commit` into the existing empty folder `targetDir` (`git archive | tar -x`). */
export function extractCommit(gitDir: string, commit: string, targetDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', gitArgs(['archive', '--format=tar', commit], { gitDir }), {
      env: isolatedGitEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tar = spawn('tar', ['-x', '-f', '-', '-C', targetDir], { stdio: ['pipe', 'ignore', 'pipe'] });
    archive.stdout.pipe(tar.stdin);
    // If tar dies early, git gets EPIPE; the exit codes below report the real failure.
    tar.stdin.on('error', () => undefined);

    let archiveErr = '';
    let tarErr = '';
    archive.stderr.on('data', (chunk: Buffer) => (archiveErr += chunk.toString('utf8')));
    tar.stderr.on('data', (chunk: Buffer) => (tarErr += chunk.toString('utf8')));

    let pending = 2;
    let archiveCode: number | null = null;
    let tarCode: number | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      archive.kill('SIGKILL');
      tar.kill('SIGKILL');
      reject(error);
    };
    const done = () => {
      if (--pending > 0 || failed) return;
      if (archiveCode !== 0) reject(new HubError('unavailable', `git archive ${commit} failed: ${archiveErr.trim() || `exit code ${archiveCode}`}`));
      else if (tarCode !== 0) reject(new HubError('unavailable', `extracting ${commit} failed: ${tarErr.trim() || `tar exit code ${tarCode}`}`));
      else resolve();
    };
    archive.once('error', (error) => fail(gitUnavailable(error)));
    tar.once('error', (error) => fail(new HubError('unavailable', `cannot run tar: ${error.message}`, { cause: error })));
    archive.once('close', (code) => {
      archiveCode = code;
      done();
    });
    tar.once('close', (code) => {
      tarCode = code;
      done();
    });
  });
}
