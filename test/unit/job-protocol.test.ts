import { describe, expect, it } from 'vitest';
import { parseJobEvent } from '../../core/jobs/protocol.js';
import { parseRelightEvent } from '../../core/jobs/relight.js';
import { parseRlEvent } from '../../core/jobs/rl.js';
import { parseTwinEvent } from '../../core/jobs/twin.js';

describe('one job protocol: {"event": …} lines', () => {
  it('reads an event line and nothing else: text, other JSON, broken JSON, a line without an event name', () => {
    expect(parseJobEvent('{"event":"progress","progress":0.5,"message":"x"}')).toEqual({ event: 'progress', progress: 0.5, message: 'x' });
    expect(parseJobEvent('  {"event": "done", "files": 3}  ')).toEqual({ event: 'done', files: 3 });
    expect(parseJobEvent('step:20 smpl:1K loss:0.1')).toBeUndefined();
    expect(parseJobEvent('{"type":"progress","progress":1}')).toBeUndefined();
    expect(parseJobEvent('{"event":"progress",')).toBeUndefined();
    expect(parseJobEvent('{"event":3}')).toBeUndefined();
    expect(parseJobEvent('[1,2]')).toBeUndefined();
  });

  it('every job reads its lines through it', () => {
    const line = '{"event":"error","code":"pipeline_failed","message":"m","resumable":false,"stage":null,"phase":null}';
    for (const parse of [parseRelightEvent, parseTwinEvent, parseRlEvent]) expect(parse(line)?.event).toBe('error');
  });
});
