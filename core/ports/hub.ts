/**
 * A dataset hub: where LeRobot datasets live as versioned repositories (`owner/name`).
 * Implementations: `local` (bare git repositories on disk, local-git.ts) and `huggingface`.
 */

export interface HubAuth {
  token?: string | null;
}

export interface ResolvedRevision {
  repoId: string;
  /** Full commit id. */
  commit: string;
  /** Tags that point at this commit (e.g. `v3.0`). */
  tags: string[];
}

export interface PushOptions {
  message: string;
  /** Tags created on the new commit, or moved to it. */
  tags?: string[];
  /** Recorded when the repository is created (and updated when given on later pushes). */
  private?: boolean;
  auth?: HubAuth;
}

export interface PushResult {
  repoId: string;
  commit: string;
  /** Where clients find the repository (stored as an output's url): never a path on this server. */
  url: string;
  /** True when this push created the repository. */
  created: boolean;
}

/**
 * Who decides which account may read or write a repo: the hub itself from the account's own
 * credentials (the Hugging Face Hub), or the platform from its namespace grants (the local hub has
 * no accounts), which then needs to know whether a repo is private.
 */
export type HubAccess =
  | { decidedBy: 'hub' }
  | {
      decidedBy: 'platform';
      isPrivate(repoId: string): Promise<boolean>;
      /** Every repository the hub holds, by id, with its privacy and its main commit (null before the first push): what the platform filters to list an account's datasets. */
      listRepositories(): Promise<HubRepositoryEntry[]>;
    };

export interface HubRepositoryEntry {
  repoId: string;
  private: boolean;
  head: string | null;
}

export interface HubBackend {
  readonly kind: string; // 'local' | 'huggingface'
  readonly access: HubAccess;
  /** Branch, tag or commit (default: main / HEAD) → commit. */
  resolve(repoId: string, revision?: string | null, auth?: HubAuth): Promise<ResolvedRevision>;
  /** A read-only local folder with the files at that commit; cached by commit, safe to call concurrently. */
  checkout(repoId: string, commit: string, auth?: HubAuth): Promise<string>;
  /** Creates the repository or adds a commit on main whose tree is exactly `dir`'s content; tags are created or moved. */
  push(repoId: string, dir: string, opts: PushOptions): Promise<PushResult>;
  repoUrl(repoId: string): string;
}
