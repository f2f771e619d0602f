import type { Client } from '@temporalio/client';
import type { HubBackend } from '../core/ports/hub.js';
import type { StorageBackend } from '../core/ports/storage.js';
import type { ComputeBackend } from '../core/ports/compute.js';
import type { Config } from '../core/config.js';
import type { VideoEngine } from '../core/ports/video.js';
import type { Sql } from '../db/client.js';

/** Everything the HTTP layer talks to; built once by the server entry (or a test) and passed to createApp. */
export interface AppDeps {
  config: Config;
  sql: Sql;
  temporal: Client;
  hub: HubBackend;
  storage: StorageBackend;
  compute: ComputeBackend;
  /** The generative video engine, or null/absent when none is configured (VIDEO_ENGINE=none). */
  videoEngine?: VideoEngine | null;
}
