import { describe, expect, it } from 'vitest';
import { presentTwin, type TwinLive } from '../../kinds/twin/core/present.js';
import type { TwinRow } from '../../kinds/twin/core/record.js';
import { furtherStage } from '../../kinds/twin/core/stage-order.js';

const stage = (name: string) => ({ stage: name, ok: true, attempts: 1, seconds: 1, measurement: 'm' });

const row = (fields: Partial<TwinRow>): TwinRow => ({
  id: 'twin_x', account_id: 'acct_x', status: 'processing', phase: null, progress: 0, status_message: null, eta_seconds: 10, error: null,
  source: { type: 'hub', repo_id: 'demo/x' }, source_revision: null, episode_index: 0, config: {}, camera: null, stages: [], archive: null, scene_objects: null,
  tokens_charged: 20, resumes: 0, webhook_metadata: null, request_id: null, idempotency_key: null, created_at: new Date(0), started_at: null, completed_at: null,
  ...fields,
});
const live = (fields: Partial<TwinLive>): TwinLive => ({ status: 'processing', stage: null, progress: 0, status_message: null, eta_seconds: 10, error: null, stages: [], camera: null, ...fields });

describe('a building twin’s stage', () => {
  it('is the further along of two reports', () => {
    expect(furtherStage('kinematics', 'scene')).toBe('scene');
    expect(furtherStage('scene', 'kinematics')).toBe('scene');
    expect(furtherStage(null, 'check')).toBe('check');
    expect(furtherStage('package', null)).toBe('package');
  });

  it('shows the row’s stage when the live state lags it (a new attempt’s first report), and the live one when the row lags', () => {
    const scene = row({ phase: 'scene', progress: 0.5, stages: [stage('check'), stage('kinematics'), stage('objects')] });
    expect(presentTwin(scene, { live: live({ stage: null, progress: 0.5, stages: scene.stages }) })).toMatchObject({ stage: 'scene', progress: 0.5 });
    expect(presentTwin(scene, { live: live({ stage: 'validate', progress: 0.7, stages: [...scene.stages, stage('scene')] }) })).toMatchObject({ stage: 'validate', progress: 0.7 });
    expect(presentTwin(scene)).toMatchObject({ stage: 'scene' });
  });

  it('is the row’s once the twin has ended, and always a stage (the contract): a succeeded row that kept none reached the last', () => {
    expect(presentTwin(row({ status: 'succeeded', phase: null, progress: 1 }), { live: live({ stage: 'scene' }) }).stage).toBe('package');
    expect(presentTwin(row({ status: 'queued', phase: null, progress: 0 })).stage).toBe('check');
  });
});
