import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { credentialsKeyFor } from '../../core/credentials/key.js';
import { originOf } from '../../core/outbound/target-url.js';
import { BOUND_ORIGIN_FIELD, failPending, withReports, type CredentialType, type IntegrationReport, type StoredIntegration } from '../../core/tracking/integrations.js';
import { readIntegrationCredentials } from '../../db/integration-credentials.js';
import { getRunIntegrations, setRunIntegrations, type TrackedRunTable } from '../../db/run-integrations.js';
import type { ActivityDeps } from '../deps.js';

/**
 * The tracking folder a job program reads (jobs/track): `<job output>/tracking/` with config.json (the run's
 * integrations, where TensorBoard writes, the run's links) and credentials.json (0600, the account's tracker
 * credentials; removed when the job has ended). The job's tracker writes status.json there.
 */
export const trackingDir = (jobOutputDir: string) => join(jobOutputDir, 'tracking');
/** TensorBoard's event files, inside the job's outputs (an RL run copies them into its bundle). */
export const tensorboardDir = (jobOutputDir: string) => join(jobOutputDir, 'tensorboard');

const KINDS: Record<TrackedRunTable, { kind: string; collection: string; tensorboardPath: (id: string) => string }> = {
  training_runs: { kind: 'training_run', collection: 'training_runs', tensorboardPath: (id) => `/v1/training_runs/${id}/tensorboard` },
  rl_runs: { kind: 'rl_run', collection: 'rl_runs', tensorboardPath: () => 'tensorboard/' },
};

/** Writes the tracking folder before a job (attempt) starts; nothing when the run has no integrations. Idempotent. */
export async function prepareTracking(deps: ActivityDeps, table: TrackedRunTable, runId: string, jobOutputDir: string, links: Record<string, string>): Promise<void> {
  const run = await getRunIntegrations(deps.sql, table, runId);
  if (!run || run.integrations.length === 0) return;
  const dir = trackingDir(jobOutputDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const base = deps.config.publicBaseUrl;
  const config = {
    run: { id: runId, kind: KINDS[table].kind },
    integrations: run.integrations.map(requestOf),
    tensorboard_dir: tensorboardDir(jobOutputDir),
    tensorboard_path: KINDS[table].tensorboardPath(runId),
    wandb: { mode: deps.config.wandb.mode, base_url: deps.config.wandb.baseUrl },
    // The tracker process checks every address it connects to against this (jobs/track/outbound.py).
    allow_private_targets: deps.config.outbound.allowPrivateTargets,
    // A self-hosted W&B the operator configured may sit on a private network; no user names it.
    operator_hosts: deps.config.wandb.baseUrl && URL.canParse(deps.config.wandb.baseUrl) ? [new URL(deps.config.wandb.baseUrl).hostname] : [],
    links: Object.fromEntries([['run', `${base}/v1/${KINDS[table].collection}/${runId}`], ...Object.entries(links).map(([name, path]) => [name, `${base}${path}`])]),
  };
  await writeFile(join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const credentials = await readIntegrationCredentials(deps.sql, credentialsKeyFor(deps.config), run.account_id);
  const wanted = credentialsToSend(run.integrations, credentials);
  const file = join(dir, 'credentials.json');
  if (Object.keys(wanted).length === 0) await rm(file, { force: true });
  else {
    await writeFile(file, JSON.stringify(wanted), { mode: 0o600 });
    await chmod(file, 0o600);
  }
}

/**
 * The stored credentials the job may send: only for a tracker the run logs to, only when the key that created
 * the run held `integrations:write`, and MLflow's only when the run's server is the one they were stored for.
 */
export function credentialsToSend(
  integrations: readonly StoredIntegration[],
  stored: Partial<Record<CredentialType, Record<string, string>>>,
): Partial<Record<CredentialType, Record<string, string>>> {
  const wanted: Partial<Record<CredentialType, Record<string, string>>> = {};
  for (const integration of integrations) {
    if (integration.type === 'tensorboard' || integration.use_stored_credentials !== true) continue;
    const values = stored[integration.type];
    if (!values) continue;
    const { [BOUND_ORIGIN_FIELD]: boundOrigin, ...secret } = values;
    if (integration.type === 'mlflow' && (!boundOrigin || !URL.canParse(integration.tracking_uri) || originOf(integration.tracking_uri) !== boundOrigin)) continue;
    wanted[integration.type] = secret;
  }
  return wanted;
}

function requestOf(integration: StoredIntegration) {
  switch (integration.type) {
    case 'mlflow':
      return { type: integration.type, tracking_uri: integration.tracking_uri, experiment: integration.experiment ?? null };
    case 'wandb':
      return { type: integration.type, project: integration.project, entity: integration.entity ?? null };
    case 'tensorboard':
      return { type: integration.type };
  }
}

/** Why an integration is failed when its job ended without logging to it (it failed before its tracker started). */
const NEVER_LOGGED = 'the job ended before it logged to this tracker';

/** Copies what the job's tracker reports (status.json) onto the run's row when it changed; cheap to call on every poll. */
export class TrackingStatusSync {
  private lastSeen = 0;

  constructor(
    private readonly deps: ActivityDeps,
    private readonly table: TrackedRunTable,
    private readonly runId: string,
    private readonly jobOutputDir: string,
    /** Where TensorBoard's event files are stored once the job ended (training runs; an RL run's are in its bundle). */
    private readonly tensorboardStoragePrefix?: string,
  ) {}

  /** `jobEnded`: also removes the credentials file, which no job needs any more. */
  async sync(jobEnded = false): Promise<void> {
    const dir = trackingDir(this.jobOutputDir);
    const file = join(dir, 'status.json');
    const modified = await stat(file).then((s) => s.mtimeMs, () => 0);
    if (modified > this.lastSeen) {
      try {
        const reports = (JSON.parse(await readFile(file, 'utf8')) as { integrations?: Partial<IntegrationReport>[] }).integrations ?? [];
        const run = await getRunIntegrations(this.deps.sql, this.table, this.runId);
        if (run) await setRunIntegrations(this.deps.sql, this.table, this.runId, withReports(run.integrations, reports));
        this.lastSeen = modified;
      } catch {
        // Half-written by a tracker of an earlier build, or gone: the next poll reads it again.
      }
    }
    if (!jobEnded) return;
    await rm(join(dir, 'credentials.json'), { force: true });
    const run = await getRunIntegrations(this.deps.sql, this.table, this.runId);
    if (run?.integrations.some((integration) => integration.status === 'pending')) {
      await setRunIntegrations(this.deps.sql, this.table, this.runId, failPending(run.integrations, NEVER_LOGGED));
    }
    const events = tensorboardDir(this.jobOutputDir);
    if (this.tensorboardStoragePrefix && (await stat(events).then((s) => s.isDirectory(), () => false))) {
      await this.deps.storage.putDirectory(this.tensorboardStoragePrefix, events);
    }
  }
}
