import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the Hugging Face Hub's HTTP API, serving only what HuggingFaceHub (through
 * @huggingface/hub) calls: dataset info by revision, refs, tags, settings, repo creation, tree
 * listing, preupload, the git-LFS batch API with the `basic` transfer (PUT to a URL it hands out),
 * NDJSON commits and `resolve` downloads with ranges. Dataset repositories only, kept in memory.
 *
 * Like the real hub it answers 404 with an `X-Error-Code` header (`RepoNotFound`,
 * `RevisionNotFound`, `EntryNotFound`), 401 for any token other than the one valid token,
 * 401 `RepoNotFound` for a private or missing repository asked without a token (as the real hub
 * does, see huggingface_hub's `hf_raise_for_status`), and tells
 * clients to send binary or large files through LFS. It never offers the xet transfer.
 */
export interface FakeHfHub {
  url: string;
  token: string;
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  /** Transfers the client offered in LFS batch requests (the real hub would pick xet when offered). */
  offeredTransfers: string[][];
  isPrivate(repoId: string): boolean | null;
  close(): Promise<void>;
}

interface StoredFile {
  data: Buffer;
  /** sha256 of an LFS file; null for a file stored in git. */
  lfs: string | null;
}

interface Commit {
  oid: string;
  parent: string | null;
  message: string;
  files: Map<string, StoredFile>;
}

interface Repo {
  id: string;
  private: boolean;
  commits: Map<string, Commit>;
  branches: Map<string, string>;
  tags: Map<string, string>;
  lastModified: Date;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

const LFS_THRESHOLD = 10 * 1024 * 1024;
const DEFAULT_GITATTRIBUTES = '*.parquet filter=lfs diff=lfs merge=lfs -text\n*.mp4 filter=lfs diff=lfs merge=lfs -text\n';

export async function startFakeHfHub(options: { token?: string; treePageSize?: number } = {}): Promise<FakeHfHub> {
  const token = options.token ?? `hf_fake${randomBytes(12).toString('hex')}`;
  const treePageSize = options.treePageSize ?? 50;
  const repos = new Map<string, Repo>();
  const lfsObjects = new Map<string, Buffer>();
  const requests: string[] = [];
  const offeredTransfers: string[][] = [];
  let base = '';

  function caller(req: IncomingMessage): 'valid' | 'anonymous' {
    const header = req.headers.authorization;
    if (header === undefined) return 'anonymous';
    if (header !== `Bearer ${token}`) throw new HttpError(401, 'Invalid credentials in Authorization header');
    return 'valid';
  }

  function readableRepo(req: IncomingMessage, id: string): Repo {
    const who = caller(req);
    const repo = repos.get(id);
    if (!repo || (repo.private && who !== 'valid')) {
      throw who === 'valid' ? new HttpError(404, 'Repository not found', 'RepoNotFound') : new HttpError(401, 'Repository not found', 'RepoNotFound');
    }
    return repo;
  }

  function writableRepo(req: IncomingMessage, id: string): Repo {
    if (caller(req) !== 'valid') throw new HttpError(401, 'You must be authenticated to write');
    const repo = repos.get(id);
    if (!repo) throw new HttpError(404, 'Repository not found', 'RepoNotFound');
    return repo;
  }

  function commitAt(repo: Repo, wanted: string): Commit {
    const revision = wanted === 'HEAD' ? 'main' : wanted;
    const oid = repo.branches.get(revision) ?? repo.tags.get(revision) ?? (repo.commits.has(revision) ? revision : undefined);
    const commit = oid === undefined ? undefined : repo.commits.get(oid);
    if (!commit) throw new HttpError(404, `Invalid rev id: ${revision}`, 'RevisionNotFound');
    return commit;
  }

  function addCommit(repo: Repo, parent: Commit | null, message: string, files: Map<string, StoredFile>): Commit {
    const oid = createHash('sha1').update(`${parent?.oid ?? ''}\n${message}\n${randomBytes(16).toString('hex')}`).digest('hex');
    const commit = { oid, parent: parent?.oid ?? null, message, files };
    repo.commits.set(oid, commit);
    repo.branches.set('main', oid);
    repo.lastModified = new Date();
    return commit;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    requests.push(`${method} ${path}`);
    let m: RegExpMatchArray | null;

    if (method === 'POST' && path === '/api/repos/create') {
      if (caller(req) !== 'valid') throw new HttpError(401, 'You must be authenticated to create a repository');
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { name: string; organization?: string; type?: string; visibility?: string; private?: boolean };
      if (body.type !== 'dataset') throw new HttpError(400, 'this fake hub only holds dataset repositories');
      const id = `${body.organization}/${body.name}`;
      if (repos.has(id)) throw new HttpError(409, 'You already created this dataset repo');
      const repo: Repo = { id, private: body.visibility === 'private' || body.private === true, commits: new Map(), branches: new Map(), tags: new Map(), lastModified: new Date() };
      // The real hub starts every repository with a commit holding its LFS rules.
      addCommit(repo, null, 'initial commit', new Map([['.gitattributes', { data: Buffer.from(DEFAULT_GITATTRIBUTES), lfs: null }]]));
      repos.set(id, repo);
      return json(res, 200, { url: `${base}/datasets/${id}`, name: id, id: randomBytes(12).toString('hex') });
    }

    if ((m = path.match(/^\/api\/datasets\/([^/]+\/[^/]+)\/revision\/(.+)$/)) && method === 'GET') {
      const repo = readableRepo(req, m[1]!);
      const commit = commitAt(repo, decodeURIComponent(m[2]!));
      return json(res, 200, {
        _id: createHash('md5').update(repo.id).digest('hex').slice(0, 24),
        id: repo.id,
        author: repo.id.split('/')[0],
        sha: commit.oid,
        private: repo.private,
        gated: false,
        disabled: false,
        downloads: 0,
        likes: 0,
        lastModified: repo.lastModified.toISOString(),
      });
    }

    if ((m = path.match(/^\/api\/datasets\/([^/]+\/[^/]+)\/refs$/)) && method === 'GET') {
      const repo = readableRepo(req, m[1]!);
      const refs = (kind: string, map: Map<string, string>) => [...map].map(([name, targetCommit]) => ({ name, ref: `refs/${kind}/${name}`, targetCommit }));
      return json(res, 200, { branches: refs('heads', repo.branches), tags: refs('tags', repo.tags), converts: [] });
    }

    if ((m = path.match(/^\/api\/datasets\/([^/]+\/[^/]+)\/tag\/(.+)$/))) {
      const repo = writableRepo(req, m[1]!);
      if (method === 'POST') {
        const commit = commitAt(repo, decodeURIComponent(m[2]!));
        const body = JSON.parse((await readBody(req)).toString('utf8')) as { tag?: string };
        if (!body.tag) throw new HttpError(400, 'tag is required');
        if (repo.tags.has(body.tag)) throw new HttpError(409, `Tag ${body.tag} already exists`);
        repo.tags.set(body.tag, commit.oid);
        return json(res, 200, {});
      }
      if (method === 'DELETE') {
        const tag = decodeURIComponent(m[2]!);
        if (!repo.tags.delete(tag)) throw new HttpError(404, `Tag ${tag} not found`, 'RevisionNotFound');
        return json(res, 200, {});
      }
    }

    if ((m = path.match(/^\/api\/datasets\/([^/]+\/[^/]+)\/settings$/)) && method === 'PUT') {
      const repo = writableRepo(req, m[1]!);
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { visibility?: string };
      if (body.visibility !== 'private' && body.visibility !== 'public') throw new HttpError(400, 'visibility must be private or public');
      repo.private = body.visibility === 'private';
      return json(res, 200, {});
    }

    if ((m = path.match(/^\/api\/datasets\/([^/]+\/[^/]+)\/tree\/([^/]+)(\/.*)?$/)) && method === 'GET') {
      const repo = readableRepo(req, m[1]!);
      const commit = commitAt(repo, decodeURIComponent(m[2]!));
      const prefix = m[3] ? `${decodeURIComponent(m[3].slice(1))}/` : '';
      const entries = treeEntries(commit, prefix, url.searchParams.get('recursive') === 'true');
      const cursor = Number(url.searchParams.get('cursor') ?? '0');
      const page = entries.slice(cursor, cursor + treePageSize);
      if (cursor + treePageSize < entries.length) {
        const next = new URL(url);
        next.searchParams.set('cursor', String(cursor + treePageSize));
        res.setHeader('Link', `<${next.href}>; rel="next"`);
      }
      return json(res, 200, page);
    }

    if ((m = path.match(/^\/api\/datasets\/([^/]+\/[^/]+)\/preupload\/(.+)$/)) && method === 'POST') {
      writableRepo(req, m[1]!);
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { files: { path: string; size: number; sample: string }[] };
      return json(res, 200, {
        files: body.files.map((file) => ({
          path: file.path,
          uploadMode: file.size >= LFS_THRESHOLD || Buffer.from(file.sample, 'base64').includes(0) ? 'lfs' : 'regular',
          shouldIgnore: false,
        })),
      });
    }

    if ((m = path.match(/^\/datasets\/([^/]+\/[^/]+)\.git\/info\/lfs\/objects\/batch$/)) && method === 'POST') {
      writableRepo(req, m[1]!);
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { operation: string; transfers?: string[]; objects: { oid: string; size: number }[] };
      if (body.operation !== 'upload') throw new HttpError(400, 'this fake hub only accepts LFS uploads');
      offeredTransfers.push(body.transfers ?? []);
      res.setHeader('Content-Type', 'application/vnd.git-lfs+json');
      return send(
        res,
        200,
        JSON.stringify({
          transfer: 'basic',
          objects: body.objects.map(({ oid, size }) => ({
            oid,
            size,
            authenticated: true,
            ...(lfsObjects.has(oid) ? {} : { actions: { upload: { href: `${base}/__lfs-upload/${oid}?size=${size}`, expires_in: 3600 } } }),
          })),
        }),
      );
    }

    if ((m = path.match(/^\/__lfs-upload\/([0-9a-f]{64})$/)) && method === 'PUT') {
      const data = await readBody(req);
      const oid = m[1]!;
      if (String(data.length) !== url.searchParams.get('size') || createHash('sha256').update(data).digest('hex') !== oid) {
        throw new HttpError(400, 'uploaded bytes do not match the announced oid and size');
      }
      lfsObjects.set(oid, data);
      return send(res, 200, '');
    }

    if ((m = path.match(/^\/api\/datasets\/([^/]+\/[^/]+)\/commit\/(.+)$/)) && method === 'POST') {
      const repo = writableRepo(req, m[1]!);
      const branch = decodeURIComponent(m[2]!);
      if (branch !== 'main') throw new HttpError(400, 'this fake hub only commits to main');
      const lines = (await readBody(req)).toString('utf8').split('\n').filter(Boolean);
      const head = commitAt(repo, 'main');
      const files = new Map(head.files);
      let message = 'commit';
      for (const line of lines) {
        const { key, value } = JSON.parse(line) as { key: string; value: Record<string, unknown> };
        if (key === 'header') {
          message = String(value.summary ?? message);
          if (value.parentCommit !== undefined && value.parentCommit !== head.oid) {
            throw new HttpError(412, 'A commit has happened since. Please refresh and try again.');
          }
        } else if (key === 'file') {
          if (value.encoding !== 'base64') throw new HttpError(400, 'expected base64 content');
          files.set(String(value.path), { data: Buffer.from(String(value.content), 'base64'), lfs: null });
        } else if (key === 'lfsFile') {
          const data = lfsObjects.get(String(value.oid));
          if (!data || data.length !== value.size) throw new HttpError(400, `LFS object ${String(value.oid)} was not uploaded`);
          files.set(String(value.path), { data, lfs: String(value.oid) });
        } else if (key === 'deletedFile') {
          if (!files.delete(String(value.path))) throw new HttpError(404, `File not found: ${String(value.path)}`, 'EntryNotFound');
        } else {
          throw new HttpError(400, `this fake hub does not handle '${key}' commit lines`);
        }
      }
      const commit = addCommit(repo, head, message, files);
      return json(res, 200, { success: true, commitOid: commit.oid, commitUrl: `${base}/datasets/${repo.id}/commit/${commit.oid}`, hookOutput: '' });
    }

    if ((m = path.match(/^\/datasets\/([^/]+\/[^/]+)\/resolve\/([^/]+)\/(.+)$/)) && method === 'GET') {
      const repo = readableRepo(req, m[1]!);
      const commit = commitAt(repo, decodeURIComponent(m[2]!));
      const file = commit.files.get(decodeURIComponent(m[3]!));
      if (!file) throw new HttpError(404, 'Entry not found', 'EntryNotFound');
      res.setHeader('ETag', `"${file.lfs ?? gitBlobOid(file.data)}"`);
      res.setHeader('X-Repo-Commit', commit.oid);
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Content-Type', 'application/octet-stream');
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (!range) return send(res, 200, file.data);
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), file.data.length - 1) : file.data.length - 1;
      if (start >= file.data.length || end < start) {
        res.setHeader('Content-Range', `bytes */${file.data.length}`);
        return send(res, 416, '');
      }
      res.setHeader('Content-Range', `bytes ${start}-${end}/${file.data.length}`);
      return send(res, 206, file.data.subarray(start, end + 1));
    }

    throw new HttpError(404, `the fake hub does not serve ${method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof HttpError) {
        if (error.errorCode) res.setHeader('X-Error-Code', error.errorCode);
        res.setHeader('X-Error-Message', error.message);
        return json(res, error.status, { error: error.message });
      }
      json(res, 500, { error: (error as Error).message });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    token,
    requests,
    offeredTransfers,
    isPrivate: (repoId) => repos.get(repoId)?.private ?? null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function treeEntries(commit: Commit, prefix: string, recursive: boolean): object[] {
  const directories = new Set<string>();
  const files: object[] = [];
  for (const [path, file] of [...commit.files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length).split('/');
    for (let depth = 1; depth < rest.length; depth++) {
      if (!recursive && depth > 1) break;
      directories.add(prefix + rest.slice(0, depth).join('/'));
    }
    if (!recursive && rest.length > 1) continue;
    files.push({
      type: 'file',
      oid: gitBlobOid(file.data),
      size: file.data.length,
      path,
      ...(file.lfs ? { lfs: { oid: file.lfs, size: file.data.length, pointerSize: 130 } } : {}),
    });
  }
  return [...[...directories].sort().map((path) => ({ type: 'directory', oid: createHash('sha1').update(path).digest('hex'), size: 0, path })), ...files];
}

function gitBlobOid(data: Buffer): string {
  return createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.setHeader('Content-Type', 'application/json');
  send(res, status, JSON.stringify(body));
}

function send(res: ServerResponse, status: number, body: string | Buffer): void {
  res.statusCode = status;
  res.end(body);
}
