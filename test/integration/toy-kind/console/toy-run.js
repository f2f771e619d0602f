// @ts-check
// The toy kind's run page, in its own console folder (its registry entry's consolePages), served at /console/kinds/toy_run/toy-run.js.
// The shared helpers are imported by the same path on disk and in the browser (where `..` stops at /, and the import map
// maps /console/public/ onto the console's assets), as the real kinds' pages do.
import { html, nothing } from 'lit-html';
import { api } from '../../../../console/public/api.js';
import { liveProgress, statusBadge, when } from '../../../../console/public/format.js';
import { LIVE_STATUSES } from '../../../../console/public/statuses.js';

/** One toy run: its status, the dataset it names and its times, with a cancel button while it works. */
/** @type {import('../../../../console/public/main.js').Page} */
export const page = {
  title: (data) => `Toy run ${data.run.id}`,
  async load(params) {
    return { run: await api(`/v1/toy_runs/${encodeURIComponent(params.id)}`) };
  },
  refreshMs: (data) => (LIVE_STATUSES.includes(data.run.status) ? 2000 : null),
  view({ run }, ctx) {
    const cancel = () => {
      if (confirm(`Cancel ${run.id}?`)) void ctx.act(() => api(`/v1/toy_runs/${run.id}/cancel`, { method: 'POST' }));
    };
    return html`
      <h1>Toy run <code>${run.id}</code></h1>
      <dl class="facts" id="toy-run">
        <dt>Status</dt><dd>${statusBadge(run.status)} ${run.phase ?? ''} ${run.status_message ?? ''}</dd>
        ${LIVE_STATUSES.includes(run.status) ? html`<dt>Progress</dt><dd>${liveProgress(run, 'toy run progress')}</dd>` : nothing}
        <dt>Source</dt><dd id="toy-source">${run.source}</dd>
        <dt>Created</dt><dd>${when(run.created_at)}</dd>
        <dt>Completed</dt><dd>${when(run.completed_at)}</dd>
      </dl>
      ${LIVE_STATUSES.includes(run.status) ? html`<p><button type="button" class="danger" @click=${cancel}>Cancel toy run</button></p>` : nothing}
    `;
  },
};
