import { HubError } from './hub-errors.js';

const PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** The contract's bound on a source `repo_id` (3..500 characters). */
export const REPO_ID_MAX_LENGTH = 500;
/** The longest owner or name a hub stores (the Hugging Face Hub's limit): longer names name no repository. */
export const HUB_NAME_MAX_LENGTH = 96;

export interface RepoId {
  owner: string;
  name: string;
}

/** Splits and validates `owner/name` (at most 500 characters); each part is `A-Z a-z 0-9 . _ -`, starting with a letter or digit. */
export function parseRepoId(repoId: string): RepoId {
  const parts = typeof repoId === 'string' ? repoId.split('/') : [];
  const [owner, name] = parts;
  if (parts.length !== 2 || repoId.length > REPO_ID_MAX_LENGTH || owner === undefined || name === undefined || !PART.test(owner) || !PART.test(name) || name.endsWith('.git')) {
    throw new HubError(
      'invalid_repo_id',
      `'${String(repoId)}' is not a valid repository id; expected 'owner/name' where each part starts with a letter or digit and uses only letters, digits, '.', '_' and '-' (at most ${REPO_ID_MAX_LENGTH} characters in all).`,
      { repoId: typeof repoId === 'string' ? repoId : null },
    );
  }
  return { owner, name };
}

/** Whether a hub can hold a repository of this id (each part at most 96 characters); a longer one exists nowhere. */
export const storableOnHub = ({ owner, name }: RepoId): boolean => owner.length <= HUB_NAME_MAX_LENGTH && name.length <= HUB_NAME_MAX_LENGTH;
