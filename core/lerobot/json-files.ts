import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { corrupt } from './errors.js';
import { resolveInside } from './paths.js';

/** Reads a required JSON file of the dataset; a missing or broken file makes the dataset corrupt. */
export async function readDatasetJson(root: string, relativePath: string): Promise<unknown> {
  const text = await readRequiredText(root, relativePath);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw corrupt(relativePath, `is not valid JSON (${(error as Error).message}).`, error);
  }
}

/** Reads a required JSON Lines file: one JSON object per non-empty line. */
export async function readDatasetJsonl(root: string, relativePath: string): Promise<Record<string, unknown>[]> {
  const text = await readRequiredText(root, relativePath);
  const rows: Record<string, unknown>[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim();
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw corrupt(relativePath, `line ${i + 1} is not valid JSON (${(error as Error).message}).`, error);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw corrupt(relativePath, `line ${i + 1} is not a JSON object.`);
    }
    rows.push(value as Record<string, unknown>);
  }
  return rows;
}

async function readRequiredText(root: string, relativePath: string): Promise<string> {
  try {
    return await readFile(resolveInside(root, relativePath), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw corrupt(relativePath, 'required file is missing.', error);
    }
    throw corrupt(relativePath, `cannot be read (${(error as Error).message}).`, error);
  }
}

export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 4)}\n`);
}

export async function writeJsonlFile(path: string, rows: readonly unknown[]): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}
