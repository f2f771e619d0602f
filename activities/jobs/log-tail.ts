import { open } from 'node:fs/promises';

/**
 * Reads a job's log as it grows, whole lines at a time, from the start of the file: a tail made
 * after a worker restart sees the same lines in the same order.
 */
export class LogTail {
  private offset = 0;
  private partial = '';

  constructor(private readonly path: string) {}

  /** The complete lines appended since the last call; `final` also returns an unterminated last line. */
  async poll(final = false): Promise<string[]> {
    let text = '';
    try {
      const handle = await open(this.path, 'r');
      try {
        const { size } = await handle.stat();
        if (size > this.offset) {
          const buffer = Buffer.alloc(size - this.offset);
          await handle.read(buffer, 0, buffer.length, this.offset);
          this.offset = size;
          text = buffer.toString('utf8');
        }
      } finally {
        await handle.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const lines = (this.partial + text).split(/\r?\n|\r/);
    this.partial = final ? '' : lines.pop()!;
    return lines;
  }
}
