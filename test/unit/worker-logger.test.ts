import { ApplicationFailure, WorkflowNotFoundError } from '@temporalio/common';
import type { LogEntry } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { pinoLogWriter, WorkerLogger } from '../../workers/worker-logger.js';

function logged(level: 'INFO' | 'WARN', error: unknown): LogEntry[] {
  const entries: LogEntry[] = [];
  new WorkerLogger(level, (entry) => entries.push(entry)).warn('Activity failed', { error, durationMs: 12 });
  return entries;
}

describe('the worker logger and expected outcomes', () => {
  it('logs a run failing for the user reason as one compact info line, hidden at the default WARN level', () => {
    const failure = ApplicationFailure.nonRetryable('The dataset hub refused the push: bad token', 'hub_unauthorized');
    expect(logged('WARN', failure)).toEqual([]);
    const [entry] = logged('INFO', failure);
    expect(entry).toMatchObject({ level: 'INFO', message: 'Activity ended with an expected failure', meta: { durationMs: 12, error: { message: 'The dataset hub refused the push: bad token', type: 'hub_unauthorized', non_retryable: true } } });
    expect(JSON.stringify(entry!.meta)).not.toContain('at ');
  });

  it('treats a signal to a finished workflow (gRPC NOT_FOUND) as expected, without the gRPC dump', () => {
    expect(logged('WARN', new WorkflowNotFoundError('workflow execution already completed', 'aug_1', undefined))).toEqual([]);
    const grpc = Object.assign(new Error('5 NOT_FOUND: workflow execution already completed'), { name: 'ServiceError', code: 5, metadata: { internalRepr: new Map() } });
    const [entry] = logged('INFO', grpc);
    expect(entry!.meta!.error).toEqual({ name: 'ServiceError', message: '5 NOT_FOUND: workflow execution already completed', code: 5 });
  });

  it('still warns, with the error itself, on a failure that will be retried', () => {
    const fault = new Error('connect ECONNREFUSED');
    const [entry] = logged('WARN', fault);
    expect(entry).toMatchObject({ level: 'WARN', message: 'Activity failed', meta: { error: fault } });
    expect(logged('WARN', ApplicationFailure.retryable('try again'))).toHaveLength(1);
  });
});

describe('the worker log as JSON lines', () => {
  it('writes each SDK entry as one pino line naming the resource by its workflow id', () => {
    const lines: string[] = [];
    const logger = pino({ base: { service: 'worker' } }, { write: (line: string) => lines.push(line) });
    new WorkerLogger('INFO', pinoLogWriter(logger)).warn('Activity failed', { workflowId: 'trn_01ABC', activityType: 'followTrainingJob', error: new Error('connect ECONNREFUSED') });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, service: 'worker', msg: 'Activity failed', resource_id: 'trn_01ABC', activityType: 'followTrainingJob', err: { message: 'connect ECONNREFUSED' } });
  });
});
