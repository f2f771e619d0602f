import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';

/** parity.json in an RL bundle: observation/action pairs of the deterministic actor, computed by the job in torch. */
export interface ParityFile {
  input: string;
  output: string;
  observations: number[][];
  actions: number[][];
}

export interface OnnxParity {
  pairs: number;
  maxAbsDifference: number;
  /** What policy.onnx gave in onnxruntime-node, per pair. */
  actions: number[][];
}

/** Runs a bundle's policy.onnx in onnxruntime-node on the job's recorded observations and compares the actions. */
export async function checkOnnxParity(bundleDir: string): Promise<OnnxParity> {
  const parity = JSON.parse(await readFile(join(bundleDir, 'parity.json'), 'utf8')) as ParityFile;
  const session = await ort.InferenceSession.create(join(bundleDir, 'policy.onnx'), { intraOpNumThreads: 1, interOpNumThreads: 1 });
  try {
    const width = parity.observations[0]!.length;
    const input = new ort.Tensor('float32', Float32Array.from(parity.observations.flat()), [parity.observations.length, width]);
    const output = (await session.run({ [parity.input]: input }))[parity.output]!;
    const actionSize = output.dims[1]!;
    const values = output.data as Float32Array;
    const actions = parity.observations.map((_, row) => Array.from(values.subarray(row * actionSize, (row + 1) * actionSize)));
    let maxAbsDifference = 0;
    parity.actions.forEach((expected, row) => expected.forEach((value, column) => {
      maxAbsDifference = Math.max(maxAbsDifference, Math.abs(value - actions[row]![column]!));
    }));
    return { pairs: parity.observations.length, maxAbsDifference, actions };
  } finally {
    await session.release();
  }
}
