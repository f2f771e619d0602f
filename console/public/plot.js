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
    return;
  }
  holder.plot?.destroy();
  holder.plotShape = shape;
  holder.plot = new uPlot(/** @type {any} */ ({ width, ...options }), /** @type {any} */ (data), container);
}
