import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageBackend } from '../../core/ports/storage.js';

export interface ContractSubject {
  storage: StorageBackend;
  /** Bytes above which the backend uploads in parts (the multipart case writes a file over twice this). */
  partSizeBytes: number;
  /**
   * Whether the server behind the links checks their signature and expiry. moto does not (it serves
   * any presigned GET of an existing object), so on moto those two cases are skipped, not passed.
   */
  linksEnforced: boolean;
  stop(): Promise<void>;
}

async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One storage contract, run against every backend: what activities and routes rely on. */
export function storageContract(name: string, start: () => Promise<ContractSubject>): void {
  describe(`storage contract: ${name}`, () => {
    let subject: ContractSubject;
    let storage: StorageBackend;
    let scratch: string;
    const fileWith = async (bytes: Buffer, fileName = randomBytes(6).toString('hex')) => {
      const path = join(scratch, fileName);
      await writeFile(path, bytes);
      return path;
    };
    const readAll = async (key: string, range?: { start: number; end: number }) => bytesOf(await storage.read(key, range));

    beforeAll(async () => {
      subject = await start();
      storage = subject.storage;
      scratch = await mkdtemp(join(tmpdir(), 'rlp-storage-contract-'));
    });
    afterAll(async () => {
      await subject?.stop();
      await rm(scratch, { recursive: true, force: true });
    });

    it('reads back what was written, whole and by inclusive byte range', async () => {
      const content = randomBytes(70_000);
      const stored = await storage.putFile('runs/r1/videos/episode_000000.mp4', await fileWith(content));
      expect(stored).toEqual({ key: 'runs/r1/videos/episode_000000.mp4', bytes: content.length });
      expect(await storage.stat('runs/r1/videos/episode_000000.mp4')).toEqual({ key: 'runs/r1/videos/episode_000000.mp4', bytes: content.length });
      expect((await readAll('runs/r1/videos/episode_000000.mp4')).equals(content)).toBe(true);
      expect((await readAll('runs/r1/videos/episode_000000.mp4', { start: 100, end: 1099 })).equals(content.subarray(100, 1100))).toBe(true);
      expect((await readAll('runs/r1/videos/episode_000000.mp4', { start: content.length - 1, end: content.length - 1 })).equals(content.subarray(-1))).toBe(true);
    });

    it('says a missing object is missing: stat answers undefined, read fails, list is empty', async () => {
      expect(await storage.stat('runs/none/file.json')).toBeUndefined();
      await expect(readAll('runs/none/file.json')).rejects.toThrow();
      expect(await storage.list('runs/none')).toEqual([]);
    });

    it('replaces an object written twice under one key', async () => {
      await storage.putFile('runs/r2/report.json', await fileWith(Buffer.from('{"first":true,"padding":"................"}')));
      await storage.putFile('runs/r2/report.json', await fileWith(Buffer.from('{"second":true}')));
      expect((await readAll('runs/r2/report.json')).toString()).toBe('{"second":true}');
      expect((await storage.stat('runs/r2/report.json'))?.bytes).toBe(15);
      expect(await storage.list('runs/r2')).toEqual([{ key: 'runs/r2/report.json', bytes: 15 }]);
    });

    it('lists a folder recursively, sorted, without the objects of a sibling whose name starts the same', async () => {
      const dir = await mkdtemp(join(scratch, 'tree-'));
      await writeFile(join(dir, 'b.txt'), 'bb');
      await writeFile(join(dir, 'a.txt'), 'a');
      await mkdir(join(dir, 'meta'), { recursive: true });
      await writeFile(join(dir, 'meta', 'info.json'), '{}');
      const stored = await storage.putDirectory('runs/r3', dir);
      expect(stored.map((o) => o.key)).toEqual(['runs/r3/a.txt', 'runs/r3/b.txt', 'runs/r3/meta/info.json']);
      await storage.putFile('runs/r30/other.txt', await fileWith(Buffer.from('not r3')));
      expect(await storage.list('runs/r3')).toEqual([
        { key: 'runs/r3/a.txt', bytes: 1 },
        { key: 'runs/r3/b.txt', bytes: 2 },
        { key: 'runs/r3/meta/info.json', bytes: 2 },
      ]);
      expect((await storage.list('runs/r3/meta')).map((o) => o.key)).toEqual(['runs/r3/meta/info.json']);
    });

    it('deletes a folder and everything under it, and nothing beside it', async () => {
      await storage.putFile('runs/r4/a/one.bin', await fileWith(randomBytes(10)));
      await storage.putFile('runs/r4/a/deep/two.bin', await fileWith(randomBytes(10)));
      await storage.putFile('runs/r4/ab/kept.bin', await fileWith(randomBytes(10)));
      await storage.deletePrefix('runs/r4/a');
      expect(await storage.list('runs/r4/a')).toEqual([]);
      expect(await storage.stat('runs/r4/a/one.bin')).toBeUndefined();
      expect((await storage.list('runs/r4')).map((o) => o.key)).toEqual(['runs/r4/ab/kept.bin']);
      await storage.deletePrefix('runs/r4/never-written');
    });

    it('stores a file larger than the part size byte for byte (multipart on S3)', async () => {
      const content = randomBytes(2 * subject.partSizeBytes + 2 * 1024 * 1024 + 17);
      const stored = await storage.putFile('checkpoints/big/model.safetensors', await fileWith(content));
      expect(stored.bytes).toBe(content.length);
      expect((await storage.stat('checkpoints/big/model.safetensors'))?.bytes).toBe(content.length);
      expect(sha256(await readAll('checkpoints/big/model.safetensors'))).toBe(sha256(content));
      const start = subject.partSizeBytes - 10;
      expect((await readAll('checkpoints/big/model.safetensors', { start, end: start + 19 })).equals(content.subarray(start, start + 20))).toBe(true);
    });

    it('gives download links any HTTP client can fetch without credentials, ranges included', async () => {
      const content = randomBytes(50_000);
      await storage.putFile('runs/r5/episode.mp4', await fileWith(content));
      const url = await storage.downloadUrl('runs/r5/episode.mp4', 600);
      expect(url).toMatch(/^https?:\/\//);
      const response = await fetch(url!);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
      const ranged = await fetch(url!, { headers: { Range: 'bytes=10-19' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer()).equals(content.subarray(10, 20))).toBe(true);
    });

    it('names the saved file when asked (Content-Disposition)', async () => {
      await storage.putFile('runs/r5/archive.zip', await fileWith(randomBytes(100)));
      const url = await storage.downloadUrl('runs/r5/archive.zip', 600, { filename: 'twin_abc.zip' });
      const response = await fetch(url!);
      await response.arrayBuffer();
      if (storage.redirectsDownloads) expect(response.headers.get('content-disposition')).toContain('twin_abc.zip');
      expect(response.status).toBe(200);
    });

    it('refuses a link whose key or signature was changed (where the server checks links)', async (ctx) => {
      if (!subject.linksEnforced) ctx.skip();
      await storage.putFile('runs/r6/a.bin', await fileWith(randomBytes(100)));
      await storage.putFile('runs/r6/b.bin', await fileWith(randomBytes(100)));
      const url = new URL((await storage.downloadUrl('runs/r6/a.bin', 600))!);
      const otherKey = new URL(url);
      otherKey.pathname = otherKey.pathname.replace('a.bin', 'b.bin');
      expect((await fetch(otherKey)).status).toBe(403);
      const signatureParam = [...url.searchParams.keys()].find((k) => /signature/i.test(k))!;
      const forged = new URL(url);
      const signature = forged.searchParams.get(signatureParam)!;
      forged.searchParams.set(signatureParam, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
      expect((await fetch(forged)).status).toBe(403);
    });

    it('refuses a link after it expires (where the server checks links)', async (ctx) => {
      if (!subject.linksEnforced) ctx.skip();
      await storage.putFile('runs/r6/c.bin', await fileWith(randomBytes(100)));
      const url = storage.signedUrl('runs/r6/c.bin', -1) ?? (await storage.downloadUrl('runs/r6/c.bin', 1));
      expect((await fetch(url!)).status).toBe(403);
    });

    it('keeps keys with spaces, unicode and URL-special characters exact, links included', async () => {
      const key = 'runs/r7/odd dir/épisode ü+ñ %20 #1 ?=&;,@$!(x)~.json';
      const content = Buffer.from('{"odd":true}');
      await storage.putFile(key, await fileWith(content));
      expect(await storage.stat(key)).toEqual({ key, bytes: content.length });
      expect(await storage.list('runs/r7/odd dir')).toEqual([{ key, bytes: content.length }]);
      expect((await readAll(key)).equals(content)).toBe(true);
      const response = await fetch((await storage.downloadUrl(key, 600))!);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
      await storage.deletePrefix('runs/r7/odd dir');
      expect(await storage.stat(key)).toBeUndefined();
    });

    it('refuses keys that could escape their folder or mean two objects', async () => {
      const file = await fileWith(randomBytes(4));
      for (const bad of ['../outside', 'runs/../../etc/passwd', '/absolute', 'runs//double', 'runs/./here', 'back\\slash', 'new\nline', '']) {
        await expect(storage.putFile(bad, file), bad).rejects.toThrow(/Invalid storage key/);
        await expect(storage.downloadUrl(bad, 60), bad).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}
