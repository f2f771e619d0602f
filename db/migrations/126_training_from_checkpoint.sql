-- A training run started from another run's checkpoint (`from_checkpoint: "trn_…:<step>"`, issue 24):
-- the source run and step, and the storage prefix of that checkpoint (weights and optimizer state).
alter table training_runs add column from_checkpoint jsonb;
