import { describe, expect, it } from 'vitest';
import { colourMatrix, encoderArgs, relightFilter } from '../../jobs/relight/encoder.js';
import type { SourceStream } from '../../jobs/relight/encoder.js';

const lerobot: SourceStream = {
  codec: 'av1', pixFmt: 'yuv420p', width: 640, height: 480, fps: 30, fpsRational: '30/1', frames: 100, duration: 3.33,
  colorSpace: null, colorPrimaries: null, colorTransfer: null, colorRange: 'tv', bitRate: null, gop: 2, timescale: 15360, x264Crf: null,
};

const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('relight encoder settings', () => {
  it("re-encodes LeRobot's AV1 as libsvtav1 yuv420p g=2 crf=30 with passthrough timestamps and the same timescale", () => {
    const args = encoderArgs(lerobot, 12);
    expect(after(args, '-c:v')).toBe('libsvtav1');
    expect(after(args, '-pix_fmt')).toBe('yuv420p');
    expect(after(args, '-g')).toBe('2');
    expect(after(args, '-crf')).toBe('30');
    expect(after(args, '-preset')).toBe('12');
    expect(after(args, '-fps_mode')).toBe('passthrough');
    expect(after(args, '-video_track_timescale')).toBe('15360');
    expect(after(args, '-color_range')).toBe('tv');
    expect(args).not.toContain('-colorspace');
  });

  it('uses libx264 with the CRF x264 recorded for h264 sources, and refuses unknown codecs', () => {
    const args = encoderArgs({ ...lerobot, codec: 'h264', pixFmt: 'yuv444p', gop: 250, x264Crf: 18 });
    expect([after(args, '-c:v'), after(args, '-pix_fmt'), after(args, '-g'), after(args, '-crf')]).toEqual(['libx264', 'yuv444p', '250', '18']);
    expect(() => encoderArgs({ ...lerobot, codec: 'mpeg4' })).toThrow(/cannot be relit/);
  });

  it('converts to RGB and back with the source matrix and range around lut3d', () => {
    expect(colourMatrix(null)).toBe('bt601');
    expect(colourMatrix('bt709')).toBe('bt709');
    expect(colourMatrix('bt2020nc')).toBe('bt2020');
    const filter = relightFilter({ ...lerobot, colorSpace: 'bt709', colorRange: 'pc' }, '/tmp/a:b.cube');
    expect(filter).toBe(
      "scale=in_color_matrix=bt709:in_range=pc:flags=bicubic+accurate_rnd+full_chroma_int,format=gbrpf32le,lut3d=file='/tmp/a\\:b.cube':interp=tetrahedral," +
        'scale=out_color_matrix=bt709:out_range=pc:flags=bicubic+accurate_rnd+full_chroma_int,format=yuv420p',
    );
    expect(relightFilter({ ...lerobot, pixFmt: 'yuv420p10le' }, '/l.cube')).toContain('format=gbrpf32le');
    expect(relightFilter({ ...lerobot, pixFmt: 'yuv420p10le' }, { path: '/l.cube', kind: '1d' })).toContain('format=gbrp16le');
    expect(relightFilter(lerobot, { path: '/l.cube', kind: '1d' })).toContain('format=gbrp,');
    expect(relightFilter(lerobot, { path: '/l.cube', kind: '1d' })).toContain("lut1d=file='/l.cube':interp=nearest");
    expect(relightFilter({ ...lerobot, pixFmt: 'yuv420p10le' }, { path: '/l.cube', kind: '1d' })).toContain('interp=linear');
  });
});
