import { augmentationOperationSource } from './augmentation-source.js';
import { trainingRunOperationSource } from './training-run-source.js';
import { twinOperationSource } from './twin-source.js';
import { rlRunOperationSource } from './rl-run-source.js';
import type { OperationSource } from './types.js';

/**
 * Every resource kind that exists, by id prefix. A kind adds its source here when it lands;
 * ids of kinds not listed answer 404 like any unknown id.
 */
export const OPERATION_SOURCES: readonly OperationSource[] = [augmentationOperationSource, trainingRunOperationSource, twinOperationSource, rlRunOperationSource];
