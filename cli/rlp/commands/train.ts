import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import type { Schema } from '../../../sdk/index.js';
import { connect, must, type Api } from '../api.js';
import { followRun } from '../follow.js';
import { positiveInteger } from '../numbers.js';
import { printResult, withJson } from '../output.js';
import { failureOfRun } from '../run-outcome.js';

type TrainingRun = Schema<'TrainingRun'>;

interface TrainOptions {
  policy: string[];
  tier?: string;
  robot?: string;
  steps?: number;
  batchSize?: number;
  saveFreq?: number;
  follow?: boolean;
  json?: boolean;
}

export function trainingRunLine(r: TrainingRun): string {
  const m = r.metrics;
  const step = m.step !== null ? `  step ${m.step}/${m.max_steps ?? r.config.steps}` : '';
  const loss = m.loss !== null ? `  loss ${m.loss.toPrecision(4)}` : '';
  return `${r.id}  ${r.policy}  ${r.status}  ${r.phase ?? '-'}${step}${loss}`;
}

/** Follows a training run to its end with a bar of step/max, loss and ETA; fails unless it succeeded. */
export async function followTrainingRun(api: Api, id: string): Promise<TrainingRun> {
  const read = () => must(api.client.GET('/v1/training_runs/{id}', { params: { path: { id } } }));
  return followRun(read, '{phase} [{bar}] {value}/{total} steps | {detail}{eta_note}', (r) => ({
    phase: r.status === 'processing' ? (r.phase ?? 'queued') : r.status,
    value: r.metrics.step ?? 0,
    total: r.metrics.max_steps ?? r.config.steps,
    detail: r.metrics.loss !== null ? `loss ${r.metrics.loss.toPrecision(4)}` : 'loss -',
  }));
}

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

export function registerTrain(program: Command): void {
  withJson(
    program
      .command('train')
      .description('start a training run per policy on a dataset (one batch)')
      .argument('<repo>', 'dataset: owner/name, hub://owner/name or hf://datasets/owner/name, optionally @revision')
      .requiredOption('--policy <name>', 'policy to train (repeat for a batch: --policy mlp --policy act)', collect)
      .option('--tier <hardware_tier>', 'hardware tier, e.g. cpu (default: what the policies need)')
      .option('--robot <type>', 'robot type, e.g. so101_follower')
      .option('--steps <n>', 'training steps', positiveInteger)
      .option('--batch-size <n>', 'batch size', positiveInteger)
      .option('--save-freq <n>', 'checkpoint every n steps', positiveInteger)
      .option('--follow', 'draw phase, step/max, loss and ETA until it ends; exit 3 unless it succeeded (one policy only)'),
  ).action(async (repo: string, options: TrainOptions) => {
    const api = await connect();
    const config = { steps: options.steps, batch_size: options.batchSize, save_freq: options.saveFreq };
    const created = await must(
      api.client.POST('/v1/training_runs', {
        headers: { 'Idempotency-Key': `rlp-${randomUUID()}` },
        body: {
          dataset: { uri: repo },
          policies: options.policy,
          ...(options.tier ? { hardware_tier: options.tier } : {}),
          ...(options.robot ? { robot: options.robot } : {}),
          ...(Object.values(config).some((v) => v !== undefined) ? { config } : {}),
        },
      }),
    );
    let runs = created.data;
    if (options.follow) {
      runs = [];
      for (const run of created.data) runs.push(await followTrainingRun(api, run.id));
    }
    printResult(options, options.follow && runs.length === 1 ? runs[0] : { object: 'list', data: runs }, () => runs.map(trainingRunLine));
    if (options.follow) {
      const failure = runs.map(failureOfRun).find(Boolean);
      if (failure) throw failure;
    }
  });
}
