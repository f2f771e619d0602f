-- Console sign-in: people of an account, one-time sign-in links and browser sessions.
-- Tokens are stored as SHA-256 hashes only; the raw value exists in the link or the cookie.

create table console_users (
  id          text primary key,
  account_id  text not null references accounts (id),
  email       text not null,
  created_at  timestamptz not null default now(),
  unique (account_id, email)
);

create table console_sign_in_links (
  token_hash  bytea primary key,
  user_id     text not null references console_users (id),
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  used_at     timestamptz
);

create table console_sessions (
  id            text primary key,
  token_hash    bytea not null unique,
  user_id       text not null references console_users (id),
  account_id    text not null references accounts (id),
  csrf_token    text not null,
  created_at    timestamptz not null default now(),
  last_seen_at  timestamptz not null default now(),
  expires_at    timestamptz not null,
  ended_at      timestamptz
);

create index console_sessions_user on console_sessions (user_id);
