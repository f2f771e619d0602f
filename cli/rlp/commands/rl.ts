import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { Schema } from '../../../sdk/index.js';
import { connect, must, type Api } from '../api.js';
import { followRun } from '../follow.js';
import { number, positiveInteger } from '../numbers.js';
import { printResult, withJson } from '../output.js';
import { failureOfRun } from '../run-outcome.js';
import { statusWithVerdict } from '../run-summary.js';

type RlRun = Schema<'RlRun'>;

/** Commander hands over the words as typed; the service checks them (and answers the field to change). */
interface RlCreateOptions {
  objective: Schema<'RlObjective'>['type'];
  twin?: string;
  robot: Schema<'RlTaskSpec'>['robot'];
  budget?: number;
  timeLimit?: number;
  target?: [number, number, number];
  seeds: number;
  follow?: boolean;
  json?: boolean;
}

const percent = (fraction: number | null) => (fraction === null ? '-' : `${Math.round(fraction * 100)}%`);

/** `x,y,z` in metres, for --target. */
export function point(value: string): [number, number, number] {
  const parts = value.split(',').map((part) => number(part.trim()));
  if (parts.length !== 3) throw new InvalidArgumentError('expected x,y,z in metres, e.g. 0.2,-0.1,0.08');
  return parts as [number, number, number];
}

/** One run: id, status with its verdict (`succeeded · fail 0/100`), phase, env steps of the budget and the live success rate; a failed run's error. */
export function rlRunLine(r: RlRun): string {
  const budget = r.spec.budget?.env_steps;
  const steps = `${r.metrics.env_steps}/${budget ?? '?'} env steps`;
  const error = r.status === 'failed' && r.error ? `  ${r.error.code}: ${r.error.message ?? ''}` : '';
  return `${r.id}  ${statusWithVerdict(r)}  ${r.phase ?? '-'}  ${steps}  training success ${percent(r.metrics.success_rate)}${error}`;
}

/** Follows an RL run to its end: phase, env steps of the budget, the training success rate. */
export async function followRlRun(api: Api, id: string): Promise<RlRun> {
  const read = () => must(api.client.GET('/v1/rl_runs/{id}', { params: { path: { id } } }));
  return followRun(read, '{phase} [{bar}] {value}/{total} env steps | {detail}{eta_note}', (r) => ({
    phase: r.status === 'processing' ? (r.phase ?? 'starting') : r.status,
    value: r.metrics.env_steps,
    total: r.spec.budget?.env_steps ?? Math.max(1, r.metrics.env_steps),
    detail: `${r.metrics.env_steps} env steps, success ${percent(r.metrics.success_rate)}`,
  }));
}

export function registerRl(program: Command): void {
  const rl = program.command('rl').description('RL runs: train a policy in simulation, in a twin of a recording or the stock scene (docs/api/rl-runs.md)');
  withJson(
    rl
      .command('create')
      .description('train one policy per seed; the spec is checked first (an impossible one is refused with the field to change)')
      .requiredOption('--objective <type>', 'reach, lift or pick_place')
      .option('--twin <id>', 'train in this twin (pick_place needs one)')
      .option('--robot <robot>', 'robot', 'so101')
      .option('--budget <env_steps>', 'environment steps to train for (default: the objective’s)', positiveInteger)
      .option('--time-limit <seconds>', 'wall-clock limit for training', positiveInteger)
      .option('--target <x,y,z>', "pick_place: where to put the object, metres in the robot base frame (default: the twin's recorded release)", point)
      .option('--seeds <n>', 'runs to start, one per seed', positiveInteger, 1)
      .option('--follow', 'draw phase, env steps and success until it ends; exit 3 unless it succeeded, 4 if its policy fails its verdict'),
  ).action(async (options: RlCreateOptions) => {
    const api = await connect();
    const budget = { ...(options.budget !== undefined ? { env_steps: options.budget } : {}), ...(options.timeLimit !== undefined ? { time_limit_s: options.timeLimit } : {}) };
    const spec: Schema<'RlTaskSpec'> = {
      robot: options.robot,
      // One objective's parameters: which ones `--target` may join is the service's to judge (pick_place takes it).
      objective: { type: options.objective, ...(options.target ? { target: options.target } : {}) } as Schema<'RlObjective'>,
      ...(options.twin ? { scene: { twin_id: options.twin } } : {}),
      ...(Object.keys(budget).length ? { budget } : {}),
    };
    const created = await must(api.client.POST('/v1/rl_runs', { headers: { 'Idempotency-Key': `rlp-${randomUUID()}` }, body: { spec, seeds: options.seeds } }));
    let runs = created.data;
    if (options.follow) {
      runs = [];
      for (const run of created.data) runs.push(await followRlRun(api, run.id));
    }
    printResult(options, options.follow && runs.length === 1 ? runs[0] : { object: 'list', data: runs }, () => runs.map(rlRunLine));
    if (options.follow) {
      const failure = runs.map(failureOfRun).find(Boolean);
      if (failure) throw failure;
    }
  });
}
