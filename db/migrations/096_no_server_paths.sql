-- Outputs pushed to the local hub recorded its file:// path as their url; clients now see
-- hub://owner/name instead (issue 23, F6). Rewrites what was stored, including in the events
-- already written (the append-only guard is lifted for this one statement).
update augmentations
set output = jsonb_set(output, '{url}', to_jsonb('hub://' || (output ->> 'repo_id')))
where output ->> 'url' like 'file://%' and output ->> 'repo_id' is not null;

update training_runs
set output = jsonb_set(output, '{hub_url}', to_jsonb('hub://' || (output ->> 'hub_repo_id')))
where output ->> 'hub_url' like 'file://%' and output ->> 'hub_repo_id' is not null;

alter table events disable trigger events_append_only;
update events
set data = jsonb_set(data, '{object,output,url}', to_jsonb('hub://' || (data #>> '{object,output,repo_id}')))
where data #>> '{object,output,url}' like 'file://%' and data #>> '{object,output,repo_id}' is not null;
update events
set data = jsonb_set(data, '{object,output,hub_url}', to_jsonb('hub://' || (data #>> '{object,output,hub_repo_id}')))
where data #>> '{object,output,hub_url}' like 'file://%' and data #>> '{object,output,hub_repo_id}' is not null;
alter table events enable trigger events_append_only;
