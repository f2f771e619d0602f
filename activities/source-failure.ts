import { ApplicationFailure } from '@temporalio/activity';
import { HubError } from '../core/ports/hub-errors.js';
import { DatasetFormatError } from '../core/lerobot/index.js';
import { withoutLocalPaths } from './safe-message.js';

/** Hub and dataset errors as the run error codes of the spec (an augmentation's source, a twin's recording). */
export function sourceFailure(error: unknown): unknown {
  if (error instanceof HubError) {
    switch (error.code) {
      case 'unauthorized':
        return ApplicationFailure.nonRetryable(`The dataset hub refused access: ${error.message}`, 'hub_unauthorized');
      case 'unavailable':
        return ApplicationFailure.retryable(`The dataset hub is not reachable: ${error.message}`, 'dataset_unavailable');
      default:
        return ApplicationFailure.nonRetryable(`The source dataset is not available: ${error.message}`, 'dataset_unavailable');
    }
  }
  if (error instanceof DatasetFormatError) return ApplicationFailure.nonRetryable(`The source is not a dataset we can read: ${withoutLocalPaths(error.message, [])}`, 'incompatible_dataset');
  return error;
}
