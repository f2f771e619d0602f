// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../../../console/public/api.js';
import { bytes, liveProgress, percent, runStatusBadge, when } from '../../../console/public/format.js';
import { LIVE_STATUSES } from '../../../console/public/statuses.js';
import { curveOf, drawRewardCurve } from './reward-curve.js';

/** @param {number | null | undefined} value @param {number} digits */
const fixed = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '—');

/** A number to three significant digits (1.04e-7, 0.00157), anything else as it is. @param {unknown} value */
const short = (value) => (typeof value === 'number' ? String(Number(value.toPrecision(3))) : String(value));

/** A check's measured value and threshold, as the report states them. */
const measured = (check) =>
  [check.value !== undefined ? short(check.value) : null, check.threshold !== undefined ? `threshold ${short(check.threshold)}` : null].filter(Boolean).join(' · ') || '—';

/** The clip's episodes, each with its seed and outcome, as a clause after the clip's size. @param {any} report */
function clipEpisodes(report) {
  const episodes = Array.isArray(report?.clip?.episodes) ? report.clip.episodes : [];
  return episodes.length ? `; evaluation episodes ${episodes.map((e) => `${e.seed} (${e.success ? 'success' : 'fail'})`).join(', ')}` : '';
}

/** How the verdict was measured: evaluation seeds and randomisation, the scene's hash, the packages. @param {any} report */
function evidence(report) {
  const config = report.evaluation_config;
  const packages = Object.entries(report.packages ?? {}).map(([name, version]) => `${name} ${version ?? '—'}`).join(', ');
  return html`<h3>How it was measured</h3>
    <dl class="facts" id="evidence">
      <dt>Evaluation</dt><dd>${config.episodes} episodes, ${config.seed_rule}; ${config.policy}</dd>
      <dt>Randomisation</dt><dd>${config.randomisation?.description ?? Object.entries(config.randomisation ?? {}).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' to ') : v}`).join('; ')}</dd>
      ${report.scene_hash ? html`<dt>Scene sha256</dt><dd><code class="hash">${report.scene_hash.sha256}</code> over ${report.scene_hash.files} files</dd>` : nothing}
      <dt>Packages</dt><dd>${packages}</dd>
    </dl>`;
}

/**
 * What stands where a verdict or clip would be: while the run works, when it comes; once it has
 * ended without a policy, why not (a failed run's error, code and message).
 * @param {any} run @param {string} pending @param {'verdict' | 'clip'} what
 */
function noOutputs(run, pending, what) {
  if (LIVE_STATUSES.includes(run.status)) return html`<p class="muted">${pending}</p>`;
  const why = run.status === 'failed' ? 'failed before it had a policy' : run.status === 'canceled' ? 'was canceled before its first checkpoint' : 'ended without a packaged policy';
  if (what === 'verdict' && run.status === 'failed' && run.error)
    return html`<p class="error run-error" role="alert" data-error-code=${run.error.code}>No verdict: the run ${why}. <strong>${run.error.code}</strong>: ${run.error.message ?? ''}</p>`;
  return html`<p class="muted">No ${what}: the run ${why}.</p>`;
}

/** @type {import('../../../console/public/main.js').Page} */
export const page = {
  title: (data) => `RL run ${data.run.id}`,
  async load(params) {
    const id = encodeURIComponent(params.id);
    const run = await api(`/v1/rl_runs/${id}`);
    const packaged = run.outputs !== null;
    const [curve, checkpoints, report, files] = await Promise.all([
      curveOf(id),
      api(`/v1/rl_runs/${id}/checkpoints`),
      packaged ? api(`/v1/rl_runs/${id}/report`) : null,
      // A bundle is about ten files; the first page of 100 holds them all.
      packaged ? api(`/v1/rl_runs/${id}/files?limit=100`) : { data: [] },
    ]);
    return { run, curve, checkpoints: checkpoints.data, report, files: files.data };
  },
  refreshMs: (data) => (LIVE_STATUSES.includes(data.run.status) ? 2000 : null),
  view({ run, curve, checkpoints, report, files }, ctx) {
    const cancel = () => {
      if (confirm(`Cancel ${run.id}? A run that has saved a checkpoint still evaluates and packages its policy.`))
        void ctx.act(() => api(`/v1/rl_runs/${run.id}/cancel`, { method: 'POST' }));
    };
    const spec = run.spec ?? {};
    const clip = files.find((f) => f.path.endsWith('.mp4'));
    // The report names the clip's poster (a bundle file); older bundles only have it as poster.jpg.
    const poster = files.find((f) => f.path === (typeof report?.clip?.poster === 'string' ? report.clip.poster : 'poster.jpg'));
    const policy = files.find((f) => f.path === 'policy.onnx');
    const sentences = Array.isArray(report?.judge?.sentences) ? report.judge.sentences : [];
    return html`
      <h1>RL run <code>${run.id}</code></h1>
      <dl class="facts">
        <dt>Status</dt><dd>${runStatusBadge(run)} ${run.phase ?? ''} ${run.status_message ?? ''}</dd>
        ${LIVE_STATUSES.includes(run.status) ? html`<dt>Progress</dt><dd>${liveProgress(run, 'RL training progress')}</dd>` : nothing}
        <dt>Task</dt><dd>${spec.robot ?? '—'} · ${spec.objective?.type ?? '—'}${spec.scene?.twin_id ? html` in <a href="/console/runs/${spec.scene.twin_id}">${spec.scene.twin_id}</a>` : nothing} · seed ${run.seed}</dd>
        <dt>Env steps</dt><dd>${run.metrics.env_steps.toLocaleString()} / ${spec.budget?.env_steps?.toLocaleString() ?? '—'}</dd>
        <dt>Success rate</dt><dd>${run.metrics.success_rate === null ? '—' : percent(run.metrics.success_rate)}</dd>
        <dt>Episode return</dt><dd>${fixed(run.metrics.episode_return, 3)}</dd>
        <dt>Tokens</dt><dd>${run.tokens.charged} charged, ${run.tokens.refunded} refunded</dd>
        <dt>Created</dt><dd>${when(run.created_at)}</dd>
        <dt>Completed</dt><dd>${when(run.completed_at)}</dd>
        ${run.error ? html`<dt>Error</dt><dd class="error">${run.error.code}: ${run.error.message ?? ''}</dd>` : nothing}
      </dl>
      ${LIVE_STATUSES.includes(run.status) && run.status !== 'canceling' ? html`<p><button type="button" class="danger" @click=${cancel}>Cancel run</button></p>` : nothing}

      <h2 id="reward-heading">Reward by term</h2>
      <div id="reward-chart" class="chart" role="img" aria-labelledby="reward-heading"></div>
      ${curve.length === 0 ? html`<p class="muted">The curve starts with the first evaluation point.</p>` : nothing}

      <h2>Verdict</h2>
      ${report
        ? html`<p class="verdict" data-verdict=${report.verdict}><strong class="status status-${report.verdict === 'pass' ? 'succeeded' : 'failed'}">${report.verdict}</strong> ${report.verdict_detail ?? ''}</p>
            <div class="table-wrap"><table class="checks"><caption class="visually-hidden">The verdict's checks</caption>
              <thead><tr><th scope="col">Check</th><th scope="col">Result</th><th scope="col">Measured</th></tr></thead><tbody>
              ${report.checks.map((c) => html`<tr data-check=${c.name}><td>${c.name}</td><td>${c.passed ? 'passed' : 'failed'}</td><td>${measured(c)}</td></tr>`)}
            </tbody></table></div>
            ${report.notes.length ? html`<ul class="notes">${report.notes.map((n) => html`<li>${n}</li>`)}</ul>` : nothing}`
        : noOutputs(run, 'The verdict comes once the policy is evaluated and packaged.', 'verdict')}

      <h2>Evaluation clip</h2>
      ${clip
        ? html`<video id="rollout-clip" class="preview" controls muted playsinline preload="metadata" width="480" src=${clip.url} poster=${poster?.url ?? nothing} aria-describedby="judge-sentences"></video>
            <p class="muted">${clip.path}, ${bytes(clip.bytes)}${clipEpisodes(report)}</p>`
        : noOutputs(run, 'The clip is rendered after evaluation.', 'clip')}
      ${sentences.length ? html`<h3>What the judge saw</h3><ul id="judge-sentences">${sentences.map((s) => html`<li>${s}</li>`)}</ul>` : nothing}
      ${report?.evaluation_config?.seeds ? evidence(report) : nothing}

      <h2>Downloads</h2>
      ${run.outputs
        ? html`<ul class="downloads">
            ${policy ? html`<li><a href=${policy.url} download="policy.onnx" data-download="policy.onnx">policy.onnx</a> (${bytes(policy.bytes)}), the deterministic actor</li>` : nothing}
            <li><a href=${run.outputs.archive.url} download=${run.outputs.archive.filename}>${run.outputs.archive.filename}</a> (${bytes(run.outputs.archive.bytes)}), everything: policy, checkpoint, scene, curve, report, clip; sha256 <code class="hash">${run.outputs.archive.sha256}</code></li>
          </ul>`
        : nothing}
      <h3>Checkpoints</h3>
      ${checkpoints.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Env steps</th><th scope="col">Saved</th><th scope="col">ONNX</th><th scope="col">Checkpoint</th></tr></thead><tbody>
            ${checkpoints.map(
              (c) => html`<tr><td>${c.env_steps.toLocaleString()}</td><td>${when(c.created_at)}</td>
                <td><a href=${c.onnx.url} download>policy-${c.env_steps}.onnx</a> (${bytes(c.onnx.bytes)})</td>
                <td><a href=${c.checkpoint.url} download>checkpoint-${c.env_steps}.zip</a> (${bytes(c.checkpoint.bytes)})</td></tr>`,
            )}
          </tbody></table></div>`
        : html`<p class="muted">No checkpoints yet.</p>`}
    `;
  },
  after(data) {
    const chart = document.getElementById('reward-chart');
    if (chart) drawRewardCurve(chart, data.curve);
  },
};
