import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';
import type { AsyncBuffer, FileMetaData } from 'hyparquet';
import { corrupt } from './errors.js';
import type { FrameRow, FrameValue } from './types.js';

export interface OpenParquet {
  file: AsyncBuffer;
  metadata: FileMetaData;
  numRows: number;
  /** Top-level column names, in file order. */
  columns: string[];
}

/** Opens a parquet file and parses its footer; `relativePath` names the file in errors. */
export async function openParquet(absolutePath: string, relativePath: string): Promise<OpenParquet> {
  let file: AsyncBuffer;
  try {
    file = await asyncBufferFromFile(absolutePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw corrupt(relativePath, 'required file is missing.', error);
    }
    throw corrupt(relativePath, `cannot be read (${(error as Error).message}).`, error);
  }
  try {
    const metadata = await parquetMetadataAsync(file);
    return { file, metadata, numRows: Number(metadata.num_rows), columns: topLevelColumns(metadata) };
  } catch (error) {
    throw corrupt(relativePath, `is not a readable parquet file (${(error as Error).message}).`, error);
  }
}

export interface ReadRowsOptions {
  columns?: string[];
  rowStart?: number;
  rowEnd?: number;
}

/** Reads rows as plain objects, with int64 values turned into numbers. */
export async function readParquetRows(parquet: OpenParquet, relativePath: string, options: ReadRowsOptions = {}): Promise<FrameRow[]> {
  const missing = (options.columns ?? []).filter((column) => !parquet.columns.includes(column));
  if (missing.length > 0) {
    throw corrupt(relativePath, `has no column ${missing.map((c) => `'${c}'`).join(', ')}.`);
  }
  try {
    const rows = await parquetReadObjects({
      file: parquet.file,
      metadata: parquet.metadata,
      ...(options.columns ? { columns: options.columns } : {}),
      ...(options.rowStart !== undefined ? { rowStart: options.rowStart } : {}),
      ...(options.rowEnd !== undefined ? { rowEnd: options.rowEnd } : {}),
    });
    return rows.map((row) => {
      const plain: FrameRow = {};
      for (const [key, value] of Object.entries(row)) plain[key] = toPlainValue(value);
      return plain;
    });
  } catch (error) {
    throw corrupt(relativePath, `cannot be decoded (${(error as Error).message}).`, error);
  }
}

/** Converts hyparquet output (bigint, typed arrays, nested lists) into JSON-able values. */
export function toPlainValue(value: unknown): FrameValue {
  if (typeof value === 'bigint') return Number(value);
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(toPlainValue);
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number | bigint>, (v) => (typeof v === 'bigint' ? Number(v) : v));
  }
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function topLevelColumns(metadata: FileMetaData): string[] {
  const [root, ...rest] = metadata.schema;
  const names: string[] = [];
  let remaining = root?.num_children ?? 0;
  // Walk the flattened schema tree: each top-level node is followed by its descendants.
  let i = 0;
  while (remaining > 0 && i < rest.length) {
    const node = rest[i];
    if (!node) break;
    names.push(node.name);
    i += 1 + countDescendants(rest, i);
    remaining--;
  }
  return names;
}

function countDescendants(nodes: FileMetaData['schema'], index: number): number {
  const children = nodes[index]?.num_children ?? 0;
  let count = 0;
  let next = index + 1;
  for (let c = 0; c < children; c++) {
    const sub = 1 + countDescendants(nodes, next);
    count += sub;
    next += sub;
  }
  return count;
}

/** The pandas index column names recorded in the file's `pandas` key-value metadata, if any. */
export function pandasIndexColumns(metadata: FileMetaData): string[] {
  const entry = metadata.key_value_metadata?.find((kv) => kv.key === 'pandas');
  if (!entry?.value) return [];
  try {
    const parsed = JSON.parse(entry.value) as { index_columns?: unknown[] };
    return (parsed.index_columns ?? []).filter((c): c is string => typeof c === 'string');
  } catch {
    return [];
  }
}
