// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../api.js';
import { statusBadge, when } from '../format.js';
import { LIVE_STATUSES } from '../statuses.js';
import { kindOf } from '../kinds.js';

/** A run of a kind the console has no page of its own for: its status and times, from its collection. */
/** @type {import('../main.js').Page} */
export const page = {
  title: (data) => `${data.label} ${data.run.id}`,
  async load(params) {
    const kind = kindOf(params.id);
    const run = await api(`${kind?.list}/${encodeURIComponent(params.id)}`);
    return { run, label: kind?.label ?? 'Run' };
  },
  refreshMs: (data) => (LIVE_STATUSES.includes(data.run.status) ? 2000 : null),
  view: ({ run, label }) => html`
    <h1>${label} <code>${run.id}</code></h1>
    <dl class="facts">
      <dt>Status</dt><dd>${statusBadge(run.status)} ${run.status_message ?? ''}</dd>
      <dt>Created</dt><dd>${when(run.created_at)}</dd>
      <dt>Completed</dt><dd>${when(run.completed_at)}</dd>
      ${run.error ? html`<dt>Error</dt><dd class="error">${run.error.code}: ${run.error.message ?? ''}</dd>` : nothing}
    </dl>`,
};
