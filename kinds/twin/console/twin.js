// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../../../console/public/api.js';
import { bytes, liveProgress, statusBadge, when } from '../../../console/public/format.js';
import { LIVE_STATUSES } from '../../../console/public/statuses.js';

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: (data) => `Twin ${data.twin.id}`,
  async load(params) {
    const id = encodeURIComponent(params.id);
    const twin = await api(`/v1/twins/${id}`);
    const files = twin.status === 'succeeded' ? (await api(`/v1/twins/${id}/files?limit=100`)).data : [];
    return { twin, files };
  },
  refreshMs: (data) => (LIVE_STATUSES.includes(data.twin.status) ? 2000 : null),
  // A succeeded twin is a scene an RL run can train in: the RL form with it chosen.
  actions: ({ twin }) => (twin.status === 'succeeded' ? html`<a class="button" id="train-rl" href="/console/new/rl_run?twin=${twin.id}">Train RL in this twin</a>` : nothing),
  view({ twin, files }, ctx) {
    const cancel = () => {
      if (confirm(`Cancel ${twin.id}?`)) void ctx.act(() => api(`/v1/twins/${twin.id}/cancel`, { method: 'POST' }));
    };
    return html`
      <h1>Twin <code>${twin.id}</code></h1>
      <dl class="facts">
        <dt>Status</dt><dd>${statusBadge(twin.status)} ${twin.stage ?? ''} ${twin.status_message ?? ''}</dd>
        ${LIVE_STATUSES.includes(twin.status) ? html`<dt>Progress</dt><dd>${liveProgress(twin, 'build progress')}</dd>` : nothing}
        <dt>Source</dt><dd>${twin.source.repo_id}, episode ${twin.episode_index}</dd>
        <dt>Tokens charged</dt><dd>${twin.tokens.charged}</dd>
        <dt>Created</dt><dd>${when(twin.created_at)}</dd>
        <dt>Completed</dt><dd>${when(twin.completed_at)}</dd>
        ${twin.error ? html`<dt>Error</dt><dd class="error">${twin.error.code}: ${twin.error.message ?? ''}</dd>` : nothing}
      </dl>
      ${LIVE_STATUSES.includes(twin.status) ? html`<p><button type="button" class="danger" @click=${cancel}>Cancel build</button></p>` : nothing}
      <h2>Stages</h2>
      ${twin.stages.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Stage</th><th scope="col">Result</th><th scope="col">Attempts</th><th scope="col">Seconds</th><th scope="col">Measurement</th></tr></thead><tbody>
            ${twin.stages.map((s) => html`<tr><td>${s.stage}</td><td>${s.ok ? 'ok' : 'failed'}</td><td>${s.attempts}</td><td>${s.seconds.toFixed(1)}</td><td>${s.measurement}</td></tr>`)}
          </tbody></table></div>`
        : html`<p class="muted">No stage has finished yet.</p>`}
      ${twin.cameras?.length
        ? html`<h2>Cameras</h2>
            ${twin.cameras.map((c) =>
              c.solved
                ? html`<h3>${c.key} <span class="muted">${c.width}×${c.height}, solved</span></h3>
                    ${c.check
                      ? html`<img class="camera-check" src=${`/v1/twins/${encodeURIComponent(twin.id)}/files/${c.check.split('/').map(encodeURIComponent).join('/')}`} alt=${`Camera ${c.key}: recording, render and overlay at three moments`} width="720">`
                      : html`<p class="muted">No check image.</p>`}`
                : html`<h3>${c.key} <span class="muted">not solved</span></h3><p>${c.reason ?? ''}</p>`,
            )}`
        : nothing}
      ${twin.download?.preview_url ? html`<h2>Preview</h2><img class="preview" src=${twin.download.preview_url} alt="The twin's scene, rendered from its camera" width="480">` : nothing}
      <h2>Files</h2>
      ${twin.download ? html`<p><a href=${twin.download.url} download>${twin.download.filename}</a> (${bytes(twin.download.bytes)})</p>` : nothing}
      ${files.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Path</th><th scope="col">Size</th></tr></thead><tbody>
            ${files.map((f) => html`<tr><td>${f.path}</td><td>${bytes(f.bytes)}</td></tr>`)}
          </tbody></table></div>`
        : html`<p class="muted">Files appear once the twin is published.</p>`}
    `;
  },
};
