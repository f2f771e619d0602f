import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

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
  dataDir: string;
  hubDir: string;
  storageDir: string;
  jobsDir: string;
  temporal: { address: string; namespace: string; taskQueue: string };
  rateLimit: RateLimitConfig;
  bodyLimitBytes: number;
  authCacheTtlMs: number;
  liveQueryTimeoutMs: number;
  computeBackend: string;
  hubBackend: string;
  storageBackend: string;
  /** STORAGE_SIGNING_SECRET: unset = generated once into the data dir; `off` = no signed links. */
  storageSigningSecret: string | undefined;
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

function dirFrom(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (!raw) return fallback;
  return isAbsolute(raw) ? raw : resolve(PROJECT_ROOT, raw);
}

/** Every setting the service reads from its environment, with its default. Listed in the README. */
export function loadConfig(env: Env = process.env): Config {
  const temporalDev = readTemporalDevSettings();
  const dataDir = dirFrom(env, 'DATA_DIR', join(PROJECT_ROOT, '.data'));
  const host = env.HOST || '127.0.0.1';
  const port = intFrom(env, 'PORT', 8080, 0);
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/robot_platform',
    host,
    port,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    dataDir,
    hubDir: dirFrom(env, 'HUB_DIR', join(dataDir, 'hub')),
    storageDir: dirFrom(env, 'STORAGE_DIR', join(dataDir, 'storage')),
    jobsDir: dirFrom(env, 'JOBS_DIR', join(dataDir, 'jobs')),
    temporal: {
      address: env.TEMPORAL_ADDRESS || `${temporalDev.ip}:${temporalDev.port}`,
      namespace: env.TEMPORAL_NAMESPACE || temporalDev.namespace,
      taskQueue: env.TEMPORAL_TASK_QUEUE || 'robot-platform',
    },
    rateLimit: {
      perSecond: intFrom(env, 'RATE_LIMIT_PER_SECOND', 50, 1),
      burst: intFrom(env, 'RATE_LIMIT_BURST', 100, 1),
    },
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    authCacheTtlMs: intFrom(env, 'AUTH_CACHE_TTL_MS', 1000, 0),
    liveQueryTimeoutMs: intFrom(env, 'LIVE_QUERY_TIMEOUT_MS', 1500, 50),
    computeBackend: env.COMPUTE_BACKEND || 'local',
    hubBackend: env.HUB_BACKEND || 'local',
    storageBackend: env.STORAGE_BACKEND || 'local',
    storageSigningSecret: env.STORAGE_SIGNING_SECRET || undefined,
  };
}
