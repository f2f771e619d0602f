import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as LockEntry;

/** Where Node (and npm ci) would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (base === '') return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json (what `npm ci` installs on a fresh clone)', () => {
  it('lists exactly the dependencies package.json declares', () => {
    const root = lock.packages['']!;
    expect(root.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(root.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
    expect(root.optionalDependencies ?? {}).toEqual(manifest.optionalDependencies ?? {});
  });

  it("has an entry for every package's dependencies, optional platform builds (such as @swc/core-*) included", () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const required = { ...entry.dependencies, ...entry.optionalDependencies };
      for (const name of Object.keys(required)) if (!resolves(path, name)) missing.push(`${path || '(root)'} → ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
