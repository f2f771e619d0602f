import { describe, expect, it } from 'vitest';
import { newLines } from '../../cli/rlp/commands/logs.js';
import { runKindNamed, runKindOf } from '../../cli/rlp/run-kinds.js';
import { configPath } from '../../cli/rlp/config-file.js';
import { point } from '../../cli/rlp/commands/rl.js';
import { statusWithVerdict } from '../../cli/rlp/commands/runs.js';
import { twinScene } from '../../cli/rlp/commands/twins.js';
import { etaNote } from '../../cli/rlp/progress.js';

describe('rlp logs --follow: the lines a new tail adds', () => {
  const log = Array.from({ length: 30 }, (_, i) => `step ${i} loss ${1 / (i + 1)}`);

  it('prints only what came after the previous tail, across windows of different sizes', () => {
    expect(newLines(log.slice(10, 15), log.slice(0, 20))).toEqual(log.slice(15, 20));
    expect(newLines(log.slice(0, 20), log.slice(0, 20))).toEqual([]);
    expect(newLines([], log.slice(0, 3))).toEqual(log.slice(0, 3));
  });

  it('prints the whole new tail when the log moved past everything seen', () => {
    expect(newLines(log.slice(0, 5), log.slice(20, 30))).toEqual(log.slice(20, 30));
  });

  it('keeps repeated lines that are new', () => {
    expect(newLines(['a', 'b'], ['a', 'b', 'b', 'b'])).toEqual(['b', 'b']);
  });
});

describe('rlp run ids and config', () => {
  it('an id prefix names the kind and its routes; rl_ is understood before its routes land', () => {
    expect(runKindOf('aug_01K').path).toBe('/v1/augmentations');
    expect(runKindOf('trn_01K').kind).toBe('training_run');
    expect(runKindOf('twin_01K').path).toBe('/v1/twins');
    expect(runKindOf('rl_01K').path).toBe('/v1/rl_runs');
    expect(() => runKindOf('evt_01K')).toThrow(/not a run id/);
    expect(runKindNamed('training_run').prefix).toBe('trn_');
    expect(() => runKindNamed('jobs')).toThrow(/--kind/);
  });

  it('the login lives under XDG_CONFIG_HOME, else ~/.config', () => {
    expect(configPath({ XDG_CONFIG_HOME: '/x' })).toBe('/x/rlp/config.json');
    expect(configPath({ HOME: '/home/u' })).toMatch(/\.config\/rlp\/config\.json$/);
  });
});

describe('rlp: an RL run’s verdict beside its status, a twin’s scene', () => {
  it('a succeeded run with a failing policy reads as such; a run without a verdict shows its status alone', () => {
    expect(statusWithVerdict({ status: 'succeeded', verdict: 'fail', success_rate: 0, evaluation_episodes: 100 })).toBe('succeeded · fail 0/100');
    expect(statusWithVerdict({ status: 'canceled', verdict: 'pass', success_rate: 0.93, evaluation_episodes: 100 })).toBe('canceled · pass 93/100');
    expect(statusWithVerdict({ status: 'failed', verdict: null })).toBe('failed');
    expect(statusWithVerdict({ status: 'processing' })).toBe('processing');
  });

  it('a twin says what it holds for pick_place', () => {
    const cube = { name: 'cube', size_m: 0.02, pos: [0.2, 0, 0.01] };
    expect(twinScene({ scene_objects: { objects: [], pick: null, release: null, place: null, table_height_m: 0 } })).toBe('no object (pick_place cannot run in it)');
    expect(twinScene({ scene_objects: { objects: [cube], pick: null, release: null, place: null, table_height_m: 0 } })).toBe('object cube, no release position (pick_place needs --target)');
    expect(twinScene({ scene_objects: { objects: [cube], pick: [0.2, 0, 0.03], release: [0.1, -0.2, 0.09], place: [0.1, -0.2, 0.01], table_height_m: 0 } })).toBe('object cube, release at (0.100, -0.200, 0.090) m, place target (0.100, -0.200, 0.010) m');
  });

  it('--target takes x,y,z in metres', () => {
    expect(point('0.2,-0.1, 0.08')).toEqual([0.2, -0.1, 0.08]);
    expect(() => point('0.2,0.1')).toThrow(/x,y,z/);
  });
});

describe('rlp progress: the ETA', () => {
  it('is absent until the phase moves, rounds up, and never reads 0s while work is left', () => {
    expect(etaNote(100, 0, 5)).toBe('');
    expect(etaNote(10, 90, 3)).toBe(' | ETA 1s');
    expect(etaNote(50, 50, 61)).toBe(' | ETA 1m 01s');
    expect(etaNote(0, 100, 5)).toBe('');
  });
});
