export type VideoCodecName = 'av1' | 'h264';

/**
 * The ffmpeg output arguments of a camera stream encoded as LeRobot encodes them: `av1` =
 * libsvtav1 (g=2, crf=30), `h264` = libx264 (g=2, crf=23), in `pixFmt` (default yuv420p).
 */
export function lerobotEncoderArgs(codec: VideoCodecName, options: { preset?: number | string; pixFmt?: string } = {}): string[] {
  const encoder =
    codec === 'av1'
      ? ['-c:v', 'libsvtav1', '-preset', String(options.preset ?? 12), '-g', '2', '-crf', '30']
      : ['-c:v', 'libx264', '-preset', String(options.preset ?? 'veryfast'), '-g', '2', '-crf', '23'];
  return [...encoder, '-pix_fmt', options.pixFmt ?? 'yuv420p'];
}
