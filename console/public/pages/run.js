// @ts-check
import { html } from 'lit-html';
import { kindOf } from '../kinds.js';

/** A run's page: the detail module of its kind (by id prefix). */
/** @type {import('../main.js').Page} */
export const page = {
  title: (data) => data.page.title(data.data, data.params),
  async load(params, ctx) {
    const kind = kindOf(params.id);
    if (!kind) throw new Error(`No run ${params.id}.`);
    const { page: detail } = await kind.detail();
    return { page: detail, data: await detail.load(params, ctx), params };
  },
  refreshMs: (data) => data.page.refreshMs?.(data.data) ?? null,
  view: (data, ctx) => html`<p><a href="/console/runs">← All runs</a></p>${data.page.view(data.data, ctx)}`,
  after: (data, ctx) => data.page.after?.(data.data, ctx),
};
