/** Checks that what a run published is whole: its archive, its files list, each file's bytes. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { api, download, type Body } from './http.js';
import type { ChaosStack } from './stack.js';

const run = promisify(execFile);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const short = (sha: unknown) => `${String(sha).slice(0, 12)}…`;

/** Every entry of a paginated files route (`limit`, `after` = the last path of a page). */
export async function listFiles(stack: ChaosStack, filesPath: string): Promise<Body[]> {
  const listed: Body[] = [];
  let after: string | undefined;
  for (;;) {
    const { status, body } = await api(stack, `${filesPath}?limit=100${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    if (status !== 200) throw new Error(`GET ${filesPath}: ${status} ${JSON.stringify(body.error ?? body)}`);
    listed.push(...(body.data as Body[]));
    if (!body.has_more) return listed;
    after = listed.at(-1)!.path as string;
  }
}

/** The archive's bytes when they hash to the listed sha256; else why not. */
export async function fetchArchive(stack: ChaosStack, archive: { url: string; sha256: string }): Promise<Buffer | string> {
  const bytes = await download(stack, archive.url);
  const sha = sha256(bytes);
  return sha === archive.sha256 ? bytes : `archive sha256 ${short(sha)} ≠ listed ${short(archive.sha256)}`;
}

/** Every listed file downloads from its `url` with its listed bytes, and its sha256 where the listing gives one. */
export async function checkDownloads(stack: ChaosStack, files: Body[]): Promise<string | null> {
  for (const file of files) {
    const bytes = await download(stack, file.url as string).catch((error: Error) => error);
    if (bytes instanceof Error) return `${file.path}: ${bytes.message}`;
    if (bytes.length !== file.bytes) return `${file.path}: ${bytes.length} bytes read, ${file.bytes} listed`;
    if (file.sha256 !== undefined && sha256(bytes) !== file.sha256) return `${file.path}: sha256 ${short(sha256(bytes))} ≠ listed ${short(file.sha256)}`;
  }
  return null;
}

/** sha256 of every file in a .tar.gz archive (python3's tarfile: no tar reader in this project's deps). */
export async function tarEntryHashes(archive: Buffer, scratch: string): Promise<Record<string, string>> {
  const file = join(scratch, `archive-${Date.now()}.tar.gz`);
  await writeFile(file, archive);
  try {
    const script = 'import hashlib,json,sys,tarfile\nt=tarfile.open(sys.argv[1])\nprint(json.dumps({m.name: hashlib.sha256(t.extractfile(m).read()).hexdigest() for m in t.getmembers() if m.isfile()}))';
    const { stdout } = await run('python3', ['-c', script, file], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as Record<string, string>;
  } finally {
    await rm(file, { force: true });
  }
}
