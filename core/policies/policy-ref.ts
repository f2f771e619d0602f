/** The runs whose outputs are policies a twin can run, and how one is named once resolved. */
export const POLICY_SOURCES = ['training_run', 'rl_run'] as const;
export type PolicySource = (typeof POLICY_SOURCES)[number];

export const POLICY_KINDS = ['builtin_mlp', 'lerobot', 'rl_onnx'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export interface PolicyRef {
  type: PolicySource;
  run_id: string;
  /** The checkpoint's step (training run) or env steps (RL run); `best` for an RL run's packaged policy. */
  checkpoint: string;
  /**
   * `builtin_mlp` (state in, joint commands out), `lerobot` (a LeRobot policy: state and the cameras it reads in,
   * joint commands out) or `rl_onnx` (the objective's observation in, delta actions out).
   */
  kind: PolicyKind;
  /** The checkpoint's pretrained_model/ prefix, or the policy.onnx key. */
  storage_key: string;
}
