import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cachedCheckout, isDirectory } from './checkout-cache.js';
import { HubError, repoNotFound } from '../../core/ports/hub-errors.js';
import { extractCommit } from './extract-commit.js';
import { gitOutput, runGit } from './git.js';
import { HUB_NAME_MAX_LENGTH, parseRepoId, storableOnHub } from '../../core/ports/repo-id.js';
import type { HubAuth, HubBackend, PushOptions, PushResult, ResolvedRevision } from '../../core/ports/hub.js';

export interface LocalGitHubOptions {
  /** Repositories live at `<hubDir>/<owner>/<name>.git` (bare). */
  hubDir: string;
  /** Checkouts live at `<cacheDir>/<owner>/<name>/<commit>`. */
  cacheDir: string;
  /** Author and committer of pushed commits. */
  committer?: { name: string; email: string };
}

export interface LocalRepoSummary {
  repoId: string;
  url: string;
  /** Commit on main, or null for a repository without commits. */
  head: string | null;
  tags: { name: string; commit: string }[];
  private: boolean;
}

export interface LocalCommit {
  commit: string;
  message: string;
  date: string;
}

/** The answer for a missing repository, also given for a private one the caller may not see. */
const FULL_COMMIT = /^[0-9a-f]{40}$/;
const MAIN = 'refs/heads/main';
const PUSH_ATTEMPTS = 5;

/**
 * The `local` hub: each dataset is a bare git repository on this machine. Revisions are real
 * commit ids; tags name codebase versions (`v2.1`, `v3.0`). Tokens are ignored (everything on
 * the machine is readable); the private flag is recorded in git config `rlp.private`.
 *
 * `repoUrl` is a `file://` URL of the bare repository, so `git clone <url>` works on this
 * machine (for operators: `npm run hub`). What clients see (a push's `url`, stored as an output's
 * url) is `hub://owner/name`, the form `dataset.uri` takes, never a server path.
 */
export class LocalGitHub implements HubBackend {
  readonly kind = 'local';
  readonly access = {
    decidedBy: 'platform',
    isPrivate: (repoId: string) => this.isPrivate(repoId),
    listRepositories: async () => (await this.list()).map(({ repoId, private: isPrivate, head }) => ({ repoId, private: isPrivate, head })),
  } as const;
  private readonly hubDir: string;
  private readonly cacheDir: string;
  private readonly committer: { name: string; email: string };

  constructor(options: LocalGitHubOptions) {
    this.hubDir = resolve(options.hubDir);
    this.cacheDir = resolve(options.cacheDir);
    this.committer = options.committer ?? { name: 'Robot Learning Platform', email: 'hub@robot-learning-platform.local' };
  }

  repoUrl(repoId: string): string {
    return pathToFileURL(this.repoPath(repoId)).href;
  }

  async resolve(repoId: string, revision?: string | null, _auth?: HubAuth): Promise<ResolvedRevision> {
    const gitDir = await this.existingRepo(repoId);
    const wanted = revision === undefined || revision === null || revision === '' ? 'main' : revision;
    const commit = await this.resolveIn(gitDir, repoId, wanted);
    const tags = (await gitOutput(['tag', '--points-at', commit], { gitDir })).split('\n').filter(Boolean).sort();
    return { repoId, commit, tags };
  }

  async checkout(repoId: string, commit: string, auth?: HubAuth): Promise<string> {
    const gitDir = await this.existingRepo(repoId);
    const full = FULL_COMMIT.test(commit) ? commit : (await this.resolve(repoId, commit, auth)).commit;
    const exists = await runGit(['cat-file', '-e', `${full}^{commit}`], { gitDir });
    if (exists.code !== 0) {
      throw new HubError('revision_not_found', `Commit '${commit}' does not exist in '${repoId}'.`, { repoId, revision: commit });
    }
    const { owner, name } = parseRepoId(repoId);
    return cachedCheckout(join(this.cacheDir, owner, name), full, (dir) => extractCommit(gitDir, full, dir));
  }

  async push(repoId: string, dir: string, opts: PushOptions): Promise<PushResult> {
    const gitDir = this.repoPath(repoId);
    const source = resolve(dir);
    if (!(await isDirectory(source))) throw new Error(`push needs a folder; '${dir}' is not one.`);
    const tags = opts.tags ?? [];
    for (const tag of tags) await this.checkTagName(tag);

    const created = await this.ensureRepo(gitDir, opts.private ?? false);
    if (!created && opts.private !== undefined) await gitOutput(['config', 'rlp.private', String(opts.private)], { gitDir });

    const tree = await this.writeTree(gitDir, source);
    const identity = ['-c', `user.name=${this.committer.name}`, '-c', `user.email=${this.committer.email}`];
    for (let attempt = 1; ; attempt++) {
      const parent = await this.tryResolve(gitDir, MAIN);
      const commit = await gitOutput([...identity, 'commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', opts.message || 'Update dataset'], { gitDir });
      // Compare-and-swap on main: a concurrent push in between makes this fail, and we retry on top of it.
      const update = await runGit(['update-ref', '-m', 'push', MAIN, commit, parent ?? '0'.repeat(40)], { gitDir });
      if (update.code === 0) {
        for (const tag of tags) await gitOutput(['update-ref', `refs/tags/${tag}`, commit], { gitDir });
        return { repoId, commit, url: `hub://${repoId}`, created };
      }
      if (attempt >= PUSH_ATTEMPTS) {
        throw new HubError('unavailable', `could not update '${repoId}' (main kept moving): ${update.stderr.trim()}`, { repoId });
      }
    }
  }

  /** Every repository in the hub, sorted by id. */
  async list(): Promise<LocalRepoSummary[]> {
    const summaries: LocalRepoSummary[] = [];
    for (const owner of await safeReaddir(this.hubDir)) {
      for (const entry of await safeReaddir(join(this.hubDir, owner))) {
        if (!entry.endsWith('.git')) continue;
        const repoId = `${owner}/${entry.slice(0, -4)}`;
        try {
          summaries.push(await this.summary(repoId));
        } catch (error) {
          if (!(error instanceof HubError && (error.code === 'invalid_repo_id' || error.code === 'repo_not_found'))) throw error;
        }
      }
    }
    return summaries.sort((a, b) => a.repoId.localeCompare(b.repoId));
  }

  async summary(repoId: string): Promise<LocalRepoSummary> {
    const gitDir = await this.existingRepo(repoId);
    const head = await this.tryResolve(gitDir, MAIN);
    const tagLines = await gitOutput(['for-each-ref', '--format=%(refname:short) %(objectname)', 'refs/tags'], { gitDir });
    const tags = tagLines
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name = '', commit = ''] = line.split(' ');
        return { name, commit };
      });
    const flag = await runGit(['config', '--get', 'rlp.private'], { gitDir });
    return { repoId, url: this.repoUrl(repoId), head, tags, private: flag.stdout.trim() === 'true' };
  }

  /** Whether the repository is private (git config `rlp.private`); repo_not_found when it does not exist. */
  async isPrivate(repoId: string): Promise<boolean> {
    const gitDir = await this.existingRepo(repoId);
    return (await runGit(['config', '--get', 'rlp.private'], { gitDir })).stdout.trim() === 'true';
  }

  /** Commits on main, newest first. */
  async history(repoId: string, limit = 20): Promise<LocalCommit[]> {
    const gitDir = await this.existingRepo(repoId);
    if (!(await this.tryResolve(gitDir, MAIN))) return [];
    const out = await gitOutput(['log', `--max-count=${limit}`, '--format=%H%x09%cI%x09%s', MAIN], { gitDir });
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [commit = '', date = '', ...message] = line.split('\t');
        return { commit, date, message: message.join('\t') };
      });
  }

  private repoPath(repoId: string): string {
    const parsed = parseRepoId(repoId);
    if (!storableOnHub(parsed)) {
      throw new HubError('invalid_repo_id', `'${repoId}' cannot be stored on a hub: the owner and the name are at most ${HUB_NAME_MAX_LENGTH} characters each.`, { repoId });
    }
    return join(this.hubDir, parsed.owner, `${parsed.name}.git`);
  }

  private async existingRepo(repoId: string): Promise<string> {
    // A longer owner or name is a valid id that names no repository (on the Hugging Face Hub too).
    if (!storableOnHub(parseRepoId(repoId))) throw repoNotFound(repoId);
    const gitDir = this.repoPath(repoId);
    if (!(await isDirectory(gitDir)) || !(await isFile(join(gitDir, 'HEAD')))) {
      throw repoNotFound(repoId);
    }
    return gitDir;
  }

  private async resolveIn(gitDir: string, repoId: string, revision: string): Promise<string> {
    // Refuse option-like or odd revisions before git sees them.
    const commit = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,254}$/.test(revision) && !revision.includes('..') ? await this.tryResolve(gitDir, revision) : null;
    if (!commit) {
      throw new HubError('revision_not_found', `Revision '${revision}' does not exist in '${repoId}' (use a branch, a tag such as 'v3.0', or a commit id).`, {
        repoId,
        revision,
      });
    }
    return commit;
  }

  private async tryResolve(gitDir: string, revision: string): Promise<string | null> {
    const result = await runGit(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { gitDir });
    const commit = result.stdout.trim();
    return result.code === 0 && FULL_COMMIT.test(commit) ? commit : null;
  }

  private async checkTagName(tag: string): Promise<void> {
    const ok = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(tag) && (await runGit(['check-ref-format', `refs/tags/${tag}`])).code === 0;
    if (!ok) throw new Error(`'${tag}' is not a valid tag name.`);
  }

  /** Creates the bare repository if missing (atomically, via rename); true when this call created it. */
  private async ensureRepo(gitDir: string, isPrivate: boolean): Promise<boolean> {
    if (await isFile(join(gitDir, 'HEAD'))) return false;
    const ownerDir = resolve(gitDir, '..');
    try {
      await mkdir(ownerDir, { recursive: true });
    } catch (error) {
      throw new HubError('unavailable', `cannot create ${ownerDir}: ${(error as Error).message}`, { cause: error });
    }
    const temporary = join(ownerDir, `.tmp-init-${randomBytes(6).toString('hex')}.git`);
    try {
      await gitOutput(['init', '--quiet', '--bare', '--initial-branch=main', temporary]);
      await gitOutput(['config', 'rlp.private', String(isPrivate)], { gitDir: temporary });
      try {
        await rename(temporary, gitDir);
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await isFile(join(gitDir, 'HEAD')))) return false;
        throw error;
      }
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  }

  /** Stores every file of `source` (ignore rules do not apply) and returns the tree id. */
  private async writeTree(gitDir: string, source: string): Promise<string> {
    const scratch = await mkdtemp(join(tmpdir(), 'rlp-hub-index-'));
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    try {
      await gitOutput(['add', '--all', '--force', '--', '.'], { gitDir, workTree: source, cwd: source, env });
      return await gitOutput(['write-tree'], { gitDir, env });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}


async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function safeReaddir(path: string): Promise<string[]> {
  try {
    return (await readdir(path)).filter((entry) => !entry.startsWith('.'));
  } catch {
    return [];
  }
}

