-- Twins: one row per twin (what lists read), and the files of its published archive.

create table twins (
  id               text primary key,
  account_id       text not null references accounts (id),
  status           text not null check (status in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled')),
  stage            text,
  progress         double precision not null default 0,
  status_message   text,
  eta_seconds      integer,
  -- { code, message, resumable, stage } while failed.
  error            jsonb,
  source           jsonb not null,
  source_revision  text,
  episode_index    integer not null,
  config           jsonb not null,
  -- What the check stage resolved: { scene, wrist, available }.
  camera           jsonb,
  -- Every finished stage in order: { stage, ok, attempts, seconds, measurement }.
  stages           jsonb not null default '[]'::jsonb,
  -- Once published: { storage_key, filename, bytes, sha256, scene }.
  archive          jsonb,
  tokens_charged   bigint not null default 0,
  -- How many times the twin was resumed (a resumed build after a refund is charged under a new ledger key).
  resumes          integer not null default 0,
  webhook_metadata jsonb,
  request_id       text,
  idempotency_key  text,
  created_at       timestamptz not null default now(),
  completed_at     timestamptz
);
create index twins_account_time on twins (account_id, created_at desc, id desc);

create table twin_files (
  twin_id text not null references twins (id),
  path    text not null,
  bytes   bigint not null,
  sha256  text not null,
  primary key (twin_id, path)
);
