// @ts-check
import { drawPlot } from './plot.js';

const SUFFIX = { K: 1e3, M: 1e6, B: 1e9 };
const FIELD = /(\w+):(\S+)/g;

/** @param {string} raw */
function bigNumber(raw) {
  const match = /^(-?[\d.]+)([KMB]?)$/.exec(raw);
  if (!match) return null;
  return { value: Number(match[1]) * (SUFFIX[/** @type {'K'|'M'|'B'} */ (match[2])] ?? 1), shortened: match[2] !== '' };
}

/**
 * Training and held-out losses from the trainer's log lines (`step:… loss:…` every log_freq
 * steps, `eval step:… held_out_loss:…` after evaluation). LeRobot shortens big steps (`2K`), so
 * those are counted as line number × the spacing of the first lines, as the service does.
 * @param {string[]} lines
 */
export function lossSeries(lines) {
  /** @type {{ step: number, loss: number }[]} */
  const train = [];
  /** @type {{ step: number, loss: number }[]} */
  const held = [];
  let spacing = null;
  for (const line of lines) {
    const fields = Object.fromEntries([...line.matchAll(FIELD)].map((m) => [m[1], m[2]]));
    if (line.startsWith('eval ') && fields.step && fields.held_out_loss) {
      held.push({ step: Number(fields.step), loss: Number(fields.held_out_loss) });
      continue;
    }
    const step = fields.step ? bigNumber(fields.step) : null;
    const loss = fields.loss ? Number(fields.loss) : NaN;
    if (!step || !Number.isFinite(loss)) continue;
    if (!step.shortened && spacing === null) spacing = step.value;
    train.push({ step: step.shortened && spacing ? (train.length + 1) * spacing : step.value, loss });
  }
  return { train, held };
}

/**
 * Draws (or updates) the loss curve in `container`; the container says how many points it
 * shows in `data-points`, for people using a screen reader and for the browser tests.
 * @param {HTMLElement} container
 * @param {ReturnType<typeof lossSeries>} series
 */
export function drawLossCurve(container, series) {
  const steps = [...new Set([...series.train.map((p) => p.step), ...series.held.map((p) => p.step)])].sort((a, b) => a - b);
  const at = (points) => {
    const byStep = new Map(points.map((p) => [p.step, p.loss]));
    return steps.map((s) => byStep.get(s) ?? null);
  };
  const data = [steps, at(series.train), at(series.held)];
  container.dataset.points = String(series.train.length + series.held.length);
  container.setAttribute('aria-label', `Loss curve: ${series.train.length} training points${series.train.length ? `, last loss ${series.train.at(-1)?.loss}` : ''}; ${series.held.length} held-out evaluations`);
  drawPlot(container, 'loss', {
    height: 280,
    scales: { x: { time: false } },
    axes: [{ label: 'step' }, { label: 'loss' }],
    series: [
      { label: 'step' },
      { label: 'training loss', stroke: '#1f5fbf', width: 2, spanGaps: true },
      { label: 'held-out loss', stroke: '#b3261e', width: 0, points: { show: true, size: 9, fill: '#b3261e' } },
    ],
  }, data);
}
