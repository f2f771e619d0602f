import { z } from '@hono/zod-openapi';

const Checkpoint = z
  .union([z.literal('best'), z.number().int().min(0)])
  .optional()
  .openapi({ description: "`best` (default): a training run's best checkpoint by held-out loss (else its latest); an RL run's packaged policy. A number: the checkpoint at that step (training run) or env steps (RL run)." });

/** A policy named by the run that made it. */
export const PolicyRefBody = z
  .union([
    z.strictObject({ training_run_id: z.string().min(1).max(100), checkpoint: Checkpoint }),
    z.strictObject({ rl_run_id: z.string().min(1).max(100), checkpoint: Checkpoint }),
  ])
  .openapi('PolicyRefInput', {
    description:
      "The policy to run: a built-in training run's `mlp` (state in, joint commands out: it cannot see where the object is) or an RL run's ONNX actor. Another account's run answers 404.",
  });
export type PolicyRefInput = z.infer<typeof PolicyRefBody>;
