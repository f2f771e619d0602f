import { describe, expect, it } from 'vitest';
import { largePayloadsIn, PAYLOAD_LIMIT_BYTES } from '../helpers/payload-sizes.js';

const payload = (bytes: number) => ({ metadata: { encoding: new TextEncoder().encode('json/plain') }, data: new Uint8Array(bytes) });

describe('payload sizes in a workflow history', () => {
  it('finds a payload above 256 KiB wherever it sits in an event, and nothing below it', () => {
    const events = [
      { eventId: 1, eventType: 1, workflowExecutionStartedEventAttributes: { input: { payloads: [payload(1_000)] } } },
      { eventId: 5, eventType: 12, activityTaskCompletedEventAttributes: { result: { payloads: [payload(PAYLOAD_LIMIT_BYTES + 1)] } } },
      { eventId: 9, eventType: 26, workflowExecutionSignaledEventAttributes: { input: { payloads: [payload(PAYLOAD_LIMIT_BYTES - 100)] }, header: { fields: { trace: payload(10) } } } },
    ];
    expect(largePayloadsIn('aug_1', events)).toEqual([
      { workflowId: 'aug_1', eventId: '5', eventType: '12', path: 'activityTaskCompletedEventAttributes.result.payloads.0', bytes: PAYLOAD_LIMIT_BYTES + 1 + 'json/plain'.length },
    ]);
  });
});
