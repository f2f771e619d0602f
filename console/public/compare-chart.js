// @ts-check
import { drawPlot } from './plot.js';

/** Distinct, colour-blind-safe strokes (Okabe–Ito), one per run. */
const RUN_COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#000000', '#f0e442'];

/**
 * Overlays one line per run (and, when given, their mean, dashed) on one chart: every run's x
 * values merged, each line null where its run has no point, so runs logged at different steps
 * still share the axis. The container says how many lines it shows in `data-lines`.
 * @param {HTMLElement} container
 * @param {{ label: string, points: { x: number, y: number | null }[] }[]} lines
 * @param {{ x: string, y: string, range?: [number, number], mean?: boolean }} axes
 */
export function drawOverlay(container, lines, axes) {
  const xs = [...new Set(lines.flatMap((l) => l.points.map((p) => p.x)))].sort((a, b) => a - b);
  const columns = lines.map((line) => {
    const byX = new Map(line.points.map((p) => [p.x, p.y]));
    return xs.map((x) => byX.get(x) ?? null);
  });
  const series = lines.map((line, i) => ({ label: line.label, stroke: RUN_COLOURS[i % RUN_COLOURS.length], width: 2, spanGaps: true }));
  if (axes.mean && lines.length > 1) {
    // The mean where every run has a point (seeds of one group evaluate at the same env steps).
    columns.push(xs.map((_, i) => (columns.every((c) => c[i] !== null) ? columns.reduce((sum, c) => sum + /** @type {number} */ (c[i]), 0) / columns.length : null)));
    series.push({ label: 'mean', stroke: '#57606a', width: 3, spanGaps: true, dash: [6, 4] });
  }
  container.dataset.lines = String(lines.length);
  container.setAttribute('aria-label', `${axes.y} against ${axes.x} for ${lines.map((l) => l.label).join(', ')}`);
  drawPlot(container, series.map((s) => s.label).join('|'), {
    height: 300,
    scales: { x: { time: false }, ...(axes.range ? { y: { range: axes.range } } : {}) },
    axes: [{ label: axes.x }, { label: axes.y }],
    series: [{ label: axes.x }, ...series],
  }, [xs, ...columns]);
}
