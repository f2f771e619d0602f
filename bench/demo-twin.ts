import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTwinJob } from '../test/helpers/twin-job.js';

const exists = (path: string) => access(path).then(() => true, () => false);

/** The twin of the demo dataset's episode 0 with its cameras calibrated: built once, kept under the OS temp dir for every bench that needs it. */
export async function demoTwin(datasetRoot: string): Promise<string> {
  const outputDir = join(tmpdir(), 'rlp-bench-video-twin');
  const dir = join(outputDir, 'twin_bench_video');
  if (await exists(join(dir, 'demonstration.json'))) return dir;
  console.log('building the twin of demo episode 0 (cameras calibrated; once, kept in the temp dir)…');
  const run = await runTwinJob({ datasetRoot, episodeIndex: 0, outputDir, twinId: 'twin_bench_video' });
  if (run.code !== 0) throw new Error(`twin build failed: ${JSON.stringify(run.events.at(-1))}`);
  return dir;
}
