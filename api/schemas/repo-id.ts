import { z } from '@hono/zod-openapi';

/** `owner/name` as the hubs accept it (backends/hub/repo-id.ts checks the same, plus no `.git` suffix). */
export const REPO_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}\/[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;

/**
 * A dataset the request reads: the contract allows 3..500 characters. An id whose owner or name is
 * longer than a hub stores is well-formed and names no repository (404 `dataset_not_found`).
 */
export const SOURCE_REPO_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const SourceRepoIdString = z
  .string()
  .min(3)
  .max(500)
  .regex(SOURCE_REPO_ID_PATTERN, { message: "must look like 'owner/name': each part starts with a letter or digit and uses only letters, digits, '.', '_' and '-'" })
  .refine((id) => !id.endsWith('.git'), { message: "must not end in '.git'" })
  .openapi({ pattern: SOURCE_REPO_ID_PATTERN.source, minLength: 3, maxLength: 500 });

/** A repository the request writes (an output): each part at most 96 characters, as the hubs store. */
export const RepoIdString = z
  .string()
  .regex(REPO_ID_PATTERN, { message: "must look like 'owner/name': each part starts with a letter or digit and uses only letters, digits, '.', '_' and '-' (at most 96 characters)" })
  .refine((id) => !id.endsWith('.git'), { message: "must not end in '.git'" })
  .openapi({ pattern: REPO_ID_PATTERN.source });

/** A camera's new name in a training run: one key segment, never a path. */
export const CAMERA_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}(\.[A-Za-z0-9][A-Za-z0-9_-]{0,63}){0,3}$/;
