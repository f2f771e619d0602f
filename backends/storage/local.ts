import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { signature } from '../../core/storage-signing.js';
import { assertStorageKey } from '../../core/storage-keys.js';
import type { ByteRange, DownloadUrlOptions, StorageBackend, StoredObject } from '../../core/ports/storage.js';

export interface LocalStorageOptions {
  root: string;
  /** Base of signed links, e.g. `http://127.0.0.1:8080/storage`; the API serves that path. */
  publicUrl: string;
  /** HMAC secret for links; null turns signing off (callers then fall back to authenticated routes). */
  signingSecret: Buffer | null;
}

/** Where the API serves this backend's signed links. */
export const LOCAL_STORAGE_ROUTE = '/storage';

/** Objects are files under `root`; signed links point at the API's `/storage/…` route. */
export class LocalStorage implements StorageBackend {
  readonly kind = 'local';
  readonly redirectsDownloads = false;

  constructor(private readonly options: LocalStorageOptions) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    const full = resolve(this.options.root, key);
    if (!full.startsWith(resolve(this.options.root) + sep)) throw new Error(`Invalid storage key '${key}'.`);
    return full;
  }

  async putFile(key: string, sourcePath: string): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    await copyFile(sourcePath, partial);
    await rename(partial, target);
    return { key, bytes: (await stat(target)).size };
  }

  async putDirectory(prefix: string, sourceDir: string): Promise<StoredObject[]> {
    const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    const stored: StoredObject[] = [];
    for (const file of files.sort()) {
      stored.push(await this.putFile(`${prefix}/${relative(sourceDir, file).split(sep).join('/')}`, file));
    }
    return stored;
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, bytes: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const dir = this.pathOf(prefix);
    let entries;
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch {
      return [];
    }
    const objects: StoredObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.includes('.partial-')) continue;
      const full = join(entry.parentPath, entry.name);
      objects.push({ key: `${prefix}/${relative(dir, full).split(sep).join('/')}`, bytes: (await stat(full)).size });
    }
    return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  signedUrl(key: string, expiresInSeconds: number): string | null {
    if (!this.options.signingSecret) return null;
    this.pathOf(key);
    const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    return `${this.options.publicUrl}/${encodedKey}?expires=${expiresAt}&signature=${signature(this.options.signingSecret, key, expiresAt)}`;
  }

  async downloadUrl(key: string, expiresInSeconds: number, _options?: DownloadUrlOptions): Promise<string | null> {
    return this.signedUrl(key, expiresInSeconds);
  }

  /** Used by the route that serves signed links. */
  get signingSecret(): Buffer | null {
    return this.options.signingSecret;
  }
}
