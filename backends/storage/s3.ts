import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey } from '../../core/storage-keys.js';
import type { ByteRange, DownloadUrlOptions, StorageBackend, StoredObject } from '../../core/ports/storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; unset = AWS. */
  endpoint?: string;
  /** `bucket` in the path rather than the host name (most S3-compatible servers want this). */
  forcePathStyle: boolean;
  /** Files larger than this go up in parts of this size, several at once (S3's minimum part is 5 MiB). */
  partSizeBytes: number;
  /** Explicit credentials (tests); unset = the SDK's default chain (env, profile, instance or pod role). */
  credentials?: S3ClientConfig['credentials'];
}

/** Parts of one multipart upload in flight at once. */
const UPLOAD_QUEUE_SIZE = 4;
/** Files of one directory uploaded at once. */
const DIRECTORY_CONCURRENCY = 4;
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;
/** S3 refuses presigned links valid for longer (SigV4). */
const MAX_LINK_SECONDS = 7 * 24 * 3600;

/** Objects in one S3 bucket; links are SigV4 presigned GETs answered by the store itself. */
export class S3Storage implements StorageBackend {
  readonly kind = 's3';
  readonly redirectsDownloads = true;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    if (!options.bucket) throw new Error('STORAGE_BACKEND=s3 needs S3_BUCKET.');
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  }

  async putFile(key: string, sourcePath: string): Promise<StoredObject> {
    assertStorageKey(key);
    const { size } = await stat(sourcePath);
    // One PUT below the part size, a multipart upload above; either way S3 shows the object only once complete.
    await new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: createReadStream(sourcePath), ContentLength: size },
      partSize: this.options.partSizeBytes,
      queueSize: UPLOAD_QUEUE_SIZE,
      leavePartsOnError: false,
    }).done();
    return { key, bytes: size };
  }

  async putDirectory(prefix: string, sourceDir: string): Promise<StoredObject[]> {
    const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
    const stored: StoredObject[] = new Array(files.length);
    let next = 0;
    const uploader = async () => {
      while (next < files.length) {
        const index = next++;
        const file = files[index]!;
        stored[index] = await this.putFile(`${prefix}/${relative(sourceDir, file).split(sep).join('/')}`, file);
      }
    };
    await Promise.all(Array.from({ length: Math.min(DIRECTORY_CONCURRENCY, files.length) }, uploader));
    return stored;
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { key, bytes: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    assertStorageKey(prefix);
    const objects: StoredObject[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.options.bucket, Prefix: `${prefix}/` })) {
      for (const item of page.Contents ?? []) if (item.Key) objects.push({ key: item.Key, bytes: item.Size ?? 0 });
    }
    return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no readable body for '${key}'.`);
    return object.Body;
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertStorageKey(prefix);
    const keys = (await this.list(prefix)).map((o) => o.key);
    // Like `rm -r` on the local backend: a key equal to the prefix goes too.
    if (await this.stat(prefix)) keys.push(prefix);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (result.Errors?.length) throw new Error(`S3 could not delete ${result.Errors.length} object(s) under '${prefix}': ${result.Errors[0]!.Message ?? result.Errors[0]!.Code}`);
    }
  }

  /** Presigning may need credentials the SDK fetches asynchronously (a role's), so only `downloadUrl` signs. */
  signedUrl(key: string): string | null {
    assertStorageKey(key);
    return null;
  }

  async downloadUrl(key: string, expiresInSeconds: number, options: DownloadUrlOptions = {}): Promise<string | null> {
    assertStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ResponseContentDisposition: options.filename ? `attachment; filename="${options.filename.replace(/["\\]/g, '_')}"` : undefined,
    });
    return getSignedUrl(this.client, command, { expiresIn: Math.min(Math.max(1, Math.floor(expiresInSeconds)), MAX_LINK_SECONDS) });
  }

  /** Closes the client's connection pool (tests and CLIs that exit). */
  destroy(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NotFound || error instanceof NoSuchKey) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === 404;
}
