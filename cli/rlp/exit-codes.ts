/** What `rlp` exits with (docs/cli.md, "Exit codes"). */
export const EXIT = {
  ok: 0,
  /** The API refused the request, or could not be reached. */
  failure: 1,
  /** Bad arguments, or no credentials configured. */
  usage: 2,
  /** A followed run ended `failed` or `canceled`. */
  runFailed: 3,
  /** A followed run succeeded, but the policy it trained failed its verdict (`verdict: fail`). */
  verdictFailed: 4,
} as const;

/** An ending the CLI reports on stderr (and, with --json, as `{"error": …}` on stdout) before exiting. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
    /** The API's error object, when the failure is the API's answer. */
    readonly apiError?: ApiErrorBody,
  ) {
    super(message);
  }
}

export interface ApiErrorBody {
  type?: string;
  code?: string;
  message?: string;
  param?: string | null;
  [key: string]: unknown;
}

export class UsageError extends CliFailure {
  constructor(message: string) {
    super(message, EXIT.usage);
  }
}
