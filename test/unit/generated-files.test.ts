import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, GENERATED_FILES } from '../../cli/generate/generated-files.js';
import { PROJECT_ROOT } from '../../core/config.js';

/** A file that says it is generated (its header), or lives in a `__generated__` folder. */
const GENERATED_MARK = /^(\/\/|#|\/\*\*?) .*(Generated|generated) (by|from) .*Do not edit/m;

const trackedFiles = (): string[] => execFileSync('git', ['ls-files'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const registered = (path: string) => GENERATED_FILES.some((set) => set.paths.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p)));

describe('generated files (cli/generate/generated-files.ts)', () => {
  it('every file that says it is generated, or sits in a __generated__ folder, is listed with its generator', () => {
    const marked = trackedFiles().filter((path) => {
      if (path.includes('/__generated__/')) return true;
      if (!/\.(ts|js|mjs|py)$/.test(path) || path.startsWith('sdk/python/rlp_api/')) return false;
      return GENERATED_MARK.test(readFileSync(join(PROJECT_ROOT, path), 'utf8').slice(0, 400));
    });
    expect(marked.length).toBeGreaterThanOrEqual(6);
    expect(marked.filter((path) => !registered(path))).toEqual([]);
  });

  for (const set of GENERATED_FILES) {
    it(`${set.paths.join(', ')}: what \`${set.command}\` writes today from ${set.source} (rerun it and commit when this fails)`, async () => {
      const generated = await set.generate();
      const committed = new Map<string, string>();
      for (const path of set.paths) {
        if (path.endsWith('/')) for (const [file, text] of await filesUnder(join(PROJECT_ROOT, path), path)) committed.set(file, text);
        else committed.set(path, readFileSync(join(PROJECT_ROOT, path), 'utf8'));
      }
      expect([...generated.keys()].sort()).toEqual([...committed.keys()].sort());
      const drifted = [...generated].filter(([path, text]) => committed.get(path) !== text).map(([path]) => path);
      expect(drifted, `drifted from ${set.source}: run \`${set.command}\``).toEqual([]);
    }, 180_000);
  }
});
