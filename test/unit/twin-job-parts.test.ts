import { describe, expect, it } from 'vitest';
import { twinJobCommand } from '../../backends/compute/job-programs.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { parseTwinEvent } from '../../core/jobs/twin.js';
import { estimateTwinSeconds } from '../../kinds/twin/core/eta.js';

describe('twin job parts the worker uses', () => {
  it('estimates less time once stages are done and more for a longer episode', () => {
    const whole = estimateTwinSeconds(374);
    expect(whole).toBeGreaterThan(3);
    expect(estimateTwinSeconds(900)).toBeGreaterThan(whole);
    expect(estimateTwinSeconds(374, ['check', 'kinematics', 'objects', 'scene'])).toBeLessThan(whole);
    expect(estimateTwinSeconds(374, ['check', 'kinematics', 'objects', 'calibrate', 'cameras', 'scene', 'validate', 'package'])).toBe(0);
  });

  it('reads progress lines and ignores everything else in the log', () => {
    expect(parseTwinEvent('{"event":"phase_done","phase":"objects","ok":true,"skipped":false,"attempts":1,"seconds":0.1,"measurement":"m"}')).toMatchObject({ event: 'phase_done', phase: 'objects' });
    expect(parseTwinEvent('[platform] 2026-11-23 starting job twin_x on cpu')).toBeUndefined();
    expect(parseTwinEvent('{"event":"phase", truncated')).toBeUndefined();
    expect(parseTwinEvent('UserWarning: something')).toBeUndefined();
  });

  it('passes the config as one JSON argument and renders headless', () => {
    const { command, env } = twinJobCommand({ datasetRoot: '/d', episodeIndex: 2, outputDir: '/o', modelsDir: '/m', twinId: 'twin_1', config: { table_height_m: -0.03 } });
    expect(command.slice(1)).toEqual([
      '-m', 'jobs.twin.main',
      '--dataset.root', '/d', '--episode_index', '2', '--output_dir', '/o', '--models_dir', '/m', '--twin_id', 'twin_1', '--config', '{"table_height_m":-0.03}',
    ]);
    expect(['egl', 'osmesa']).toContain(env.MUJOCO_GL);
    expect(env.PYTHONPATH).toBe(PROJECT_ROOT);
  });
});
