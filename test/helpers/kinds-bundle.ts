import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workflowIndexText } from '../../cli/generate/workflow-index.js';
import { PROJECT_ROOT } from '../../core/config.js';
import type { KindEntry } from '../../kinds/entry.js';
import { bundleWorkflows } from '../../workers/bundle.js';

/**
 * The workflow bundle a worker of exactly these kinds runs: workflows/index.ts as its generator
 * writes it for them (cli/generate/workflow-index.ts), bundled the way workers/bundle.ts bundles
 * the service's. Returns the bundle's path, for startStack's `workflowBundlePath`.
 */
export async function bundleForKinds(kinds: readonly KindEntry[]): Promise<string> {
  // The entry sits inside the project (in the ignored test-artifacts/) so webpack finds the project's node_modules from it.
  const artifacts = join(PROJECT_ROOT, 'test-artifacts');
  await mkdir(artifacts, { recursive: true });
  const entryDir = await mkdtemp(join(artifacts, 'kinds-bundle-'));
  try {
    const index = join(entryDir, 'index.ts');
    await writeFile(index, workflowIndexText(kinds, index));
    const bundle = await bundleWorkflows(index, { tracing: false });
    const path = join(await mkdtemp(join(tmpdir(), 'rlp-kinds-bundle-')), 'workflow-bundle.js');
    await writeFile(path, bundle.code);
    return path;
  } finally {
    await rm(entryDir, { recursive: true, force: true });
  }
}
