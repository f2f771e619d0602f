// @ts-check
import { html, nothing } from 'lit-html';
import { api, listAll } from '../api.js';
import { drawOverlay } from '../compare-chart.js';
import { evaluationRanking } from '../evaluation-ranking.js';
import { percent, runStatusBadge } from '../format.js';
import { kindOf } from '../kinds.js';
import { lossSeries } from '../loss-curve.js';
import { curveOf } from '../reward-curve.js';
import { LIVE_STATUSES } from '../statuses.js';

const MAX_RUNS = 12;

/** Nested objects as dotted keys (`budget.env_steps`), lists and leaves as text. @param {any} value @param {string} prefix @param {Record<string, string>} into */
function flatten(value, prefix = '', into = {}) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into[prefix] = value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return into;
}

/** What a run was asked to do, as the API states it. @param {any} run */
function specOf(run) {
  switch (run.object) {
    case 'training_run':
      return flatten({ dataset: run.dataset.uri, policy: run.policy, hardware_tier: run.hardware_tier, config: run.config });
    case 'rl_run':
      return flatten({ ...run.spec, seed: run.seed });
    case 'twin':
      return flatten({ dataset: run.source.repo_id, episode_index: run.episode_index, config: run.config });
    case 'evaluation':
      return flatten({ policy: run.policy, twin_id: run.twin_id, episodes: run.episodes, seeds: run.seeds ?? 'default (1000000 + i)', objective: run.objective, randomisation: run.randomisation });
    default:
      return flatten({ dataset: run.source?.repo_id, instructions: run.instructions, model: run.model, config: run.config });
  }
}

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

/** @param {any} run */
const label = (run) => (run.object === 'rl_run' ? `${run.id} (seed ${run.seed})` : run.object === 'training_run' ? `${run.id} (${run.policy})` : run.object === 'evaluation' ? `${run.id} (${run.policy.run_id})` : run.id);

/** @type {import('../main.js').Page} */
export const page = {
  title: (data) => (data.group ? `Compare group ${data.group}` : `Compare ${data.runs.length} runs`),
  async load(_params, ctx) {
    const group = ctx.query.get('group');
    /** @type {any[]} */
    let runs;
    if (group) {
      const [rl, training] = await Promise.all([
        listAll(`/v1/rl_runs?group_id=${encodeURIComponent(group)}`).catch(() => []),
        listAll('/v1/training_runs', 500).then((all) => all.filter((r) => r.group_id === group), () => []),
      ]);
      runs = [...rl, ...training].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0));
    } else {
      const ids = (ctx.query.get('runs') ?? '').split(',').map((s) => s.trim()).filter(Boolean).slice(0, MAX_RUNS);
      runs = await Promise.all(ids.map((id) => {
        const kind = kindOf(id);
        if (!kind) throw new Error(`No run ${id}.`);
        return api(`${kind.list}/${encodeURIComponent(id)}`);
      }));
    }
    const training = await Promise.all(runs.filter((r) => r.object === 'training_run').map(async (run) => ({ run, series: lossSeries((await api(`/v1/training_runs/${run.id}/logs?tail=10000`)).lines) })));
    const rl = await Promise.all(runs.filter((r) => r.object === 'rl_run').map(async (run) => ({ run, curve: await curveOf(run.id) })));
    return { group, runs, training, rl, evaluations: runs.filter((r) => r.object === 'evaluation') };
  },
  refreshMs: (data) => (data.runs.some((r) => LIVE_STATUSES.includes(r.status)) ? 3000 : null),
  view({ group, runs, training, rl, evaluations }) {
    if (runs.length === 0) {
      return html`<h1>Compare runs</h1><p>Nothing to compare: pick runs with the boxes in <a href="/console/runs">the runs list</a>, or open a group from a run's page.</p>`;
    }
    const specs = runs.map(specOf);
    const keys = [...new Set(specs.flatMap((s) => Object.keys(s)))].sort();
    const success = rl.length ? successAcrossSeeds(rl) : null;
    return html`
      <h1>${group ? html`Compare group <code>${group}</code>` : `Compare ${runs.length} runs`}</h1>
      <div class="table-wrap"><table class="compared"><thead><tr><th scope="col">Run</th><th scope="col">Status</th></tr></thead><tbody>
        ${runs.map((run) => html`<tr data-run=${run.id}><td><a href="/console/runs/${run.id}">${label(run)}</a></td><td>${runStatusBadge(run)}</td></tr>`)}
      </tbody></table></div>

      ${evaluations.length ? evaluationRanking(evaluations) : nothing}
      ${success
        ? html`<h2>Success across seeds</h2>
            <p class="big" id="success-summary" data-mean=${success.mean} data-sd=${success.sd} data-runs=${success.n}>${percent(success.mean)} ± ${(success.sd * 100).toFixed(1)} pts</p>
            <p class="muted">Mean ± sample standard deviation over ${success.n} run${success.n === 1 ? '' : 's'}, ${success.evaluated ? 'each measured on its fixed evaluation episodes' : 'from each run’s latest training rollout (evaluation comes when every run is packaged)'}.</p>`
        : nothing}
      ${training.length
        ? html`<h2 id="compare-loss-heading">Training loss</h2><div id="compare-loss" class="chart" role="img" aria-labelledby="compare-loss-heading"></div>`
        : nothing}
      ${rl.length
        ? html`<h2 id="compare-success-heading">Success rate</h2><div id="compare-success" class="chart" role="img" aria-labelledby="compare-success-heading"></div>
            <h2 id="compare-return-heading">Mean episode return</h2><div id="compare-return" class="chart" role="img" aria-labelledby="compare-return-heading"></div>`
        : nothing}

      <h2>Specs side by side</h2>
      <p class="muted">Rows that differ between runs are marked ≠.</p>
      <div class="table-wrap"><table class="specs">
        <thead><tr><th scope="col">Field</th>${runs.map((run) => html`<th scope="col">${run.id}</th>`)}</tr></thead>
        <tbody>
          ${keys.map((key) => {
            const values = specs.map((s) => s[key] ?? '—');
            const differs = new Set(values).size > 1;
            return html`<tr data-key=${key} class=${differs ? 'differs' : ''} data-differs=${differs ? 'true' : 'false'}>
              <th scope="row">${differs ? html`<span aria-label="differs">≠ </span>` : nothing}${key}</th>${values.map((v) => html`<td>${v}</td>`)}</tr>`;
          })}
        </tbody>
      </table></div>
    `;
  },
  after({ training, rl }) {
    const loss = document.getElementById('compare-loss');
    if (loss) drawOverlay(loss, training.map(({ run, series }) => ({ label: label(run), points: series.train.map((p) => ({ x: p.step, y: p.loss })) })), { x: 'step', y: 'training loss' });
    const success = document.getElementById('compare-success');
    if (success) drawOverlay(success, rl.map(({ run, curve }) => ({ label: label(run), points: curve.map((p) => ({ x: p.env_steps, y: p.success_rate })) })), { x: 'env steps', y: 'success rate', range: [0, 1], mean: true });
    const returns = document.getElementById('compare-return');
    if (returns) drawOverlay(returns, rl.map(({ run, curve }) => ({ label: label(run), points: curve.map((p) => ({ x: p.env_steps, y: p.mean_return })) })), { x: 'env steps', y: 'mean return', mean: true });
  },
};
