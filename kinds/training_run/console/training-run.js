// @ts-check
import { html, nothing } from 'lit-html';
import { api, listAll } from '../../../console/public/api.js';
import { liveProgress, statusBadge, when } from '../../../console/public/format.js';
import { LIVE_STATUSES } from '../../../console/public/statuses.js';
import { drawLossCurve, lossSeries } from '../../../console/public/loss-curve.js';
import { bestCheckpointText, bestMark, drawCheckpointSuccess, scoreText } from '../../../console/public/checkpoint-success.js';

const LOG_LINES_SHOWN = 40;

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: (data) => `Training run ${data.run.id}`,
  async load(params) {
    const id = encodeURIComponent(params.id);
    const [run, logs, checkpoints] = await Promise.all([
      api(`/v1/training_runs/${id}`),
      api(`/v1/training_runs/${id}/logs?tail=10000`),
      listAll(`/v1/training_runs/${id}/checkpoints`),
    ]);
    return { run, lines: logs.lines, checkpoints, series: lossSeries(logs.lines) };
  },
  refreshMs: (data) => (LIVE_STATUSES.includes(data.run.status) ? 2000 : null),
  view({ run, lines, checkpoints, series }, ctx) {
    const cancel = () => {
      if (confirm(`Cancel ${run.id}? Checkpoints saved so far are kept.`)) void ctx.act(() => api(`/v1/training_runs/${run.id}/cancel`, { method: 'POST' }));
    };
    const evalLoss = run.eval && typeof run.eval.loss === 'number' ? run.eval.loss : null;
    /** @type {import('../../../console/public/checkpoint-success.js').BestCheckpoint | null} */
    const best = run.eval?.best_checkpoint ?? null;
    const scoring = run.config.evaluation ?? null;
    /** @type {Map<number, import('../../../console/public/checkpoint-success.js').CheckpointScore>} */
    const scores = new Map((run.eval?.checkpoint_evaluations ?? []).map((/** @type {any} */ s) => [s.step, s]));
    const scoringNote = run.eval?.checkpoint_evaluations_note ?? null;
    return html`
      <h1>Training run <code>${run.id}</code></h1>
      ${run.eval?.warning ? html`<p class="warning overfit-warning" role="alert"><strong>Overfitting:</strong> ${run.eval.warning}</p>` : nothing}
      <dl class="facts">
        <dt>Status</dt><dd>${statusBadge(run.status)} ${run.phase ?? ''} ${run.status_message ?? ''}</dd>
        ${LIVE_STATUSES.includes(run.status) ? html`<dt>Progress</dt><dd>${liveProgress(run, 'training progress')}</dd>` : nothing}
        <dt>Dataset</dt><dd>${run.dataset.uri}</dd>
        <dt>Policy</dt><dd>${run.policy} on ${run.hardware_tier}</dd>
        <dt>Step</dt><dd>${run.metrics.step ?? '—'} / ${run.metrics.max_steps ?? run.config.steps}</dd>
        <dt>Loss</dt><dd>${run.metrics.loss?.toPrecision(4) ?? '—'}</dd>
        <dt>Held-out loss</dt><dd>${evalLoss?.toPrecision(4) ?? '—'}</dd>
        ${best ? html`<dt>Best checkpoint</dt><dd class="best-checkpoint" data-step=${best.step}>${bestCheckpointText(best)}</dd>` : nothing}
        <dt>Tokens</dt><dd>${run.tokens.charged} charged, ${run.tokens.refunded} refunded</dd>
        <dt>Created</dt><dd>${when(run.created_at)}</dd>
        <dt>Completed</dt><dd>${when(run.completed_at)}</dd>
        ${run.error ? html`<dt>Error</dt><dd class="error">${run.error.code}: ${run.error.message ?? ''}</dd>` : nothing}
      </dl>
      ${LIVE_STATUSES.includes(run.status) ? html`<p><button type="button" class="danger" @click=${cancel}>Cancel run</button></p>` : nothing}

      <div class=${scoring ? 'chart-pair' : ''}>
        <section>
          <h2 id="loss-heading">Loss</h2>
          <div id="loss-chart" class="chart" role="img" aria-labelledby="loss-heading"></div>
          ${series.train.length === 0 ? html`<p class="muted">The curve starts with the first logged step.</p>` : nothing}
        </section>
        ${scoring
          ? html`<section>
              <h2 id="checkpoint-success-heading">Success in the twin</h2>
              <div id="checkpoint-success" class="chart" role="img" aria-labelledby="checkpoint-success-heading"></div>
              <p class="muted">Each saved checkpoint run closed loop in <a href="/console/runs/${scoring.twin_id}">${scoring.twin_id}</a>, ${scoring.episodes} seeded episodes; the band is the 95% Wilson interval.${scores.size === 0 && !scoringNote ? ' The checkpoints are evaluated once training ends.' : ''}</p>
              ${scoringNote ? html`<p class="warning" id="checkpoint-scoring-note">${scoringNote}</p>` : nothing}
            </section>`
          : nothing}
      </div>

      <h2>Checkpoints</h2>
      ${checkpoints.length
        ? html`<div class="table-wrap"><table id="checkpoints"><thead><tr><th scope="col">Step</th>${scoring ? html`<th scope="col">Success in the twin</th>` : nothing}<th scope="col">Saved</th><th scope="col">Download</th></tr></thead><tbody>
            ${checkpoints.map((c) => {
              const score = scores.get(c.step);
              return html`<tr data-step=${c.step}><td>${c.step}${best && best.step === c.step ? html` <span class="best-mark">${bestMark(best)}</span>` : nothing}</td>${scoring ? html`<td class="success" data-success-rate=${score ? score['eval/success_rate'] : ''}>${score ? scoreText(score) : '—'}</td>` : nothing}<td>${when(c.created_at)}</td><td><a href=${c.download_url} download>checkpoint-${c.step}.zip</a></td></tr>`;
            })}
          </tbody></table></div>`
        : html`<p class="muted">No checkpoints yet.</p>`}

      <h2>Logs</h2>
      <pre class="logs" id="logs" tabindex="0" aria-label="Last ${LOG_LINES_SHOWN} log lines">${lines.slice(-LOG_LINES_SHOWN).join('\n') || '(no output yet)'}</pre>
    `;
  },
  after(data) {
    const chart = document.getElementById('loss-chart');
    if (chart) drawLossCurve(chart, data.series);
    const success = document.getElementById('checkpoint-success');
    if (success) drawCheckpointSuccess(success, data.run.eval?.checkpoint_evaluations ?? []);
    const logs = document.getElementById('logs');
    // Follow the tail unless the reader scrolled up.
    if (logs && logs.dataset.pinned !== 'no') logs.scrollTop = logs.scrollHeight;
    if (logs) logs.onscroll = () => (logs.dataset.pinned = logs.scrollTop + logs.clientHeight >= logs.scrollHeight - 4 ? 'yes' : 'no');
  },
};
