// @ts-check
import { html } from 'lit-html';
import { api, listAll } from '../../../console/public/api.js';
import { drawOverlay } from '../../../console/public/compare-chart.js';
import { lossSeries } from '../../../console/public/loss-curve.js';

/** @param {any} run */
const label = (run) => `${run.id} (${run.policy})`;

/** A training run's part of the compare view (console/public/compare-parts.js): its policy, its spec, loss curves overlaid. @type {import('../../../console/public/compare-parts.js').ComparePart} */
export const comparePart = {
  groupRuns: (group) => listAll('/v1/training_runs', 500).then((all) => all.filter((r) => r.group_id === group), () => []),
  label,
  spec: (run) => ({ dataset: run.dataset.uri, policy: run.policy, hardware_tier: run.hardware_tier, config: run.config }),
  load: (runs) => Promise.all(runs.map(async (run) => ({ run, series: lossSeries((await api(`/v1/training_runs/${run.id}/logs?tail=10000`)).lines) }))),
  view: () => html`<h2 id="compare-loss-heading">Training loss</h2><div id="compare-loss" class="chart" role="img" aria-labelledby="compare-loss-heading"></div>`,
  after(training) {
    const loss = document.getElementById('compare-loss');
    if (loss) drawOverlay(loss, training.map(({ run, series }) => ({ label: label(run), points: series.train.map((p) => ({ x: p.step, y: p.loss })) })), { x: 'step', y: 'training loss' });
  },
};
