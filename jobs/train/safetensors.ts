import { writeFile } from 'node:fs/promises';

export interface Tensor {
  shape: number[];
  data: Float32Array;
}

/**
 * The safetensors format: an 8-byte little-endian header length, a JSON header naming each
 * tensor's dtype, shape and byte range, padded with spaces to 8 bytes, then the raw data.
 */
export function encodeSafetensors(tensors: Record<string, Tensor>, metadata: Record<string, string> = {}): Buffer {
  const names = Object.keys(tensors).sort();
  const header: Record<string, unknown> = { __metadata__: metadata };
  let offset = 0;
  for (const name of names) {
    const tensor = tensors[name]!;
    const expected = tensor.shape.reduce((a, b) => a * b, 1);
    if (expected !== tensor.data.length) throw new Error(`Tensor ${name}: shape ${tensor.shape.join('x')} needs ${expected} values, has ${tensor.data.length}.`);
    header[name] = { dtype: 'F32', shape: tensor.shape, data_offsets: [offset, offset + tensor.data.byteLength] };
    offset += tensor.data.byteLength;
  }
  let json = JSON.stringify(header);
  json += ' '.repeat((8 - (Buffer.byteLength(json) % 8)) % 8);
  const headerBytes = Buffer.from(json, 'utf8');
  const out = Buffer.alloc(8 + headerBytes.length + offset);
  out.writeBigUInt64LE(BigInt(headerBytes.length), 0);
  headerBytes.copy(out, 8);
  let at = 8 + headerBytes.length;
  for (const name of names) {
    const data = tensors[name]!.data;
    Buffer.from(data.buffer, data.byteOffset, data.byteLength).copy(out, at);
    at += data.byteLength;
  }
  return out;
}

/** Reads what encodeSafetensors wrote (F32 tensors only). */
export function decodeSafetensors(bytes: Buffer): { tensors: Record<string, Tensor>; metadata: Record<string, string> } {
  const headerLength = Number(bytes.readBigUInt64LE(0));
  type Entry = { dtype: string; shape: number[]; data_offsets: [number, number] };
  const header = JSON.parse(bytes.subarray(8, 8 + headerLength).toString('utf8')) as Record<string, unknown>;
  const base = 8 + headerLength;
  const tensors: Record<string, Tensor> = {};
  for (const [name, value] of Object.entries(header)) {
    if (name === '__metadata__') continue;
    const entry = value as Entry;
    if (entry.dtype !== 'F32') throw new Error(`Tensor ${name} has dtype ${entry.dtype}; only F32 is read.`);
    const slice = bytes.subarray(base + entry.data_offsets[0], base + entry.data_offsets[1]);
    tensors[name] = { shape: entry.shape, data: new Float32Array(slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength)) };
  }
  return { tensors, metadata: (header.__metadata__ as Record<string, string> | undefined) ?? {} };
}

export async function writeSafetensors(path: string, tensors: Record<string, Tensor>, metadata?: Record<string, string>): Promise<void> {
  await writeFile(path, encodeSafetensors(tensors, metadata));
}
