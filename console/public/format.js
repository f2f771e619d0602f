// @ts-check
import { html, nothing } from 'lit-html';

/** @param {string | null | undefined} iso */
export const when = (iso) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** @param {number} fraction */
export const percent = (fraction) => `${Math.round(Math.max(0, Math.min(1, fraction)) * 100)}%`;

/** @param {number} bytes */
export function bytes(bytes) {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** @param {string} status */
export const statusBadge = (status) => html`<span class="status status-${status}">${status.replace('_', ' ')}</span>`;

/**
 * A run's status, and beside it the verdict where the run has one (RL runs): `succeeded · fail 0/100`
 * is coloured by the verdict, so a run that ended well with a failing policy never looks green.
 * @param {{ status: string, verdict?: 'pass' | 'fail' | null, success_rate?: number | null, evaluation_episodes?: number | null }} run
 */
export function runStatusBadge(run) {
  if (!run.verdict) return statusBadge(run.status);
  const rate = run.success_rate;
  const episodes = run.evaluation_episodes;
  const evaluation = typeof rate === 'number' ? (episodes ? ` ${Math.round(rate * episodes)}/${episodes}` : ` ${percent(rate)}`) : '';
  const tone = run.verdict === 'pass' ? 'succeeded' : 'failed';
  return html`<span class="status status-${tone}" data-verdict=${run.verdict}>${run.status.replace('_', ' ')} · ${run.verdict}${evaluation}</span>`;
}

/** @param {number} progress @param {string} label */
export const progressBar = (progress, label) =>
  html`<progress max="1" value=${progress} aria-label=${label}>${percent(progress)}</progress> <span class="muted">${percent(progress)}</span>`;

/**
 * A live run's progress, or, while it waits for a compute slot, that it is queued and its place
 * (the API says it in `status_message`: "queued: 2 jobs ahead"), never "0 %".
 * @param {{ status: string, progress: number, status_message?: string | null }} run @param {string} label
 */
export function liveProgress(run, label) {
  const message = run.status_message ?? '';
  if (run.status === 'queued' || message.startsWith('queued')) {
    return html`<span class="queued" data-queued="true">queued</span>${message && message !== 'queued' ? html` <span class="muted">${message.replace(/^queued:\s*/, '')}</span>` : nothing}`;
  }
  return progressBar(run.progress, label);
}

/** @param {unknown} error */
export const errorNote = (error) =>
  error ? html`<p class="error" role="alert">${error instanceof Error ? error.message : String(error)}</p>` : nothing;
