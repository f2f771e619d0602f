// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../api.js';
import { when } from '../format.js';

/** @type {import('../main.js').Page} */
export const page = {
  title: () => 'API keys',
  load: async () => {
    const [keys, me] = await Promise.all([api('/v1/keys?limit=100'), api('/v1/keys/me')]);
    // A session holds every scope there is: its own list is the list of choices.
    return { keys: keys.data, scopes: me.scopes };
  },
  view({ keys, scopes }, ctx) {
    const create = (event) => {
      event.preventDefault();
      const form = /** @type {HTMLFormElement} */ (event.currentTarget);
      const fields = new FormData(form);
      const days = String(fields.get('expires_in_days') ?? '');
      void ctx.act(async () => {
        const created = await api('/v1/keys', {
          method: 'POST',
          json: { name: String(fields.get('name') ?? ''), scopes: fields.getAll('scopes').map(String), expires_in_days: days ? Number(days) : null },
        });
        ctx.state.created = created;
        form.reset();
      });
    };
    const revoke = (key) => {
      if (confirm(`Revoke "${key.name}" (${key.redacted_key})? Requests with it fail at once.`)) void ctx.act(() => api(`/v1/keys/${key.id}`, { method: 'DELETE' }));
    };
    const copy = async () => {
      await navigator.clipboard.writeText(ctx.state.created.key).catch(() => undefined);
      ctx.state.copied = true;
      ctx.redraw();
    };
    const created = ctx.state.created;
    return html`
      <h1>Platform API keys</h1>
      ${created
        ? html`<section class="secret" aria-labelledby="new-key-heading">
            <h2 id="new-key-heading">Key "${created.name}" created</h2>
            <p>Copy it now: this is the only time the full key is shown.</p>
            <p><code id="new-key" class="secret-value">${created.key}</code>
              <button type="button" @click=${copy}>${ctx.state.copied ? 'Copied' : 'Copy'}</button>
              <button type="button" @click=${() => ((ctx.state.created = null), (ctx.state.copied = false), ctx.redraw())}>Done</button></p>
          </section>`
        : nothing}
      <section aria-labelledby="create-heading">
        <h2 id="create-heading">Create a key</h2>
        <form class="stack" @submit=${create}>
          <label>Name <input name="name" required maxlength="100" autocomplete="off"></label>
          <fieldset>
            <legend>Scopes</legend>
            <div class="scopes">
              ${scopes.map((scope) => html`<label class="check"><input type="checkbox" name="scopes" value=${scope} ?checked=${scope.endsWith(':read')}> ${scope}</label>`)}
            </div>
          </fieldset>
          <label>Expires in (days; empty: never) <input name="expires_in_days" type="number" min="1" max="3650" inputmode="numeric"></label>
          <button type="submit" class="primary">Create key</button>
        </form>
      </section>
      <section aria-labelledby="list-heading">
        <h2 id="list-heading">Keys</h2>
        <div class="table-wrap"><table class="keys">
          <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            ${keys.map(
              (key) => html`<tr data-key=${key.id}>
                <td>${key.name}</td>
                <td><code>${key.redacted_key}</code></td>
                <td class="scopes-cell">${key.scopes.join(', ')}</td>
                <td>${when(key.created_at)}</td>
                <td>${when(key.last_used_at)}</td>
                <td>${when(key.expires_at)}</td>
                <td>${key.revoked_at ? html`<span class="status status-canceled">revoked</span>` : html`<button type="button" class="danger" @click=${() => revoke(key)} aria-label="Revoke ${key.name}">Revoke</button>`}</td>
              </tr>`,
            )}
          </tbody>
        </table></div>
      </section>
    `;
  },
};
