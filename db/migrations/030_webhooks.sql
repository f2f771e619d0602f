-- Webhook endpoints, the dispatch outbox that fans events out to them, and every delivery
-- with each of its attempts.

create table webhook_endpoints (
  id              text primary key,
  account_id      text not null references accounts (id),
  url             text not null,
  description     text,
  enabled_events  text[] not null,
  metadata        jsonb not null default '{}',
  -- `whsec_…`: the worker needs it in clear to sign; cleared when the endpoint is deleted.
  secret          text,
  status          text not null default 'enabled' check (status in ('enabled', 'disabled')),
  disabled_reason text,
  disabled_at     timestamptz,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  -- Deleted endpoints stay as rows so their delivery history keeps its meaning.
  deleted_at      timestamptz
);
create index webhook_endpoints_account on webhook_endpoints (account_id, created_at desc, id desc)
  where deleted_at is null;

-- Transactional outbox: every committed event gets a row here in the same transaction (trigger),
-- so no event can be committed without being fanned out later, whatever crashes in between.
-- The dispatcher turns a row into deliveries and deletes it in one transaction.
create table webhook_outbox (
  event_id   text primary key references events (id) on delete cascade,
  account_id text not null,
  created_at timestamptz not null default now()
);
create index webhook_outbox_created on webhook_outbox (created_at);

create function enqueue_event_for_webhooks() returns trigger language plpgsql as $$
begin
  insert into webhook_outbox (event_id, account_id, created_at) values (new.id, new.account_id, new.created_at);
  return null;
end;
$$;
create trigger events_enqueue_for_webhooks after insert on events
  for each row execute function enqueue_event_for_webhooks();

-- One row per (event, endpoint); its id is the Temporal workflow id of the delivery.
create table webhook_deliveries (
  id              text primary key,
  account_id      text not null,
  endpoint_id     text not null references webhook_endpoints (id),
  event_id        text not null references events (id) on delete cascade,
  event_type      text not null,
  status          text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'canceled')),
  attempt_count   integer not null default 0,
  last_status_code integer,
  last_error      text,
  next_attempt_at timestamptz,
  created_at      timestamptz not null default now(),
  -- Set once the delivery workflow is known to exist; the dispatcher's sweep starts the rest.
  dispatched_at   timestamptz,
  completed_at    timestamptz,
  unique (event_id, endpoint_id)
);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc, id desc);
create index webhook_deliveries_undispatched on webhook_deliveries (created_at) where dispatched_at is null;
create index webhook_deliveries_pending on webhook_deliveries (endpoint_id, next_attempt_at) where status = 'pending';

create table webhook_delivery_attempts (
  delivery_id   text not null references webhook_deliveries (id) on delete cascade,
  attempt       integer not null check (attempt > 0),
  started_at    timestamptz not null,
  status_code   integer,
  latency_ms    integer not null,
  error         text,
  response_body text,
  primary key (delivery_id, attempt)
);

-- Retention deletes events by age across accounts.
create index events_created on events (created_at);
