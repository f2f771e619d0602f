import { DefaultLogger, type LogLevel, type LogMetadata, type Logger } from '@temporalio/worker';

/** Said by the SDK of every worker without workflows; the job-follower worker has none by design. */
const EXPECTED = 'No workflows registered, not polling for workflow tasks';

/** The SDK's logger at `level`, less its one warning that is expected here and would only alarm an operator. */
export class WorkerLogger implements Logger {
  private readonly inner: DefaultLogger;

  constructor(level: LogLevel) {
    this.inner = new DefaultLogger(level);
  }

  log(level: LogLevel, message: string, meta?: LogMetadata): void {
    if (message !== EXPECTED) this.inner.log(level, message, meta);
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
