-- The rl_runs feature flag is checked from now on (issue 23, F5). Accounts that already made RL
-- runs, and the demo account `npm start` makes, keep the feature; others get it from an operator.
update accounts set features = array_append(features, 'rl_runs')
where not ('rl_runs' = any (features))
  and (name = 'demo' or exists (select 1 from rl_runs where rl_runs.account_id = accounts.id));
