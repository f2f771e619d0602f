import type { ResourceKind } from '../../sdk/kinds.js';
import { jsonOf, type Api } from './api.js';
import { augmentationLine, followAugmentation } from './augmentation-run.js';
import { followRlRun, rlRunLine } from './commands/rl.js';
import { followTrainingRun, trainingRunLine } from './commands/train.js';
import { followTwin, twinLine } from './commands/twins.js';
import { followRun } from './follow.js';
import type { RunKind } from './run-kinds.js';
import type { EndedRun } from './run-outcome.js';
import { runSummaryLines } from './run-summary.js';

type Json = Record<string, unknown>;

export interface FollowedToEnd {
  run: EndedRun & Json;
  /** The result line(s) for a terminal, as the kind's own create --follow prints them. */
  line: string | string[];
}

interface KindFollower {
  follow(api: Api, id: string): Promise<unknown>;
  line(run: never): string;
}

/** The bars a kind's own `create --follow` draws (env steps for RL, steps and loss for training, …), where it has them. */
const OWN_BARS: { [K in ResourceKind]?: KindFollower } = {
  augmentation: { follow: followAugmentation, line: augmentationLine },
  training_run: { follow: followTrainingRun, line: trainingRunLine },
  twin: { follow: followTwin, line: twinLine },
  rl_run: { follow: followRlRun, line: rlRunLine },
};

/** Any kind of the kinds table: its phase (or stage) and progress, read from GET by id. */
async function followGeneric(api: Api, kind: RunKind, id: string): Promise<EndedRun & Json> {
  const read = () => jsonOf<EndedRun & Json>(api.raw(`${kind.path}/${encodeURIComponent(id)}`));
  return followRun(read, '{phase} [{bar}] {percentage}% | {detail}', (run) => ({
    phase: run.status === 'processing' ? String(run.phase ?? run.stage ?? 'starting') : run.status,
    value: typeof run.progress === 'number' ? run.progress : 0,
    total: 1,
    detail: typeof run.status_message === 'string' ? run.status_message : '',
  }));
}

/** `rlp runs follow <id>`: follows a run of any kind the server serves (`kinds`, served-kinds.ts) to its end. */
export async function followAnyRun(api: Api, kinds: readonly RunKind[], kind: RunKind, id: string): Promise<FollowedToEnd> {
  const own = Object.hasOwn(OWN_BARS, kind.kind) ? OWN_BARS[kind.kind as ResourceKind] : undefined;
  if (own) {
    const run = (await own.follow(api, id)) as EndedRun & Json;
    return { run, line: (own.line as (run: unknown) => string)(run) };
  }
  const run = await followGeneric(api, kind, id);
  return { run, line: runSummaryLines(run, kinds) };
}
