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

/**
 * Object storage for what runs produce (augmented datasets, archives, checkpoints).
 * Keys are `/`-separated relative paths. Implementations: `local` (a directory, links signed
 * with HMAC and served by the API process); an S3 adapter would sign with the bucket's own scheme.
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
  /** A link that needs no credentials and stops working after `expiresInSeconds`, or null when this backend cannot sign. */
  signedUrl(key: string, expiresInSeconds: number): string | null;
}
