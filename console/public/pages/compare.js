// @ts-check
import { html, nothing } from 'lit-html';
import { api } from '../api.js';
import { compareParts, flatten } from '../compare-parts.js';
import { runStatusBadge } from '../format.js';
import { kindOf } from '../kinds.js';
import { LIVE_STATUSES } from '../statuses.js';

const MAX_RUNS = 12;

/**
 * Runs side by side: a group's (each kind with a compare part lists its runs in the group) or the ones picked
 * in the runs list. Each kind's part (compare-parts.js) labels its runs, says what each was asked to do, and
 * adds its own sections (loss curves, success across seeds, a ranking) when the comparison holds runs of it.
 */

/** @type {import('../main.js').Page} */
export const page = {
  title: (data) => (data.group ? `Compare group ${data.group}` : `Compare ${data.runs.length} runs`),
  async load(_params, ctx) {
    const group = ctx.query.get('group');
    const parts = await compareParts();
    /** @type {any[]} */
    let runs;
    if (group) {
      const listed = await Promise.all([...parts.values()].map((part) => (part.groupRuns ? part.groupRuns(group) : [])));
      runs = listed.flat().sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0));
    } else {
      const ids = (ctx.query.get('runs') ?? '').split(',').map((s) => s.trim()).filter(Boolean).slice(0, MAX_RUNS);
      runs = await Promise.all(ids.map((id) => {
        const kind = kindOf(id);
        if (!kind) throw new Error(`No run ${id}.`);
        return api(`${kind.list}/${encodeURIComponent(id)}`);
      }));
    }
    const partOf = (run) => parts.get(kindOf(run.id)?.kind ?? '');
    const sections = await Promise.all(
      [...parts].flatMap(([kind, part]) => {
        const own = runs.filter((run) => kindOf(run.id)?.kind === kind);
        return own.length && part.view ? [(part.load ? part.load(own) : Promise.resolve(own)).then((data) => ({ part, data }))] : [];
      }),
    );
    return { group, runs, sections, label: (run) => partOf(run)?.label?.(run) ?? run.id, spec: (run) => flatten(partOf(run)?.spec(run) ?? { config: run.config }) };
  },
  refreshMs: (data) => (data.runs.some((r) => LIVE_STATUSES.includes(r.status)) ? 3000 : null),
  view({ group, runs, sections, label, spec }) {
    if (runs.length === 0) {
      return html`<h1>Compare runs</h1><p>Nothing to compare: pick runs with the boxes in <a href="/console/runs">the runs list</a>, or open a group from a run's page.</p>`;
    }
    const specs = runs.map(spec);
    const keys = [...new Set(specs.flatMap((s) => Object.keys(s)))].sort();
    return html`
      <h1>${group ? html`Compare group <code>${group}</code>` : `Compare ${runs.length} runs`}</h1>
      <div class="table-wrap"><table class="compared"><thead><tr><th scope="col">Run</th><th scope="col">Status</th></tr></thead><tbody>
        ${runs.map((run) => html`<tr data-run=${run.id}><td><a href="/console/runs/${run.id}">${label(run)}</a></td><td>${runStatusBadge(run)}</td></tr>`)}
      </tbody></table></div>

      ${sections.map(({ part, data }) => part.view?.(data) ?? nothing)}

      <h2>Specs side by side</h2>
      <p class="muted">Rows that differ between runs are marked ≠.</p>
      <div class="table-wrap"><table class="specs">
        <thead><tr><th scope="col">Field</th>${runs.map((run) => html`<th scope="col">${run.id}</th>`)}</tr></thead>
        <tbody>
          ${keys.map((key) => {
            const values = specs.map((s) => s[key] ?? '—');
            const differs = new Set(values).size > 1;
            return html`<tr data-key=${key} class=${differs ? 'differs' : ''} data-differs=${differs ? 'true' : 'false'}>
              <th scope="row">${differs ? html`<span aria-label="differs">≠ </span>` : nothing}${key}</th>${values.map((v) => html`<td>${v}</td>`)}</tr>`;
          })}
        </tbody>
      </table></div>
    `;
  },
  after({ sections }) {
    for (const { part, data } of sections) part.after?.(data);
  },
};
