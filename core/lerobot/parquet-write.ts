import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parquetWriteBuffer } from 'hyparquet-writer';
import type { ColumnSource, KeyValue, SchemaElement } from 'hyparquet-writer';

/** Column types LeRobot files use, named the way pyarrow prints them. */
export type ColumnType =
  | 'int64'
  | 'float32'
  | 'float64'
  | 'string'
  | 'list<int64>'
  | 'list<float32>'
  | 'list<float64>'
  | 'list<string>'
  | 'list<list<list<float64>>>';

export interface ParquetColumn {
  name: string;
  type: ColumnType;
  /** One value per row: numbers, strings or (nested) arrays of them, matching `type`. */
  values: readonly unknown[];
}

export interface WriteParquetOptions {
  kvMetadata?: KeyValue[];
  /** Rows per row group; LeRobot-style files use one group per episode, so callers may pass sizes. */
  rowGroupSize?: number | number[];
}

/**
 * Writes a parquet file the way pyarrow lays out LeRobot tables: every column OPTIONAL,
 * lists as the standard 3-level LIST group (`<name>.list.element`). Written to a temp file
 * then renamed, so a reader never sees half a file.
 */
export async function writeParquetFile(path: string, columns: ParquetColumn[], options: WriteParquetOptions = {}): Promise<void> {
  const rowCount = columns[0]?.values.length ?? 0;
  for (const column of columns) {
    if (column.values.length !== rowCount) {
      throw new Error(`parquet column '${column.name}' has ${column.values.length} values; expected ${rowCount}.`);
    }
  }
  const schema: SchemaElement[] = [{ name: 'schema', num_children: columns.length }];
  const columnData: ColumnSource[] = [];
  for (const column of columns) {
    schema.push(...schemaFor(column.name, column.type));
    columnData.push({ name: column.name, data: column.values.map((value) => toPhysical(value, column.type)) });
  }
  const buffer = parquetWriteBuffer({
    columnData,
    schema,
    ...(options.kvMetadata ? { kvMetadata: options.kvMetadata } : {}),
    rowGroupSize: options.rowGroupSize ?? Math.max(1, rowCount),
    createdBy: 'robot-learning-platform (hyparquet-writer)',
  });
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await writeFile(temporary, new Uint8Array(buffer));
  await rename(temporary, path);
}

function schemaFor(name: string, type: ColumnType): SchemaElement[] {
  const listOf = (outer: string, inner: SchemaElement[]): SchemaElement[] => [
    { name: outer, repetition_type: 'OPTIONAL', num_children: 1, converted_type: 'LIST', logical_type: { type: 'LIST' } },
    { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
    ...inner,
  ];
  switch (type) {
    case 'int64':
      return [{ name, type: 'INT64', repetition_type: 'OPTIONAL' }];
    case 'float32':
      return [{ name, type: 'FLOAT', repetition_type: 'OPTIONAL' }];
    case 'float64':
      return [{ name, type: 'DOUBLE', repetition_type: 'OPTIONAL' }];
    case 'string':
      return [stringElement(name)];
    case 'list<int64>':
      return listOf(name, [{ name: 'element', type: 'INT64', repetition_type: 'OPTIONAL' }]);
    case 'list<float32>':
      return listOf(name, [{ name: 'element', type: 'FLOAT', repetition_type: 'OPTIONAL' }]);
    case 'list<float64>':
      return listOf(name, [{ name: 'element', type: 'DOUBLE', repetition_type: 'OPTIONAL' }]);
    case 'list<string>':
      return listOf(name, [stringElement('element')]);
    case 'list<list<list<float64>>>':
      return listOf(name, listOf('element', listOf('element', [{ name: 'element', type: 'DOUBLE', repetition_type: 'OPTIONAL' }])));
  }
}

function stringElement(name: string): SchemaElement {
  return { name, type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' }, repetition_type: 'OPTIONAL' };
}

function toPhysical(value: unknown, type: ColumnType): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'int64') return toBigInt(value);
  if (type === 'list<int64>') return Array.from(value as ArrayLike<number | bigint>, toBigInt);
  if (type === 'float32') return Math.fround(Number(value));
  if (type === 'list<float32>') return Array.from(value as ArrayLike<number>, (v) => Math.fround(Number(v)));
  if (type.startsWith('list<')) return Array.isArray(value) ? value : Array.from(value as ArrayLike<unknown>);
  return value;
}

function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  throw new Error(`expected an integer for an int64 column; got ${String(value)}.`);
}
