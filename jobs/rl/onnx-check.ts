// The ONNX parity check lives in core/rl/onnx-parity.ts (the run's activity runs it too).
export * from '../../core/rl/onnx-parity.js';
