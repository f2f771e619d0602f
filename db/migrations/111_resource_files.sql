-- One files table for every kind (issue 23, item 3; docs/data-model.md). Each row is one stored
-- file of one resource, named by its role:
--   output         an augmentation's downloadable dataset files (storage_key, bytes)
--   archive_entry  a twin's archive members as its files.json lists them (bytes, sha256)
--   bundle         an RL run's packaged bundle files (bytes, sha256; stored under rl_runs/<id>/bundle/)
--   checkpoint     training checkpoints (step, storage_key = the pretrained_model/ prefix) and RL
--                  checkpoints (step = env steps; one `.zip` and one `.onnx` row each)
-- The old per-kind tables are copied and dropped: nothing outside db/ read them.

create table resource_files (
  resource_id text not null,
  account_id  text not null references accounts (id),
  role        text not null check (role in ('output', 'archive_entry', 'bundle', 'checkpoint')),
  path        text not null,
  bytes       bigint,
  sha256      text,
  storage_key text,
  step        bigint,
  created_at  timestamptz not null default now(),
  primary key (resource_id, role, path),
  check (role <> 'checkpoint' or step is not null)
);
create index resource_files_checkpoints on resource_files (resource_id, step) where role = 'checkpoint';

insert into resource_files (resource_id, account_id, role, path, bytes, storage_key)
select f.augmentation_id, a.account_id, 'output', f.path, f.bytes, f.storage_key
  from augmentation_files f join augmentations a on a.id = f.augmentation_id;

insert into resource_files (resource_id, account_id, role, path, bytes, sha256)
select f.twin_id, t.account_id, 'archive_entry', f.path, f.bytes, f.sha256
  from twin_files f join twins t on t.id = f.twin_id;

insert into resource_files (resource_id, account_id, role, path, bytes, sha256)
select f.run_id, r.account_id, 'bundle', f.path, f.bytes, f.sha256
  from rl_run_files f join rl_runs r on r.id = f.run_id;

insert into resource_files (resource_id, account_id, role, path, storage_key, step, created_at)
select c.run_id, r.account_id, 'checkpoint', format('checkpoints/%s/pretrained_model', c.step), c.storage_prefix, c.step, c.created_at
  from training_checkpoints c join training_runs r on r.id = c.run_id;

insert into resource_files (resource_id, account_id, role, path, bytes, storage_key, step, created_at)
select c.run_id, r.account_id, 'checkpoint', format('checkpoints/%s.zip', c.env_steps), c.checkpoint_bytes, c.checkpoint_key, c.env_steps, c.created_at
  from rl_run_checkpoints c join rl_runs r on r.id = c.run_id
union all
select c.run_id, r.account_id, 'checkpoint', format('checkpoints/%s.onnx', c.env_steps), c.onnx_bytes, c.onnx_key, c.env_steps, c.created_at
  from rl_run_checkpoints c join rl_runs r on r.id = c.run_id;

drop table augmentation_files;
drop table twin_files;
drop table rl_run_files;
drop table training_checkpoints;
drop table rl_run_checkpoints;
