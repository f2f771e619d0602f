import { describe, expect, it } from 'vitest';
import { newLines } from '../../cli/rlp/commands/logs.js';
import { apiFor } from '../../cli/rlp/api.js';
import { RUN_KINDS, runKindNamed, runKindOf } from '../../cli/rlp/run-kinds.js';
import { servedKinds } from '../../cli/rlp/served-kinds.js';
import { configPath } from '../../cli/rlp/config-file.js';
import { point } from '../../cli/rlp/commands/rl.js';
import { statusWithVerdict } from '../../cli/rlp/commands/runs.js';
import { twinScene } from '../../cli/rlp/commands/twins.js';
import { etaNote } from '../../cli/rlp/progress.js';
import { EXIT } from '../../cli/rlp/exit-codes.js';
import { failureOfRun } from '../../cli/rlp/run-outcome.js';
import { summaryLine } from '../../cli/rlp/kind-view.js';
import { runSummaryLines, runWhat } from '../../cli/rlp/run-summary.js';
import { RESOURCE_KINDS } from '../../sdk/kinds.js';

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

  it("reads ids, names and summaries of a kind the server serves that rlp was built without; falls back to its own table when the server's cannot be read", async () => {
    const served = [...RUN_KINDS, { kind: 'toy_run', prefix: 'toy_', path: '/v1/toy_runs', view: { summary: ['toy on {source}'], fields: [['source', 'source']] as const } }];
    expect(runKindOf('toy_01K', served).path).toBe('/v1/toy_runs');
    expect(runKindNamed('toy', served).kind).toBe('toy_run');
    expect(() => runKindOf('toy_01K')).toThrow(/not a run id/);
    expect(runWhat({ object: 'toy_run', source: 'lab/a' }, served)).toBe('toy on lab/a');
    expect(runSummaryLines({ id: 'toy_1', object: 'toy_run', status: 'processing', source: 'lab/a' }, served).map((line) => line.replace(/ +/g, ' '))).toContain('source: lab/a');
    // Nothing listens on port 9 here: the document cannot be read, so the table rlp was built with.
    expect(await servedKinds(apiFor({ base_url: 'http://127.0.0.1:9', api_key: 'svc_unused' }))).toBe(RUN_KINDS);
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

describe('rlp: how a followed run ended, as an exit code; what a run is, for runs list', () => {
  it('succeeded with no verdict or a passing one is no failure; failed and canceled exit 3; a failing verdict exits 4', () => {
    expect(failureOfRun({ id: 'trn_1', status: 'succeeded' })).toBeNull();
    expect(failureOfRun({ id: 'rl_1', status: 'succeeded', verdict: 'pass' })).toBeNull();
    const failed = failureOfRun({ id: 'aug_1', status: 'failed', error: { code: 'job_failed', message: 'ffmpeg exited 1' } });
    expect(failed?.exitCode).toBe(EXIT.runFailed);
    expect(failed?.message).toBe('aug_1 ended failed: ffmpeg exited 1 [job_failed]');
    expect(failureOfRun({ id: 'twin_1', status: 'canceled' })?.exitCode).toBe(3);
    const verdict = failureOfRun({ id: 'rl_1', status: 'succeeded', verdict: 'fail', verdict_detail: 'success 0.00 < 0.80' });
    expect(verdict?.exitCode).toBe(EXIT.verdictFailed);
    expect(verdict?.message).toBe('rl_1 succeeded, but its policy failed its verdict: success 0.00 < 0.80');
    expect(new Set(Object.values(EXIT)).size).toBe(Object.values(EXIT).length);
  });

  it("names each kind by its view's summary: dataset, episode, policy or objective, then what it has done", () => {
    expect(runWhat({ object: 'augmentation', model: 'relight', source: { repo_id: 'demo/a' } })).toBe('relight · demo/a');
    expect(runWhat({ object: 'training_run', policy: 'mlp', dataset: { uri: 'demo/a' } })).toBe('mlp on demo/a');
    expect(runWhat({ object: 'twin', source: { repo_id: 'demo/a' }, episode_index: 0 })).toBe('demo/a · episode 0');
    const trained = { object: 'rl_run', seed: 0, spec: { robot: 'so101', objective: { type: 'pick_place' }, scene: { twin_id: 'twin_1' } }, metrics: { env_steps: 12000, success_rate: 0.8, episode_return: 1.234 }, verdict: 'pass' };
    expect(runWhat(trained)).toBe('so101 · pick_place in twin_1 · seed 0 · 12,000 env steps · success 80% · return 1.23 · verdict pass');
    expect(runWhat({ object: 'rl_run', spec: { objective: { type: 'reach' } }, metrics: { env_steps: 0, success_rate: null } })).toBe('? · reach in the stock scene');
    expect(runWhat({ object: 'something_new' })).toBe('-');
  });

  it("a kind's summary template: a part with a field missing is left out, a fallback fills one, numbers are formatted", () => {
    const run = { a: 'x', n: 0, rate: 0.256, big: 1234567, nested: { b: 'y' } };
    expect(summaryLine(['{a}', '{missing}', 'on {nested.b}', '{missing|none}'], run)).toBe('x · on y · none');
    expect(summaryLine(['{n:count} steps', '{big:count} steps', '{rate:percent}', '{rate:fixed2}', '{n}'], run)).toBe('1,234,567 steps · 26% · 0.26 · 0');
    expect(summaryLine(['{missing}'], run)).toBe('');
  });

  it("every kind of the published kinds table has its view, and `runs get` shows its fields", () => {
    expect(RESOURCE_KINDS.filter((k) => !k.view).map((k) => k.kind)).toEqual([]);
    const lines = runSummaryLines({ id: 'trn_1', object: 'training_run', status: 'processing', policy: 'mlp', dataset: { uri: 'demo/a' }, metrics: { step: 10, max_steps: 100 } });
    expect(lines.map((line) => line.replace(/ +/g, ' '))).toEqual(expect.arrayContaining(['policy: mlp', 'dataset: demo/a', 'step: 10', 'max steps: 100']));
  });
});
