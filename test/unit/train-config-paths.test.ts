import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutPathValues } from '../../core/server-paths.js';
import { dropServerPathsFromTrainConfig } from '../../kinds/training_run/activities/train-config.js';

describe("a checkpoint's train_config.json names no server directory (issue 23, F6)", () => {
  it('replaces every absolute path or file:// value with null, wherever it sits, and keeps the rest', () => {
    const config = {
      dataset: { repo_id: 'lab/pick', root: '/srv/data/hub-cache/lab/pick/abc', revision: null },
      output_dir: '/srv/data/jobs/trn_1/output/train',
      policy: { type: 'act', pretrained_path: 'file:///srv/models/act', input_features: { a: { shape: [6] } } },
      steps: 100,
      tags: ['x', '/etc/passwd'],
      job_name: 'act_pick',
    };
    expect(withoutPathValues(config)).toEqual({
      dataset: { repo_id: 'lab/pick', root: null, revision: null },
      output_dir: null,
      policy: { type: 'act', pretrained_path: null, input_features: { a: { shape: [6] } } },
      steps: 100,
      tags: ['x', null],
      job_name: 'act_pick',
    });
  });

  it("rewrites LeRobot's train_config.json in a checkpoint folder before it is stored or pushed", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'train-config-'));
    try {
      await writeFile(join(dir, 'train_config.json'), JSON.stringify({ dataset: { repo_id: 'lab/pick', root: dir }, output_dir: dir, steps: 5 }));
      await dropServerPathsFromTrainConfig(dir);
      const text = await readFile(join(dir, 'train_config.json'), 'utf8');
      expect(text).not.toContain(dir);
      expect(JSON.parse(text)).toEqual({ dataset: { repo_id: 'lab/pick', root: null }, output_dir: null, steps: 5 });
      // A checkpoint without one is left alone.
      await rm(join(dir, 'train_config.json'));
      await expect(dropServerPathsFromTrainConfig(dir)).resolves.toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
