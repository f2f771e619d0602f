import { describe, expect, it } from 'vitest';
import { newLines } from '../../cli/rlp/commands/logs.js';
import { runKindNamed, runKindOf } from '../../cli/rlp/run-kinds.js';
import { configPath } from '../../cli/rlp/config-file.js';

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
