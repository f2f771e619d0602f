import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/** Zips the bundle's files (paths as in its files.json) into `target`; returns its sha256. */
export async function zipBundle(bundleDir: string, paths: string[], target: string): Promise<string> {
  const zip = new yazl.ZipFile();
  // Already-compressed members (the clip, the checkpoint zip) are stored, the rest deflated.
  for (const path of paths) zip.addFile(join(bundleDir, path), path, { compress: !/\.(mp4|zip)$/.test(path) });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
  const hash = createHash('sha256');
  await pipeline(createReadStream(target), hash);
  return hash.digest('hex');
}
