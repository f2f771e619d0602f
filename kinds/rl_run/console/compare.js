// @ts-check
import { html, nothing } from 'lit-html';
import { listAll } from '../../../console/public/api.js';
import { drawOverlay } from '../../../console/public/compare-chart.js';
import { percent } from '../../../console/public/format.js';
import { curveOf } from './reward-curve.js';

/** @param {any} run */
const label = (run) => `${run.id} (seed ${run.seed})`;

/** @param {number[]} values */
function meanSd(values) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = values.length > 1 ? Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1)) : 0;
  return { mean, sd };
}

/** Success across the RL runs: the evaluation's (100 fixed episodes) once every run is packaged, else the last training figure. @param {any[]} rl */
function successAcrossSeeds(rl) {
  const evaluated = rl.every(({ run }) => typeof run.success_rate === 'number');
  const values = rl.map(({ run, curve }) => (evaluated ? run.success_rate : curve.at(-1)?.success_rate)).filter((v) => typeof v === 'number');
  if (values.length === 0) return null;
  return { ...meanSd(values), n: values.length, evaluated };
}

/** An RL run's part of the compare view (console/public/compare-parts.js): its seed, its spec, success across seeds and the curves overlaid. @type {import('../../../console/public/compare-parts.js').ComparePart} */
export const comparePart = {
  groupRuns: (group) => listAll(`/v1/rl_runs?group_id=${encodeURIComponent(group)}`).catch(() => []),
  label,
  spec: (run) => ({ ...run.spec, seed: run.seed }),
  load: (runs) => Promise.all(runs.map(async (run) => ({ run, curve: await curveOf(run.id) }))),
  view(rl) {
    const success = successAcrossSeeds(rl);
    return html`${success
      ? html`<h2>Success across seeds</h2>
          <p class="big" id="success-summary" data-mean=${success.mean} data-sd=${success.sd} data-runs=${success.n}>${percent(success.mean)} ± ${(success.sd * 100).toFixed(1)} pts</p>
          <p class="muted">Mean ± sample standard deviation over ${success.n} run${success.n === 1 ? '' : 's'}, ${success.evaluated ? 'each measured on its fixed evaluation episodes' : 'from each run’s latest training rollout (evaluation comes when every run is packaged)'}.</p>`
      : nothing}
      <h2 id="compare-success-heading">Success rate</h2><div id="compare-success" class="chart" role="img" aria-labelledby="compare-success-heading"></div>
      <h2 id="compare-return-heading">Mean episode return</h2><div id="compare-return" class="chart" role="img" aria-labelledby="compare-return-heading"></div>`;
  },
  after(rl) {
    const success = document.getElementById('compare-success');
    if (success) drawOverlay(success, rl.map(({ run, curve }) => ({ label: label(run), points: curve.map((p) => ({ x: p.env_steps, y: p.success_rate })) })), { x: 'env steps', y: 'success rate', range: [0, 1], mean: true });
    const returns = document.getElementById('compare-return');
    if (returns) drawOverlay(returns, rl.map(({ run, curve }) => ({ label: label(run), points: curve.map((p) => ({ x: p.env_steps, y: p.mean_return })) })), { x: 'env steps', y: 'mean return', mean: true });
  },
};
