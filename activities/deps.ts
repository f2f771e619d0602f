import type { ComputeBackend } from '../core/ports/compute.js';
import type { HubBackend } from '../core/ports/hub.js';
import type { StorageBackend } from '../core/ports/storage.js';
import type { Config } from '../core/config.js';
import type { VideoEngine } from '../core/ports/video.js';
import type { Sql } from '../db/client.js';

/** What activities may touch: the database and the backends, nothing of the HTTP layer. */
export interface ActivityDeps {
  config: Config;
  sql: Sql;
  hub: HubBackend;
  storage: StorageBackend;
  compute: ComputeBackend;
  /** The generative video engine, or null/absent when none is configured (VIDEO_ENGINE=none). */
  videoEngine?: VideoEngine | null;
}
