// Every workflow the worker runs; bundled once by workers/bundle.ts.
export { systemCheckWorkflow } from './system-check.js';
export { webhookDeliveryWorkflow } from './webhook-delivery.js';
export { augmentationWorkflow } from './augmentation.js';
export { trainingRunWorkflow } from './training-run.js';
export { twinWorkflow } from './twin.js';
export { rlRunWorkflow } from './rl-run.js';
