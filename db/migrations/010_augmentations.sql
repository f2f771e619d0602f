-- Augmentations: one row per run (the system of record lists read), and per-episode rows for video runs.

create table augmentations (
  id               text primary key,
  account_id       text not null references accounts (id),
  status           text not null check (status in ('processing', 'succeeded', 'failed', 'canceled')),
  phase            text,
  progress         double precision not null default 0,
  status_message   text,
  error_code       text,
  error_message    text,
  -- `auto` until planned, then the engine the plan chose.
  model            text not null check (model in ('auto', 'relight', 'video')),
  requested_model  text not null check (requested_model in ('auto', 'relight', 'video')),
  source           jsonb not null,
  instructions     text not null,
  config           jsonb not null,
  plan             jsonb,
  -- As given at create (type, repo_id, private), plus url once published.
  output           jsonb not null,
  tokens_charged   bigint not null default 0,
  webhook_metadata jsonb,
  request_id       text,
  idempotency_key  text,
  created_at       timestamptz not null default now(),
  completed_at     timestamptz
);
create index augmentations_account_time on augmentations (account_id, created_at desc, id desc);

-- Reference photos (up to 20 MB per run) apart from the row, so lists never read them.
create table augmentation_reference_images (
  augmentation_id text not null references augmentations (id),
  position        integer not null,
  media_type      text not null,
  camera          text,
  data            text not null,
  primary key (augmentation_id, position)
);

-- Files a download output published: what GET by id lists under output.files.
create table augmentation_files (
  augmentation_id text not null references augmentations (id),
  path            text not null,
  storage_key     text not null,
  bytes           bigint not null,
  primary key (augmentation_id, path)
);

create table augmentation_episodes (
  augmentation_id      text not null references augmentations (id),
  index                integer not null,
  source_episode_index integer not null,
  prompt               text,
  status               text not null check (status in ('pending', 'processing', 'succeeded', 'failed', 'canceled')),
  error                text,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  primary key (augmentation_id, index)
);

-- The source commit the run pinned at import: every later read uses it (plan.source_revision).
alter table augmentations add column source_revision text;
