import { createHash } from 'node:crypto';
import { access, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_EPISODES, DEMO_SEED, ensureDemoDatasets } from '../../cli/demo-datasets.js';
import { PROJECT_ROOT } from '../../core/config.js';
import type { HubBackend } from '../../core/ports/hub.js';
import { writeDemoDataset } from '../../jobs/demo/dataset.js';
import { MODELS_DIR } from './twin-job.js';

/** Everything the demo's bytes depend on: the generator, the writer, the encoder settings and the robot model. */
const SOURCES = [join('jobs', 'demo'), join('core', 'lerobot'), join('core', 'media')];

async function sourceDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of SOURCES) {
    for (const name of (await readdir(join(PROJECT_ROOT, dir))).sort()) {
      if (/\.(py|ts)$/.test(name)) hash.update(name).update(await readFile(join(PROJECT_ROOT, dir, name)));
    }
  }
  hash.update(await readFile(join(MODELS_DIR, 'so101', 'so101.xml')));
  hash.update(`${DEMO_EPISODES}:${DEMO_SEED}`);
  return hash.digest('hex').slice(0, 16);
}

let built: Promise<string> | undefined;

/**
 * The demo dataset as setup makes it, simulated once for all test files (same inputs, same bytes):
 * kept under the OS temp dir by a digest of its inputs; a concurrent first build just loses the rename.
 */
export function demoDatasetDir(): Promise<string> {
  built ??= (async () => {
    const dir = join(tmpdir(), `rlp-demo-dataset-${await sourceDigest()}`);
    if (await access(join(dir, 'meta', 'info.json')).then(() => true, () => false)) return dir;
    const partial = `${dir}.partial-${process.pid}`;
    await writeDemoDataset(partial, { modelsDir: MODELS_DIR, episodes: DEMO_EPISODES, seed: DEMO_SEED });
    await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
    return dir;
  })();
  return built;
}

/** `ensureDemoDatasets` with the shared simulated copy, as `npm start` seeds it. */
export async function seedDemoDataset(hub: HubBackend): Promise<string[]> {
  return ensureDemoDatasets(hub, { prebuilt: await demoDatasetDir() });
}
