import { HubApiError } from '@huggingface/hub';
import { HubError, type HubErrorCode } from '../../core/ports/hub-errors.js';

/**
 * What one call to the Hugging Face Hub needs: where, as whom, and a fetch that remembers the
 * hub's `X-Error-Code` header (`RepoNotFound`, `RevisionNotFound`, `EntryNotFound`), which
 * `@huggingface/hub`'s errors do not keep, and turns network failures into `unavailable`.
 */
export interface HfCall {
  hubUrl: string;
  accessToken: string | undefined;
  fetch: typeof fetch;
  lastErrorCode(): string | null;
}

export function hfCall(hubUrl: string, accessToken: string | undefined): HfCall {
  let errorCode: string | null = null;
  const tracking: typeof fetch = async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new HubError('unavailable', `The Hugging Face Hub at ${hubUrl} cannot be reached: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) errorCode = response.headers.get('x-error-code');
    return response;
  };
  return { hubUrl, accessToken, fetch: tracking, lastErrorCode: () => errorCode };
}

export interface ErrorContext {
  repoId: string;
  revision?: string | null;
  /** What a 404 without a telling `X-Error-Code` means here. */
  notFound: Extract<HubErrorCode, 'repo_not_found' | 'revision_not_found'>;
}

/** Maps what `@huggingface/hub` (or our own requests) threw to a HubError where the caller can act on it. */
export function toHubError(error: unknown, call: HfCall, context: ErrorContext): unknown {
  if (error instanceof HubError) return error;
  const { repoId } = context;
  const revision = context.revision ?? null;
  // The library refuses tokens that do not look like Hugging Face tokens before sending them.
  if (error instanceof TypeError && /access token/i.test(error.message)) {
    return new HubError('unauthorized', 'The Hugging Face token is not valid (it must start with hf_).', { repoId, revision, cause: error });
  }
  if (!(error instanceof HubApiError)) return error;
  const status = error.statusCode;
  // Without a token the hub answers 401 `RepoNotFound` for missing and for private repositories alike.
  if (status === 401 && !call.accessToken && call.lastErrorCode() === 'RepoNotFound') {
    return new HubError('repo_not_found', `Dataset repository '${repoId}' does not exist on the Hugging Face Hub, or it is private and no token was given.`, {
      repoId,
      revision,
      cause: error,
    });
  }
  if (status === 401 || status === 403) {
    return new HubError('unauthorized', `The Hugging Face Hub refused access to '${repoId}' (HTTP ${status}); check the token and its permissions.`, {
      repoId,
      revision,
      cause: error,
    });
  }
  if (status === 404) {
    const header = call.lastErrorCode();
    const code = header === 'RepoNotFound' ? 'repo_not_found' : header === 'RevisionNotFound' ? 'revision_not_found' : context.notFound;
    const message =
      code === 'repo_not_found'
        ? `Dataset repository '${repoId}' does not exist on the Hugging Face Hub (or the token cannot see it).`
        : `Revision '${revision ?? 'main'}' does not exist in '${repoId}' (use a branch, a tag such as 'v3.0', or a commit id).`;
    return new HubError(code, message, { repoId, revision, cause: error });
  }
  if (status === 408 || status === 429 || status >= 500) {
    return new HubError('unavailable', `The Hugging Face Hub failed (HTTP ${status}): ${error.message}`, { repoId, revision, cause: error });
  }
  return error;
}

/** Throws the library's own error type for a failed response, so `toHubError` handles both alike. */
async function failed(response: Response): Promise<never> {
  const error = new HubApiError(response.url, response.status, response.headers.get('x-request-id') ?? undefined);
  const text = await response.text().catch(() => '');
  error.message = `${response.status} ${text.slice(0, 300)}`.trim();
  throw error;
}

function headers(call: HfCall, json = false): Record<string, string> {
  return {
    ...(call.accessToken ? { Authorization: `Bearer ${call.accessToken}` } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
}

export interface HfRef {
  name: string;
  ref: string;
  targetCommit: string;
}

/** `GET /api/datasets/{id}/refs`: branches and tags with the commit each points at (not wrapped by @huggingface/hub). */
export async function listRefs(call: HfCall, repoId: string): Promise<{ branches: HfRef[]; tags: HfRef[] }> {
  const response = await call.fetch(`${call.hubUrl}/api/datasets/${repoId}/refs`, { headers: headers(call) });
  if (!response.ok) await failed(response);
  const body = (await response.json()) as { branches?: HfRef[]; tags?: HfRef[] };
  return { branches: body.branches ?? [], tags: body.tags ?? [] };
}

/** `POST /api/datasets/{id}/tag/{revision}`: tags a commit. */
export async function createTag(call: HfCall, repoId: string, tag: string, commit: string, message: string): Promise<void> {
  const response = await call.fetch(`${call.hubUrl}/api/datasets/${repoId}/tag/${encodeURIComponent(commit)}`, {
    method: 'POST',
    headers: headers(call, true),
    body: JSON.stringify({ tag, message }),
  });
  if (!response.ok) await failed(response);
}

/** `DELETE /api/datasets/{id}/tag/{tag}`. */
export async function deleteTag(call: HfCall, repoId: string, tag: string): Promise<void> {
  const response = await call.fetch(`${call.hubUrl}/api/datasets/${repoId}/tag/${encodeURIComponent(tag)}`, { method: 'DELETE', headers: headers(call) });
  if (!response.ok && response.status !== 404) await failed(response);
}

/** `PUT /api/datasets/{id}/settings`: changes the private flag of an existing repository. */
export async function setPrivate(call: HfCall, repoId: string, isPrivate: boolean): Promise<void> {
  const response = await call.fetch(`${call.hubUrl}/api/datasets/${repoId}/settings`, {
    method: 'PUT',
    headers: headers(call, true),
    // `visibility`, as the current huggingface_hub client sends (older hubs took `private: bool`).
    body: JSON.stringify({ visibility: isPrivate ? 'private' : 'public' }),
  });
  if (!response.ok) await failed(response);
}
