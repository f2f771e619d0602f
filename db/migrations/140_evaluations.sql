-- Evaluations (issue 32): a policy run closed loop in a twin for N seeded episodes. One row per
-- evaluation, one row per episode, and its output files in resource_files (role `output`).

create table evaluations (
  id               text primary key,
  account_id       text not null references accounts (id),
  status           text not null check (status in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled')),
  phase            text,
  status_message   text,
  progress         double precision not null default 0,
  error            jsonb check (error is null or coalesce(jsonb_typeof(error -> 'code') = 'string', false)),
  -- { type: 'training_run' | 'rl_run', run_id, checkpoint, storage_key, kind } as resolved at create.
  policy           jsonb not null,
  twin_id          text not null,
  -- { name, parameters } as the job takes it.
  objective        jsonb not null,
  episodes         integer not null check (episodes between 1 and 500),
  seeds            jsonb,
  randomisation    jsonb not null,
  -- Once evaluated: the figures, the report and where the outputs are stored.
  verdict          text check (verdict in ('pass', 'fail')),
  success_rate     double precision,
  interval_low     double precision,
  interval_high    double precision,
  report           jsonb,
  outputs          jsonb,
  tokens_charged   bigint not null default 0,
  tokens_refunded  bigint not null default 0,
  webhook_metadata jsonb,
  request_id       text,
  idempotency_key  text,
  created_at       timestamptz not null default now(),
  started_at       timestamptz,
  completed_at     timestamptz
);
create index evaluations_account on evaluations (account_id, created_at desc, id desc);
create index evaluations_in_flight on evaluations (account_id) where status in ('queued', 'processing', 'canceling');

create table evaluation_episodes (
  evaluation_id text not null references evaluations (id) on delete cascade,
  index         integer not null,
  seed          bigint not null,
  success       boolean not null,
  lift_m        double precision,
  place_error_m double precision,
  steps         integer not null,
  failure_mode  text,
  grasped       boolean,
  start         jsonb not null default '{}',
  primary key (evaluation_id, index)
);

-- The evaluations feature flag: the demo account `npm start` makes has it; others get it from an operator.
update accounts set features = array_append(features, 'evaluations') where name = 'demo' and not ('evaluations' = any (features));
