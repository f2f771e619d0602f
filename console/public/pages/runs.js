// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../api.js';
import { liveProgress, runStatusBadge, when } from '../format.js';
import { RUN_KINDS } from '../kinds.js';
import { LIVE_STATUSES } from '../statuses.js';
import { CREATE_FORMS } from '../create-forms.js';

const STATUSES = ['queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled'];

/** @type {import('../main.js').Page} */
export const page = {
  title: () => 'Runs',
  async load(_params, ctx) {
    const kind = ctx.query.get('kind') ?? '';
    const status = ctx.query.get('status') ?? '';
    const kinds = RUN_KINDS.filter((k) => !kind || k.kind === kind);
    const lists = await Promise.all(
      kinds.map(async (k) => {
        try {
          const page = await api(`${k.list}?limit=100`);
          return { kind: k, runs: page.data, note: null };
        } catch (error) {
          // A kind the account has no access to (a feature in beta) is left out, saying why.
          return { kind: k, runs: [], note: `${k.label}s: ${error instanceof Error ? error.message : error}` };
        }
      }),
    );
    const runs = lists
      .flatMap((l) => l.runs.map((run) => ({ run, kind: l.kind })))
      .filter(({ run }) => !status || run.status === status)
      .sort((a, b) => (a.run.created_at < b.run.created_at ? 1 : -1));
    return { runs, notes: lists.flatMap((l) => (l.note ? [l.note] : [])), kind, status };
  },
  refreshMs: (data) => (data.runs.some(({ run }) => LIVE_STATUSES.includes(run.status)) ? 2000 : 10000),
  view(data, ctx) {
    const filter = (event) => {
      const form = /** @type {HTMLFormElement} */ (event.currentTarget.form ?? event.currentTarget);
      const fields = new FormData(form);
      const query = new URLSearchParams();
      for (const name of ['kind', 'status']) if (fields.get(name)) query.set(name, String(fields.get(name)));
      ctx.go(`/console/runs${query.size ? `?${query}` : ''}`);
    };
    /** @type {Set<string>} */
    const selected = (ctx.state.selected ??= new Set());
    const toggle = (/** @type {string} */ id, /** @type {any} */ event) => {
      if (event.target.checked) selected.add(id);
      else selected.delete(id);
      ctx.redraw();
    };
    return html`
      <h1>Runs</h1>
      <p class="start">${CREATE_FORMS.map((f) => html`<a class="button" href=${f.path}>${f.label}</a> `)}</p>
      <form class="filters" @submit=${(e) => (e.preventDefault(), filter(e))}>
        <label>Kind
          <select name="kind" @change=${filter}>
            <option value="">All kinds</option>
            ${RUN_KINDS.map((k) => html`<option value=${k.kind} ?selected=${data.kind === k.kind}>${k.label}s</option>`)}
          </select>
        </label>
        <label>Status
          <select name="status" @change=${filter}>
            <option value="">Any status</option>
            ${STATUSES.map((s) => html`<option value=${s} ?selected=${data.status === s}>${s}</option>`)}
          </select>
        </label>
      </form>
      ${data.notes.map((note) => html`<p class="muted">${note}</p>`)}
      <p><button type="button" id="compare-selected" ?disabled=${selected.size < 1} @click=${() => ctx.go(`/console/compare?runs=${[...selected].join(',')}`)}>Compare selected (${selected.size})</button></p>
      ${data.runs.length === 0
        ? html`<p>No runs yet${data.kind || data.status ? ' match these filters' : ''}.</p>`
        : html`<div class="table-wrap"><table class="runs">
            <caption class="visually-hidden">Runs, newest first; live ones update every two seconds</caption>
            <thead><tr><th scope="col"><span class="visually-hidden">Compare</span></th><th scope="col">Run</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Progress</th><th scope="col">What</th><th scope="col">Created</th></tr></thead>
            <tbody>
              ${data.runs.map(
                ({ run, kind }) => html`<tr data-run=${run.id} data-status=${run.status}>
                  <td><input type="checkbox" name="compare" value=${run.id} .checked=${selected.has(run.id)} aria-label="Select ${run.id} to compare" @change=${(e) => toggle(run.id, e)}></td>
                  <td><a href="/console/runs/${run.id}">${run.id}</a></td>
                  <td>${kind.label}</td>
                  <td>${runStatusBadge(run)}</td>
                  <td>${LIVE_STATUSES.includes(run.status) ? html`${liveProgress(run, `${run.id} progress`)} ${run.status === 'queued' || run.status_message?.startsWith('queued') ? nothing : html`<span class="muted">${kind.stage(run) ?? ''}</span>`}` : nothing}</td>
                  <td class="summary">${kind.summary(run)}</td>
                  <td>${when(run.created_at)}</td>
                </tr>`,
              )}
            </tbody>
          </table></div>`}
    `;
  },
};
