import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeProgram } from '../../backends/compute/local.js';
import { S3Storage } from '../../backends/storage/s3.js';
import type { StagedJobPlan } from '../../backends/storage/staged-job-plan.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { S3_TEST_CREDENTIALS, S3_TEST_REGION, startS3Server, type S3TestServer } from '../helpers/s3-server.js';

const STAGER = join(PROJECT_ROOT, 'backends', 'storage', 'staged-job.ts');

/**
 * A program that stands for a job which does useful work on SIGTERM (an RL job packages its
 * policy): it lists the unpacked scene, says it is ready, and on SIGTERM waits a moment (a second
 * signal would arrive meanwhile), writes how many it got into its output and exits 0.
 */
const PROGRAM = `
const { readdirSync, writeFileSync } = require('node:fs');
const [scene, output] = process.argv.slice(1);
let signals = 0;
process.on('SIGTERM', () => {
  signals += 1;
  if (signals > 1) return;
  setTimeout(() => { writeFileSync(output + '/signals.txt', String(signals)); process.exit(0); }, 1500);
});
console.log('ready ' + readdirSync(scene, { recursive: true }).sort().join(','));
setInterval(() => undefined, 1000);
`;

describe('the stager of a staged job, against moto', () => {
  let s3: S3TestServer;
  let storage: S3Storage;
  let plan: Omit<StagedJobPlan, 'command'>;
  let work: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const bucket = await s3.createBucket('rlp-stager');
    const s3Config = { bucket, region: S3_TEST_REGION, endpoint: s3.endpoint, forcePathStyle: true, partSizeBytes: 8 * 1024 * 1024 };
    storage = new S3Storage({ ...s3Config, credentials: S3_TEST_CREDENTIALS });
    work = await mkdtemp(join(tmpdir(), 'rlp-stager-test-'));
    await mkdir(join(work, 'twin_x', 'assets'), { recursive: true });
    await writeFile(join(work, 'twin_x', 'scene.xml'), '<mujoco/>');
    await writeFile(join(work, 'twin_x', 'assets', 'table.obj'), 'v 0 0 0');
    await promisify(execFile)('tar', ['-czf', join(work, 'twin_x.tar.gz'), '-C', work, 'twin_x']);
    await storage.putFile('twins/twin_x/twin_x.tar.gz', join(work, 'twin_x.tar.gz'));
    plan = { s3: s3Config, inputs: [], archives: [{ key: 'twins/twin_x/twin_x.tar.gz', dir: 'scene' }], files: [], outputs: [{ dir: 'output', prefix: 'staging/test/output' }], uploadOutputs: 'always' };
  }, 120_000);
  afterAll(async () => {
    storage?.destroy();
    await s3?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("unpacks an archive input, and on one SIGTERM to the job's process group the program gets exactly one and its output is uploaded", async () => {
    const command = nodeProgram(STAGER, [JSON.stringify({ ...plan, command: [process.execPath, '-e', PROGRAM, '{scratch}/scene', '{scratch}/output'] } satisfies StagedJobPlan)]);
    // As the local compute backend starts a job: its own process group, which a cancel signals whole.
    const child = spawn(command[0]!, command.slice(1), { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey } });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('ready')) resolve();
      });
      child.once('exit', () => reject(new Error(`the stager ended before the program was ready:\n${stdout}\n${stderr}`)));
    });
    expect(stdout).toContain('ready twin_x,twin_x/assets,twin_x/assets/table.obj,twin_x/scene.xml');
    expect(stderr).toContain('[stage] stage-in: unpacked twin_x.tar.gz into scene/');
    process.kill(-child.pid!, 'SIGTERM');
    expect(await exited, stderr).toBe(0);
    expect(stderr).toMatch(/\[stage\] stage-out: 1 files from output\//);
    const objects = await storage.list('staging/test/output');
    expect(objects.map((o) => o.key)).toEqual(['staging/test/output/signals.txt']);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read('staging/test/output/signals.txt')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('1');
  }, 120_000);

  it('kills a program that is still running late in the stop grace and uploads what it wrote, before the backend would kill the stager too', async () => {
    // Stands for an RL job whose packaging outlasts the grace on a loaded machine: it has saved a checkpoint and ignores SIGTERM.
    const stubborn = `require('node:fs').writeFileSync(process.argv[1] + '/checkpoint.zip', 'weights'); process.on('SIGTERM', () => undefined); console.log('ready'); setInterval(() => undefined, 1000);`;
    const stubbornPlan: StagedJobPlan = { ...plan, outputs: [{ dir: 'output', prefix: 'staging/stubborn/output' }], stopGraceSeconds: 2, command: [process.execPath, '-e', stubborn, '{scratch}/output'] };
    const command = nodeProgram(STAGER, [JSON.stringify(stubbornPlan)]);
    const child = spawn(command[0]!, command.slice(1), { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()));
    process.kill(-child.pid!, 'SIGTERM');
    expect(await exited, stderr).toBe(137);
    expect(stderr).toContain('[stage] the program was still running 1 s after the stop; stopping it to upload what it wrote');
    expect(stderr).toMatch(/\[stage\] stage-out: 1 files from output\//);
    expect((await storage.list('staging/stubborn/output')).map((o) => o.key)).toEqual(['staging/stubborn/output/checkpoint.zip']);
  }, 120_000);
});
