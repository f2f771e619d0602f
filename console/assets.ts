import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** A package's folder, found from its entry point (neither lit-html nor uplot exports its package.json). */
function packageDir(name: string): string {
  const entry = require.resolve(name);
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
}
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), 'public');
/** The kind folders (kinds/<kind>/), each of which may hold its console pages under console/. */
const KINDS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'kinds');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The console's own files and the libraries it uses, straight from node_modules (no build step). */
const ROOTS: Record<string, () => string> = {
  app: () => PUBLIC_DIR,
  'lit-html': () => packageDir('lit-html'),
  uplot: () => join(packageDir('uplot'), 'dist'),
};

/** Plain relative paths only: no `..`, no hidden files. */
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*\.(?:js|css|html|svg)$/;

export interface Asset {
  body: Buffer;
  type: string;
}

/** `root/path` (e.g. `uplot/uPlot.esm.js`) as bytes and a content type, or null for anything else. */
export async function readAsset(root: string, path: string): Promise<Asset | null> {
  const base = ROOTS[root];
  return base ? readUnder(base(), path, SAFE_PATH) : null;
}

/** A kind's id as a folder name: lower case, digits and `_`. */
const KIND_NAME = /^[a-z][a-z0-9_]*$/;
/** A page module in a kind's console folder: one plain `.js` file name, no folder, no hidden file. */
const KIND_PAGE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.js$/;

/** Whether a kind keeps its console pages in its own folder, kinds/<kind>/console/ (served at /console/kinds/<kind>/). */
export function hasConsoleFolder(kind: string): boolean {
  return KIND_NAME.test(kind) && existsSync(join(KINDS_DIR, kind, 'console'));
}

/** Whether a kind's own console folder holds `file` (e.g. `compare.js`, its part of the compare view). */
export function hasKindPage(kind: string, file: string): boolean {
  return KIND_NAME.test(kind) && KIND_PAGE.test(file) && existsSync(join(KINDS_DIR, kind, 'console', file));
}

/**
 * A page module of a kind's own console folder, kinds/<kind>/console/<file>.js, as bytes, or null. The caller passes
 * only kinds the service mounts; this takes one plain `.js` name, so nothing else of the kind's folder is served.
 */
export async function readKindPage(kind: string, file: string): Promise<Asset | null> {
  return KIND_NAME.test(kind) ? readUnder(join(KINDS_DIR, kind, 'console'), file, KIND_PAGE) : null;
}

/** `dir/path` as bytes and its content type, when `path` is a plain relative name that `safe` admits. */
async function readUnder(dir: string, path: string, safe: RegExp): Promise<Asset | null> {
  if (!safe.test(path) || path.includes('..')) return null;
  const type = TYPES[path.slice(path.lastIndexOf('.'))]!;
  try {
    return { body: await readFile(join(dir, path)), type };
  } catch {
    return null;
  }
}
