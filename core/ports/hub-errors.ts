export type HubErrorCode = 'invalid_repo_id' | 'repo_not_found' | 'revision_not_found' | 'unauthorized' | 'unavailable';

/** The one answer for a repo that is missing or that the account may not see: never reveal that a private repo exists. */
export const repoNotFound = (repoId: string) => new HubError('repo_not_found', `Repository '${repoId}' does not exist in the local hub.`, { repoId });

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
