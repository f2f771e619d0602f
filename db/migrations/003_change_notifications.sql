-- API processes cache accounts and keys; these notifications (sent at commit) tell them to forget
-- what changed, so a balance, a feature flag or a revocation is seen at once, whoever wrote it.

create function notify_account_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('rlp_account_changed', new.id);
  return null;
end;
$$;
create trigger accounts_changed after update on accounts
  for each row execute function notify_account_changed();

create function notify_api_key_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('rlp_api_key_changed', new.lookup);
  return null;
end;
$$;
create trigger api_keys_changed after update on api_keys
  for each row
  when (old.revoked_at is distinct from new.revoked_at
        or old.expires_at is distinct from new.expires_at
        or old.scopes is distinct from new.scopes)
  execute function notify_api_key_changed();
