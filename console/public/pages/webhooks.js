// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../api.js';
import { statusBadge, when } from '../format.js';

/** @type {import('../main.js').Page} */
export const page = {
  title: () => 'Webhooks',
  async load(_params, ctx) {
    const endpoints = (await api('/v1/webhook_endpoints?limit=100')).data;
    const open = ctx.query.get('endpoint');
    const deliveries = open ? (await api(`/v1/webhook_endpoints/${encodeURIComponent(open)}/deliveries?limit=25`)).data : [];
    return { endpoints, open, deliveries };
  },
  refreshMs: (data) => (data.open ? 5000 : null),
  view({ endpoints, open, deliveries }, ctx) {
    const create = (event) => {
      event.preventDefault();
      const form = /** @type {HTMLFormElement} */ (event.currentTarget);
      const fields = new FormData(form);
      const events = String(fields.get('enabled_events') ?? '*').split(',').map((s) => s.trim()).filter(Boolean);
      void ctx.act(async () => {
        ctx.state.created = await api('/v1/webhook_endpoints', {
          method: 'POST',
          json: { url: String(fields.get('url')), enabled_events: events, description: String(fields.get('description') ?? '') || null },
        });
        form.reset();
      });
    };
    const sendTest = (endpoint) =>
      void ctx.act(async () => {
        await api(`/v1/webhook_endpoints/${endpoint.id}/test`, { method: 'POST' });
        ctx.go(`/console/webhooks?endpoint=${endpoint.id}`);
      });
    const setStatus = (endpoint, status) => void ctx.act(() => api(`/v1/webhook_endpoints/${endpoint.id}`, { method: 'POST', json: { status } }));
    const remove = (endpoint) => {
      if (confirm(`Delete the endpoint ${endpoint.url}? Its pending deliveries are canceled.`)) void ctx.act(() => api(`/v1/webhook_endpoints/${endpoint.id}`, { method: 'DELETE' }));
    };
    const created = ctx.state.created;
    return html`
      <h1>Webhooks</h1>
      ${created
        ? html`<section class="secret" aria-labelledby="secret-heading">
            <h2 id="secret-heading">Endpoint created</h2>
            <p>Its signing secret, shown only now:</p>
            <p><code class="secret-value">${created.secret}</code>
              <button type="button" @click=${() => navigator.clipboard.writeText(created.secret).catch(() => undefined)}>Copy</button>
              <button type="button" @click=${() => ((ctx.state.created = null), ctx.redraw())}>Done</button></p>
          </section>`
        : nothing}
      <section aria-labelledby="endpoint-create">
        <h2 id="endpoint-create">Add an endpoint</h2>
        <form class="stack" @submit=${create}>
          <label>URL <input name="url" type="url" required placeholder="https://example.com/hooks"></label>
          <label>Events (comma-separated types or patterns) <input name="enabled_events" value="*" required></label>
          <label>Description <input name="description" maxlength="500"></label>
          <button type="submit" class="primary">Add endpoint</button>
        </form>
      </section>
      <h2>Endpoints</h2>
      ${endpoints.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead><tbody>
            ${endpoints.map(
              (e) => html`<tr>
                <td><a href="/console/webhooks?endpoint=${e.id}">${e.url}</a></td>
                <td>${e.enabled_events.join(', ')}</td>
                <td>${statusBadge(e.status)} ${e.disabled_reason ?? ''}</td>
                <td>${when(e.created_at)}</td>
                <td class="actions">
                  ${e.status === 'enabled' ? html`<button type="button" @click=${() => sendTest(e)}>Send test event</button>` : nothing}
                  ${e.status === 'enabled'
                    ? html`<button type="button" @click=${() => setStatus(e, 'disabled')}>Disable</button>`
                    : html`<button type="button" @click=${() => setStatus(e, 'enabled')}>Enable</button>`}
                  <button type="button" class="danger" @click=${() => remove(e)}>Delete</button>
                </td>
              </tr>`,
            )}
          </tbody></table></div>`
        : html`<p>No endpoints yet.</p>`}
      ${open
        ? html`<h2>Deliveries to ${endpoints.find((e) => e.id === open)?.url ?? open}</h2>
            ${deliveries.length
              ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Attempts (response codes)</th><th scope="col">Created</th></tr></thead><tbody>
                  ${deliveries.map(
                    (d) => html`<tr>
                      <td>${d.event_type} <span class="muted">${d.event_id}</span></td>
                      <td>${statusBadge(d.status)}</td>
                      <td>${d.attempts.map((a) => html`<span class="attempt">#${a.attempt}: ${a.status_code ?? a.error ?? '—'} (${a.latency_ms} ms)</span> `)}</td>
                      <td>${when(d.created_at)}</td>
                    </tr>`,
                  )}
                </tbody></table></div>`
              : html`<p>No deliveries yet.</p>`}`
        : nothing}
    `;
  },
};
