import { describe, expect, it } from 'vitest';
import { formatBigNumber, formatTrainLogLine, parseBigNumber, parseTrainLogLine } from '../../core/training/log-line.js';

describe('training log line parser', () => {
  it("reads lerobot-train's own line, INFO prefix and shortened counters included", () => {
    const line = 'INFO 2025-06-01 12:00:00 ot_train.py:312 step:1K smpl:64K ep:86 epch:0.43 loss:0.562 grdn:30.512 lr:1.0e-05 updt_s:0.120 data_s:0.003';
    expect(parseTrainLogLine(line)).toEqual({
      step: 1000,
      approximate: true,
      samples: 64_000,
      episodes: 86,
      epochs: 0.43,
      loss: 0.562,
      gradNorm: 30.512,
      lr: 1e-5,
    });
  });

  it('reads exact small steps as exact, and M/B suffixes', () => {
    expect(parseTrainLogLine('step:200 smpl:13K ep:34 epch:8.60 loss:0.123 grdn:1.234 lr:1.0e-03')).toMatchObject({ step: 200, approximate: false, samples: 13_000, loss: 0.123, lr: 0.001 });
    expect(parseTrainLogLine('step:2M smpl:1.5B loss:1.5e-02')).toMatchObject({ step: 2_000_000, approximate: true, samples: 1.5e9, loss: 0.015 });
  });

  it('ignores lines that are not training steps', () => {
    expect(parseTrainLogLine('INFO Creating dataset')).toBeNull();
    expect(parseTrainLogLine('step:abc loss:0.1')).toBeNull();
    expect(parseTrainLogLine('INFO Checkpoint policy after step 1000')).toBeNull();
    expect(parseTrainLogLine('step:100 grdn:1')).toBeNull();
  });

  it('formats like LeRobot: 1200 is 1K, 1600 is 2K, round trip through the parser', () => {
    expect(formatBigNumber(1200)).toBe('1K');
    expect(formatBigNumber(1600)).toBe('2K');
    expect(formatBigNumber(999)).toBe('999');
    expect(formatBigNumber(2_500_000, 1)).toBe('2.5M');
    expect(parseBigNumber('nan')!.value).toBeNaN();
    const line = formatTrainLogLine({ step: 1200, samples: 76_800, episodes: 3, epochs: 1.25, loss: 0.0421, gradNorm: 0.5, lr: 0.001, updateSeconds: 0.01, dataSeconds: 0.001 });
    expect(line).toBe('step:1K smpl:77K ep:3 epch:1.25 loss:0.042 grdn:0.500 lr:1.0e-03 updt_s:0.010 data_s:0.001');
    expect(parseTrainLogLine(line)).toMatchObject({ step: 1000, approximate: true, loss: 0.042 });
  });
});
