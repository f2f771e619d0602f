import { describe, expect, it } from 'vitest';
import { bakeCurves } from '../../core/relight/curves.js';
import { colourMatrix, encoderArgs, relightFilter, zscaleMatrix } from '../../jobs/relight/encoder.js';
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

  it('converts to RGB and back with zscale, the source matrix and range, around lut3d on planar float', () => {
    expect(colourMatrix(null)).toBe('bt601');
    expect(colourMatrix('bt709')).toBe('bt709');
    expect(colourMatrix('bt2020nc')).toBe('bt2020');
    expect([null, 'bt709', 'fcc', 'smpte240m', 'bt2020nc', 'bt2020c'].map(zscaleMatrix)).toEqual(['470bg', '709', 'fcc', '7', '2020_ncl', '2020_ncl']);
    const filter = relightFilter({ ...lerobot, colorSpace: 'bt709', colorRange: 'pc' }, { kind: '3d', path: '/tmp/a:b.cube' });
    expect(filter).toBe(
      "zscale=matrixin=709:rangein=pc:filter=bicubic,format=gbrpf32le,lut3d=file='/tmp/a\\:b.cube':interp=tetrahedral," +
        'zscale=matrix=709:range=pc:filter=bicubic,format=yuv420p',
    );
    expect(relightFilter(lerobot, { kind: '3d', path: '/l.cube' })).toMatch(/^zscale=matrixin=470bg:rangein=tv:.*zscale=matrix=470bg:range=tv:/);
    expect(relightFilter({ ...lerobot, pixFmt: 'yuv420p10le' }, { kind: '3d', path: '/l.cube' })).toContain('format=gbrpf32le');
  });

  it('applies a separable transform as curves on 8-bit planar RGB, and as lut1d on 16-bit above 8 bits', () => {
    const points = bakeCurves({ exposure: -1 });
    expect(relightFilter(lerobot, { kind: 'curves', points })).toBe(
      `zscale=matrixin=470bg:rangein=tv:filter=bicubic,format=gbrp,curves=r='${points.r}':g='${points.g}':b='${points.b}',` +
        'zscale=matrix=470bg:range=tv:filter=bicubic,format=yuv420p',
    );
    const tenBit = relightFilter({ ...lerobot, pixFmt: 'yuv420p10le' }, { kind: '1d', path: '/l.cube' });
    expect(tenBit).toContain("format=gbrp16le,lut1d=file='/l.cube':interp=linear,");
    expect(() => relightFilter({ ...lerobot, pixFmt: 'yuv420p10le' }, { kind: 'curves', points })).toThrow(/8-bit/);
  });

  it('falls back to swscale conversions for an ffmpeg without zscale', () => {
    expect(relightFilter({ ...lerobot, colorSpace: 'bt709' }, { kind: '3d', path: '/l.cube' }, 'swscale')).toBe(
      "scale=in_color_matrix=bt709:in_range=tv:flags=bicubic+accurate_rnd+full_chroma_int,format=gbrpf32le,lut3d=file='/l.cube':interp=tetrahedral," +
        'scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int,format=yuv420p',
    );
  });
});
