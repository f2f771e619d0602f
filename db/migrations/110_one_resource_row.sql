-- One resource row (issue 23, item 3; docs/data-model.md): the four resource tables share one
-- status vocabulary, one error encoding, one `phase` column and the same three timestamps.

-- Statuses: every table accepts the six of core/lifecycle.ts (a kind may use fewer: augmentations
-- and training runs never queue or cancel slowly). training_runs had no check; a status it may
-- hold from before that is not one of the six is mapped: `completed` → succeeded, `cancelled` →
-- canceled, anything else → failed with a `system` error naming what was stored.
update training_runs set status = 'succeeded' where status = 'completed';
update training_runs set status = 'canceled' where status = 'cancelled';
update training_runs
   set error = coalesce(error, jsonb_build_object('code', 'system', 'message', format('The run was recorded as %s.', status))),
       status = 'failed',
       completed_at = coalesce(completed_at, now())
 where status not in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled');

alter table augmentations drop constraint if exists augmentations_status_check;
alter table training_runs drop constraint if exists training_runs_status_check;
alter table twins drop constraint if exists twins_status_check;
alter table rl_runs drop constraint if exists rl_runs_status_check;
alter table augmentations add constraint augmentations_status_check check (status in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled'));
alter table training_runs add constraint training_runs_status_check check (status in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled'));
alter table twins add constraint twins_status_check check (status in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled'));
alter table rl_runs add constraint rl_runs_status_check check (status in ('queued', 'processing', 'canceling', 'succeeded', 'failed', 'canceled'));

-- The in-flight limit counts the same statuses for every kind.
create index if not exists augmentations_in_flight on augmentations (account_id) where status in ('queued', 'processing', 'canceling');
create index if not exists twins_in_flight on twins (account_id) where status in ('queued', 'processing', 'canceling');
drop index if exists training_runs_in_flight;
create index training_runs_in_flight on training_runs (account_id) where status in ('queued', 'processing', 'canceling');

-- Errors: one jsonb `error` { code, message, … } everywhere. Augmentations kept two columns; a
-- message stored without a code becomes `pipeline_failed` (the contract's code for "no code
-- recorded"), and so does a failed augmentation that recorded nothing.
alter table augmentations add column error jsonb;
update augmentations
   set error = jsonb_build_object('code', coalesce(error_code, 'pipeline_failed'), 'message', error_message)
 where error_code is not null or error_message is not null or status = 'failed';
alter table augmentations drop column error_code;
alter table augmentations drop column error_message;

-- An error some older code wrote without a string code keeps its text as the message.
update training_runs set error = null where error = 'null'::jsonb;
update twins set error = null where error = 'null'::jsonb;
update rl_runs set error = null where error = 'null'::jsonb;
update training_runs
   set error = jsonb_build_object('code', 'system', 'message', coalesce(error ->> 'message', error #>> '{}'))
 where error is not null and jsonb_typeof(error -> 'code') is distinct from 'string';
update twins
   set error = jsonb_build_object('code', 'system', 'message', coalesce(error ->> 'message', error #>> '{}'), 'resumable', true, 'stage', error -> 'stage')
 where error is not null and jsonb_typeof(error -> 'code') is distinct from 'string';
update rl_runs
   set error = jsonb_build_object('code', 'system', 'message', coalesce(error ->> 'message', error #>> '{}'))
 where error is not null and jsonb_typeof(error -> 'code') is distinct from 'string';

alter table augmentations add constraint augmentations_error_check check (error is null or coalesce(jsonb_typeof(error -> 'code') = 'string', false));
alter table training_runs add constraint training_runs_error_check check (error is null or coalesce(jsonb_typeof(error -> 'code') = 'string', false));
alter table twins add constraint twins_error_check check (error is null or coalesce(jsonb_typeof(error -> 'code') = 'string', false));
alter table rl_runs add constraint rl_runs_error_check check (error is null or coalesce(jsonb_typeof(error -> 'code') = 'string', false));

-- Phase: a twin's stage is its phase (the API still calls it `stage`).
alter table twins rename column stage to phase;

-- Timestamps: created_at, started_at (work began; null until then, and for rows from before this
-- migration that never recorded it), completed_at (ended).
alter table augmentations add column started_at timestamptz;
alter table twins add column started_at timestamptz;
