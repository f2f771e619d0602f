import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../core/config.js';

const require = createRequire(import.meta.url);
/** A package's folder, found from its entry point (neither lit-html nor uplot exports its package.json). */
function packageDir(name: string): string {
  const entry = require.resolve(name);
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
}
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), 'public');

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

/** A page module in a kind's console folder: one plain `.js` file name, no folder, no hidden file. */
const KIND_PAGE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.js$/;

/** Whether a kind's console folder (`folder`, from the project root, as its entry names it) holds `file` (e.g. `compare.js`, its part of the compare view). */
export function hasKindPage(folder: string, file: string): boolean {
  return KIND_PAGE.test(file) && existsSync(join(PROJECT_ROOT, folder, file));
}

/**
 * A page module of a kind's console folder (`folder`, from the project root, as its registry entry names it) as
 * bytes, or null. This takes one plain `.js` name, so nothing else of the folder, and nothing outside it, is served.
 */
export async function readKindPage(folder: string, file: string): Promise<Asset | null> {
  return readUnder(join(PROJECT_ROOT, folder), file, KIND_PAGE);
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
