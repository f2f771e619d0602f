import { createClient, type RlpClient } from '../../sdk/index.js';
import { resolveLogin, type StoredLogin } from './config-file.js';
import { CliFailure, type ApiErrorBody } from './exit-codes.js';

export interface Api {
  client: RlpClient;
  login: StoredLogin;
  /** An authenticated request outside the typed paths (kinds whose routes the document does not have yet, file bytes). */
  raw(path: string, init?: RequestInit): Promise<Response>;
}

export function apiFor(login: StoredLogin): Api {
  const base = login.base_url.replace(/\/+$/, '');
  return {
    client: createClient({ baseUrl: base, apiKey: login.api_key }),
    login,
    raw: (path, init = {}) => {
      const url = path.startsWith('/') ? `${base}${path}` : path;
      const headers = new Headers(init.headers);
      // The key goes to this API only, never to another host a link points at (signed links need none).
      if (url.startsWith(`${base}/`)) headers.set('Authorization', `Bearer ${login.api_key}`);
      return fetch(url, { ...init, headers });
    },
  };
}

export async function connect(): Promise<Api> {
  return apiFor(await resolveLogin());
}

/** The failure an API answer stands for, with the API's own message, code and param. */
export function apiFailure(status: number, body: unknown): CliFailure {
  const error = (body as { error?: ApiErrorBody } | undefined)?.error;
  if (!error) return new CliFailure(`the API answered ${status}`);
  const where = error.param ? ` (param: ${error.param})` : '';
  return new CliFailure(`${error.message ?? error.code} [${status} ${error.code}]${where}`, 1, error);
}

/** The data of an openapi-fetch answer, or the API's error thrown as a CliFailure. */
export async function must<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch (error) {
    throw unreachable(error);
  }
  if (answer.error !== undefined || !answer.response.ok) throw apiFailure(answer.response.status, answer.error);
  return answer.data as T;
}

/** Reads a raw answer's JSON, or throws the API's error. */
export async function jsonOf<T>(response: Promise<Response>): Promise<T> {
  let answer: Response;
  try {
    answer = await response;
  } catch (error) {
    throw unreachable(error);
  }
  const body: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok) throw apiFailure(answer.status, body);
  return body as T;
}

function unreachable(error: unknown): CliFailure {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new CliFailure(`cannot reach the API: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
}
