import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError, ffmpegAvailable, ffmpegHasEncoder, probeVideo, runFfmpeg } from '../../core/media/ffmpeg.js';
import type { FfmpegProgress } from '../../core/media/ffmpeg.js';
import { renderTestPattern } from '../../core/media/test-pattern.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { rejectionOf } from '../helpers/rejection.js';

describe('ffmpeg helpers', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  beforeAll(async () => {
    temp = await makeTempDir('ffmpeg');
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  it('finds ffmpeg, ffprobe and the encoders LeRobot videos need', async () => {
    expect(await ffmpegAvailable()).toBe(true);
    expect(await ffmpegHasEncoder('libsvtav1')).toBe(true);
    expect(await ffmpegHasEncoder('libx264')).toBe(true);
    expect(await ffmpegHasEncoder('no_such_encoder')).toBe(false);
  });

  it('reports frame progress while encoding and ends with a done report', async () => {
    const output = join(temp.path, 'progress.mp4');
    const reports: FfmpegProgress[] = [];
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=30', '-frames:v', '60', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', output], {
      totalFrames: 60,
      onProgress: (p) => reports.push(p),
    });
    const last = reports.at(-1)!;
    expect(last).toMatchObject({ frame: 60, fraction: 1, done: true });
    expect(last.outTimeSeconds).toBeGreaterThan(1.9);
    expect(reports.filter((r) => r.done)).toHaveLength(1);

    const probe = await probeVideo(output);
    expect(probe).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', width: 64, height: 48, fps: 30, fpsRational: '30/1', frames: 60 });
    expect(probe.duration).toBeCloseTo(2, 3);
  });

  it('fails with the tail of stderr when ffmpeg rejects its arguments', async () => {
    const error = await rejectionOf(runFfmpeg(['-f', 'lavfi', '-i', 'no_such_source', join(temp.path, 'never.mp4')]), FfmpegError);
    expect(error.code).toBe('failed');
    expect(error.exitCode).not.toBe(0);
    expect(error.stderrTail).toMatch(/no_such_source/);
    expect(error.message).toMatch(/^ffmpeg exited with code \d+: .*no_such_source/);
  });

  it('stops ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    let firstProgressAt = 0;
    const run = runFfmpeg(
      ['-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=30', '-frames:v', '1000000', '-c:v', 'libx264', '-preset', 'medium', join(temp.path, 'long.mp4')],
      {
        signal: controller.signal,
        onProgress: (p) => {
          if (p.frame > 0 && !firstProgressAt) {
            firstProgressAt = Date.now();
            controller.abort(new Error('user cancelled'));
          }
        },
      },
    );
    const error = await rejectionOf(run, FfmpegError);
    expect(error.code).toBe('aborted');
    expect(firstProgressAt).toBeGreaterThan(0);
  });

  it('does not start ffmpeg when the signal is already aborted', async () => {
    const output = join(temp.path, 'not-started.mp4');
    const error = await rejectionOf(runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2', '-frames:v', '1', output], { signal: AbortSignal.abort() }), FfmpegError);
    expect(error.code).toBe('aborted');
    expect(await readdir(temp.path)).not.toContain('not-started.mp4');
  });

  it('leaves no file behind when a test-pattern render is cancelled', async () => {
    const dir = join(temp.path, 'cancelled');
    const controller = new AbortController();
    const render = renderTestPattern(join(dir, 'out.mp4'), {
      frames: 100_000,
      fps: 30,
      width: 640,
      height: 480,
      codec: 'h264',
      preset: 'medium',
      signal: controller.signal,
      onProgress: (p) => {
        if (p.frame > 0) controller.abort();
      },
    });
    expect((await rejectionOf(render, FfmpegError)).code).toBe('aborted');
    expect(await readdir(dir)).toEqual([]);
  });

  it('says clearly when a file cannot be probed', async () => {
    const error = await rejectionOf(probeVideo(join(temp.path, 'missing.mp4')), FfmpegError);
    expect(error.code).toBe('failed');
    expect(error.message).toMatch(/missing\.mp4/);
  });
});
