import { resolve } from 'node:path';
import { planLayout } from './layout.js';
import type { DatasetLayout } from './layout.js';
import { validateSpec } from './write-common.js';
import type { DatasetWriteSpec } from './write-spec.js';
import { writeV21 } from './write-v21.js';
import { writeV30 } from './write-v30.js';

/**
 * Writes a LeRobot dataset's metadata and data parquet files into `dir` (created if needed;
 * files already there are overwritten). Videos are not written: render one mp4 per entry of
 * the returned layout's `videoFiles` (exactly `frames` frames at `spec.fps`).
 */
export async function writeDataset(dir: string, spec: DatasetWriteSpec): Promise<DatasetLayout> {
  validateSpec(spec);
  const layout = planLayout(spec);
  const root = resolve(dir);
  if (spec.version === 'v3.0') await writeV30(root, spec, layout);
  else await writeV21(root, spec, layout);
  return layout;
}
