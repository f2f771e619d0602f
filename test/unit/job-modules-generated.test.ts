import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateJobModules } from '../../cli/generate/job-modules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

describe('modules generated from jobs/ files', () => {
  it('are what `npm run generate:job-modules` writes today (rerun it after changing a job schema)', async () => {
    for (const [path, text] of Object.entries(await generateJobModules())) {
      expect(readFileSync(join(ROOT, path), 'utf8'), path).toBe(text);
    }
  });

  it('are how core/ knows a job: no core module names a file of jobs/ by path', () => {
    const byPath = /join\([^)]*['"]jobs['"]\s*,|['"`][^'"`\s]*jobs\/(?:relight|train|twin|rl|sim|demo)\/[^'"`\s]*\.(?:ts|py|json|txt)['"`]/;
    const found = sourceFiles('core').flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (byPath.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
