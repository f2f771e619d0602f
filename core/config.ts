import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { isJobCgroupSetting } from './cgroup-setting.js';
import { isJobCpuSetting } from './cpu-list.js';
import { defaultCpuSlots, jobCoreCount } from './heavy-job-slots.js';
import type { RetryPolicy } from './webhooks/retry-schedule.js';

/** Project root: the folder holding package.json and temporal-dev.yaml. */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface TemporalDevSettings {
  namespace: string;
  ip: string;
  port: number;
  ui_port: number;
  db_filename: string;
  log_level: string;
  sqlite_pragmas: Record<string, string>;
  search_attributes: Record<string, string>;
  dynamic_config: Record<string, unknown>;
}

export function readTemporalDevSettings(file = join(PROJECT_ROOT, 'temporal-dev.yaml')): TemporalDevSettings {
  const raw = parseYaml(readFileSync(file, 'utf8')) as Partial<TemporalDevSettings>;
  return {
    namespace: raw.namespace ?? 'default',
    ip: raw.ip ?? '127.0.0.1',
    port: raw.port ?? 7233,
    ui_port: raw.ui_port ?? (raw.port ?? 7233) + 1000,
    db_filename: raw.db_filename ?? 'temporal/dev.sqlite',
    log_level: raw.log_level ?? 'warn',
    sqlite_pragmas: raw.sqlite_pragmas ?? {},
    search_attributes: raw.search_attributes ?? {},
    dynamic_config: raw.dynamic_config ?? {},
  };
}

/** How the API, the worker and `npm start` reach Temporal: a self-hosted cluster (plain or mTLS) or Temporal Cloud (mTLS or an API key). */
export interface TemporalConfig {
  address: string;
  namespace: string;
  taskQueue: string;
  /** TEMPORAL_TLS: connect over TLS; default on when a client certificate or an API key is set. */
  tls: boolean;
  /** TEMPORAL_TLS_CLIENT_CERT_PATH / TEMPORAL_TLS_CLIENT_KEY_PATH: PEM files of the client certificate and its key (mTLS); both or neither. */
  tlsCertPath: string | undefined;
  tlsKeyPath: string | undefined;
  /** TEMPORAL_TLS_SERVER_CA_CERT_PATH: PEM file of the CA that signed the server's certificate; unset = the system's roots. */
  tlsCaPath: string | undefined;
  /** TEMPORAL_TLS_SERVER_NAME: the name the server's certificate must carry, when it is not the address's host. */
  tlsServerName: string | undefined;
  /** TEMPORAL_API_KEY: sent as `Authorization: Bearer …` (Temporal Cloud API keys); turns TLS on. */
  apiKey: string | undefined;
}

export interface RateLimitConfig {
  /** Sustained requests per second per API key. */
  perSecond: number;
  /** Bucket size: how many requests a key may send at once. */
  burst: number;
}

export interface Config {
  databaseUrl: string;
  host: string;
  port: number;
  publicBaseUrl: string;
  /** W&B settings the job's tracker uses: WANDB_MODE (`offline` keeps runs on the worker), WANDB_BASE_URL (a self-hosted W&B). */
  wandb: { mode: string | null; baseUrl: string | null };
  /**
   * The one outbound-target setting (core/outbound/target-url.ts): true lets webhooks and trackers reach loopback and
   * private-network addresses (local development; `npm start` sets it). OUTBOUND_ALLOW_PRIVATE_TARGETS, or its older
   * name WEBHOOK_ALLOW_PRIVATE_TARGETS; default false.
   */
  outbound: { allowPrivateTargets: boolean };
  dataDir: string;
  hubDir: string;
  storageDir: string;
  jobsDir: string;
  temporal: TemporalConfig;
  rateLimit: RateLimitConfig;
  bodyLimitBytes: number;
  authCacheTtlMs: number;
  liveQueryTimeoutMs: number;
  /** Prometheus endpoints (docs/observability.md): one per process, on METRICS_HOST; a port of 0 takes any free port. */
  metrics: { host: string; apiPort: number; workerPort: number; temporalSdkPort: number };
  computeBackend: string;
  slurm: SlurmConfig;
  hubBackend: string;
  /** HUB_BACKEND=huggingface: HF_ENDPOINT and the service-wide default HF_TOKEN (accounts may bring their own). */
  huggingface: { endpoint: string; token: string | undefined };
  storageBackend: string;
  /** STORAGE_SIGNING_SECRET: unset = generated once into the data dir; `off` = no signed links. */
  storageSigningSecret: string | undefined;
  /** STORAGE_BACKEND=s3 settings. */
  s3: S3Config;
  webhooks: WebhookConfig;
  /** Events older than this are deleted (the spec keeps them at least 30 days). */
  eventRetentionDays: number;
  augmentations: AugmentationSettings;
  /** CREDENTIALS_KEY (32 bytes, base64 or hex): seals per-account hub tokens; unset = generated once into the data dir. */
  credentialsKey: string | undefined;
  /** The local compute backend: which tiers this machine serves and how many jobs run at once per tier. */
  localCompute: { tiers: string[]; slots: Record<string, number>; cpus: string; cgroup: string };
  /** LEROBOT_TRAIN: path of LeRobot's `lerobot-train`; unset = PATH and ./.venv-lerobot/bin are searched. */
  lerobotTrain: string | undefined;
  /** LEROBOT_PRETRAINED_BACKBONES (default true); false: `act` trains its ResNet backbone from scratch instead of downloading ImageNet weights when the job starts (machines without that download). */
  lerobotPretrainedBackbones: boolean;
  /** A training run's workflow continues as new after this many history events (live-metrics signals add up). */
  trainingContinueAsNewAfterEvents: number;
  /** WORKER_ISOLATE_EXECUTION_TIMEOUT_MS: how long one workflow activation may run before it counts as a deadlock (SDK default 5 s; see workers/sandbox-options.ts). */
  workerIsolateExecutionTimeoutMs: number;
  /** WORKER_JOB_FOLLOWERS: activities following a compute job (running or queued for a slot) one worker holds at once. */
  workerJobFollowers: number;
  /** WORKER_ACTIVITY_SLOTS: the runs' short activities (charges, cancels, endings, imports) one worker runs at once. */
  workerActivitySlots: number;
  /** WORKER_MAX_CACHED_WORKFLOWS: workflows kept in the worker's sticky cache (the SDK's default grows with the heap limit, not with what each workflow holds). */
  workerMaxCachedWorkflows: number;
  /** WORKER_MAX_HEAP_MB: the worker's V8 heap limit (`--max-old-space-size`, which also bounds the workflow threads' isolates) when `npm start` runs it; 0 keeps Node's own limit. */
  workerMaxHeapMb: number;
  twins: TwinSettings;
}

export interface TwinSettings {
  /** SIM_MODELS_DIR: the robot models setup installed (default `$DATA_DIR/models`). */
  modelsDir: string;
  /** TWIN_RESUME_WINDOW_SECONDS: how long a failed or canceled twin's workflow waits for `resume` (default 7 days). */
  resumeWindowSeconds: number;
  /** TWIN_BUILD_ATTEMPTS: tries of a build whose job failed for a transient reason before the twin fails (resumable). */
  buildAttempts: number;
  /** TWIN_CALIBRATE_CAMERAS: whether a twin whose create omits `config.calibrate_cameras` calibrates its cameras (default true). */
  calibrateCameras: boolean;
  /** TWIN_CAMERA_CACHE_DIR: a store of solved cameras (jobs/twin/camera_cache.py), so a twin rebuilt from the same recording skips calibration; off (null) unless set. Local jobs only. */
  cameraCacheDir: string | null;
}

export interface AugmentationSettings {
  /** VIDEO_ENGINE: `twin` (default: episodes generated in the recording's twin) or `none` (`model: video` is 403, `auto` fails with `capacity` when it plans video). */
  videoEngine: string;
  /** Program that relights a dataset (the relight contract's CLI). */
  /** RELIGHT_PROGRAM: a program run instead of jobs/relight/main.ts (null: that one). */
  relightProgram: string | null;
  /** Parallel ffmpeg encodes one relight job may run. */
  relightConcurrency: number;
  /** AUGMENTATION_CONCURRENCY_LIMIT: augmentations one account may have processing at once; past it, 429 concurrency_limit_exceeded. */
  inFlightPerAccount: number;
}

/** `cpu=4,*=1` → { cpu: 4, '*': 1 }. */
/** `auto` (all CPUs but the first), `all`, or a Linux CPU list such as `1-3,6`. */
function cpusFrom(env: Env, name: string): string {
  const raw = env[name]?.trim() || 'auto';
  if (!isJobCpuSetting(raw)) throw new Error(`${name} must be 'auto', 'all' or a CPU list like '1-3'; got '${raw}'.`);
  return raw;
}

function cgroupFrom(env: Env, name: string): string {
  const raw = env[name]?.trim() || 'auto';
  if (!isJobCgroupSetting(raw)) throw new Error(`${name} must be 'auto', 'off' or the absolute path of a cgroup directory; got '${raw}'.`);
  return raw;
}

function slotsFrom(env: Env, name: string, fallback: Record<string, number>): Record<string, number> {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const slots: Record<string, number> = {};
  for (const part of raw.split(',')) {
    const [tier, count] = part.split('=').map((s) => s.trim());
    const value = Number(count);
    if (!tier || !Number.isInteger(value) || value < 1) throw new Error(`${name} must look like 'cpu=4,*=1'; got '${raw}'.`);
    slots[tier] = value;
  }
  return slots;
}

export interface WebhookConfig {
  /** Task queue of the webhook delivery worker, apart from the runs' so neither delays the other. */
  taskQueue: string;
  /** Limit of one delivery attempt, connect to response. */
  timeoutMs: number;
  retry: RetryPolicy;
  /** Same as `outbound.allowPrivateTargets` (kept for the webhook code that reads it here). */
  allowPrivateTargets: boolean;
  /** Attempts one worker process runs at once, all endpoints together. */
  concurrency: number;
  /** Attempts one worker process runs at once to a single endpoint. */
  maxInFlightPerEndpoint: number;
  /** How often the dispatcher looks for events and deliveries it missed (notifications are the fast path). */
  dispatchSweepMs: number;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number >= ${min}; got '${raw}'.`);
  }
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false; got '${env[name]}'.`);
}

/** The delivery workflow gives an attempt one minute in all (workflows/webhook-delivery.ts), so at most 45 s of it waiting for the receiver. */
function webhookTimeoutFrom(env: Env): number {
  const value = intFrom(env, 'WEBHOOK_TIMEOUT_MS', 15_000, 100);
  if (value > 45_000) throw new Error(`WEBHOOK_TIMEOUT_MS may be at most 45000; got '${env.WEBHOOK_TIMEOUT_MS}'.`);
  return value;
}

function dirFrom(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (!raw) return fallback;
  return isAbsolute(raw) ? raw : resolve(PROJECT_ROOT, raw);
}

/** STORAGE_BACKEND=s3 settings; credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, instance roles). */
export interface S3Config {
  /** S3_BUCKET: the bucket every object goes in (it must exist). */
  bucket: string;
  /** S3_REGION (else AWS_REGION, else us-east-1). */
  region: string;
  /** S3_ENDPOINT: an S3-compatible server's URL; unset = AWS. */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE: `bucket` in the path rather than the host name; default on when S3_ENDPOINT is set. */
  forcePathStyle: boolean;
  /** S3_PART_SIZE_MB: files larger than this go up as multipart uploads of this part size (S3's minimum is 5). */
  partSizeBytes: number;
}

/** COMPUTE_BACKEND=slurm settings. */
export interface SlurmConfig {
  /** SLURM_BIN_DIR: folder of sbatch/squeue/sacct/scancel/sinfo; unset = PATH. */
  binDir: string | undefined;
  /** SLURM_PARTITION: partition for CPU tiers (and GPU tiers without one of their own); unset = cluster default. */
  partition: string | undefined;
  /** SLURM_GPU_PARTITION: partition for GPU tiers. */
  gpuPartition: string | undefined;
  /** SLURM_TIER_PARTITIONS: `tier=partition,…`, over the two above. */
  tierPartitions: Record<string, string>;
  /** SLURM_JOBS_DIR: job directories on the filesystem shared with the compute nodes; default JOBS_DIR. */
  jobsDir: string;
  /** SLURM_COMMAND_TIMEOUT_MS: limit of each sbatch/squeue/… call. */
  commandTimeoutMs: number;
  /** SLURM_REQUEST_TIER_RESOURCES: ask for the tier's cores and memory (--cpus-per-task, --mem). */
  requestTierResources: boolean;
}

/** `t4=gpu-small,a100-80gb=gpu-large` → { t4: 'gpu-small', 'a100-80gb': 'gpu-large' }. */
function tierPartitionsFrom(env: Env): Record<string, string> {
  const raw = env.SLURM_TIER_PARTITIONS?.trim();
  if (!raw) return {};
  const map: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const [tier, partition, ...rest] = pair.split('=').map((part) => part.trim());
    if (!tier || !partition || rest.length > 0) {
      throw new Error(`SLURM_TIER_PARTITIONS must look like 't4=gpu,a100-80gb=a100'; got '${raw}'.`);
    }
    map[tier] = partition;
  }
  return map;
}

function temporalFrom(env: Env, temporalDev: TemporalDevSettings, taskQueue: string): TemporalConfig {
  const tlsCertPath = fileFrom(env, 'TEMPORAL_TLS_CLIENT_CERT_PATH');
  const tlsKeyPath = fileFrom(env, 'TEMPORAL_TLS_CLIENT_KEY_PATH');
  if (Boolean(tlsCertPath) !== Boolean(tlsKeyPath)) throw new Error('TEMPORAL_TLS_CLIENT_CERT_PATH and TEMPORAL_TLS_CLIENT_KEY_PATH go together: set both (mTLS) or neither.');
  const apiKey = env.TEMPORAL_API_KEY || undefined;
  const tls = boolFrom(env, 'TEMPORAL_TLS', Boolean(tlsCertPath || apiKey));
  const tlsCaPath = fileFrom(env, 'TEMPORAL_TLS_SERVER_CA_CERT_PATH');
  const tlsServerName = env.TEMPORAL_TLS_SERVER_NAME || undefined;
  if (!tls && (tlsCertPath || tlsCaPath || tlsServerName)) throw new Error('TEMPORAL_TLS=false contradicts the TEMPORAL_TLS_* settings that are set.');
  return {
    address: env.TEMPORAL_ADDRESS || `${temporalDev.ip}:${temporalDev.port}`,
    namespace: env.TEMPORAL_NAMESPACE || temporalDev.namespace,
    taskQueue,
    tls,
    tlsCertPath,
    tlsKeyPath,
    tlsCaPath,
    tlsServerName,
    apiKey,
  };
}

/** A file path setting, relative ones from the project root; unset = undefined. */
function fileFrom(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  return isAbsolute(raw) ? raw : resolve(PROJECT_ROOT, raw);
}

/** Every setting the service reads from its environment, with its default. Listed in docs/deploy.md's configuration table (test/unit/deploy-config-table.test.ts keeps the two in step). */
export function loadConfig(env: Env = process.env): Config {
  const temporalDev = readTemporalDevSettings();
  const dataDir = dirFrom(env, 'DATA_DIR', join(PROJECT_ROOT, '.data'));
  const host = env.HOST || '127.0.0.1';
  const port = intFrom(env, 'PORT', 8080, 0);
  const taskQueue = env.TEMPORAL_TASK_QUEUE || 'robot-platform';
  const allowPrivateTargets = boolFrom(env, 'OUTBOUND_ALLOW_PRIVATE_TARGETS', boolFrom(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false));
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/robot_platform',
    host,
    port,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    wandb: { mode: env.WANDB_MODE || null, baseUrl: env.WANDB_BASE_URL || null },
    outbound: { allowPrivateTargets },
    dataDir,
    hubDir: dirFrom(env, 'HUB_DIR', join(dataDir, 'hub')),
    storageDir: dirFrom(env, 'STORAGE_DIR', join(dataDir, 'storage')),
    jobsDir: dirFrom(env, 'JOBS_DIR', join(dataDir, 'jobs')),
    temporal: temporalFrom(env, temporalDev, taskQueue),
    rateLimit: {
      perSecond: intFrom(env, 'RATE_LIMIT_PER_SECOND', 50, 1),
      burst: intFrom(env, 'RATE_LIMIT_BURST', 100, 1),
    },
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    authCacheTtlMs: intFrom(env, 'AUTH_CACHE_TTL_MS', 1000, 0),
    liveQueryTimeoutMs: intFrom(env, 'LIVE_QUERY_TIMEOUT_MS', 1500, 50),
    metrics: {
      host: env.METRICS_HOST || '127.0.0.1',
      apiPort: intFrom(env, 'API_METRICS_PORT', 9464, 0),
      workerPort: intFrom(env, 'WORKER_METRICS_PORT', 9465, 0),
      temporalSdkPort: intFrom(env, 'WORKER_SDK_METRICS_PORT', 9466, 0),
    },
    computeBackend: env.COMPUTE_BACKEND || 'local',
    slurm: {
      binDir: env.SLURM_BIN_DIR || undefined,
      partition: env.SLURM_PARTITION || undefined,
      gpuPartition: env.SLURM_GPU_PARTITION || undefined,
      tierPartitions: tierPartitionsFrom(env),
      jobsDir: dirFrom(env, 'SLURM_JOBS_DIR', dirFrom(env, 'JOBS_DIR', join(dataDir, 'jobs'))),
      commandTimeoutMs: intFrom(env, 'SLURM_COMMAND_TIMEOUT_MS', 30_000, 1_000),
      requestTierResources: boolFrom(env, 'SLURM_REQUEST_TIER_RESOURCES', false),
    },
    hubBackend: env.HUB_BACKEND || 'local',
    huggingface: { endpoint: (env.HF_ENDPOINT || 'https://huggingface.co').replace(/\/+$/, ''), token: env.HF_TOKEN || undefined },
    storageBackend: env.STORAGE_BACKEND || 'local',
    storageSigningSecret: env.STORAGE_SIGNING_SECRET || undefined,
    s3: {
      bucket: env.S3_BUCKET || '',
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: boolFrom(env, 'S3_FORCE_PATH_STYLE', Boolean(env.S3_ENDPOINT)),
      partSizeBytes: intFrom(env, 'S3_PART_SIZE_MB', 16, 5) * 1024 * 1024,
    },
    webhooks: {
      taskQueue: env.WEBHOOK_TASK_QUEUE || `${taskQueue}-webhooks`,
      timeoutMs: webhookTimeoutFrom(env),
      retry: {
        initialMs: intFrom(env, 'WEBHOOK_RETRY_INITIAL_MS', 5_000, 1),
        maxDelayMs: intFrom(env, 'WEBHOOK_RETRY_MAX_DELAY_MS', 12 * 3_600_000, 1),
        maxAttempts: intFrom(env, 'WEBHOOK_MAX_ATTEMPTS', 15, 1),
      },
      allowPrivateTargets,
      concurrency: intFrom(env, 'WEBHOOK_CONCURRENCY', 200, 1),
      maxInFlightPerEndpoint: intFrom(env, 'WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT', 20, 1),
      dispatchSweepMs: intFrom(env, 'WEBHOOK_DISPATCH_SWEEP_MS', 5_000, 100),
    },
    eventRetentionDays: intFrom(env, 'EVENT_RETENTION_DAYS', 90, 30),
    augmentations: {
      videoEngine: env.VIDEO_ENGINE || 'twin',
      relightProgram: env.RELIGHT_PROGRAM || null,
      relightConcurrency: intFrom(env, 'RELIGHT_CONCURRENCY', 2, 1),
      inFlightPerAccount: intFrom(env, 'AUGMENTATION_CONCURRENCY_LIMIT', 10, 1),
    },
    credentialsKey: env.CREDENTIALS_KEY || undefined,
    localCompute: {
      tiers: (env.LOCAL_COMPUTE_TIERS || 'cpu').split(',').map((tier) => tier.trim()).filter(Boolean),
      slots: slotsFrom(env, 'LOCAL_COMPUTE_SLOTS', { cpu: defaultCpuSlots(jobCoreCount(cpusFrom(env, 'LOCAL_COMPUTE_CPUS'))), '*': 1 }),
      cpus: cpusFrom(env, 'LOCAL_COMPUTE_CPUS'),
      cgroup: cgroupFrom(env, 'LOCAL_COMPUTE_CGROUP'),
    },
    lerobotTrain: env.LEROBOT_TRAIN || undefined,
    lerobotPretrainedBackbones: boolFrom(env, 'LEROBOT_PRETRAINED_BACKBONES', true),
    trainingContinueAsNewAfterEvents: intFrom(env, 'TRAINING_CONTINUE_AS_NEW_AFTER_EVENTS', 10_000, 20),
    workerIsolateExecutionTimeoutMs: intFrom(env, 'WORKER_ISOLATE_EXECUTION_TIMEOUT_MS', 120_000, 1_000),
    workerJobFollowers: intFrom(env, 'WORKER_JOB_FOLLOWERS', 2_000, 1),
    workerActivitySlots: intFrom(env, 'WORKER_ACTIVITY_SLOTS', 100, 1),
    workerMaxCachedWorkflows: intFrom(env, 'WORKER_MAX_CACHED_WORKFLOWS', 500, 0),
    workerMaxHeapMb: intFrom(env, 'WORKER_MAX_HEAP_MB', 0, 0),
    twins: {
      modelsDir: dirFrom(env, 'SIM_MODELS_DIR', join(dataDir, 'models')),
      resumeWindowSeconds: intFrom(env, 'TWIN_RESUME_WINDOW_SECONDS', 7 * 24 * 3600, 1),
      buildAttempts: intFrom(env, 'TWIN_BUILD_ATTEMPTS', 3, 1),
      calibrateCameras: boolFrom(env, 'TWIN_CALIBRATE_CAMERAS', true),
      cameraCacheDir: env.TWIN_CAMERA_CACHE_DIR || null,
    },
  };
}
