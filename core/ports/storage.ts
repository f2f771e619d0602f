import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  bytes: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface DownloadUrlOptions {
  /** Name a browser saves the file under (`Content-Disposition: attachment`). */
  filename?: string;
}

/**
 * Object storage for what runs produce (augmented datasets, archives, checkpoints) and, when jobs
 * have no filesystem shared with the worker, what they read and write (see activities/job-staging.ts).
 * Keys are `/`-separated relative paths (core/storage-keys.ts); a `prefix` names a folder: the
 * objects whose keys start with `prefix/`. Implementations: `local` (a directory, links signed
 * with HMAC and served by the API process) and `s3` (a bucket, presigned links served by the store).
 */
export interface StorageBackend {
  readonly kind: string;
  /** Copies a local file in (atomically: readers never see a partial object). */
  putFile(key: string, sourcePath: string): Promise<StoredObject>;
  /** Copies every file under a local directory to `prefix/<relative path>`. */
  putDirectory(prefix: string, sourceDir: string): Promise<StoredObject[]>;
  stat(key: string): Promise<StoredObject | undefined>;
  list(prefix: string): Promise<StoredObject[]>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A link that needs no credentials and stops working after `expiresInSeconds`, or null when this
   * backend cannot sign now, or synchronously (S3: use `downloadUrl`).
   */
  signedUrl(key: string, expiresInSeconds: number): string | null;
  /** Like `signedUrl`, for every backend (S3 presigns with credentials it may have to fetch); null when signing is off. */
  downloadUrl(key: string, expiresInSeconds: number, options?: DownloadUrlOptions): Promise<string | null>;
  /** True when downloads should go to the store itself: the API answers a file request with a redirect to `downloadUrl`. */
  readonly redirectsDownloads: boolean;
}
