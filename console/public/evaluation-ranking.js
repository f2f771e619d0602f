// @ts-check
import { html, nothing } from 'lit-html';
import { percent, statusBadge } from './format.js';

/**
 * @typedef {{ id: string, status: string, success_rate: number | null, successes: number | null, episodes: number,
 *   interval: { low: number, high: number } | null, verdict: 'pass' | 'fail' | null,
 *   policy: { type: string, run_id: string, checkpoint: string }, twin_id: string }} EvaluationRun
 */

/**
 * Evaluations best first: the higher success rate, then the higher lower bound of its interval (the
 * same rate over more episodes is surer), then the id. Those without a figure yet come last, unranked.
 * @param {EvaluationRun[]} evaluations
 */
export function rankBySuccess(evaluations) {
  const scored = evaluations.filter((e) => typeof e.success_rate === 'number');
  const unscored = evaluations.filter((e) => typeof e.success_rate !== 'number');
  const ranked = [...scored].sort(
    (a, b) => /** @type {number} */ (b.success_rate) - /** @type {number} */ (a.success_rate) || (b.interval?.low ?? 0) - (a.interval?.low ?? 0) || a.id.localeCompare(b.id),
  );
  return { ranked, unscored };
}

/** The distinct scenes the evaluations ran in, in order of first appearance. @param {EvaluationRun[]} evaluations */
export const scenesOf = (evaluations) => [...new Set(evaluations.map((e) => e.twin_id))];

/** @param {EvaluationRun} e @param {number | null} rank */
const row = (e, rank) => html`<tr data-run=${e.id} data-rank=${rank ?? ''} data-success-rate=${e.success_rate ?? ''}>
  <td>${rank ?? '—'}</td>
  <td><a href="/console/runs/${e.id}">${e.id}</a></td>
  <td>${typeof e.success_rate === 'number' ? html`${percent(e.success_rate)} <span class="muted">(${e.successes} of ${e.episodes})</span>` : statusBadge(e.status)}</td>
  <td>${e.interval ? `${percent(e.interval.low)}–${percent(e.interval.high)}` : '—'}</td>
  <td>${e.episodes}</td>
  <td><a href="/console/runs/${e.policy.run_id}">${e.policy.run_id}</a> · checkpoint ${e.policy.checkpoint}</td>
  <td><a href="/console/runs/${e.twin_id}">${e.twin_id}</a></td>
  <td>${e.verdict ? html`<strong class="status status-${e.verdict === 'pass' ? 'succeeded' : 'failed'}">${e.verdict}</strong>` : '—'}</td>
</tr>`;

/**
 * The compare view's ranking of evaluations by success rate, and whether they ran in one scene: when
 * they did not, the ranking mixes how good each policy is with how hard each scene is, and it says so.
 * @param {EvaluationRun[]} evaluations
 */
export function evaluationRanking(evaluations) {
  const { ranked, unscored } = rankBySuccess(evaluations);
  const scenes = scenesOf(evaluations);
  return html`
    <h2 id="ranking-heading">Evaluations ranked by success</h2>
    ${scenes.length > 1
      ? html`<p class="warning" id="scenes-differ" role="alert" data-scenes=${scenes.length}><strong>Not the same twin:</strong> these evaluations ran in ${scenes.length} different twins (${scenes.join(', ')}), so the ranking compares different scenes as well as the policies.</p>`
      : html`<p class="muted" id="one-scene">All ${evaluations.length} ran in <a href="/console/runs/${scenes[0]}">${scenes[0]}</a>, so the ranking compares the policies in one scene.</p>`}
    <div class="table-wrap"><table class="ranking" aria-labelledby="ranking-heading"><thead><tr>
      <th scope="col">Rank</th><th scope="col">Evaluation</th><th scope="col">Success rate</th><th scope="col">95% Wilson interval</th><th scope="col">Episodes</th><th scope="col">Policy</th><th scope="col">Twin</th><th scope="col">Verdict</th>
    </tr></thead><tbody>
      ${ranked.map((e, i) => row(e, i + 1))}
      ${unscored.map((e) => row(e, null))}
    </tbody></table></div>
    ${ranked.length > 1 ? html`<p class="muted">Intervals that overlap do not tell the policies apart; more episodes narrow them.</p>` : nothing}
  `;
}
