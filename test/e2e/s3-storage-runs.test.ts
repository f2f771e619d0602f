import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataset } from '../../core/lerobot/index.js';
import { decodeRgbFrames, meanRgb } from '../../core/media/decode.js';
import { apiElsewhere } from '../helpers/api-elsewhere.js';
import { createAugmentation, pushTinyDataset, waitForAugmentation } from '../helpers/augmentations.js';
import { startS3Server, type S3TestServer } from '../helpers/s3-server.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const meanLuma = async (path: string) => luminance(meanRgb(await decodeRgbFrames(path, { width: 16, height: 16 })));

describe('runs with STORAGE_BACKEND=s3 (moto server): jobs work through the bucket, downloads are presigned', () => {
  let s3: S3TestServer;
  let stack: TestStack;
  let account: TestAccount;
  let commit: string;
  let fileLink: string | undefined;

  beforeAll(async () => {
    s3 = await startS3Server();
    const env = s3.env(await s3.createBucket('rlp-e2e'));
    // The worker's SDK and the jobs it starts find credentials where AWS tools look: the environment.
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) process.env[name] = env[name];
    stack = await startStack({ env });
    account = await stack.createAccount({ credits: 1000 });
    ({ commit } = await pushTinyDataset(stack, 'demo/tiny-s3', { episodes: 2, frames: 8 }));
    await stack.deps.hub.push('lab/so101-s3', SO101_RECORD_TEST, { message: 'so101' });
  });
  afterAll(async () => {
    await stack?.stop();
    await s3?.stop();
  });

  it('relights a camera with source and output staged through S3, and serves each file by a redirect to a presigned link', async () => {
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/tiny-s3' },
      instructions: 'one stop darker on the top camera',
      config: { relight: { top: { exposure: -1 } } },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(stack.deps.storage.kind).toBe('s3');

    // The job ran under the stager: it fetched the source from the bucket and sent its output back.
    const jobDirs = (await readdir(stack.config.jobsDir)).filter((name) => name.startsWith(`${created.id}-relight`));
    const log = await readFile(stack.deps.compute.logPath(jobDirs[0]!), 'utf8');
    expect(log).toMatch(/\[stage\] stage-in: \d+ files for source\//);
    expect(log).toMatch(/\[stage\] stage-out: \d+ files from output\//);
    expect(await stack.deps.storage.stat(`staging/datasets/demo/tiny-s3/${commit}.complete`)).toBeDefined();
    // Published, the staged copy of the output is gone; the files live under the run's own prefix.
    expect(await stack.deps.storage.list(`staging/augmentations/${created.id}/output`)).toEqual([]);

    const files = done.output.files!;
    expect(files.length).toBeGreaterThan(3);
    fileLink = files[0]!.url;
    const out = join(stack.dataDir, 'downloaded');
    for (const file of files) {
      const apiResponse = await stack.request(new URL(file.url).pathname, { headers: account.headers });
      expect(apiResponse.status, file.path).toBe(302);
      const location = new URL(apiResponse.headers.get('location')!);
      expect(location.origin).toBe(s3.endpoint);
      expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const response = await fetch(location);
      expect(response.status, file.path).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(file.bytes);
      await mkdir(dirname(join(out, file.path)), { recursive: true });
      await writeFile(join(out, file.path), bytes);
    }

    const dataset = await openDataset(out);
    const source = await openDataset(await stack.deps.hub.checkout('demo/tiny-s3', commit));
    expect(dataset.episodes.map((e) => e.length)).toEqual(source.episodes.map((e) => e.length));
    const top = source.episodes[0]!.videos['observation.images.top']!.path;
    const front = source.episodes[0]!.videos['observation.images.front']!.path;
    expect(await meanLuma(join(out, top))).toBeLessThan((await meanLuma(join(source.root, top))) * 0.8);
    expect((await readFile(join(out, front))).equals(await readFile(join(source.root, front)))).toBe(true);
  }, 600_000);

  it('answers another account with 404 for the run\'s files, and never redirects it', async () => {
    const other = await stack.createAccount({ credits: 10 });
    expect(fileLink).toBeDefined();
    const response = await stack.request(new URL(fileLink!).pathname, { headers: other.headers });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it('trains with the dataset staged in and the checkpoints staged out; each checkpoint has a presigned link', async () => {
    const response = await stack.request('/v1/training_runs', {
      method: 'POST',
      headers: account.headers,
      json: { dataset: { uri: 'lab/so101-s3' }, policies: ['mlp'], config: { steps: 40, save_freq: 20 } },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [created] = ((await response.json()) as { data: { id: string }[] }).data;
    type Run = { status: string; error: unknown; output: { checkpoint_count: number } };
    let run: Run;
    for (;;) {
      run = (await (await stack.request(`/v1/training_runs/${created!.id}`, { headers: account.headers })).json()) as Run;
      if (['succeeded', 'failed', 'canceled'].includes(run.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.output.checkpoint_count).toBe(2);

    const log = await readFile(stack.deps.compute.logPath(created!.id), 'utf8');
    expect(log).toMatch(/\[stage\] stage-in: \d+ files for dataset\//);
    expect(log).toMatch(/\[stage\] stage-out: \d+ files from output\//);
    expect(await stack.deps.storage.list(`staging/training_runs/${created!.id}/output`)).toEqual([]);

    const files = await stack.deps.storage.list(`training_runs/${created!.id}/checkpoints/40/pretrained_model`);
    expect(files.map((f) => f.key.split('/').at(-1)).sort()).toEqual(['config.json', 'model.safetensors', 'train_config.json']);
    const config = files.find((f) => f.key.endsWith('/config.json'))!;
    const link = await stack.deps.storage.downloadUrl(config.key, 600);
    expect(new URL(link!).origin).toBe(s3.endpoint);
    expect(await (await fetch(link!)).json()).toMatchObject({ type: 'mlp' });

    const zip = await stack.request(`/v1/training_runs/${created!.id}/checkpoints/40/download`, { headers: account.headers });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(files.reduce((sum, f) => sum + f.bytes, 0) / 2);

    // An API replica that shares no disk with the worker serves the trainer's log (the worker stores its lines in Postgres as it follows the job), without the stager's own lines.
    const elsewhere = await apiElsewhere(stack);
    try {
      const logs = await elsewhere.request(`/v1/training_runs/${created!.id}/logs?tail=1000`, { headers: account.headers });
      expect(logs.status).toBe(200);
      const { lines } = (await logs.json()) as { lines: string[] };
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.some((line) => line.startsWith('Policy mlp:')), lines.join('\n')).toBe(true);
      expect(lines.filter((line) => line.startsWith('[stage]') || line.startsWith('[platform]'))).toEqual([]);
      expect(log.split('\n').filter((line) => line.startsWith('[stage]')).length).toBeGreaterThan(0);
      const download = await elsewhere.request(`/v1/training_runs/${created!.id}/checkpoints/40/download`, { headers: account.headers });
      expect(download.status).toBe(200);
    } finally {
      await elsewhere.stop();
    }
  }, 600_000);
});
