import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { ApiError } from '../core/errors.js';
import type { ByteRange, StorageBackend } from '../core/ports/storage.js';
import { contentDisposition } from './content-disposition.js';
import type { AppEnv } from './context.js';

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  parquet: 'application/vnd.apache.parquet',
  json: 'application/json',
  jsonl: 'application/jsonl',
  md: 'text/markdown; charset=utf-8',
  zip: 'application/zip',
  gz: 'application/gzip',
  xml: 'application/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  onnx: 'application/octet-stream',
};

/** What the console shows inline (a twin's preview, an RL run's clip and poster); everything else downloads. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'video/mp4']);

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Parses a single `bytes=` range (RFC 9110); multiple ranges are answered with the whole object. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** How long the links the API hands out (or redirects to) stay valid. */
export const DOWNLOAD_LINK_TTL_SECONDS = 3600;

export interface DownloadLink {
  url: string;
  /** False for a signed link (no API key needed); true for the authenticated API route it falls back to. */
  requires_auth: boolean;
  expires_at: string | null;
}

/**
 * The link a resource's view shows for a stored file: the backend's signed link (S3: a presigned
 * GET answered by the store) or, where the backend cannot sign, `fallbackUrl` on the API.
 */
export async function downloadLink(storage: StorageBackend, key: string, fallbackUrl: string, filename?: string): Promise<DownloadLink> {
  const signed = await storage.downloadUrl(key, DOWNLOAD_LINK_TTL_SECONDS, { filename });
  return signed
    ? { url: signed, requires_auth: false, expires_at: new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000).toISOString() }
    : { url: fallbackUrl, requires_auth: true, expires_at: null };
}

/**
 * Answers a request for a stored object: on a backend whose store serves downloads (S3) a GET is
 * redirected (302) to a fresh presigned link, so no bytes pass through the API; otherwise the
 * object is streamed, honouring `Range` (206 / 416). `HEAD` is always answered here.
 */
export async function storedObjectResponse(c: Context<AppEnv>, storage: StorageBackend, key: string, filename?: string): Promise<Response> {
  const object = await storage.stat(key);
  if (!object) throw new ApiError(404, 'resource_not_found', 'No such file.');
  if (storage.redirectsDownloads && c.req.method === 'GET') {
    const url = await storage.downloadUrl(key, DOWNLOAD_LINK_TTL_SECONDS, { filename });
    if (url) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(url, 302);
    }
  }
  const range = parseRange(c.req.header('Range'), object.bytes);
  if (range === 'unsatisfiable') {
    throw new ApiError(416, 'range_not_satisfiable', `The requested range is outside the file's ${object.bytes} bytes.`, {
      headers: { 'Content-Range': `bytes */${object.bytes}` },
    });
  }
  const type = contentTypeOf(key);
  c.header('Content-Type', type);
  c.header('Accept-Ranges', 'bytes');
  // Stored files are served from the console's origin: never sniffed, never run as a page (issue 33).
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  c.header('Content-Disposition', contentDisposition(!filename && INLINE_TYPES.has(type) ? 'inline' : 'attachment', filename ?? key.slice(key.lastIndexOf('/') + 1)));
  const length = range ? range.end - range.start + 1 : object.bytes;
  c.header('Content-Length', String(length));
  if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${object.bytes}`);
  c.status(range ? 206 : 200);
  if (c.req.method === 'HEAD') return c.body(null);
  const body = await storage.read(key, range);
  return stream(c, async (out) => {
    for await (const chunk of body) await out.write(chunk as Uint8Array);
  });
}
