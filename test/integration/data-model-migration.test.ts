import { copyFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { presentAugmentation } from '../../kinds/augmentation/core/present.js';
import { newId } from '../../core/ids.js';
import { presentTwin } from '../../kinds/twin/core/present.js';
import { insertAccount } from '../../db/accounts.js';
import { augmentationFiles, findAugmentation } from '../../kinds/augmentation/db/augmentations.js';
import { createSql, type Sql } from '../../db/client.js';
import { dropDatabase, ensureDatabase } from '../../db/ensure-database.js';
import { migrate, MIGRATIONS_DIR } from '../../db/migrate.js';
import { listRlCheckpoints, pageRlFiles } from '../../kinds/rl_run/db/rl-runs.js';
import { checkpointSummary, findTrainingRun, listTrainingCheckpoints } from '../../kinds/training_run/db/training-runs.js';
import { findTwin, pageTwinFiles } from '../../kinds/twin/db/twin-rows.js';
import { makeTempDir } from '../helpers/temp-dir.js';

// Migrations 110 and 111 (one resource row, one files table) run on tables that already hold
// every status, every error shape and files of every kind, as a database migrated before them
// would. Nothing may be lost: every row keeps its id and meaning, every file is readable again.
const FIRST_DATA_MODEL_MIGRATION = '110';
const STATUSES = ['queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled'] as const;

let sql: Sql;
let databaseUrl: string;
let accountId: string;
const tmp = await makeTempDir('data-model');

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `${url.pathname}_datamodel`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  sql = createSql(databaseUrl, { max: 2 });
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file < FIRST_DATA_MODEL_MIGRATION) await copyFile(join(MIGRATIONS_DIR, file), join(tmp.path, file));
  }
  await migrate(sql, tmp.path);
  accountId = (await insertAccount(sql, { name: 'data-model' })).id;
});
afterAll(async () => {
  await sql.end();
  await dropDatabase(databaseUrl);
  await tmp.cleanup();
});

const json = (value: unknown) => sql.json(value as never);
const ended = (status: string) => (['succeeded', 'failed', 'canceled'].includes(status) ? new Date() : null);

async function augmentation(status: string, error: { code: string | null; message: string | null }) {
  const id = newId('augmentation');
  await sql`
    insert into augmentations (id, account_id, status, phase, status_message, error_code, error_message, model, requested_model, source, instructions, config, output, completed_at)
    values (${id}, ${accountId}, ${status}, 'publish', ${status}, ${error.code}, ${error.message}, 'relight', 'auto', ${json({ type: 'hub', repo_id: 'demo/x' })},
            'warmer light', ${json({ episode_count: 3, variation_prompts: null, relight: null })}, ${json({ type: 'download' })}, ${ended(status)})`;
  return id;
}

async function trainingRun(status: string, error: unknown) {
  const id = newId('training_run');
  await sql`
    insert into training_runs (id, account_id, group_id, status, phase, status_message, error, policy, hardware_tier, dataset, config, completed_at)
    values (${id}, ${accountId}, 'grp_1', ${status}, 'training', ${status}, ${error === null ? null : json(error)}, 'act', 'cpu',
            ${json({ uri: 'hub://demo/x', repo_id: 'demo/x', revision: null, commit: 'c0' })}, ${json({ steps: 10, batch_size: 2, save_freq: 5, eval_enabled: false })},
            ${ended(status)})`;
  return id;
}

async function twin(status: string, stage: string | null, error: unknown) {
  const id = newId('twin');
  await sql`
    insert into twins (id, account_id, status, stage, error, source, episode_index, config, completed_at)
    values (${id}, ${accountId}, ${status}, ${stage}, ${error === null ? null : json(error)}, ${json({ type: 'hub', repo_id: 'demo/x' })}, 0, ${json({})}, ${ended(status)})`;
  return id;
}

async function rlRun(status: string, error: unknown) {
  const id = newId('rl_run');
  await sql`
    insert into rl_runs (id, account_id, group_id, seed, spec, status, phase, error, hardware_tier, completed_at)
    values (${id}, ${accountId}, 'grp_rl', 0, ${json({ task: 'lift' })}, ${status}, 'training', ${error === null ? null : json(error)}, 'cpu', ${ended(status)})`;
  return id;
}

interface Before {
  augmentations: Record<string, { status: string; error: { code: string; message: string | null } | null }>;
  trainingRuns: Record<string, { status: string; error: unknown }>;
  twins: Record<string, { status: string; stage: string | null; error: unknown }>;
  rlRuns: Record<string, { status: string; error: unknown }>;
  augmentationFiles: { augmentation_id: string; path: string; storage_key: string; bytes: number }[];
  twinFiles: { twin_id: string; path: string; bytes: number; sha256: string }[];
  rlFiles: { run_id: string; path: string; bytes: number; sha256: string }[];
  trainingCheckpoints: { run_id: string; step: number; storage_prefix: string; created_at: Date }[];
  rlCheckpoints: { run_id: string; env_steps: number; checkpoint_key: string; checkpoint_bytes: number; onnx_key: string; onnx_bytes: number; created_at: Date }[];
}
const before: Before = { augmentations: {}, trainingRuns: {}, twins: {}, rlRuns: {}, augmentationFiles: [], twinFiles: [], rlFiles: [], trainingCheckpoints: [], rlCheckpoints: [] };

async function populate(): Promise<void> {
  // Augmentations: every status they used, an error with a code, a message without one, a failure that recorded nothing.
  for (const [status, code, message] of [
    ['processing', null, null],
    ['succeeded', null, null],
    ['canceled', null, null],
    ['failed', 'dataset_unavailable', 'The dataset is gone.'],
    ['failed', 'generation', null],
    ['failed', null, 'ffmpeg exited 1'],
    ['failed', null, null],
  ] as const) {
    const id = await augmentation(status, { code, message });
    before.augmentations[id] = { status, error: code || message || status === 'failed' ? { code: code ?? 'pipeline_failed', message } : null };
  }
  // Training runs: the six statuses, the spellings an older writer may have left, and an error that was not an object.
  const trainingCases: [string, unknown][] = [
    ...STATUSES.map((s): [string, unknown] => [s, s === 'failed' ? { code: 'submission_failed', message: 'The GPU job could not start.' } : null]),
    ['completed', null],
    ['cancelled', null],
    ['exploded', null],
    ['failed', 'out of memory'],
  ];
  for (const [status, error] of trainingCases) before.trainingRuns[await trainingRun(status, error)] = { status, error };
  // Twins: every status, a stage on each, a resumable and a user-fixable failure.
  for (const status of STATUSES) {
    const stage = status === 'queued' ? null : status === 'succeeded' ? null : 'scene';
    const error = status === 'failed' ? { code: 'incompatible_dataset', message: 'No wrist camera.', resumable: false, stage: 'check' } : null;
    before.twins[await twin(status, stage, error)] = { status, stage, error };
  }
  const resumable = { code: 'system', message: 'The build failed on our side.', resumable: true, stage: 'calibrate' };
  before.twins[await twin('failed', 'calibrate', resumable)] = { status: 'failed', stage: 'calibrate', error: resumable };
  for (const status of STATUSES) {
    const error = status === 'failed' ? { code: 'system', message: 'The simulator crashed.' } : null;
    before.rlRuns[await rlRun(status, error)] = { status, error };
  }

  // Files of every kind, on more than one resource each, with paths whose order differs by collation.
  const [augDone, augOther] = Object.keys(before.augmentations).filter((id) => ['succeeded', 'canceled'].includes(before.augmentations[id]!.status));
  for (const id of [augDone!, augOther!]) {
    for (const [i, path] of ['data/chunk-000/episode_000000.parquet', 'meta/info.json', 'meta/episodes.jsonl', 'videos/chunk-000/observation.images.top/episode_000000.mp4'].entries()) {
      before.augmentationFiles.push({ augmentation_id: id, path, storage_key: `augmentations/${id}/output/${path}`, bytes: 1000 + i });
    }
  }
  await sql`insert into augmentation_files ${sql(before.augmentationFiles)}`;

  const twinIds = Object.keys(before.twins);
  for (const id of twinIds.slice(0, 3)) {
    for (const [i, path] of [`${id}/scene.xml`, `${id}/assets/Table.obj`, `${id}/assets/table.png`, `${id}/twin.json`, `${id}/assets/_mesh-1.stl`].entries()) {
      before.twinFiles.push({ twin_id: id, path, bytes: 10 * (i + 1), sha256: `${i}`.repeat(64) });
    }
  }
  await sql`insert into twin_files ${sql(before.twinFiles)}`;

  const rlIds = Object.keys(before.rlRuns);
  for (const id of rlIds.slice(2, 4)) {
    for (const [i, path] of ['policy.onnx', 'scene/scene.xml', 'report.json', 'checkpoints/final.zip'].entries()) {
      before.rlFiles.push({ run_id: id, path, bytes: 7 + i, sha256: `${i}`.repeat(64) });
    }
    for (const envSteps of [2048, 4096, 10_000_000_000]) {
      before.rlCheckpoints.push({
        run_id: id, env_steps: envSteps, created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, envSteps % 60)),
        checkpoint_key: `rl_runs/${id}/checkpoints/${envSteps}.zip`, checkpoint_bytes: envSteps + 1, onnx_key: `rl_runs/${id}/checkpoints/${envSteps}.onnx`, onnx_bytes: envSteps + 2,
      });
    }
  }
  await sql`insert into rl_run_files ${sql(before.rlFiles)}`;
  await sql`insert into rl_run_checkpoints ${sql(before.rlCheckpoints)}`;

  for (const id of Object.keys(before.trainingRuns).slice(0, 4)) {
    for (const step of [5, 10, 100]) {
      before.trainingCheckpoints.push({ run_id: id, step, storage_prefix: `training_runs/${id}/checkpoints/${step}/pretrained_model`, created_at: new Date(Date.UTC(2026, 0, 2, 0, step % 60)) });
    }
  }
  await sql`insert into training_checkpoints ${sql(before.trainingCheckpoints)}`;
}

const ids = async (table: string) => (await sql<{ id: string }[]>`select id from ${sql(table)} order by id`).map((r) => r.id);

describe('the data model migrations on populated tables', () => {
  beforeAll(async () => {
    await populate();
    const applied = (await migrate(sql)).applied;
    expect(applied).toEqual(expect.arrayContaining(['110_one_resource_row.sql', '111_resource_files.sql']));
  });

  it('keep every resource row, under its id', async () => {
    expect(await ids('augmentations')).toEqual(Object.keys(before.augmentations).sort());
    expect(await ids('training_runs')).toEqual(Object.keys(before.trainingRuns).sort());
    expect(await ids('twins')).toEqual(Object.keys(before.twins).sort());
    expect(await ids('rl_runs')).toEqual(Object.keys(before.rlRuns).sort());
  });

  it('keep every status, mapping the spellings outside the shared vocabulary as documented', async () => {
    const mapped: Record<string, string> = { completed: 'succeeded', cancelled: 'canceled', exploded: 'failed' };
    for (const [id, was] of Object.entries(before.trainingRuns)) {
      const row = (await findTrainingRun(sql, accountId, id))!;
      expect(row.status, id).toBe(mapped[was.status] ?? was.status);
      if (was.status === 'exploded') expect(row.error).toEqual({ code: 'system', message: 'The run was recorded as exploded.' });
      if (was.status === 'exploded') expect(row.completed_at).not.toBeNull();
    }
    for (const [table, rows] of [['augmentations', before.augmentations], ['twins', before.twins], ['rl_runs', before.rlRuns]] as const) {
      const stored = await sql<{ id: string; status: string }[]>`select id, status from ${sql(table)}`;
      expect(Object.fromEntries(stored.map((r) => [r.id, r.status]))).toEqual(Object.fromEntries(Object.entries(rows).map(([id, r]) => [id, r.status])));
    }
  });

  it('store every error as one jsonb object with a code, and show the same error as before', async () => {
    for (const [id, was] of Object.entries(before.augmentations)) {
      const row = (await findAugmentation(sql, accountId, id))!;
      expect(row.error, id).toEqual(was.error);
      expect(presentAugmentation(row).error).toEqual(was.status === 'failed' ? was.error : null);
    }
    for (const [id, was] of Object.entries(before.trainingRuns)) {
      const row = (await findTrainingRun(sql, accountId, id))!;
      if (typeof was.error === 'string') expect(row.error).toEqual({ code: 'system', message: was.error });
      else if (was.status !== 'exploded') expect(row.error).toEqual(was.error);
    }
    for (const [id, was] of Object.entries(before.twins)) expect((await findTwin(sql, accountId, id))!.error).toEqual(was.error);
    const rl = await sql<{ id: string; error: unknown }[]>`select id, error from rl_runs`;
    for (const row of rl) expect(row.error).toEqual(before.rlRuns[row.id]!.error);
    await expect(sql`update training_runs set error = '"text"'::jsonb where id = ${Object.keys(before.trainingRuns)[0]!}`).rejects.toThrow(/training_runs_error_check/);
  });

  it('keep a twin’s stage as its phase, and the API still shows it as the stage', async () => {
    for (const [id, was] of Object.entries(before.twins)) {
      const row = (await findTwin(sql, accountId, id))!;
      expect(row.phase, id).toBe(was.stage);
      if (was.stage) expect(presentTwin(row).stage).toBe(was.stage);
    }
  });

  it('accept exactly the shared statuses in every table', async () => {
    for (const table of ['augmentations', 'training_runs', 'twins', 'rl_runs']) {
      const [first] = await ids(table);
      const [row] = await sql<{ status: string }[]>`select status from ${sql(table)} where id = ${first!}`;
      for (const each of STATUSES) await sql`update ${sql(table)} set status = ${each} where id = ${first!}`;
      await sql`update ${sql(table)} set status = ${row!.status} where id = ${first!}`;
      await expect(sql`update ${sql(table)} set status = 'done' where id = ${first!}`).rejects.toThrow(new RegExp(`${table}_status_check`));
    }
  });

  it('move every file of every kind into resource_files, and each kind reads its files back unchanged', async () => {
    const [files] = await sql<{ n: number }[]>`select count(*)::int as n from resource_files`;
    const expected = before.augmentationFiles.length + before.twinFiles.length + before.rlFiles.length + before.trainingCheckpoints.length + 2 * before.rlCheckpoints.length;
    expect(files!.n).toBe(expected);
    const [owners] = await sql<{ n: number }[]>`select count(*)::int as n from resource_files where account_id <> ${accountId}`;
    expect(owners!.n).toBe(0);

    const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    for (const id of new Set(before.augmentationFiles.map((f) => f.augmentation_id))) {
      expect(await augmentationFiles(sql, id)).toEqual(before.augmentationFiles.filter((f) => f.augmentation_id === id).sort(byPath));
    }
    for (const id of new Set(before.twinFiles.map((f) => f.twin_id))) {
      const all = before.twinFiles.filter((f) => f.twin_id === id).sort(byPath).map(({ path, bytes, sha256 }) => ({ path, bytes, sha256 }));
      const first = await pageTwinFiles(sql, id, 2, null);
      const rest = await pageTwinFiles(sql, id, 100, first[1]!.path);
      expect([...first.slice(0, 2), ...rest]).toEqual(all);
    }
    for (const id of new Set(before.rlFiles.map((f) => f.run_id))) {
      expect(await pageRlFiles(sql, id, 100, null)).toEqual(before.rlFiles.filter((f) => f.run_id === id).sort(byPath).map(({ path, bytes, sha256 }) => ({ path, bytes, sha256 })));
      expect(await listRlCheckpoints(sql, id)).toEqual(before.rlCheckpoints.filter((c) => c.run_id === id).map(({ run_id: _, ...rest }) => rest));
    }
    for (const id of new Set(before.trainingCheckpoints.map((c) => c.run_id))) {
      const stored = before.trainingCheckpoints.filter((c) => c.run_id === id);
      expect((await listTrainingCheckpoints(sql, id, { limit: 100, afterStep: null })).rows).toEqual(stored);
      expect(await checkpointSummary(sql, id)).toEqual({ count: 3, latest: stored[2] });
    }
  });

  it('drop the per-kind file tables', async () => {
    const old = await sql`select table_name from information_schema.tables
      where table_name in ('augmentation_files', 'twin_files', 'rl_run_files', 'training_checkpoints', 'rl_run_checkpoints')`;
    expect(old).toEqual([]);
  });
});
