-- Compute slots as a durable queue (issue 25, item 3): a run that needs a heavy job on the local
-- backend asks for a slot here and its workflow waits for the grant, holding no activity. Shared
-- by every worker of a task queue (`pool`); each grant is made under an advisory lock per pool
-- and tier (db/compute-slots.ts). One open request per holder (the run's workflow id).
create table compute_slot_requests (
  id bigserial primary key,
  pool text not null,
  tier text not null,
  holder text not null,
  requested_at timestamptz not null default now(),
  granted_at timestamptz,
  -- When the holder's workflow was told of its grant; null while that signal may have been lost.
  signaled_at timestamptz,
  released_at timestamptz,
  -- The place in the queue the holder was last told (as queuedMessage rounds it), so a moving queue signals only those whose message changes.
  told_ahead integer
);

create unique index compute_slot_requests_open_holder on compute_slot_requests (holder) where released_at is null;
create index compute_slot_requests_waiting on compute_slot_requests (pool, tier, id) where granted_at is null and released_at is null;
create index compute_slot_requests_granted on compute_slot_requests (pool, tier) where granted_at is not null and released_at is null;
