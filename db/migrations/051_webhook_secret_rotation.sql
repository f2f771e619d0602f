-- Secret rotation: the secret replaced by the last rotation keeps signing (beside the new one)
-- until previous_secret_expires_at, so receivers can switch without missing a delivery.
alter table webhook_endpoints
  add column previous_secret            text,
  add column previous_secret_expires_at timestamptz;
