-- Dataset namespaces of the local hub (`<namespace>/<name>`): who may write into each, and so who may read its private repos.
-- A namespace without grants is the operator's (shared, such as `demo`): accounts read its public repos only.
create table hub_namespaces (
  name        text primary key,
  created_at  timestamptz not null default now()
);

create table hub_namespace_grants (
  namespace   text not null references hub_namespaces (name) on delete cascade,
  account_id  text not null references accounts (id),
  created_at  timestamptz not null default now(),
  primary key (namespace, account_id)
);

create index hub_namespace_grants_account on hub_namespace_grants (account_id);
