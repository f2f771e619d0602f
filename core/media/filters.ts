import { ffmpegBinary } from './errors.js';
import { runProcess } from './process.js';

const lists = new Map<string, Promise<Set<string>>>();

/** Names of the filters the ffmpeg binary was built with (`ffmpeg -filters`), once per binary; empty when it cannot run. */
function filterNames(): Promise<Set<string>> {
  const binary = ffmpegBinary();
  let names = lists.get(binary);
  if (!names) {
    names = runProcess(binary, ['-hide_banner', '-filters'], { captureStdout: true })
      .then((result) => new Set(result.stdout.toString('utf8').split('\n').map((line) => /^\s*[.A-Z|]{3}\s+(\w+)\s/.exec(line)?.[1]).filter((name): name is string => !!name)))
      .catch(() => new Set<string>());
    lists.set(binary, names);
  }
  return names;
}

/** True when ffmpeg has the filter `name` (builds differ: zscale needs libzimg, for one). */
export async function ffmpegHasFilter(name: string): Promise<boolean> {
  return (await filterNames()).has(name);
}
