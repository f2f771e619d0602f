import { compactError, isExpectedFailure } from './expected-failures.js';
import { DefaultLogger, type LogEntry, type LogLevel, type LogMetadata, type Logger } from '@temporalio/worker';
import type { Logger as PinoLogger } from 'pino';

/** Said by the SDK of every worker without workflows; the job-follower worker has none by design. */
const EXPECTED = 'No workflows registered, not polling for workflow tasks';

/**
 * The SDK's logger at `level`, less its one warning that is expected here and would only alarm an
 * operator; an activity that failed for an expected reason (the user's, or a signal to a finished
 * workflow) is one compact info line, not a warning with a stack and gRPC dump.
 */
export class WorkerLogger implements Logger {
  private readonly inner: DefaultLogger;

  constructor(level: LogLevel, write?: ConstructorParameters<typeof DefaultLogger>[1]) {
    this.inner = new DefaultLogger(level, write);
  }

  log(level: LogLevel, message: string, meta?: LogMetadata): void {
    if (message === EXPECTED) return;
    if (message === 'Activity failed' && meta && isExpectedFailure(meta.error)) {
      this.inner.log('INFO', 'Activity ended with an expected failure', { ...meta, error: compactError(meta.error) });
      return;
    }
    this.inner.log(level, message, meta);
  }
  trace(message: string, meta?: LogMetadata): void {
    this.log('TRACE', message, meta);
  }
  debug(message: string, meta?: LogMetadata): void {
    this.log('DEBUG', message, meta);
  }
  info(message: string, meta?: LogMetadata): void {
    this.log('INFO', message, meta);
  }
  warn(message: string, meta?: LogMetadata): void {
    this.log('WARN', message, meta);
  }
  error(message: string, meta?: LogMetadata): void {
    this.log('ERROR', message, meta);
  }
}

const PINO_LEVELS = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

/**
 * The SDK's log entries as pino JSON lines: the workflow id an activity or workflow logs under is
 * the resource's id (`resource_id`), so a run's worker lines join its API request lines.
 */
export function pinoLogWriter(logger: PinoLogger): (entry: LogEntry) => void {
  return ({ level, message, meta }) => {
    const { workflowId, error, ...rest } = (meta ?? {}) as { workflowId?: unknown; error?: unknown } & Record<string, unknown>;
    const line = { ...rest, ...(typeof workflowId === 'string' ? { resource_id: workflowId, workflowId } : {}), ...(error !== undefined ? { err: error } : {}) };
    logger[PINO_LEVELS[level]](line, message);
  };
}
