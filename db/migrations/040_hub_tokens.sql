-- Per-account dataset hub tokens, sealed with AES-256-GCM under CREDENTIALS_KEY (never stored in clear).
create table hub_tokens (
  account_id  text primary key references accounts (id),
  sealed      text not null,
  updated_at  timestamptz not null default now()
);
