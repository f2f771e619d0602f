import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { commit as hfCommit, createRepo, datasetInfo, downloadFile, HubApiError, listFiles, type CommitOperation } from '@huggingface/hub';
import { cachedCheckout, isDirectory } from './checkout-cache.js';
import { HubError } from '../../core/ports/hub-errors.js';
import { createTag, deleteTag, hfCall, listRefs, setPrivate, toHubError, type HfCall } from './huggingface-api.js';
import { parseRepoId } from '../../core/ports/repo-id.js';
import type { HubAuth, HubBackend, PushOptions, PushResult, ResolvedRevision } from '../../core/ports/hub.js';

export interface HuggingFaceHubOptions {
  /** Hub address (HF_ENDPOINT), e.g. https://huggingface.co. */
  endpoint: string;
  /** Used when a call brings no token of its own (HF_TOKEN); per-account tokens come in HubAuth. */
  defaultToken?: string | null;
  /** Checkouts live at `<cacheDir>/<owner>/<name>/<commit>`. */
  cacheDir: string;
  /** Files downloaded at once by one checkout (default 4). */
  downloadConcurrency?: number;
}

const FULL_COMMIT = /^[0-9a-f]{40}$/;
const TAG_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const PUSH_ATTEMPTS = 4;
/** The hub keeps LFS rules here; like huggingface_hub's upload_folder we never delete it. */
const GIT_ATTRIBUTES = '.gitattributes';

/**
 * Dataset repositories on the Hugging Face Hub, through `@huggingface/hub`. Each call uses the
 * token it is given (`auth.token`, the account's own) or else the service-wide default.
 *
 * A push is one commit on `main` (`parentCommit` pins the head we diffed against, so a
 * concurrent push makes ours fail and we retry on top of it); tags are then created or moved
 * (the hub has no "move": delete + create, so a tag is briefly absent).
 */
export class HuggingFaceHub implements HubBackend {
  readonly kind = 'huggingface';
  readonly access = { decidedBy: 'hub' } as const;
  private readonly endpoint: string;
  private readonly defaultToken: string | undefined;
  private readonly cacheDir: string;
  private readonly downloadConcurrency: number;

  constructor(options: HuggingFaceHubOptions) {
    this.endpoint = options.endpoint.replace(/\/+$/, '');
    this.defaultToken = options.defaultToken || undefined;
    this.cacheDir = resolve(options.cacheDir);
    this.downloadConcurrency = Math.max(1, options.downloadConcurrency ?? 4);
  }

  repoUrl(repoId: string): string {
    parseRepoId(repoId);
    return `${this.endpoint}/datasets/${repoId}`;
  }

  async resolve(repoId: string, revision?: string | null, auth?: HubAuth): Promise<ResolvedRevision> {
    parseRepoId(repoId);
    const wanted = revision === undefined || revision === null || revision === '' ? 'main' : revision;
    const call = this.call(auth);
    try {
      const info = await datasetInfo({ name: repoId, revision: wanted, additionalFields: ['sha'], hubUrl: call.hubUrl, accessToken: call.accessToken, fetch: call.fetch });
      const commit = info.sha;
      if (typeof commit !== 'string' || !FULL_COMMIT.test(commit)) throw new HubError('unavailable', `The hub gave no commit id for '${repoId}' at '${wanted}'.`, { repoId, revision: wanted });
      const { tags } = await listRefs(call, repoId);
      return { repoId, commit, tags: tags.filter((tag) => tag.targetCommit === commit).map((tag) => tag.name).sort() };
    } catch (error) {
      throw toHubError(error, call, { repoId, revision: wanted, notFound: 'revision_not_found' });
    }
  }

  async checkout(repoId: string, commit: string, auth?: HubAuth): Promise<string> {
    const { owner, name } = parseRepoId(repoId);
    const full = FULL_COMMIT.test(commit) ? commit : (await this.resolve(repoId, commit, auth)).commit;
    const call = this.call(auth);
    try {
      return await cachedCheckout(join(this.cacheDir, owner, name), full, async (dir) => {
        const files = await this.listCommitFiles(call, repoId, full);
        await forEachLimited(files, this.downloadConcurrency, (file) => this.downloadInto(call, repoId, full, file, dir));
      });
    } catch (error) {
      throw toHubError(error, call, { repoId, revision: full, notFound: 'revision_not_found' });
    }
  }

  async push(repoId: string, dir: string, opts: PushOptions): Promise<PushResult> {
    parseRepoId(repoId);
    const source = resolve(dir);
    if (!(await isDirectory(source))) throw new Error(`push needs a folder; '${dir}' is not one.`);
    const tags = opts.tags ?? [];
    for (const tag of tags) if (!TAG_NAME.test(tag)) throw new Error(`'${tag}' is not a valid tag name.`);
    const call = this.call(opts.auth);
    if (!call.accessToken) throw new HubError('unauthorized', `Pushing to '${repoId}' on the Hugging Face Hub needs a token.`, { repoId });
    const context = { repoId, revision: 'main', notFound: 'repo_not_found' as const };
    try {
      const created = await this.ensureRepo(call, repoId, opts.private);
      const localFiles = await listLocalFiles(source);
      const commit = await this.commitTree(call, repoId, source, localFiles, opts.message || 'Update dataset');
      await this.placeTags(call, repoId, tags, commit);
      return { repoId, commit, url: this.repoUrl(repoId), created };
    } catch (error) {
      throw toHubError(error, call, context);
    }
  }

  private call(auth?: HubAuth): HfCall {
    return hfCall(this.endpoint, auth?.token || this.defaultToken);
  }

  /** Creates the repository when missing; true when this call created it. Updates `private` on an existing one when asked. */
  private async ensureRepo(call: HfCall, repoId: string, isPrivate: boolean | undefined): Promise<boolean> {
    let current: { private: boolean } | null = null;
    try {
      current = await datasetInfo({ name: repoId, hubUrl: call.hubUrl, accessToken: call.accessToken, fetch: call.fetch });
    } catch (error) {
      const missing = error instanceof HubApiError && error.statusCode === 404 && call.lastErrorCode() !== 'RevisionNotFound';
      if (!missing) throw error;
    }
    if (current) {
      if (isPrivate !== undefined && current.private !== isPrivate) await setPrivate(call, repoId, isPrivate);
      return false;
    }
    try {
      await createRepo({ repo: { type: 'dataset', name: repoId }, private: isPrivate ?? false, hubUrl: call.hubUrl, accessToken: call.accessToken!, fetch: call.fetch });
      return true;
    } catch (error) {
      // Someone created it between our look and our create.
      if (error instanceof HubApiError && error.statusCode === 409) return false;
      throw error;
    }
  }

  /** One commit on main whose tree is `localFiles` (plus the hub's own `.gitattributes`); retried when main moves meanwhile. */
  private async commitTree(call: HfCall, repoId: string, source: string, localFiles: string[], message: string): Promise<string> {
    const wanted = new Set(localFiles);
    for (let attempt = 1; ; attempt++) {
      const head = await this.headCommit(call, repoId);
      const remote = head ? await this.listCommitFiles(call, repoId, head) : [];
      const operations: CommitOperation[] = [];
      for (const file of localFiles) {
        operations.push({ operation: 'addOrUpdate', path: file, content: await openAsBlob(join(source, ...file.split('/'))) });
      }
      for (const file of remote) {
        if (!wanted.has(file.path) && file.path !== GIT_ATTRIBUTES) operations.push({ operation: 'delete', path: file.path });
      }
      try {
        const output = await hfCommit({
          repo: { type: 'dataset', name: repoId },
          title: message,
          operations,
          branch: 'main',
          ...(head ? { parentCommit: head } : {}),
          // Plain git-LFS (`basic`: one PUT per object) rather than the xet protocol: the path our fake hub checks.
          useXet: false,
          hubUrl: call.hubUrl,
          accessToken: call.accessToken,
          fetch: call.fetch,
        });
        if (!output || !FULL_COMMIT.test(output.commit.oid)) throw new HubError('unavailable', `The hub did not return the new commit of '${repoId}'.`, { repoId });
        return output.commit.oid;
      } catch (error) {
        const conflict = error instanceof HubApiError && (error.statusCode === 409 || error.statusCode === 412);
        if (!conflict || attempt >= PUSH_ATTEMPTS) throw error;
      }
    }
  }

  private async headCommit(call: HfCall, repoId: string): Promise<string | null> {
    const { branches } = await listRefs(call, repoId);
    return branches.find((branch) => branch.name === 'main')?.targetCommit ?? null;
  }

  private async placeTags(call: HfCall, repoId: string, tags: string[], commit: string): Promise<void> {
    if (tags.length === 0) return;
    const existing = new Map((await listRefs(call, repoId)).tags.map((tag) => [tag.name, tag.targetCommit]));
    for (const tag of tags) {
      let at = existing.get(tag);
      for (let attempt = 1; at !== commit; attempt++) {
        if (at !== undefined) await deleteTag(call, repoId, tag);
        try {
          await createTag(call, repoId, tag, commit, `Tag ${tag}`);
          break;
        } catch (error) {
          // A concurrent push re-created the tag between our delete and our create: last writer wins.
          if (!(error instanceof HubApiError && error.statusCode === 409) || attempt >= PUSH_ATTEMPTS) throw error;
          at = (await listRefs(call, repoId)).tags.find((ref) => ref.name === tag)?.targetCommit;
        }
      }
    }
  }

  private async listCommitFiles(call: HfCall, repoId: string, commit: string): Promise<{ path: string; size: number }[]> {
    const files: { path: string; size: number }[] = [];
    for await (const entry of listFiles({ repo: { type: 'dataset', name: repoId }, revision: commit, recursive: true, hubUrl: call.hubUrl, accessToken: call.accessToken, fetch: call.fetch })) {
      if (entry.type === 'file') files.push({ path: entry.path, size: entry.size });
    }
    return files;
  }

  private async downloadInto(call: HfCall, repoId: string, commit: string, file: { path: string; size: number }, root: string): Promise<void> {
    const destination = resolve(root, ...file.path.split('/'));
    if (!destination.startsWith(root + sep)) throw new HubError('unavailable', `The hub listed an unsafe path '${file.path}' in '${repoId}'.`, { repoId });
    await mkdir(dirname(destination), { recursive: true });
    // A zero-byte file cannot be probed with `Range: bytes=0-0`; there is nothing to fetch anyway.
    if (file.size === 0) {
      await writeFile(destination, '');
      return;
    }
    // `xet: false`: plain (ranged) GETs of the resolve URL, which the hub redirects to its CDN, instead of xet reconstruction.
    const blob = await downloadFile({ repo: { type: 'dataset', name: repoId }, path: file.path, revision: commit, xet: false, hubUrl: call.hubUrl, accessToken: call.accessToken, fetch: call.fetch });
    if (!blob) throw new HubError('revision_not_found', `File '${file.path}' vanished from '${repoId}' at ${commit}.`, { repoId, revision: commit });
    await pipeline(Readable.fromWeb(blob.stream() as WebReadableStream), createWriteStream(destination));
    const written = (await stat(destination)).size;
    if (written !== file.size) throw new HubError('unavailable', `Downloaded ${written} of ${file.size} bytes of '${file.path}' from '${repoId}'.`, { repoId });
  }
}

/** Every regular file under `root`, as `/`-separated relative paths, sorted. */
async function listLocalFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(workers);
}


