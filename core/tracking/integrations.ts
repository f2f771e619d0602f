/**
 * Experiment trackers a training or RL run logs to (`integrations` on the create request), and
 * what each one reported. Pure: stored on the run row, written into the job's tracking folder.
 */
export const INTEGRATION_TYPES = ['mlflow', 'wandb', 'tensorboard'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];
/** Trackers that take per-account credentials (tensorboard writes files and needs none). */
export const CREDENTIAL_TYPES = ['mlflow', 'wandb'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];
/** In stored MLflow credentials: the `scheme://host:port` they were stored for, the only server they are sent to. Not a credential field. */
export const BOUND_ORIGIN_FIELD = 'bound_origin';

export type IntegrationRequest =
  | { type: 'mlflow'; tracking_uri: string; experiment?: string | undefined }
  | { type: 'wandb'; project: string; entity?: string | undefined }
  | { type: 'tensorboard' };

/** pending: the job has not started logging; active: logging; finished: the run ended and the tracker run was closed; failed: unreachable or refused. */
export type IntegrationStatus = 'pending' | 'active' | 'finished' | 'failed';

/** What the job's tracker reports about one integration (jobs/track, `status.json`). */
export interface IntegrationReport {
  status: IntegrationStatus;
  run_url: string | null;
  /** The tracker's own run id (MLflow run id, W&B run id), reused when the job resumes. */
  tracker_run_id: string | null;
  error: string | null;
  /** For tensorboard: where the event files are in the run's outputs. */
  path?: string | null;
}

export type StoredIntegration = IntegrationRequest &
  IntegrationReport & {
    /**
     * Whether the key that created the run held `integrations:write`, so the job may send the account's stored
     * credentials for this tracker (issue 33: a narrow key must not make them go anywhere). Absent: never sent.
     */
    use_stored_credentials?: boolean;
  };

/** The stored form of a validated request: every integration pending until the job reports. */
export function pendingIntegrations(requested: readonly IntegrationRequest[] | undefined, useStoredCredentials = false): StoredIntegration[] {
  return (requested ?? []).map((integration) => ({ ...integration, status: 'pending', run_url: null, tracker_run_id: null, error: null, use_stored_credentials: useStoredCredentials }));
}

/** The integrations as clients see them. */
export function integrationsObject(stored: readonly StoredIntegration[] | null | undefined) {
  return (stored ?? []).map((integration) => {
    const common = { status: integration.status, run_url: integration.run_url ?? null, error: integration.error ?? null };
    switch (integration.type) {
      case 'mlflow':
        return { type: 'mlflow' as const, tracking_uri: integration.tracking_uri, experiment: integration.experiment ?? null, ...common };
      case 'wandb':
        return { type: 'wandb' as const, project: integration.project, entity: integration.entity ?? null, ...common };
      case 'tensorboard':
        return { type: 'tensorboard' as const, path: integration.path ?? null, ...common };
    }
  });
}

/** Once a job has ended: an integration it never started logging to is failed, with the reason, not pending for ever. */
export function failPending(stored: readonly StoredIntegration[], reason: string): StoredIntegration[] {
  return stored.map((integration) => (integration.status === 'pending' ? { ...integration, status: 'failed', error: reason } : integration));
}

/** Merges the job's reports (in request order) into the stored integrations; reports past the end are ignored. */
export function withReports(stored: readonly StoredIntegration[], reports: readonly Partial<IntegrationReport>[]): StoredIntegration[] {
  return stored.map((integration, i) => {
    const report = reports[i];
    if (!report) return integration;
    return {
      ...integration,
      status: report.status ?? integration.status,
      run_url: report.run_url ?? integration.run_url,
      tracker_run_id: report.tracker_run_id ?? integration.tracker_run_id,
      error: report.error ?? (report.status === 'failed' ? integration.error : null),
      ...(report.path !== undefined ? { path: report.path } : {}),
    };
  });
}
