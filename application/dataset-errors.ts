import { ApiError, parameterInvalid } from '../core/errors.js';
import { DatasetFormatError } from '../core/lerobot/index.js';
import { HubError } from '../core/ports/hub-errors.js';

/**
 * What a client sees when the dataset it named cannot be used. `param` names the request
 * field that carried the repo id (it differs between requests).
 */
export function datasetApiError(error: unknown, param: string, revisionParam: string | null = null): unknown {
  if (error instanceof HubError) {
    switch (error.code) {
      case 'invalid_repo_id':
        return parameterInvalid(param, `'${param}' must look like 'owner/name': ${error.message}`);
      case 'repo_not_found':
        return new ApiError(404, 'dataset_not_found', error.message, { param });
      case 'revision_not_found':
        return new ApiError(404, 'revision_not_found', error.message, { param: revisionParam ?? param });
      case 'unauthorized':
        return new ApiError(403, 'hub_unauthorized', `The dataset hub refused access to this repository: ${error.message}`, { param });
      case 'unavailable':
        return new ApiError(503, 'hub_unavailable', `The dataset hub is not reachable right now: ${error.message}`, {
          param,
          headers: { 'Retry-After': '5' },
        });
    }
  }
  if (error instanceof DatasetFormatError) {
    if (error.code === 'unsupported_version') {
      return new ApiError(400, 'unsupported_dataset_version', error.message, {
        param,
        details: { codebase_version: error.version ?? null, supported: ['v2.1', 'v3.0'] },
      });
    }
    return new ApiError(400, 'incompatible_dataset', error.message, { param, details: { reason: error.code } });
  }
  return error;
}
