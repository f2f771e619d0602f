import { execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { S3Storage } from './s3.js';
import { SCRATCH_PLACEHOLDER, STAGER_STOP_SHARE, type StagedJobPlan } from './staged-job-plan.js';
import { downloadPrefix } from './transfer.js';

/**
 * `staged-job <plan JSON>`: runs a job where nothing is shared with the worker but the bucket.
 * Inputs come down into a scratch folder (JOB_SCRATCH_DIR, else the OS temp dir), the program runs
 * with this process's stdout/stderr (its progress lines reach the job log as before), and on exit 0
 * (or any exit, when the plan says `always`) its outputs go up. Exits with the program's code.
 */
const say = (line: string) => process.stderr.write(`[stage] ${line}\n`);

async function main(): Promise<number> {
  const plan = JSON.parse(process.argv[2] ?? '') as StagedJobPlan;
  const scratch = await mkdtemp(join(process.env.JOB_SCRATCH_DIR || tmpdir(), 'rlp-job-'));
  const fill = (text: string) => text.split(SCRATCH_PLACEHOLDER).join(scratch);
  const storage = new S3Storage(plan.s3);
  try {
    for (const input of plan.inputs) {
      const fetched = await downloadPrefix(storage, input.prefix, join(scratch, input.dir));
      say(`stage-in: ${fetched.length} files for ${input.dir}/`);
    }
    for (const archive of plan.archives ?? []) {
      const target = join(scratch, archive.dir);
      const file = join(scratch, `${archive.dir}.tar.gz`);
      await mkdir(target, { recursive: true });
      await pipeline(await storage.read(archive.key), createWriteStream(file));
      await promisify(execFile)('tar', ['-xzf', file, '-C', target]);
      await rm(file);
      say(`stage-in: unpacked ${archive.key.split('/').at(-1)} into ${archive.dir}/`);
    }
    for (const file of plan.files) {
      await mkdir(dirname(join(scratch, file.path)), { recursive: true });
      await writeFile(join(scratch, file.path), fill(file.content));
    }
    for (const output of plan.outputs) await mkdir(join(scratch, output.dir), { recursive: true });

    const code = await runProgram(plan.command.map(fill), plan.stopGraceSeconds);
    if (code !== 0 && plan.uploadOutputs !== 'always') return code;
    for (const output of plan.outputs) {
      await storage.deletePrefix(output.prefix);
      const stored = await storage.putDirectory(output.prefix, join(scratch, output.dir));
      say(`stage-out: ${stored.length} files from ${output.dir}/`);
    }
    return code;
  } finally {
    storage.destroy();
    await rm(scratch, { recursive: true, force: true });
  }
}

function runProgram(argv: string[], stopGraceSeconds: number | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: 'inherit' });
    // Both compute backends signal every process of the job (the local one its process group, Slurm
    // the job's processes), so the program has the signal already: passing it on would make a second
    // one, which an RL job takes as "stop now, do not package". The stager outlives it to upload,
    // but not the backend's SIGKILL at the end of the grace: a program still working by then is
    // killed here first, so that what it wrote is uploaded before that.
    let deadline: NodeJS.Timeout | undefined;
    const stopped = () => {
      if (deadline || !stopGraceSeconds) return;
      const seconds = Math.round(stopGraceSeconds * STAGER_STOP_SHARE);
      deadline = setTimeout(() => {
        say(`the program was still running ${seconds} s after the stop; stopping it to upload what it wrote`);
        child.kill('SIGKILL');
      }, seconds * 1000);
    };
    process.on('SIGTERM', stopped);
    process.on('SIGINT', stopped);
    child.once('exit', () => clearTimeout(deadline));
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + (signal === 'SIGKILL' ? 9 : 15) : 1)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
