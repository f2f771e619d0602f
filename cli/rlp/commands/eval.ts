import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import { connect, jsonOf, type Api } from '../api.js';
import { UsageError } from '../exit-codes.js';
import { followRun } from '../follow.js';
import { nonNegativeInteger } from '../numbers.js';
import { printResult, withJson } from '../output.js';
import { failureOfRun, type EndedRun } from '../run-outcome.js';

/** The fields this command reads of an evaluation (docs/api/evaluations.md); the raw API until the SDK is regenerated. */
interface Evaluation extends EndedRun {
  phase: string | null;
  progress: number;
  status_message: string | null;
  success_rate: number | null;
  successes: number | null;
  episodes: number;
  interval: { low: number; high: number } | null;
  failure_modes: Record<string, number> | null;
}

interface EvalCreateOptions {
  trainingRun?: string;
  rlRun?: string;
  checkpoint?: number;
  twin: string;
  episodes?: number;
  objective?: string;
  follow?: boolean;
  json?: boolean;
}

export function evaluationLine(e: Evaluation): string {
  if (e.status === 'failed' && e.error) return `${e.id}  failed  ${e.error.code}: ${e.error.message ?? ''}`;
  if (e.success_rate === null || !e.interval) return `${e.id}  ${e.status}  ${e.phase ?? '-'}  ${Math.round(e.progress * 100)}%`;
  const modes = Object.entries(e.failure_modes ?? {}).map(([mode, n]) => `${mode} ${n}`).join(', ');
  return `${e.id}  ${e.status}  success ${e.successes}/${e.episodes} = ${e.success_rate.toFixed(2)} (95 % ${e.interval.low.toFixed(2)}–${e.interval.high.toFixed(2)})${modes ? `  failures: ${modes}` : ''}`;
}

export async function followEvaluation(api: Api, id: string): Promise<Evaluation> {
  const read = () => jsonOf<Evaluation>(api.raw(`/v1/evaluations/${encodeURIComponent(id)}`));
  return followRun(read, '{phase} [{bar}] {percentage}% | {detail}', (e) => ({
    phase: e.status === 'processing' ? (e.phase ?? 'starting') : e.status,
    value: e.progress,
    total: 1,
    detail: e.status_message ?? '',
  }));
}

export function registerEval(program: Command): void {
  const evaluations = program.command('eval').description('evaluations: a policy run closed loop in a twin, N seeded episodes (docs/api/evaluations.md)');
  withJson(
    evaluations
      .command('create')
      .description("evaluate a training run's or an RL run's policy in a twin")
      .option('--training-run <id>', 'the built-in policy of this training run')
      .option('--rl-run <id>', 'the ONNX policy of this RL run')
      .option('--checkpoint <n>', 'a checkpoint step (default: the best)', nonNegativeInteger)
      .requiredOption('--twin <id>', 'the twin to run it in')
      .option('--episodes <n>', 'episodes, 1..500 (default 50)', nonNegativeInteger)
      .option('--objective <name>', 'pick_place or reach (default: pick_place, or what the RL run trained for)')
      .option('--follow', 'draw progress until it ends; exit 3 unless it succeeded'),
  ).action(async (options: EvalCreateOptions) => {
    if (Boolean(options.trainingRun) === Boolean(options.rlRun)) throw new UsageError('give one of --training-run and --rl-run');
    const api = await connect();
    const policy = options.trainingRun ? { training_run_id: options.trainingRun } : { rl_run_id: options.rlRun! };
    const body = {
      policy: { ...policy, ...(options.checkpoint !== undefined ? { checkpoint: options.checkpoint } : {}) },
      twin_id: options.twin,
      ...(options.episodes !== undefined ? { episodes: options.episodes } : {}),
      ...(options.objective ? { objective: { name: options.objective } } : {}),
    };
    const created = await jsonOf<Evaluation>(
      api.raw('/v1/evaluations', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `rlp-${randomUUID()}` }, body: JSON.stringify(body) }),
    );
    const result = options.follow ? await followEvaluation(api, created.id) : created;
    printResult(options, result, () => evaluationLine(result));
    if (options.follow) {
      const failure = failureOfRun(result);
      if (failure) throw failure;
    }
  });
}
