export type HubErrorCode = 'invalid_repo_id' | 'repo_not_found' | 'revision_not_found' | 'unauthorized' | 'unavailable';

/** A hub operation failed for a reason the caller can act on (bad id, missing repo or revision, no access, hub down). */
export class HubError extends Error {
  readonly code: HubErrorCode;
  readonly repoId: string | null;
  readonly revision: string | null;

  constructor(code: HubErrorCode, message: string, init: { repoId?: string | null; revision?: string | null; cause?: unknown } = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HubError';
    this.code = code;
    this.repoId = init.repoId ?? null;
    this.revision = init.revision ?? null;
  }
}
