-- A stored reply belongs to the caller that made the request: the API key (or console session)
-- that presented the Idempotency-Key. Another key of the same account presenting the same
-- Idempotency-Key is told the key was used for another request (409), never shown the reply.
-- Rows written before this column existed (null) match no caller; they are pruned within a day.
alter table idempotency_keys add column api_key_id text;
