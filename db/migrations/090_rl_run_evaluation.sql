-- An RL run's evaluation beside its verdict, so lists and GET show "fail 0/100" without the report:
-- the deterministic success rate on the fixed evaluation episodes and how many there were.
-- Written with the verdict when the run packages (db/rl-runs.ts setRlRunPackage).
alter table rl_runs add column success_rate double precision;
alter table rl_runs add column evaluation_episodes integer;
update rl_runs
   set success_rate = (report -> 'evaluation' ->> 'success_rate')::double precision,
       evaluation_episodes = (report -> 'evaluation' ->> 'episodes')::integer
 where report is not null and jsonb_typeof(report -> 'evaluation') = 'object';
