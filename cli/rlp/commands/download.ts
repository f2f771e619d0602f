import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Command } from 'commander';
import type { SingleBar } from 'cli-progress';
import { apiFailure, connect, must, type Api } from '../api.js';
import { CliFailure } from '../exit-codes.js';
import { printResult, withJson } from '../output.js';
import { bytesBar } from '../progress.js';
import { runKindOf } from '../run-kinds.js';

/** One file of a run, where to fetch it, and what the API says it holds. */
interface RemoteFile {
  path: string;
  url: string;
  bytes: number | null;
  sha256?: string;
}

interface Downloaded {
  path: string;
  bytes: number;
  sha256: string;
  /** Bytes that were already on disk and kept (a resumed or complete file); 0 for a fresh download. */
  resumed_from: number;
}

async function filesOf(api: Api, id: string): Promise<RemoteFile[]> {
  const kind = runKindOf(id).kind;
  if (kind === 'augmentation') {
    const run = await must(api.client.GET('/v1/augmentations/{id}', { params: { path: { id } } }));
    if (run.status !== 'succeeded') throw new CliFailure(`${id} is ${run.status}: only a succeeded augmentation has files`);
    if (run.output.type !== 'download') throw new CliFailure(`${id} was published to the hub: ${run.output.url ?? run.output.repo_id}`);
    return (run.output.files ?? []).map((f) => ({ path: f.path, url: f.url, bytes: f.bytes }));
  }
  if (kind === 'training_run') {
    const page = await must(api.client.GET('/v1/training_runs/{id}/checkpoints', { params: { path: { id }, query: { limit: 100 } } }));
    const checkpoints = page.data.filter((c) => c !== null);
    if (checkpoints.length === 0) throw new CliFailure(`${id} has no checkpoints yet`);
    return checkpoints.map((c) => ({ path: `checkpoints/${c.step}.zip`, url: `/v1/training_runs/${id}/checkpoints/${c.step}/download`, bytes: null }));
  }
  if (kind === 'twin') {
    const twin = await must(api.client.GET('/v1/twins/{id}', { params: { path: { id } } }));
    if (!twin.download) throw new CliFailure(`${id} is ${twin.status}: its archive is not ready`);
    return [{ path: twin.download.filename, url: twin.download.url, bytes: twin.download.bytes, sha256: twin.download.sha256 }];
  }
  if (kind === 'rl_run') {
    const run = await must(api.client.GET('/v1/rl_runs/{id}', { params: { path: { id } } }));
    if (!run.outputs) throw new CliFailure(`${id} is ${run.status}: its archive is not packaged`);
    const archive = run.outputs.archive;
    return [{ path: archive.filename, url: archive.url, bytes: archive.bytes, sha256: archive.sha256 }];
  }
  throw new CliFailure(`${id}: this kind has no downloads yet`);
}

async function sizeOnDisk(path: string): Promise<number> {
  return stat(path).then((s) => s.size, () => 0);
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Fetches one file, continuing a partial one with `Range` when the server answers 206. */
async function fetchFile(api: Api, file: RemoteFile, target: string, bar: SingleBar | null): Promise<number> {
  const have = await sizeOnDisk(target);
  if (file.bytes !== null && have === file.bytes) {
    bar?.increment(have);
    return have;
  }
  const resumeAt = file.bytes !== null && have > 0 && have < file.bytes ? have : 0;
  const response = await api.raw(file.url, resumeAt ? { headers: { Range: `bytes=${resumeAt}-` } } : {});
  if (!response.ok || !response.body) throw apiFailure(response.status, await response.json().catch(() => undefined));
  const resumed = response.status === 206 ? resumeAt : 0;
  bar?.increment(resumed);
  bar?.update({ file: file.path });
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bar?.increment(chunk.length);
      done(null, chunk);
    },
  });
  await mkdir(dirname(target), { recursive: true });
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), count, createWriteStream(target, { flags: resumed ? 'a' : 'w' }));
  return resumed;
}

export function registerDownload(program: Command): void {
  withJson(
    program
      .command('download')
      .description("a run's files: an augmentation's dataset, a training run's checkpoints (ZIPs), a twin's or an RL run's archive (sha256 checked); partial files are resumed")
      .argument('<id>', 'aug_…, trn_…, twin_… or rl_…')
      .option('--out <dir>', 'folder to write into (default: ./<id>)'),
  ).action(async (id: string, options: { out?: string; json?: boolean }) => {
    const api = await connect();
    const out = resolve(options.out ?? id);
    const files = await filesOf(api, id);
    const bar = bytesBar(files.reduce((sum, f) => sum + (f.bytes ?? 0), 0));
    const written: Downloaded[] = [];
    try {
      for (const file of files) {
        const target = join(out, file.path);
        if (!target.startsWith(out + sep)) throw new CliFailure(`refusing a file outside ${out}: ${file.path}`);
        const resumedFrom = await fetchFile(api, file, target, bar);
        const sha256 = await sha256Of(target);
        if (file.sha256 && sha256 !== file.sha256) throw new CliFailure(`${file.path}: sha256 ${sha256} is not the ${file.sha256} the API states`);
        written.push({ path: file.path, bytes: await sizeOnDisk(target), sha256, resumed_from: resumedFrom });
      }
    } finally {
      bar?.stop();
    }
    printResult(options, { object: 'download', id, out, files: written }, () => [
      ...written.map((f) => `${f.bytes} ${f.path}${f.resumed_from ? ` (resumed from byte ${f.resumed_from})` : ''}`),
      `${written.length} files in ${out}`,
    ]);
  });
}
