-- What a succeeded twin holds for pick_place, copied from its twin.json when it is published
-- (activities/twin-lifecycle.ts): { objects: [{ name, size_m, pos }], pick, release, table_height_m }.
-- Validate and create read it to refuse pick_place in a twin with no object or no release position
-- before anything is queued. Null for twins published before this column (the job still checks).
alter table twins add column scene_objects jsonb;
