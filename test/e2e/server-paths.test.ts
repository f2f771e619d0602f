import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { appendTrainingLogLines } from '../../kinds/training_run/db/training-runs.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount({ credits: 100 });
});
afterAll(() => stack?.stop());

describe('no server path in anything a client reads (issue 23, F6)', () => {
  it("a training run's log lines name no directory of this server", async () => {
    const id = newId('training_run');
    await stack.sql`
      insert into training_runs (id, account_id, group_id, status, status_message, policy, robot, hardware_tier, dataset, cameras, config, metrics, output)
      values (${id}, ${alice.account.id}, ${newId('group')}, 'processing', 'training', 'mlp', null, 'cpu', ${stack.sql.json({ uri: 'demo/x' })}, ${stack.sql.json({})},
              ${stack.sql.json({ steps: 10 })}, ${stack.sql.json({ loss: null, step: 0, max_steps: 10 })}, ${stack.sql.json({ push_to_hub: false })})`;
    const dataDir = stack.config.dataDir;
    await appendTrainingLogLines(stack.sql, id, 1, [
      `Loading dataset from ${dataDir}/hub-cache/demo/x/0123abcd`,
      `{'dataset': {'repo_id': 'demo/x', 'root': '${dataDir}/hub-cache/demo/x'}, 'output_dir': '${stack.config.jobsDir}/${id}/output'}`,
      `pushed to file://${stack.config.hubDir}/lab/policy.git`,
      'step:10 smpl:640 loss:0.12',
    ]);
    const response = await stack.request(`/v1/training_runs/${id}/logs`, { headers: alice.headers });
    expect(response.status).toBe(200);
    const { lines } = (await response.json()) as { lines: string[] };
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain(dataDir);
      expect(line).not.toContain('file://');
    }
    expect(lines[0]).toBe('Loading dataset from <server>/hub-cache/demo/x/0123abcd');
    expect(lines[3]).toBe('step:10 smpl:640 loss:0.12');
  });
});
