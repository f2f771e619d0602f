import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { runProcess } from '../../core/media/process.js';

/** A still from a dataset's own video, pushed through an ffmpeg filter, as a photo file; returns it in base64. */
export async function photoFrom(video: string, filter: string, out: string): Promise<string> {
  const result = await runProcess('ffmpeg', ['-v', 'error', '-y', '-ss', '0.1', '-i', video, '-frames:v', '1', '-vf', filter, out]);
  expect(result.exitCode, result.stderrTail).toBe(0);
  return (await readFile(out)).toString('base64');
}
