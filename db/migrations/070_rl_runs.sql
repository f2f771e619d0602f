-- RL runs: one row per seed of a create (runs of one create share group_id), the training curve,
-- the checkpoints copied to storage while training, and the files of the packaged bundle.

create table rl_runs (
  id               text primary key,
  account_id       text not null references accounts (id),
  group_id         text not null,
  seed             integer not null,
  -- The validated task spec with its defaults filled (the API's shape, docs/api/rl-runs.md).
  spec             jsonb not null,
  -- The twin's id when the spec names one (what the run trains in).
  twin_id          text,
  status           text not null check (status in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled')),
  phase            text,
  status_message   text,
  progress         double precision not null default 0,
  error            jsonb,
  -- The last live values: { env_steps, episode_return, success_rate, reward_terms }.
  metrics          jsonb not null default '{}',
  -- Once packaged: 'pass' | 'fail', the report (checks, judge, notes) and the stored outputs.
  verdict          text check (verdict in ('pass', 'fail')),
  report           jsonb,
  outputs          jsonb,
  hardware_tier    text not null,
  tokens_charged   bigint not null default 0,
  tokens_refunded  bigint not null default 0,
  webhook_metadata jsonb,
  request_id       text,
  idempotency_key  text,
  created_at       timestamptz not null default now(),
  started_at       timestamptz,
  completed_at     timestamptz
);
create index rl_runs_account on rl_runs (account_id, created_at desc, id desc);
create index rl_runs_group on rl_runs (group_id);
create index rl_runs_in_flight on rl_runs (account_id) where status in ('queued', 'processing', 'canceling');

-- One row per evaluation point of the training curve (the job's `eval` events), so the curve is
-- readable while the run trains and from any API instance (the job's metrics.jsonl sits on the worker).
create table rl_run_metrics (
  run_id       text not null references rl_runs (id) on delete cascade,
  env_steps    bigint not null,
  wall_seconds double precision not null,
  mean_return  double precision,
  success_rate double precision,
  reward_terms jsonb not null default '{}',
  episodes     integer not null default 0,
  primary key (run_id, env_steps)
);

-- Checkpoints copied to storage as the job saves them: the SB3 checkpoint and its ONNX export.
create table rl_run_checkpoints (
  run_id         text not null references rl_runs (id) on delete cascade,
  env_steps      bigint not null,
  checkpoint_key text not null,
  checkpoint_bytes bigint not null,
  onnx_key       text not null,
  onnx_bytes     bigint not null,
  created_at     timestamptz not null default now(),
  primary key (run_id, env_steps)
);

-- The packaged bundle's files (its files.json), stored under rl_runs/<id>/bundle/.
create table rl_run_files (
  run_id text not null references rl_runs (id) on delete cascade,
  path   text not null,
  bytes  bigint not null,
  sha256 text not null,
  primary key (run_id, path)
);
