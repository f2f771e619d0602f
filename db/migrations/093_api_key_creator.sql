-- The API key that created a key (null: made by an operator or in the console). A key never
-- outlives its creator: its expiry is capped at the creator's, and revoking a key revokes the
-- keys it created, and theirs.
alter table api_keys add column created_by text references api_keys (id);
create index api_keys_created_by on api_keys (created_by) where created_by is not null;
