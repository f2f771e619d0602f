import type { RunEnding } from '../../../core/lifecycle.js';
import { endTwin, type TwinEnding } from '../db/ending.js';
import type { TwinRow } from '../db/twin-rows.js';
import { twinWorkflowType, type TwinLiveState, type TwinWorkflowInput } from '../contracts/twin.js';
import type { AppDeps } from '../../../application/deps.js';
import { startRun, type RunStarter } from '../../../application/workflows.js';

/** The workflow's start-failed ending as a twin's (a failure on our side: resumable). */
const twinEnding = (ending: RunEnding): TwinEnding =>
  ending.status === 'failed' ? { status: 'failed', error: { ...ending.error, resumable: true, stage: null } } : ending;

const TWIN_START: RunStarter<TwinWorkflowInput, TwinLiveState> = {
  workflow: twinWorkflowType,
  kind: 'twin',
  endRun: (sql, id, ending) => endTwin(sql, id, twinEnding(ending)),
};

/** Starts a twin's workflow; a `continuation` picks up the finished stages of one whose workflow has ended. */
export const startTwin = (deps: Pick<AppDeps, 'sql' | 'temporal' | 'config'>, row: Pick<TwinRow, 'id' | 'account_id'>, continuation = false) =>
  startRun(deps, TWIN_START, row, {
    id: row.id,
    accountId: row.account_id,
    resumeWindowSeconds: deps.config.twins.resumeWindowSeconds,
    buildAttempts: deps.config.twins.buildAttempts,
    ...(continuation ? { continuation } : {}),
  });
