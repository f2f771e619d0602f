// @ts-check
import { html, nothing } from 'lit-html';
import { api, listAll } from '../../../console/public/api.js';
import { bytes, liveProgress, percent, statusBadge, when } from '../../../console/public/format.js';
import { LIVE_STATUSES } from '../../../console/public/statuses.js';

/** @param {string} id @param {string} path */
const fileUrl = (id, path) => `/v1/evaluations/${encodeURIComponent(id)}/files/${path.split('/').map(encodeURIComponent).join('/')}`;

/** `12% (95% Wilson interval 3%–30%)`. @param {any} evaluation */
function successLine(evaluation) {
  if (evaluation.success_rate === null || evaluation.success_rate === undefined) return '—';
  const interval = evaluation.interval ? ` (95 % ${evaluation.interval.method} interval ${percent(evaluation.interval.low)}–${percent(evaluation.interval.high)})` : '';
  return `${percent(evaluation.success_rate)}, ${evaluation.successes} of ${evaluation.episodes}${interval}`;
}

/** @param {any} check */
const checkRow = (check) => html`<tr><td>${check.name ?? check.check ?? '—'}</td><td>${check.passed === undefined ? (check.ok ? 'ok' : 'failed') : check.passed ? 'ok' : 'failed'}</td><td>${check.detail ?? check.message ?? ''}</td></tr>`;

/** @param {any} e */
const episodeRow = (e) => html`<tr data-success=${e.success ? 'true' : 'false'}><td>${e.index}</td><td>${e.seed}</td><td>${e.success ? 'yes' : 'no'}</td>
  <td>${e.lift_m === null ? '—' : (e.lift_m * 100).toFixed(1)}</td><td>${e.place_error_m === null ? '—' : (e.place_error_m * 100).toFixed(1)}</td><td>${e.steps}</td><td>${e.failure_mode ?? ''}</td></tr>`;

/** The most evaluations the compare view takes at once (its own cap), and how far back the twin's list is read for them. */
const COMPARED_AT_MOST = 12;
const LISTED_AT_MOST = 200;

/**
 * Other succeeded evaluations in the same twin, newest first, read at most LISTED_AT_MOST back.
 * @param {any} run
 */
async function othersInTwin(run) {
  const listed = await listAll(`/v1/evaluations?status=succeeded&twin_id=${encodeURIComponent(run.twin_id)}`, LISTED_AT_MOST);
  return listed.filter((e) => e.id !== run.id);
}

/** @param {any} run @param {any[]} others */
function compareLink(run, others) {
  if (others.length === 0) return html`<p class="muted" id="compare-in-twin">No other succeeded evaluation in this twin yet to compare with.</p>`;
  const shown = others.slice(0, COMPARED_AT_MOST - 1);
  const href = `/console/compare?runs=${[run.id, ...shown.map((e) => e.id)].join(',')}`;
  return html`<p id="compare-in-twin"><a href=${href}>Compare with ${shown.length === others.length ? '' : `the ${shown.length} newest of `}${others.length} other evaluation${others.length === 1 ? '' : 's'} in this twin</a></p>`;
}

/** One evaluation: its success rate with its interval, verdict and checks, the clip grid and one row per episode. */
/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: (data) => `Evaluation ${data.run.id}`,
  async load(params) {
    const id = encodeURIComponent(params.id);
    const run = await api(`/v1/evaluations/${id}`);
    const done = run.status === 'succeeded';
    const [episodes, files, others] = done
      ? await Promise.all([api(`/v1/evaluations/${id}/episodes?limit=100`), api(`/v1/evaluations/${id}/files?limit=100`), othersInTwin(run)])
      : [null, null, []];
    return { run, episodes: episodes?.data ?? [], moreEpisodes: episodes?.has_more ?? false, files: files?.data ?? [], others };
  },
  refreshMs: (data) => (LIVE_STATUSES.includes(data.run.status) ? 2000 : null),
  view({ run, episodes, moreEpisodes, files, others }, ctx) {
    const cancel = () => {
      if (confirm(`Cancel ${run.id}?`)) void ctx.act(() => api(`/v1/evaluations/${run.id}/cancel`, { method: 'POST' }));
    };
    const policyRun = run.policy.training_run_id ?? run.policy.rl_run_id ?? run.policy.run_id;
    const hasGrid = files.some((/** @type {any} */ f) => f.path === 'clip_grid.jpg');
    return html`
      <h1>Evaluation <code>${run.id}</code></h1>
      <dl class="facts">
        <dt>Status</dt><dd>${statusBadge(run.status)} ${run.phase ?? ''} ${run.status_message ?? ''}</dd>
        ${LIVE_STATUSES.includes(run.status) ? html`<dt>Progress</dt><dd>${liveProgress(run, 'evaluation progress')}</dd>` : nothing}
        <dt>Policy</dt><dd>${policyRun ? html`<a href="/console/runs/${policyRun}">${policyRun}</a>` : '—'} · checkpoint ${run.policy.checkpoint ?? 'best'}</dd>
        <dt>Twin</dt><dd><a href="/console/runs/${run.twin_id}">${run.twin_id}</a></dd>
        <dt>Objective</dt><dd>${run.objective?.name ?? 'pick_place'} · ${run.episodes} episodes</dd>
        <dt>Success rate</dt><dd id="success-rate">${successLine(run)}</dd>
        <dt>Threshold</dt><dd>${run.threshold === null || run.threshold === undefined ? '—' : percent(run.threshold)}</dd>
        <dt>Verdict</dt><dd id="verdict">${run.verdict ? html`<strong class="status status-${run.verdict === 'pass' ? 'succeeded' : 'failed'}">${run.verdict}</strong>` : '—'}</dd>
        <dt>Tokens charged</dt><dd>${run.tokens.charged}</dd>
        <dt>Created</dt><dd>${when(run.created_at)}</dd>
        <dt>Completed</dt><dd>${when(run.completed_at)}</dd>
        ${run.error ? html`<dt>Error</dt><dd class="error">${run.error.code}: ${run.error.message ?? ''}</dd>` : nothing}
      </dl>
      ${LIVE_STATUSES.includes(run.status) ? html`<p><button type="button" class="danger" @click=${cancel}>Cancel evaluation</button></p>` : nothing}
      ${run.status === 'succeeded' ? compareLink(run, others) : nothing}
      ${run.checks?.length
        ? html`<h2>Checks</h2><div class="table-wrap"><table id="checks"><thead><tr><th scope="col">Check</th><th scope="col">Result</th><th scope="col">Detail</th></tr></thead><tbody>${run.checks.map(checkRow)}</tbody></table></div>`
        : nothing}
      ${hasGrid ? html`<h2>Clip grid</h2><img class="clip-grid" src=${fileUrl(run.id, 'clip_grid.jpg')} alt="The last frames of four episodes side by side, a failure among them when there is one" width="720">` : nothing}
      <h2>Episodes</h2>
      ${episodes.length
        ? html`<div class="table-wrap"><table id="episodes"><thead><tr><th scope="col">#</th><th scope="col">Seed</th><th scope="col">Success</th><th scope="col">Lift (cm)</th><th scope="col">Place error (cm)</th><th scope="col">Steps</th><th scope="col">Failure mode</th></tr></thead><tbody>
            ${episodes.map(episodeRow)}</tbody></table></div>${moreEpisodes ? html`<p class="muted">The first 100 episodes; the rest are in episodes.json.</p>` : nothing}`
        : html`<p class="muted">Episodes appear once the evaluation has succeeded.</p>`}
      ${files.length
        ? html`<h2>Files</h2>${run.outputs?.archive ? html`<p><a href=${run.outputs.archive.url} download>${run.outputs.archive.filename}</a> (${bytes(run.outputs.archive.bytes)})</p>` : nothing}
            <div class="table-wrap"><table><thead><tr><th scope="col">Path</th><th scope="col">Size</th></tr></thead><tbody>
            ${files.map((/** @type {any} */ f) => html`<tr><td><a href=${fileUrl(run.id, f.path)}>${f.path}</a></td><td>${bytes(f.bytes)}</td></tr>`)}</tbody></table></div>`
        : nothing}
    `;
  },
};
