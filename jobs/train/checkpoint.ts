import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Adam, Mlp } from './mlp.js';
import type { TrainingData } from './samples.js';
import { decodeSafetensors, writeSafetensors, type Tensor } from './safetensors.js';

import { checkpointDirName } from '../../core/training/layout.js';

export { checkpointDirName };

export interface PolicyConfig {
  type: 'mlp';
  n_obs_steps: 1;
  chunk_size: number;
  n_action_steps: number;
  hidden_dims: number[];
  input_features: Record<string, { type: string; shape: number[] }>;
  output_features: Record<string, { type: string; shape: number[] }>;
  normalization_mapping: Record<string, string>;
  device: 'cpu';
}

export function policyConfig(data: TrainingData, hiddenDims: number[]): PolicyConfig {
  return {
    type: 'mlp',
    n_obs_steps: 1,
    chunk_size: data.chunkSize,
    n_action_steps: data.chunkSize,
    hidden_dims: hiddenDims,
    input_features: { 'observation.state': { type: 'STATE', shape: [data.stateDim] } },
    output_features: { action: { type: 'ACTION', shape: [data.actionDim] } },
    normalization_mapping: { STATE: 'MEAN_STD', ACTION: 'MEAN_STD' },
    device: 'cpu',
  };
}

/**
 * Writes `checkpoints/<step>/pretrained_model/{config.json, model.safetensors, train_config.json}`
 * and `checkpoints/<step>/training_state/optimizer.safetensors` (what a resumed run needs, as in
 * LeRobot's layout) into a temporary directory and renames it into place, so a reader never sees
 * half a checkpoint.
 */
export async function saveCheckpoint(outputDir: string, step: number, model: Mlp, optimizer: Adam, data: TrainingData, config: PolicyConfig, trainConfig: Record<string, unknown>): Promise<string> {
  const checkpoints = join(outputDir, 'checkpoints');
  const name = checkpointDirName(step);
  const temp = join(checkpoints, `.${name}.partial`);
  await rm(temp, { recursive: true, force: true });
  const pretrained = join(temp, 'pretrained_model');
  await mkdir(pretrained, { recursive: true });
  const tensors: Record<string, Tensor> = {
    'normalize_inputs.buffer_observation_state.mean': { shape: [data.stateDim], data: data.stateNorm.mean },
    'normalize_inputs.buffer_observation_state.std': { shape: [data.stateDim], data: data.stateNorm.std },
    'unnormalize_outputs.buffer_action.mean': { shape: [data.actionDim], data: data.actionNorm.mean },
    'unnormalize_outputs.buffer_action.std': { shape: [data.actionDim], data: data.actionNorm.std },
  };
  model.layers.forEach((layer, i) => {
    tensors[`model.layers.${i}.weight`] = { shape: [layer.outputs, layer.inputs], data: layer.weight };
    tensors[`model.layers.${i}.bias`] = { shape: [layer.outputs], data: layer.bias };
  });
  await writeSafetensors(join(pretrained, 'model.safetensors'), tensors, { format: 'pt' });
  const state = optimizer.state();
  const optimizerTensors: Record<string, Tensor> = {};
  state.m.forEach((m, k) => (optimizerTensors[`adam.m.${k}`] = { shape: [m.length], data: m }));
  state.v.forEach((v, k) => (optimizerTensors[`adam.v.${k}`] = { shape: [v.length], data: v }));
  await mkdir(join(temp, 'training_state'), { recursive: true });
  await writeSafetensors(join(temp, 'training_state', 'optimizer.safetensors'), optimizerTensors, { step: String(step), adam_step: String(state.step) });
  await writeFile(join(pretrained, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  await writeFile(join(pretrained, 'train_config.json'), `${JSON.stringify({ ...trainConfig, policy: config }, null, 2)}\n`);
  const final = join(checkpoints, name);
  await rm(final, { recursive: true, force: true });
  await rename(temp, final);
  return join(final, 'pretrained_model');
}

export interface ResumePoint {
  step: number;
  /** Weights and biases in the order of `model.layers`: [w0, b0, w1, b1, …]. */
  params: Float32Array[];
  optimizer: { step: number; m: Float32Array[]; v: Float32Array[] };
}

/**
 * The latest checkpoint a run can resume from: the highest step whose directory holds both the
 * weights and the optimizer state. Directories appear whole (renamed into place), so a trainer
 * killed mid-write leaves only a `.partial` directory, which is ignored.
 */
export async function latestResumePoint(outputDir: string, layerCount: number): Promise<ResumePoint | null> {
  const checkpoints = join(outputDir, 'checkpoints');
  const names = (await readdir(checkpoints).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const name of names) {
    const point = await readCheckpoint(join(checkpoints, name), layerCount);
    if (point) return { ...point, step: Number(name) };
  }
  return null;
}

/** One checkpoint directory (`pretrained_model/model.safetensors` and `training_state/optimizer.safetensors`); null when either is missing. */
export async function readCheckpoint(dir: string, layerCount: number): Promise<Omit<ResumePoint, 'step'> | null> {
  const weights = await readFile(join(dir, 'pretrained_model', 'model.safetensors')).catch(() => null);
  const optimizer = await readFile(join(dir, 'training_state', 'optimizer.safetensors')).catch(() => null);
  if (!weights || !optimizer) return null;
  const model = decodeSafetensors(weights).tensors;
  const state = decodeSafetensors(optimizer);
  const params: Float32Array[] = [];
  const m: Float32Array[] = [];
  const v: Float32Array[] = [];
  for (let i = 0; i < layerCount; i++) {
    const weight = model[`model.layers.${i}.weight`];
    const bias = model[`model.layers.${i}.bias`];
    if (!weight || !bias) return null;
    params.push(weight.data, bias.data);
  }
  for (let k = 0; k < params.length; k++) {
    m.push(state.tensors[`adam.m.${k}`]!.data);
    v.push(state.tensors[`adam.v.${k}`]!.data);
  }
  return { params, optimizer: { step: Number(state.metadata.adam_step), m, v } };
}
