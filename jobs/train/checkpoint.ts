import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mlp } from './mlp.js';
import type { TrainingData } from './samples.js';
import { writeSafetensors, type Tensor } from './safetensors.js';

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
 * into a temporary directory and renames it into place, so a reader never sees half a checkpoint.
 */
export async function saveCheckpoint(outputDir: string, step: number, model: Mlp, data: TrainingData, config: PolicyConfig, trainConfig: Record<string, unknown>): Promise<string> {
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
  await writeFile(join(pretrained, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  await writeFile(join(pretrained, 'train_config.json'), `${JSON.stringify({ ...trainConfig, policy: config }, null, 2)}\n`);
  const final = join(checkpoints, name);
  await rm(final, { recursive: true, force: true });
  await rename(temp, final);
  return join(final, 'pretrained_model');
}
