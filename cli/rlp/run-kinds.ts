import { UsageError } from './exit-codes.js';

export interface RunKind {
  kind: 'augmentation' | 'training_run' | 'twin' | 'rl_run';
  prefix: string;
  /** The collection's path; a run is `${path}/${id}`. */
  path: string;
}

/** Each run kind by the prefix of its ids (core/ids.ts). */
export const RUN_KINDS: readonly RunKind[] = [
  { kind: 'augmentation', prefix: 'aug_', path: '/v1/augmentations' },
  { kind: 'training_run', prefix: 'trn_', path: '/v1/training_runs' },
  { kind: 'twin', prefix: 'twin_', path: '/v1/twins' },
  { kind: 'rl_run', prefix: 'rl_', path: '/v1/rl_runs' },
];

export function runKindOf(id: string): RunKind {
  const kind = RUN_KINDS.find((k) => id.startsWith(k.prefix));
  if (!kind) throw new UsageError(`'${id}' is not a run id: expected one starting with ${RUN_KINDS.map((k) => k.prefix).join(', ')}`);
  return kind;
}

export function runKindNamed(name: string): RunKind {
  const kind = RUN_KINDS.find((k) => k.kind === name || k.prefix === `${name}_` || k.path.endsWith(`/${name}`));
  if (!kind) throw new UsageError(`--kind must be one of ${RUN_KINDS.map((k) => k.kind).join(', ')}`);
  return kind;
}

export const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);
