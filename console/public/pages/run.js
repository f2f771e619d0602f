// @ts-check
import { html, nothing } from 'lit-html';
import { kindOf } from '../kinds.js';
import { rerunHref } from '../create-forms.js';

/** A run's page: the detail module of its kind (by id prefix), or the plain page for a kind without one. */
/** @type {import('../main.js').Page} */
export const page = {
  title: (data) => data.page.title(data.data, data.params),
  async load(params, ctx) {
    const kind = kindOf(params.id);
    if (!kind) throw new Error(`No run ${params.id}.`);
    const { page: detail } = await (kind.detail ? kind.detail() : import('./run-plain.js'));
    return { page: detail, data: await detail.load(params, ctx), params };
  },
  refreshMs: (data) => data.page.refreshMs?.(data.data) ?? null,
  view(data, ctx) {
    const resource = data.data.run ?? data.data.twin ?? data.data;
    const kind = kindOf(resource.id);
    const rerun = kind ? rerunHref(kind.kind, resource.id) : null;
    return html`<p class="run-actions"><a href="/console/runs">← All runs</a>
        ${rerun ? html`<a class="button" id="rerun" href=${rerun}>Run again</a>` : nothing}
        ${resource.group_id ? html`<a class="button" href="/console/compare?group=${resource.group_id}">Compare its group</a>` : nothing}
        ${data.page.actions?.(data.data) ?? nothing}</p>
      ${data.page.view(data.data, ctx)}`;
  },
  after: (data, ctx) => data.page.after?.(data.data, ctx),
};
