import { expect } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import type { TestAccount, TestStack } from './stack.js';
import { ended, waitForTwin } from './twins.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EvaluationBody = Record<string, any>;

const TERMINAL = ['succeeded', 'failed', 'canceled'];

async function waitFor(stack: TestStack, account: TestAccount, path: string): Promise<EvaluationBody> {
  for (;;) {
    const body = (await (await stack.request(path, { headers: account.headers })).json()) as EvaluationBody;
    if (TERMINAL.includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export const waitForEvaluation = (stack: TestStack, account: TestAccount, id: string) => waitFor(stack, account, `/v1/evaluations/${id}`);

/**
 * What an evaluation needs, made through the API as a user would: a tiny built-in training run on
 * the demo dataset and a (state-only) twin of its first episode, both succeeded. The stack must
 * have the demo dataset (seedDemoDataset) and the account the `twins` feature.
 */
export async function trainedPolicyAndTwin(stack: TestStack, account: TestAccount): Promise<{ trainingRunId: string; twinId: string }> {
  const [training, twin] = await Promise.all([
    stack.request('/v1/training_runs', { method: 'POST', headers: account.headers, json: { dataset: { uri: DEMO_DATASET }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 200, batch_size: 32, save_freq: 200 } } }),
    stack.request('/v1/twins', { method: 'POST', headers: account.headers, json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } }),
  ]);
  const trainingBody = (await training.json()) as EvaluationBody;
  const twinBody = (await twin.json()) as EvaluationBody;
  expect(training.status, JSON.stringify(trainingBody)).toBe(201);
  expect(twin.status, JSON.stringify(twinBody)).toBe(201);
  const trainingRunId = trainingBody.data[0].id as string;
  const [trained, built] = await Promise.all([waitFor(stack, account, `/v1/training_runs/${trainingRunId}`), waitForTwin(stack, account, twinBody.id as string, ended)]);
  expect(trained.status, JSON.stringify(trained.error)).toBe('succeeded');
  expect(built.status, JSON.stringify(built.error)).toBe('succeeded');
  return { trainingRunId, twinId: twinBody.id as string };
}
