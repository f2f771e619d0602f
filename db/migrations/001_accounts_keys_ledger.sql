-- Accounts, API keys and the append-only token ledger.

create function forbid_mutation() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % is not allowed', tg_table_name, tg_op;
end;
$$;

create table accounts (
  id                text primary key,
  name              text not null,
  concurrency_limit integer not null default 4 check (concurrency_limit > 0),
  features          text[] not null default '{}',
  -- Running sums of the ledger, written in the same transaction as every ledger row,
  -- so reading a balance never scans the ledger.
  balance           bigint not null default 0 check (balance >= 0),
  granted_total     bigint not null default 0,
  charged_total     bigint not null default 0,
  refunded_total    bigint not null default 0,
  created_at        timestamptz not null default now()
);

create table api_keys (
  id           text primary key,
  account_id   text not null references accounts (id),
  name         text not null,
  -- The first characters of the key: not secret, used to find the row and to show the key in lists.
  lookup       text not null unique,
  secret_hash  bytea not null,
  scopes       text[] not null,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz,
  revoked_at   timestamptz,
  last_used_at timestamptz
);
create index api_keys_account on api_keys (account_id, created_at desc);

create table ledger_entries (
  id            text primary key,
  account_id    text not null references accounts (id),
  kind          text not null check (kind in ('grant', 'charge', 'refund')),
  amount        bigint not null check (amount > 0),
  resource_id   text,
  resource_kind text,
  reason        text not null,
  description   text,
  created_at    timestamptz not null default now(),
  -- A retried activity can never charge or refund the same thing twice.
  unique (resource_id, reason)
);
create index ledger_entries_account_time on ledger_entries (account_id, created_at desc, id desc);
create index ledger_entries_resource on ledger_entries (resource_id) where resource_id is not null;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function forbid_mutation();
