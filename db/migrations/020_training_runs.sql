-- Training runs: one row per policy of a create, their persisted log lines and checkpoints.

create table training_runs (
  id               text primary key,
  account_id       text not null references accounts (id),
  group_id         text not null,
  status           text not null default 'processing',
  phase            text,
  status_message   text,
  progress         double precision not null default 0,
  error            jsonb,
  policy           text not null,
  robot            text,
  hardware_tier    text not null,
  dataset          jsonb not null,
  cameras          jsonb not null default '{}',
  config           jsonb not null,
  -- `loss`, `step`, `max_steps`: the last values the trainer reported (GET by id reads them live).
  metrics          jsonb not null default '{}',
  eval             jsonb,
  output           jsonb not null default '{}',
  tokens_charged   bigint not null default 0,
  tokens_refunded  bigint not null default 0,
  webhook_metadata jsonb,
  request_id       text,
  idempotency_key  text,
  created_at       timestamptz not null default now(),
  started_at       timestamptz,
  completed_at     timestamptz
);
create index training_runs_account on training_runs (account_id, created_at desc, id desc);
create index training_runs_in_flight on training_runs (account_id) where status in ('queued', 'processing');

-- The trainer's own lines (infrastructure notices are not stored), numbered from 1 in log order.
create table training_run_log_lines (
  run_id text not null references training_runs (id) on delete cascade,
  seq    integer not null,
  line   text not null,
  primary key (run_id, seq)
);

create table training_checkpoints (
  run_id       text not null references training_runs (id) on delete cascade,
  step         integer not null,
  -- Storage prefix of the checkpoint's pretrained_model/ directory.
  storage_prefix text not null,
  created_at   timestamptz not null default now(),
  primary key (run_id, step)
);
