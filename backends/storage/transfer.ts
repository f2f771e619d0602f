import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageBackend, StoredObject } from '../../core/ports/storage.js';

/** Files fetched at once. */
const DOWNLOAD_CONCURRENCY = 4;

/** Copies every object under `prefix/` into `dir`, keeping the relative paths; returns what it fetched. */
export async function downloadPrefix(storage: StorageBackend, prefix: string, dir: string): Promise<StoredObject[]> {
  const objects = await storage.list(prefix);
  await mkdir(dir, { recursive: true });
  let next = 0;
  const downloader = async () => {
    while (next < objects.length) {
      const object = objects[next++]!;
      const target = join(dir, ...object.key.slice(prefix.length + 1).split('/'));
      await mkdir(dirname(target), { recursive: true });
      await pipeline(await storage.read(object.key), createWriteStream(target));
    }
  };
  await Promise.all(Array.from({ length: Math.min(DOWNLOAD_CONCURRENCY, objects.length) }, downloader));
  return objects;
}
