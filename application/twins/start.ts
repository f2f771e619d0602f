import type { RunEnding } from '../../core/lifecycle.js';
import { endTwin, type TwinEnding } from '../../db/twin-ending.js';
import type { TwinRow } from '../../db/twins.js';
import { twinWorkflowType } from '../../contracts/twin.js';
import type { AppDeps } from '../deps.js';
import { startRun } from '../workflows.js';

/** The workflow's start-failed ending as a twin's (a failure on our side: resumable). */
const twinEnding = (ending: RunEnding): TwinEnding =>
  ending.status === 'failed' ? { status: 'failed', error: { ...ending.error, resumable: true, stage: null } } : ending;

/** Starts a twin's workflow; a `continuation` picks up the finished stages of one whose workflow has ended. */
export const startTwin = (deps: Pick<AppDeps, 'sql' | 'temporal' | 'config'>, row: Pick<TwinRow, 'id' | 'account_id'>, continuation = false) =>
  startRun(deps.temporal, {
    workflow: twinWorkflowType,
    id: row.id,
    input: {
      id: row.id,
      accountId: row.account_id,
      resumeWindowSeconds: deps.config.twins.resumeWindowSeconds,
      buildAttempts: deps.config.twins.buildAttempts,
      ...(continuation ? { continuation } : {}),
    },
    taskQueue: deps.config.temporal.taskQueue,
    accountId: row.account_id,
    kind: 'twin',
    endRun: (ending) => endTwin(deps.sql, row.id, twinEnding(ending)),
  });
