/** The runs whose outputs are policies a twin can run, and how one is named once resolved. */
export const POLICY_SOURCES = ['training_run', 'rl_run'] as const;
export type PolicySource = (typeof POLICY_SOURCES)[number];

export interface PolicyRef {
  type: PolicySource;
  run_id: string;
  /** The checkpoint's step (training run) or env steps (RL run); `best` for an RL run's packaged policy. */
  checkpoint: string;
  /** `builtin_mlp` (state in, joint commands out) or `rl_onnx` (the objective's observation in, delta actions out). */
  kind: 'builtin_mlp' | 'rl_onnx';
  /** The checkpoint's pretrained_model/ prefix, or the policy.onnx key. */
  storage_key: string;
}

/** The objectives whose observation and success test a recorded scene can give (lift places its own box). */
export type SceneObjective = 'pick_place' | 'reach';
