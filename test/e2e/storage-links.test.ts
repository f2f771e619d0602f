import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
const content = randomBytes(100_000);

beforeAll(async () => {
  stack = await startStack({ worker: false });
  const file = join(stack.dataDir, 'episode.mp4');
  await writeFile(file, content);
  await stack.deps.storage.putFile('runs/aug_x/videos/observation.images.top/episode_000000.mp4', file);
  const scene = join(stack.dataDir, 'scene.xml');
  await writeFile(scene, '<mujoco><!-- <script>alert(1)</script> --></mujoco>');
  await stack.deps.storage.putFile('twins/twin_x/scene.xml', scene);
});
afterAll(() => stack.stop());

/** Signed links are absolute URLs on PUBLIC_BASE_URL; the app serves their path. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

const KEY = 'runs/aug_x/videos/observation.images.top/episode_000000.mp4';

describe('signed storage links', () => {
  it('download the exact bytes with no credentials', async () => {
    const url = stack.deps.storage.signedUrl(KEY, 3600)!;
    expect(url).toMatch(/^http:\/\/api\.test\/storage\/runs\/aug_x\/.*\?expires=\d+&signature=/);
    const response = await stack.request(pathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });

  it('serve byte ranges (206) and refuse ranges past the end (416)', async () => {
    const path = pathOf(stack.deps.storage.signedUrl(KEY, 3600)!);
    const partial = await stack.request(path, { headers: { Range: 'bytes=1000-1999' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('Content-Range')).toBe(`bytes 1000-1999/${content.length}`);
    expect(Buffer.from(await partial.arrayBuffer()).equals(content.subarray(1000, 2000))).toBe(true);
    const suffix = await stack.request(path, { headers: { Range: 'bytes=-10' } });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(content.subarray(content.length - 10))).toBe(true);
    const beyond = await stack.request(path, { headers: { Range: `bytes=${content.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${content.length}`);
  });

  it('stop working when expired or tampered with', async () => {
    const expired = await stack.request(pathOf(stack.deps.storage.signedUrl(KEY, -1)!));
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('link_expired');

    const good = new URL(stack.deps.storage.signedUrl(KEY, 3600)!);
    const otherFile = `${good.pathname.replace('episode_000000', 'episode_000001')}${good.search}`;
    const longer = `${good.pathname}?expires=${Number(good.searchParams.get('expires')) + 86400}&signature=${good.searchParams.get('signature')}`;
    for (const path of [otherFile, longer, `${good.pathname}?expires=${good.searchParams.get('expires')}`]) {
      const response = await stack.request(path);
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('link_invalid');
    }
  });

  it('refuse keys that try to leave the storage root', async () => {
    expect(() => stack.deps.storage.signedUrl('../secrets', 60)).toThrow(/Invalid storage key/);
    await expect(stack.deps.storage.putFile('a/../../b', join(stack.dataDir, 'episode.mp4'))).rejects.toThrow(/Invalid storage key/);
  });

  it('serve stored files as downloads that are never sniffed or run as a page; only what the console embeds is inline', async () => {
    const scene = await stack.request(pathOf(stack.deps.storage.signedUrl('twins/twin_x/scene.xml', 3600)!));
    expect(scene.status).toBe(200);
    expect(scene.headers.get('Content-Type')).toBe('application/xml');
    expect(scene.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(scene.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(scene.headers.get('Content-Disposition')).toBe('attachment; filename="scene.xml"');

    const clip = await stack.request(pathOf(stack.deps.storage.signedUrl(KEY, 3600)!), { method: 'HEAD' });
    expect(clip.headers.get('Content-Disposition')).toBe('inline; filename="episode_000000.mp4"');
    expect(clip.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(clip.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");

  });
});
