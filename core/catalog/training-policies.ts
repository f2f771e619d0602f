/**
 * Policy types a training run can fine-tune. `runner` says which program trains it: our own
 * CPU-capable behaviour-cloning trainer (`builtin`), or LeRobot's `lerobot-train` CLI (`lerobot`).
 * Whether a policy is available depends on the compute backend having that runner.
 */
export type PolicyRunner = 'builtin' | 'lerobot';

export interface TrainingPolicy {
  id: string;
  name: string;
  description: string;
  experimental: boolean;
  compatible_robot_types: string[];
  default_batch_size: number;
  default_steps: number;
  min_hardware_tier: string;
  min_vram_gb: number;
  runner: PolicyRunner;
  /** Python modules the runner needs beyond LeRobot's base install, and the pip extra that brings them. */
  lerobotExtra?: { extra: string; modules: readonly string[] };
  /** Why the evaluation job cannot run this policy's checkpoints closed loop in a twin; absent where it can. */
  notEvaluable?: string;
}

/** The evaluation job feeds a policy state and rendered images on the CPU; a vision-language-action model also wants its instruction and a GPU. */
const VLA_NOT_EVALUABLE = 'it is a vision-language-action model, and the evaluation job gives a policy no language instruction and runs it on the CPU';

const SINGLE_ARMS = ['so100_follower', 'so101_follower', 'koch_follower', 'lekiwi'];
const ANY_ARM = [...SINGLE_ARMS, 'aloha', 'bi_so100_follower', 'unitree_g1'];

export const TRAINING_POLICIES: readonly TrainingPolicy[] = [
  {
    id: 'mlp',
    name: 'MLP behaviour cloning',
    description: 'Small state-to-action-chunk network trained by behaviour cloning; trains on a CPU in minutes. A quick baseline and a pipeline check.',
    experimental: false,
    compatible_robot_types: ANY_ARM,
    default_batch_size: 64,
    default_steps: 2000,
    min_hardware_tier: 'cpu',
    min_vram_gb: 0,
    runner: 'builtin',
  },
  {
    id: 'act',
    name: 'ACT (Action Chunking Transformer)',
    description: 'Transformer that predicts action chunks from images and state (about 52 M parameters).',
    experimental: false,
    compatible_robot_types: ANY_ARM,
    default_batch_size: 8,
    default_steps: 100_000,
    min_hardware_tier: 't4',
    min_vram_gb: 8,
    runner: 'lerobot',
  },
  {
    id: 'diffusion',
    name: 'Diffusion Policy',
    description: 'Denoising diffusion over action sequences (about 263 M parameters).',
    experimental: false,
    compatible_robot_types: ANY_ARM,
    default_batch_size: 64,
    default_steps: 200_000,
    min_hardware_tier: 'a10g',
    min_vram_gb: 16,
    runner: 'lerobot',
  },
  {
    id: 'smolvla',
    name: 'SmolVLA',
    description: 'Compact vision-language-action model, fine-tuned from its pretrained base.',
    experimental: false,
    compatible_robot_types: SINGLE_ARMS,
    default_batch_size: 64,
    default_steps: 20_000,
    min_hardware_tier: 'a100-40gb',
    min_vram_gb: 40,
    runner: 'lerobot',
    notEvaluable: VLA_NOT_EVALUABLE,
    lerobotExtra: { extra: 'smolvla', modules: ['transformers', 'num2words'] },
  },
  {
    id: 'pi0',
    name: 'pi0',
    description: 'Physical Intelligence pi0 vision-language-action model (about 3.5 B parameters).',
    experimental: true,
    compatible_robot_types: ANY_ARM,
    default_batch_size: 32,
    default_steps: 30_000,
    min_hardware_tier: 'a100-80gb',
    min_vram_gb: 70,
    runner: 'lerobot',
    notEvaluable: VLA_NOT_EVALUABLE,
    lerobotExtra: { extra: 'pi', modules: ['transformers'] },
  },
  {
    id: 'pi05',
    name: 'pi0.5',
    description: 'Physical Intelligence pi0.5, sized for one 80 GB GPU (48 GB runs out of memory).',
    experimental: true,
    compatible_robot_types: ANY_ARM,
    default_batch_size: 32,
    default_steps: 30_000,
    min_hardware_tier: 'a100-80gb',
    min_vram_gb: 80,
    runner: 'lerobot',
    notEvaluable: VLA_NOT_EVALUABLE,
    lerobotExtra: { extra: 'pi', modules: ['transformers'] },
  },
];

export function findTrainingPolicy(id: string): TrainingPolicy | undefined {
  return TRAINING_POLICIES.find((policy) => policy.id === id);
}
