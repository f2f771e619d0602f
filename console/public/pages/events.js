// @ts-check
import { html } from 'lit-html';
import { api } from '../api.js';
import { when } from '../format.js';

/** @type {import('../main.js').Page} */
export const page = {
  title: () => 'Events',
  async load(_params, ctx) {
    const query = new URLSearchParams({ limit: '50' });
    for (const name of ['type', 'resource_id']) if (ctx.query.get(name)) query.set(name, String(ctx.query.get(name)));
    const events = (await api(`/v1/events?${query}`)).data;
    return { events, type: ctx.query.get('type') ?? '', resource: ctx.query.get('resource_id') ?? '' };
  },
  refreshMs: () => 5000,
  view(data, ctx) {
    const filter = (event) => {
      event.preventDefault();
      const fields = new FormData(/** @type {HTMLFormElement} */ (event.currentTarget));
      const query = new URLSearchParams();
      for (const name of ['type', 'resource_id']) if (fields.get(name)) query.set(name, String(fields.get(name)));
      ctx.go(`/console/events${query.size ? `?${query}` : ''}`);
    };
    return html`
      <h1>Events</h1>
      <form class="filters" @submit=${filter}>
        <label>Type or pattern <input name="type" .value=${data.type} placeholder="training_run.*"></label>
        <label>Resource <input name="resource_id" .value=${data.resource} placeholder="aug_…"></label>
        <button type="submit">Filter</button>
      </form>
      ${data.events.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">When</th><th scope="col">Type</th><th scope="col">Resource</th><th scope="col">Event</th></tr></thead><tbody>
            ${data.events.map((e) => {
              const resource = /** @type {any} */ (e.data.object).id;
              return html`<tr><td>${when(e.created_at)}</td><td>${e.type}</td><td>${resource ? html`<a href="/console/runs/${resource}">${resource}</a>` : '—'}</td><td><code>${e.id}</code></td></tr>`;
            })}
          </tbody></table></div>`
        : html`<p>No events match.</p>`}
    `;
  },
};
