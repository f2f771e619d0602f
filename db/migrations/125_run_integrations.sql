-- Experiment tracking (issue 24): the trackers a training or RL run logs to, with each one's status and
-- run URL as the job reported them, and per-account tracker credentials sealed like hub tokens.
alter table training_runs add column integrations jsonb not null default '[]';
alter table rl_runs add column integrations jsonb not null default '[]';

create table integration_credentials (
  account_id  text not null references accounts (id),
  type        text not null check (type in ('mlflow', 'wandb')),
  -- AES-256-GCM under CREDENTIALS_KEY, bound to `<account_id>:<type>`; never stored in clear.
  sealed      text not null,
  -- The names of the fields set (e.g. {api_key}), so GET can say what is set without opening the seal.
  fields      text[] not null,
  updated_at  timestamptz not null default now(),
  primary key (account_id, type)
);
