import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const JOBS = join(ROOT, 'jobs');
/** Ships inside twin archives and runs there with MuJoCo and numpy only (`python replay.py`). */
const STANDALONE = 'twin/replay.py';
const STANDALONE_IMPORTS = ['__future__', 'argparse', 'copy', 'dataclasses', 'json', 'mujoco', 'numpy', 'os', 'pathlib', 'struct', 'sys', 'zlib'];

/** The folders of jobs/ that hold Python, and their .py files relative to jobs/. */
function pythonFolders(): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const entry of readdirSync(JOBS, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === '__pycache__') continue;
    const files = readdirSync(join(JOBS, entry.name)).filter((name) => name.endsWith('.py'));
    if (files.length > 0) folders.set(entry.name, files.map((name) => `${entry.name}/${name}`));
  }
  return folders;
}

const folders = pythonFolders();
const files = [...folders.values()].flat();
const source = (file: string): string => readFileSync(join(JOBS, file), 'utf8');
/** The first name of every `import X` / `from X import` statement, indented (lazy) ones included. */
const importedTopNames = (text: string): string[] => [...text.matchAll(/^\s*(?:from\s+(\w+)[\w.]*\s+import|import\s+(\w+))/gm)].map((m) => m[1] ?? m[2]!);

describe('the Python jobs are one package, jobs', () => {
  it('has an __init__.py in jobs/ and in every folder of it that holds Python, and pyproject.toml lists exactly those packages', () => {
    expect(readdirSync(JOBS)).toContain('__init__.py');
    for (const [folder, names] of folders) expect(names, folder).toContain(`${folder}/__init__.py`);
    const pyproject = readFileSync(join(JOBS, 'pyproject.toml'), 'utf8');
    const listed = /^packages = \[(.*)\]$/m.exec(pyproject)?.[1]?.split(',').map((name) => name.trim().replaceAll('"', '')) ?? [];
    expect(listed.sort()).toEqual(['jobs', ...[...folders.keys()].map((folder) => `jobs.${folder}`)].sort());
  });

  it('no file under jobs/ edits sys.path', () => {
    expect(files.filter((file) => /\bsys\.path\b/.test(source(file)))).toEqual([]);
  });

  it('no job imports a module of jobs/ by its bare name (that resolves only through a script folder or sys.path)', () => {
    const moduleNames = new Set(files.map((file) => file.split('/')[1]!.replace(/\.py$/, '')).filter((name) => name !== '__init__'));
    const bare = files.flatMap((file) => importedTopNames(source(file)).filter((name) => moduleNames.has(name)).map((name) => `${file}: ${name}`));
    expect(bare).toEqual([]);
  });

  it('the twin archive replay script imports nothing but the standard library, MuJoCo and numpy', () => {
    expect([...new Set(importedTopNames(source(STANDALONE)))].sort()).toEqual(STANDALONE_IMPORTS);
  });
});
