/**
 * Why a folder could not be read as a LeRobot dataset.
 * - `not_lerobot`: no readable `meta/info.json`, so it is not a LeRobot dataset at all.
 * - `unsupported_version`: a LeRobot dataset of a codebase version we do not read.
 * - `corrupt`: a LeRobot dataset whose required files are missing or contradict each other.
 */
export type DatasetFormatErrorCode = 'not_lerobot' | 'unsupported_version' | 'corrupt';

export interface DatasetFormatErrorDetails {
  /** The codebase_version found, for `unsupported_version`. */
  version?: string;
  /** The versions we can read, for `unsupported_version`. */
  supported?: readonly string[];
  /** The file (relative to the dataset root) that caused the error, when there is one. */
  path?: string;
}

export class DatasetFormatError extends Error {
  readonly code: DatasetFormatErrorCode;
  readonly details: DatasetFormatErrorDetails;

  constructor(code: DatasetFormatErrorCode, message: string, details: DatasetFormatErrorDetails = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatasetFormatError';
    this.code = code;
    this.details = details;
  }

  /** The codebase_version found, when the error is about it (`unsupported_version`). */
  get version(): string | null {
    return this.details.version ?? null;
  }
}

export function corrupt(path: string, message: string, cause?: unknown): DatasetFormatError {
  return new DatasetFormatError('corrupt', `${path}: ${message}`, { path }, cause === undefined ? undefined : { cause });
}
