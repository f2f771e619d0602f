import { HubError } from './hub-errors.js';

const PART = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;

export interface RepoId {
  owner: string;
  name: string;
}

/** Splits and validates `owner/name`; each part is 1–96 of `A-Z a-z 0-9 . _ -`, starting with a letter or digit. */
export function parseRepoId(repoId: string): RepoId {
  const parts = typeof repoId === 'string' ? repoId.split('/') : [];
  const [owner, name] = parts;
  if (parts.length !== 2 || owner === undefined || name === undefined || !PART.test(owner) || !PART.test(name) || name.endsWith('.git')) {
    throw new HubError(
      'invalid_repo_id',
      `'${String(repoId)}' is not a valid repository id; expected 'owner/name' where each part starts with a letter or digit and uses only letters, digits, '.', '_' and '-' (at most 96 characters).`,
      { repoId: typeof repoId === 'string' ? repoId : null },
    );
  }
  return { owner, name };
}
