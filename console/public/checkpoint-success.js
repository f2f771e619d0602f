// @ts-check
import { percent } from './format.js';
import { drawPlot } from './plot.js';

const SUCCESS_COLOUR = '#1a7f37';
const INTERVAL_COLOUR = 'rgba(26, 127, 55, 0.45)';

/**
 * @typedef {{ step: number, 'eval/success_rate': number, interval: { low: number, high: number }, episodes: number, held_out_loss: number | null }} CheckpointScore
 * @typedef {{ step: number, held_out_loss: number | null, success_rate?: number, chosen_by?: string }} BestCheckpoint
 */

/** `50% of 4 episodes (95% interval 15%–85%)`. @param {CheckpointScore} score */
export const scoreText = (score) =>
  `${percent(score['eval/success_rate'])} of ${score.episodes} episode${score.episodes === 1 ? '' : 's'} (95% interval ${percent(score.interval.low)}–${percent(score.interval.high)})`;

/**
 * What the best checkpoint is and what chose it: by success in the twin when `chosen_by` says so
 * (its held-out loss may then be null), else by the lowest held-out loss.
 * @param {BestCheckpoint} best
 */
export function bestCheckpointText(best) {
  const figures = [
    typeof best.success_rate === 'number' ? `success ${percent(best.success_rate)}` : null,
    typeof best.held_out_loss === 'number' ? `held-out loss ${best.held_out_loss.toPrecision(4)}` : null,
  ].filter(Boolean);
  return `step ${best.step}${figures.length ? ` (${figures.join(', ')})` : ''}, chosen by ${best.chosen_by ?? 'lowest held-out loss'}`;
}

/** The mark beside the best checkpoint in the checkpoints table. @param {BestCheckpoint} best */
export const bestMark = (best) => (best.chosen_by ? 'best by success' : 'best held-out loss');

/**
 * Draws (or updates) each checkpoint's success rate in the twin against its step, the 95 % Wilson
 * interval as a shaded band between its bounds. The container says how many checkpoints it shows
 * in `data-points`, for people using a screen reader and for the browser tests.
 * @param {HTMLElement} container
 * @param {CheckpointScore[]} scores
 */
export function drawCheckpointSuccess(container, scores) {
  const sorted = [...scores].sort((a, b) => a.step - b.step);
  const data = [sorted.map((s) => s.step), sorted.map((s) => s['eval/success_rate']), sorted.map((s) => s.interval.high), sorted.map((s) => s.interval.low)];
  container.dataset.points = String(sorted.length);
  container.setAttribute('aria-label', `Success in the twin: ${sorted.map((s) => `step ${s.step} ${scoreText(s)}`).join('; ') || 'no checkpoint evaluated yet'}`);
  const bound = (/** @type {string} */ label) => ({ label, stroke: INTERVAL_COLOUR, width: 1, dash: [3, 3], spanGaps: true, points: { show: true, size: 5, stroke: INTERVAL_COLOUR, fill: INTERVAL_COLOUR } });
  drawPlot(container, 'checkpoint-success', {
    height: 280,
    scales: { x: { time: false }, y: { range: [0, 1] } },
    axes: [{ label: 'step' }, { label: 'success rate' }],
    series: [
      { label: 'step' },
      { label: 'success rate', stroke: SUCCESS_COLOUR, width: 2, spanGaps: true, points: { show: true, size: 9, fill: SUCCESS_COLOUR } },
      bound('95% interval, high'),
      bound('95% interval, low'),
    ],
    bands: [{ series: [2, 3], fill: 'rgba(26, 127, 55, 0.12)' }],
  }, data);
}
