// @ts-check
import { html, nothing } from 'lit-html';
import { api, ApiError, listAll } from '../api.js';
import { fieldAt } from '../kind-view.js';
import { RUN_KINDS } from '../kinds.js';

/**
 * What every create form shares: its values in `ctx.state.values` (kept across redraws and
 * polls), errors per field (from the form's own checks or from the API's `param`), an inline
 * check (validate or estimate) run shortly after typing stops, and a submit that sends an
 * Idempotency-Key (the same one when the same body is sent again, so a retry never makes a
 * second run) and opens what it made.
 * @typedef {import('../main.js').PageContext} PageContext
 */

/** @param {PageContext} ctx @param {Record<string, any>} initial */
export function formState(ctx, initial) {
  if (!ctx.state.values) {
    ctx.state.values = { ...initial };
    ctx.state.errors = {};
  }
  return /** @type {Record<string, any>} */ (ctx.state.values);
}

/** @param {PageContext} ctx @param {string} name @param {any} value */
export function setValue(ctx, name, value) {
  ctx.state.values[name] = value;
  delete ctx.state.errors[name];
  ctx.redraw();
}

/**
 * A labelled control with its error under it (`data-field` names the field; the browser tests
 * and `param` both point at it).
 * @param {PageContext} ctx @param {string} name @param {string} label @param {any} control @param {any} [hint]
 */
export function field(ctx, name, label, control, hint = nothing) {
  const error = ctx.state.errors?.[name];
  return html`<div class="field" data-field=${name} data-invalid=${error ? 'true' : 'false'}>
    <label>${label} ${control}</label>
    ${hint === nothing ? nothing : html`<span class="muted hint">${hint}</span>`}
    ${error ? html`<p class="field-error error" id="error-${name}" role="alert">${error}</p>` : nothing}
  </div>`;
}

/** @param {PageContext} ctx @param {string} name @param {{ type?: string, min?: number, max?: number, step?: string, placeholder?: string, list?: string, required?: boolean }} [options] */
export function input(ctx, name, options = {}) {
  const type = options.type ?? 'text';
  const value = ctx.state.values[name];
  return html`<input name=${name} type=${type} .value=${value === null || value === undefined ? '' : String(value)}
    min=${options.min ?? nothing} max=${options.max ?? nothing} step=${options.step ?? nothing} placeholder=${options.placeholder ?? nothing}
    list=${options.list ?? nothing} ?required=${options.required ?? false} aria-invalid=${ctx.state.errors?.[name] ? 'true' : 'false'}
    aria-describedby=${ctx.state.errors?.[name] ? `error-${name}` : nothing}
    @input=${(/** @type {any} */ e) => setValue(ctx, name, e.target.value)}>`;
}

/** @param {PageContext} ctx @param {string} name @param {{ value: string, label: string, disabled?: boolean, title?: string }[]} options */
export function select(ctx, name, options) {
  const value = String(ctx.state.values[name] ?? '');
  return html`<select name=${name} aria-invalid=${ctx.state.errors?.[name] ? 'true' : 'false'} @change=${(/** @type {any} */ e) => setValue(ctx, name, e.target.value)}>
    ${options.map((o) => html`<option value=${o.value} ?selected=${o.value === value} ?disabled=${o.disabled ?? false} title=${o.title ?? nothing}>${o.label}</option>`)}
  </select>`;
}

/**
 * A number from a field, checked against its bounds; the problem goes to `errors` under the field.
 * @param {Record<string, string>} errors @param {Record<string, any>} values @param {string} name @param {{ min: number, max: number, integer?: boolean, optional?: boolean }} bounds
 */
export function numberField(errors, values, name, bounds) {
  const raw = String(values[name] ?? '').trim();
  if (raw === '') {
    if (!bounds.optional) errors[name] = 'Required.';
    return undefined;
  }
  const value = Number(raw);
  if (!Number.isFinite(value) || (bounds.integer && !Number.isInteger(value))) errors[name] = bounds.integer ? 'A whole number.' : 'A number.';
  else if (value < bounds.min || value > bounds.max) errors[name] = `Between ${bounds.min} and ${bounds.max}.`;
  return value;
}

/**
 * Runs `check()` 400 ms after the last change (validate or estimate as you type); the answer
 * lands in `ctx.state.check`, and each problem it names (`problemsOf`, or the API's error) at its
 * field, replacing the problems the previous check put there.
 * @param {PageContext} ctx @param {string} signature what the check depends on; unchanged → not run again
 * @param {() => Promise<any>} check @param {(param: string | null) => string | null} fieldOf
 * @param {(result: any) => { param: string | null, message: string }[]} [problemsOf]
 */
export function checkSoon(ctx, signature, check, fieldOf, problemsOf = () => []) {
  if (ctx.state.checkSignature === signature) return;
  ctx.state.checkSignature = signature;
  clearTimeout(ctx.state.checkTimer);
  ctx.state.checkTimer = setTimeout(async () => {
    const mine = (ctx.state.checkRound = (ctx.state.checkRound ?? 0) + 1);
    /** @type {{ param: string | null, message: string }[]} */
    let problems = [];
    try {
      const result = await check();
      if (mine !== ctx.state.checkRound) return;
      ctx.state.check = result;
      problems = problemsOf(result);
    } catch (error) {
      if (mine !== ctx.state.checkRound) return;
      ctx.state.check = null;
      if (error instanceof ApiError) problems = [{ param: error.param, message: error.message }];
    }
    for (const name of ctx.state.checkOwned ?? []) if (ctx.state.errors[name] === ctx.state.checkOwnedMessages?.[name]) delete ctx.state.errors[name];
    ctx.state.checkOwned = [];
    ctx.state.checkOwnedMessages = {};
    for (const problem of problems) {
      const name = fieldOf(problem.param);
      if (!name || ctx.state.errors[name]) continue;
      ctx.state.errors[name] = problem.message;
      ctx.state.checkOwned.push(name);
      ctx.state.checkOwnedMessages[name] = problem.message;
    }
    ctx.redraw();
  }, 400);
}

/**
 * Checks the form's body with the API as the user types (`checkSoon`), once the form itself finds nothing wrong.
 * @param {PageContext} ctx @param {(errors: Record<string, string>) => unknown} bodyOf the body, noting the form's own problems in `errors`
 * @param {string} path the validate or estimate endpoint @param {(param: string | null) => string | null} fieldOf
 * @param {(result: any) => { param: string | null, message: string }[]} [problemsOf]
 */
export function checkBodySoon(ctx, bodyOf, path, fieldOf, problemsOf) {
  /** @type {Record<string, string>} */
  const errors = {};
  const probe = bodyOf(errors);
  if (Object.keys(errors).length === 0) checkSoon(ctx, JSON.stringify(probe), () => api(path, { method: 'POST', json: probe }), fieldOf, problemsOf);
  else [ctx.state.check, ctx.state.checkSignature] = [null, null];
}

/**
 * The form's submit handler: the form's own problems at their fields, else the create (`submitCreate`).
 * @param {PageContext} ctx @param {{ path: string, bodyOf: (errors: Record<string, string>) => unknown, fieldOf: (param: string | null) => string | null, open: (created: any) => string }} request
 */
export function submitHandler(ctx, request) {
  return (/** @type {Event} */ event) => {
    event.preventDefault();
    /** @type {Record<string, string>} */
    const errors = {};
    const body = request.bodyOf(errors);
    ctx.state.errors = errors;
    if (Object.keys(errors).length) return ctx.redraw();
    void submitCreate(ctx, { path: request.path, body, fieldOf: request.fieldOf, open: request.open });
  };
}

/**
 * Sends the create with an Idempotency-Key and opens what it made; an API error goes to the
 * field its `param` names (else above the form).
 * @param {PageContext} ctx @param {{ path: string, body: unknown, fieldOf: (param: string | null) => string | null, open: (created: any) => string }} request
 */
export async function submitCreate(ctx, request) {
  const body = JSON.stringify(request.body);
  if (ctx.state.idempotency?.body !== body) ctx.state.idempotency = { body, key: crypto.randomUUID() };
  ctx.state.sending = true;
  ctx.state.formError = null;
  ctx.redraw();
  try {
    const created = await api(request.path, { method: 'POST', json: request.body, headers: { 'Idempotency-Key': ctx.state.idempotency.key } });
    ctx.go(request.open(created));
  } catch (error) {
    const name = error instanceof ApiError ? request.fieldOf(error.param) : null;
    if (name) ctx.state.errors[name] = error instanceof Error ? error.message : String(error);
    else ctx.state.formError = error;
    ctx.state.sending = false;
    ctx.redraw();
  }
}

/** The error above a form (one no field owns), with its code. @param {PageContext} ctx */
export function formError(ctx) {
  const error = ctx.state.formError;
  if (!error) return nothing;
  const code = error instanceof ApiError && error.code ? html` <code>${error.code}</code>` : nothing;
  return html`<p class="error form-error" role="alert">${error instanceof Error ? error.message : String(error)}${code}</p>`;
}

/** The submit button, disabled while the create is on its way. @param {PageContext} ctx @param {string} label */
export const submitButton = (ctx, label) =>
  html`<button type="submit" class="primary" ?disabled=${ctx.state.sending === true}>${ctx.state.sending ? 'Starting…' : label}</button>`;

/**
 * @typedef {{ repo_id: string, label: string, readable: boolean }} KnownDataset
 */

/** `demo/so101-pick-place · 4 episodes · so101_follower` (or why it cannot be read). @param {any} d */
function datasetLabel(d) {
  if (!d.summary) return `${d.repo_id} · unreadable (${d.error?.code ?? 'error'})`;
  const s = d.summary;
  return `${d.repo_id} · ${s.total_episodes} episode${s.total_episodes === 1 ? '' : 's'}${s.robot_type ? ` · ${s.robot_type}` : ''}${s.trainable ? '' : ' · not trainable'}${d.private ? ' · private' : ''}`;
}

/**
 * The datasets this account can read (GET /v1/datasets, every page), then the ones its runs used
 * that the list does not hold (a hub the platform cannot list answers 501: those alone).
 * @returns {Promise<KnownDataset[]>}
 */
export async function knownDatasets() {
  const [readable, ...used] = await Promise.all([
    listAll('/v1/datasets').then((data) => data.map((d) => ({ repo_id: d.repo_id, label: datasetLabel(d), readable: true })), () => []),
    // Each kind whose runs read a dataset names the field in its view (the kinds table).
    ...RUN_KINDS.flatMap(({ list, datasetField }) =>
      datasetField ? [api(`${list}?limit=100`).then((p) => p.data.map((r) => String(fieldAt(r, datasetField) ?? '').replace(/@.*$/, '')).filter(Boolean), () => [])] : [],
    ),
  ]);
  const listed = new Set(readable.map((d) => d.repo_id));
  const others = [...new Set(used.flat())].filter((name) => !listed.has(name)).map((name) => ({ repo_id: name, label: name, readable: false }));
  return [...readable, ...others];
}

/** Suggestions for the free-text dataset field. @param {KnownDataset[]} datasets */
export const datasetList = (datasets) => html`<datalist id="known-datasets">${datasets.map((d) => html`<option value=${d.repo_id}>${d.label}</option>`)}</datalist>`;

/**
 * The datasets the account can read, as a list to pick from; picking one fills the dataset field
 * (which still takes any name, and `@revision`, typed).
 * @param {PageContext} ctx @param {string} name the dataset field @param {KnownDataset[]} datasets
 */
export function datasetChooser(ctx, name, datasets) {
  const readable = datasets.filter((d) => d.readable);
  if (readable.length === 0) return nothing;
  const value = String(ctx.state.values[name] ?? '').trim().replace(/@.*$/, '');
  return html`<select class="dataset-choice" aria-label="Datasets you can read" @change=${(/** @type {any} */ e) => e.target.value && setValue(ctx, name, e.target.value)}>
    <option value="" ?selected=${!readable.some((d) => d.repo_id === value)}>Datasets you can read (${readable.length})…</option>
    ${readable.map((d) => html`<option value=${d.repo_id} ?selected=${d.repo_id === value}>${d.label}</option>`)}
  </select>`;
}

/**
 * Reads the dataset (cameras, episodes, whether the trainer can use it) shortly after its name
 * stops changing, through the free `POST /v1/datasets/inspect`; its error lands on the field.
 * @param {PageContext} ctx @param {string} name the dataset field
 */
export function inspectSoon(ctx, name) {
  const repo = String(ctx.state.values[name] ?? '').trim().replace(/^(hub:\/\/|hf:\/\/datasets\/)/, '').replace(/@.*$/, '');
  if (ctx.state.inspected === repo) return;
  ctx.state.inspected = repo;
  clearTimeout(ctx.state.inspectTimer);
  if (!/^[^/\s]+\/[^/\s]+$/.test(repo)) {
    ctx.state.inspection = null;
    return;
  }
  ctx.state.inspectTimer = setTimeout(async () => {
    try {
      const inspection = await api('/v1/datasets/inspect', { method: 'POST', json: { repo_id: repo } });
      if (ctx.state.inspected !== repo) return;
      ctx.state.inspection = inspection;
      if (ctx.state.errors[name]?.startsWith('Dataset:')) delete ctx.state.errors[name];
    } catch (error) {
      if (ctx.state.inspected !== repo) return;
      ctx.state.inspection = null;
      ctx.state.errors[name] = `Dataset: ${error instanceof Error ? error.message : String(error)}`;
    }
    ctx.redraw();
  }, 400);
}

/** One line about the inspected dataset. @param {any} inspection */
export const inspectionNote = (inspection) =>
  inspection
    ? `${inspection.total_episodes} episodes, ${inspection.total_frames.toLocaleString()} frames at ${inspection.fps} fps; cameras ${inspection.cameras.map((c) => c.name).join(', ') || 'none'}`
    : nothing;

/** The run a re-run starts from (`?from=<id>`), or null. @param {PageContext} ctx @param {string} path */
export async function runToCopy(ctx, path) {
  const id = ctx.query.get('from');
  return id ? api(`${path}/${encodeURIComponent(id)}`) : null;
}

export { listAll };
