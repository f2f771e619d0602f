import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTracing, type Tracing } from '../../backends/tracing/tracing.js';
import { createAugmentation, pushTinyDataset, waitForAugmentation } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// The process's tracer provider with the SDK's in-memory exporter in place of OTLP: the API's
// request span, the Temporal client's workflow start, the workflow, its activities and the job
// submission must form one trace.
let exporter: InMemorySpanExporter;
let tracing: Tracing;
let stack: TestStack;
let account: TestAccount;

beforeAll(async () => {
  exporter = new InMemorySpanExporter();
  tracing = installTracing({ serviceName: 'robot-platform-test', exporter });
  stack = await startStack({ tracing });
  account = await stack.createAccount({ credits: 10_000 });
  await pushTinyDataset(stack, 'demo/traced', { episodes: 1, frames: 10, episodesPerFile: 1, size: 64 });
});
afterAll(async () => {
  await stack?.stop();
  await tracing?.shutdown();
});

describe('OpenTelemetry traces', () => {
  it('links the HTTP request, the workflow start, its activities and the job submission in one trace', async () => {
    const created = await createAugmentation(stack, account, { source: { repo_id: 'demo/traced' }, instructions: 'darker', config: { relight: { '*': { exposure: -1 } } } });
    expect((await waitForAugmentation(stack, account, created.id)).status).toBe('succeeded');

    const request = exporter.getFinishedSpans().find((s) => s.name === 'POST /v1/augmentations' && s.attributes['http.response.status_code'] === 201);
    expect(request, exporter.getFinishedSpans().map((s) => s.name).join(', ')).toBeDefined();
    expect(request!.attributes).toMatchObject({ 'http.route': '/v1/augmentations', 'rlp.account_id': account.account.id });
    const traceId = request!.spanContext().traceId;
    const trace = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    // The workflow's own spans leave its sandbox through a sink after the workflow task that ends
    // it, so they can reach the exporter just after the run reads succeeded: wait for them.
    await expect.poll(() => trace().map((s) => s.name), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^RunWorkflow:/)]));
    const inTrace = trace();
    const names = inTrace.map((s) => s.name);
    if (process.env.SHOW_SPANS) console.log(names.join('\n'));
    expect(names.some((n) => n.startsWith('StartWorkflow:'))).toBe(true);
    expect(names.some((n) => n.startsWith('RunWorkflow:'))).toBe(true);
    expect(names.some((n) => n.startsWith('RunActivity:'))).toBe(true);
    const submit = inTrace.find((s) => s.name === 'job submit');
    expect(submit, names.join(', ')).toBeDefined();
    expect(submit!.attributes['rlp.job_id']).toEqual(expect.any(String));
    // Every span of the trace hangs from the request: each parent is a span of the same trace.
    const ids = new Set(inTrace.map((s) => s.spanContext().spanId));
    const orphans = inTrace.filter((s: ReadableSpan) => s !== request && !ids.has(s.parentSpanId ?? ''));
    expect(orphans.map((s) => s.name)).toEqual([]);
  });
});
