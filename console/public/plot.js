// @ts-check
import uPlot from 'uplot';

/**
 * Draws a uPlot chart in `container`, or only swaps its data when the chart already there has the
 * same width and `series` key, so a page that polls redraws its curve without rebuilding it.
 * @param {HTMLElement} container
 * @param {string} seriesKey what, besides the width, decides the chart's layout (e.g. its series names)
 * @param {object} options uPlot options without `width`
 * @param {unknown[]} data
 */
export function drawPlot(container, seriesKey, options, data) {
  /** @type {any} */
  const holder = container;
  const width = Math.max(280, Math.min(900, container.clientWidth || 600));
  const shape = `${width}|${seriesKey}`;
  if (holder.plot && holder.plot.root.isConnected && holder.plotShape === shape) {
    holder.plot.setData(data);
    showLastValues(holder.plot);
    return;
  }
  holder.plot?.destroy();
  holder.plotShape = shape;
  const hooks = { ...(/** @type {any} */ (options).hooks ?? {}), setLegend: [showLastValues] };
  holder.plot = new uPlot(/** @type {any} */ ({ width, ...options, hooks }), /** @type {any} */ (data), container);
  showLastValues(holder.plot);
}

/**
 * uPlot's legend shows `--` for every series while the cursor is off the chart; show each
 * series' last value there instead, so the numbers are readable without hovering.
 * @param {any} plot
 */
export function showLastValues(plot) {
  const current = (plot.legend.idxs ?? []).join(',');
  // The cursor is on the chart (uPlot set these): leave its values.
  if (current !== plot.lastShown && plot.legend.idxs?.some((/** @type {number | null} */ i) => i !== null)) return;
  const idxs = plot.data.map((/** @type {any[]} */ values) => {
    for (let i = (values?.length ?? 0) - 1; i >= 0; i--) if (values[i] !== null && values[i] !== undefined) return i;
    return null;
  });
  if (idxs.every((/** @type {number | null} */ i) => i === null)) return;
  plot.setLegend({ idxs }, false);
  plot.lastShown = idxs.join(',');
}
