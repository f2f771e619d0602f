// @ts-check
import { html } from 'lit-html';
import uPlot from 'uplot';
import { api } from '../api.js';
import { when } from '../format.js';
import { showLastValues } from '../plot.js';

const DAYS = 30;
const DAY_MS = 86_400_000;

/** @param {Date} date */
const isoDay = (date) => date.toISOString().slice(0, 10);

/** @type {import('../main.js').Page} */
export const page = {
  title: () => 'Usage and credits',
  async load() {
    const start = isoDay(new Date(Date.now() - (DAYS - 1) * DAY_MS));
    const [credits, usage] = await Promise.all([api('/v1/credits'), api(`/v1/usage?start=${start}`)]);
    const entries = usage.data
      .flatMap((record) => record.entries.map((entry) => ({ ...entry, resource_id: record.resource_id, resource_kind: record.resource_kind })))
      .sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
    const days = Array.from({ length: DAYS }, (_, i) => isoDay(new Date(Date.parse(start) + i * DAY_MS)));
    const charged = new Map(days.map((d) => [d, 0]));
    const refunded = new Map(days.map((d) => [d, 0]));
    for (const entry of entries) {
      const day = entry.created_at.slice(0, 10);
      const into = entry.kind === 'charge' ? charged : refunded;
      if (into.has(day)) into.set(day, (into.get(day) ?? 0) + Math.abs(entry.amount));
    }
    return { credits, usage, entries, days, charged: days.map((d) => charged.get(d) ?? 0), refunded: days.map((d) => refunded.get(d) ?? 0) };
  },
  refreshMs: () => 15000,
  view(data) {
    return html`
      <h1>Usage and credits</h1>
      <dl class="facts tiles">
        <div><dt>Balance</dt><dd class="big">${data.credits.balance.toLocaleString()} tokens</dd></div>
        <div><dt>Granted, all time</dt><dd>${data.credits.granted_total.toLocaleString()}</dd></div>
        <div><dt>Charged, all time</dt><dd>${data.credits.charged_total.toLocaleString()}</dd></div>
        <div><dt>Refunded, all time</dt><dd>${data.credits.refunded_total.toLocaleString()}</dd></div>
      </dl>
      <h2 id="usage-heading">Tokens per day, last ${DAYS} days</h2>
      <div id="usage-chart" class="chart" role="img" aria-labelledby="usage-heading"
        aria-describedby="usage-summary"></div>
      <p id="usage-summary" class="muted">${data.usage.charged.toLocaleString()} charged and ${data.usage.refunded.toLocaleString()} refunded since ${data.days[0]}.</p>
      <h2>Ledger</h2>
      ${data.entries.length
        ? html`<div class="table-wrap"><table class="ledger"><thead><tr><th scope="col">When</th><th scope="col">Kind</th><th scope="col">Tokens</th><th scope="col">Run</th><th scope="col">Reason</th></tr></thead><tbody>
            ${data.entries.map(
              (e) => html`<tr><td>${when(e.created_at)}</td><td>${e.kind}</td><td class="num">${e.kind === 'refund' ? '+' : '−'}${Math.abs(e.amount).toLocaleString()}</td>
                <td><a href="/console/runs/${e.resource_id}">${e.resource_id}</a></td><td>${e.description ?? e.reason}</td></tr>`,
            )}
          </tbody></table></div>`
        : html`<p>No charges or refunds in the last ${DAYS} days.</p>`}
    `;
  },
  after(data) {
    const container = /** @type {any} */ (document.getElementById('usage-chart'));
    if (!container) return;
    const x = data.days.map((d) => Date.parse(d) / 1000);
    const series = [x, data.charged, data.refunded];
    container.dataset.points = String(data.days.length);
    if (container.plot?.root.isConnected) {
      container.plot.setData(series);
      return showLastValues(container.plot);
    }
    const bars = uPlot.paths.bars?.({ size: [0.4, 40], align: 0 });
    container.plot = new uPlot(
      {
        width: Math.max(280, Math.min(900, container.clientWidth || 600)),
        height: 240,
        hooks: { setLegend: [showLastValues] },
        axes: [{}, { label: 'tokens' }],
        series: [{}, { label: 'charged', stroke: '#1f5fbf', fill: '#1f5fbf88', paths: bars, points: { show: false } }, { label: 'refunded', stroke: '#2e7d32', fill: '#2e7d3288', paths: bars, points: { show: false } }],
      },
      series,
      container,
    );
    showLastValues(container.plot);
  },
};
