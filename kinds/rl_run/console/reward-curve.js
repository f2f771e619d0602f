// @ts-check
import { api } from '../../../console/public/api.js';
import { drawPlot } from '../../../console/public/plot.js';

/** Every point of an RL run's curve (its page and its part of the compare view): pages of up to 1000, continued `after` the last env step. */
export async function curveOf(id) {
  const points = [];
  for (let after = null; ; ) {
    const page = await api(`/v1/rl_runs/${id}/metrics?limit=1000${after === null ? '' : `&after=${after}`}`);
    points.push(...page.data);
    if (!page.has_more || page.data.length === 0) return points;
    after = page.data.at(-1).env_steps;
  }
}

/** Distinct, colour-blind-safe strokes (Okabe–Ito), one per reward term. */
const TERM_COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#000000'];
const SUCCESS_COLOUR = '#b3261e';

/**
 * The reward terms an RL run's curve reports, in the order they first appear.
 * @param {{ reward_terms: Record<string, number> }[]} points
 */
export function rewardTerms(points) {
  const names = [];
  for (const p of points) for (const name of Object.keys(p.reward_terms ?? {})) if (!names.includes(name)) names.push(name);
  return names;
}

/**
 * Draws (or updates) an RL run's curve in `container`: one line per reward term (per-step
 * reward, left axis) and the success rate (0–1, right axis) against env steps. The container
 * says how many points it shows in `data-points` and which terms in `data-terms`, for people
 * using a screen reader and for the browser tests.
 * @param {HTMLElement} container
 * @param {{ env_steps: number, success_rate: number | null, reward_terms: Record<string, number> }[]} points
 */
export function drawRewardCurve(container, points) {
  const terms = rewardTerms(points);
  const data = [points.map((p) => p.env_steps), ...terms.map((t) => points.map((p) => p.reward_terms?.[t] ?? null)), points.map((p) => p.success_rate)];
  const last = points.at(-1);
  container.dataset.points = String(points.length);
  container.dataset.terms = terms.join(',');
  container.setAttribute(
    'aria-label',
    `Reward curve: ${points.length} evaluation points; terms ${terms.join(', ') || 'none yet'}${last && last.success_rate !== null ? `; last success rate ${Math.round(last.success_rate * 100)}%` : ''}`,
  );
  drawPlot(container, terms.join(','), {
    height: 300,
    scales: { x: { time: false }, success: { range: [0, 1] } },
    axes: [{ label: 'env steps' }, { label: 'reward by term' }, { scale: 'success', side: 1, label: 'success rate', grid: { show: false } }],
    series: [
      { label: 'env steps' },
      ...terms.map((term, i) => ({ label: term, stroke: TERM_COLOURS[i % TERM_COLOURS.length], width: 2, spanGaps: true })),
      { label: 'success rate', scale: 'success', stroke: SUCCESS_COLOUR, width: 2, dash: [6, 4], spanGaps: true },
    ],
  }, data);
}
