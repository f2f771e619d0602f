import { presentRlRun, type RlRunLive } from '../core/present.js';
import { findRlFile, findRlRun, listRlRuns, pageRlFiles, type RlRunRow } from '../db/rl-runs.js';
import type { RlRunLiveState } from '../contracts/rl-run.js';
import { RL_RUN } from '../application/create.js';
import type { KindAdapter } from '../../../api/resources/kind.js';
import { listFiltersOf } from '../../../api/resources/list-query.js';
import { runOperation } from '../../../api/resources/run-operation.js';
import { storedObjectLink } from '../../../api/resources/stored-object.js';
import { zipArchiveDownload } from '../../../api/resources/zip-archive.js';
import type { RouteContext } from '../../../api/route-context.js';
import { RlFile, RlRun, RlRunIdParam } from './schemas.js';
import { packaged } from './packaged.js';

/** The OpenAPI tag of every RL run route. */
export const RL_RUNS_TAG = 'RL runs';

/** What the standard routes (list, get, cancel, files, archive) need to know of RL runs. */
export function rlRunAdapter(ctx: RouteContext): KindAdapter<RlRunRow, RlRunLiveState> {
  const { sql, config, storage } = ctx.deps;
  const bundleKey = (row: RlRunRow, path: string) => `${packaged(row).outputs.bundle_prefix}/${path}`;
  return {
    kind: RL_RUN,
    tag: RL_RUNS_TAG,
    schema: RlRun,
    listName: 'RlRunPage',
    idParam: RlRunIdParam,
    find: (accountId, id) => findRlRun(sql, accountId, id),
    list: (accountId, q) =>
      listRlRuns(sql, accountId, { limit: q.limit, startingAfter: q.starting_after ?? null }, listFiltersOf(q)),
    present: (row, { live }) => presentRlRun(row, live as RlRunLive | undefined),
    presentList: (rows) => rows.map((row) => presentRlRun(row)),
    rowProgress: (row) => ('env_steps' in row.metrics ? { metrics: row.metrics as RlRunLiveState['metrics'] } : {}),
    operation: runOperation,
    summaries: {
      list: 'List RL runs, newest first',
      get: 'One RL run: status, phase and live metrics; once packaged, the verdict and outputs',
      cancel: 'Stop a run; a run that has trained keeps its policy',
    },
    descriptions: {
      list: '`metrics` are the last stored values (GET by id reads them live).',
      cancel:
        'Training stops; the latest checkpoint is evaluated, rendered and packaged by the run itself, and the run ends `canceled` with its `verdict` and `outputs`. A run that never saved a checkpoint ends `canceled` without outputs.',
    },
    files: {
      ready: (row) => void packaged(row),
      list: {
        object: 'rl_file',
        schema: RlFile,
        listName: 'RlFileList',
        defaultLimit: 100,
        page: (id, limit, after) => pageRlFiles(sql, id, limit, after),
      },
      extra: (row, f) => ({ url: storedObjectLink(storage, config.publicBaseUrl, bundleKey(row, f.path), `/v1/rl_runs/${row.id}/files/${f.path}`).url }),
      find: async (row, path) => {
        const file = await findRlFile(sql, row.id, path);
        return file ? { key: bundleKey(row, file.path), filename: file.path.split('/').at(-1)! } : undefined;
      },
      redirectWhenSigned: true,
      summary: { list: "The packaged bundle's files (path, bytes, sha256, link), in path order", file: 'One file of the bundle (fallback link when storage signing is off)' },
      description: { list: 'Paginate by passing the last path of a page as `starting_after`. 409 `rl_run_not_packaged` until the run has packaged a policy.' },
    },
    downloads: [
      zipArchiveDownload({
        summary: 'The bundle as one zip: policy.onnx, checkpoint.zip, scene/ with its licence, metrics.jsonl, report.json, clip.mp4',
        notReady: '`rl_run_not_packaged` until the run has packaged a policy',
        archive: (row: RlRunRow) => packaged(row).outputs.archive,
      }),
    ],
  };
}
