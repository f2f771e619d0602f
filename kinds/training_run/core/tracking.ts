/** Storage prefix of a training run's TensorBoard event files (served as a ZIP by GET /v1/training_runs/{id}/tensorboard). */
export const trainingTensorboardPrefix = (runId: string) => `training_runs/${runId}/tensorboard`;

/** The links a training run's trackers get (tags in MLflow, summary in W&B) besides the run's own. */
export const trainingTrackingLinks = (runId: string) => ({ checkpoints: `/v1/training_runs/${runId}/checkpoints` });
