import { describe, expect, it } from 'vitest';
import { failPending, integrationsObject, pendingIntegrations, withReports } from '../../core/tracking/integrations.js';

describe('a run’s integrations', () => {
  const stored = pendingIntegrations([{ type: 'mlflow', tracking_uri: 'https://mlflow.example.com' }, { type: 'wandb', project: 'p' }, { type: 'tensorboard' }]);

  it('start pending and take what the job reports, in request order', () => {
    const merged = withReports(stored, [
      { status: 'active', run_url: 'https://mlflow.example.com/#/experiments/1/runs/abc', tracker_run_id: 'abc', error: null },
      { status: 'failed', run_url: null, tracker_run_id: null, error: 'could not start the W&B run: 401' },
    ]);
    expect(integrationsObject(merged)).toEqual([
      { type: 'mlflow', tracking_uri: 'https://mlflow.example.com', experiment: null, status: 'active', run_url: 'https://mlflow.example.com/#/experiments/1/runs/abc', error: null },
      { type: 'wandb', project: 'p', entity: null, status: 'failed', run_url: null, error: 'could not start the W&B run: 401' },
      { type: 'tensorboard', path: null, status: 'pending', run_url: null, error: null },
    ]);
  });

  it('that the ended job never logged to are failed with the reason; the others keep their status', () => {
    const ended = failPending(withReports(stored, [{ status: 'finished' }]), 'the job ended before it logged to this tracker');
    expect(ended.map((i) => [i.status, i.error])).toEqual([
      ['finished', null],
      ['failed', 'the job ended before it logged to this tracker'],
      ['failed', 'the job ended before it logged to this tracker'],
    ]);
  });
});
