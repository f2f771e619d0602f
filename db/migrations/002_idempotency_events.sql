-- Idempotency records for create routes, and the durable event log.

create table idempotency_keys (
  account_id      text not null references accounts (id),
  key             text not null,
  request_method  text not null,
  request_path    text not null,
  request_hash    text not null,
  state           text not null check (state in ('in_flight', 'completed')),
  response_status integer,
  response_body   text,
  response_headers jsonb,
  created_at      timestamptz not null default now(),
  locked_at       timestamptz not null default now(),
  completed_at    timestamptz,
  primary key (account_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);

create table events (
  id               text primary key,
  account_id       text not null references accounts (id),
  type             text not null,
  resource_id      text not null,
  resource_kind    text not null,
  data             jsonb not null,
  webhook_metadata jsonb,
  request_id       text,
  idempotency_key  text,
  created_at       timestamptz not null default now()
);
create index events_account_time on events (account_id, created_at desc, id desc);
create index events_resource on events (resource_id);
-- Events are never edited; old ones may be deleted by retention (kept at least 30 days).
create trigger events_append_only before update on events
  for each row execute function forbid_mutation();
