/**
 * A small fully connected network (ReLU between layers) with its own backward pass and Adam,
 * in Float32Arrays: enough for behaviour cloning from joint state on a CPU.
 */
export interface Layer {
  inputs: number;
  outputs: number;
  /** Row-major [outputs][inputs]. */
  weight: Float32Array;
  bias: Float32Array;
}

export class Mlp {
  readonly layers: Layer[];

  constructor(sizes: number[], random: () => number) {
    this.layers = [];
    for (let i = 0; i + 1 < sizes.length; i++) {
      const inputs = sizes[i]!;
      const outputs = sizes[i + 1]!;
      // He initialisation for ReLU layers.
      const scale = Math.sqrt(2 / inputs);
      const weight = new Float32Array(inputs * outputs);
      for (let j = 0; j < weight.length; j++) weight[j] = gaussian(random) * scale;
      this.layers.push({ inputs, outputs, weight, bias: new Float32Array(outputs) });
    }
  }

  get parameterCount(): number {
    return this.layers.reduce((n, layer) => n + layer.weight.length + layer.bias.length, 0);
  }

  /** Activations of every layer for a batch (row-major [batch][features]); the last is the output. */
  forward(input: Float32Array, batch: number): Float32Array[] {
    const activations = [input];
    let x = input;
    this.layers.forEach((layer, index) => {
      const y = new Float32Array(batch * layer.outputs);
      const { inputs, outputs, weight, bias } = layer;
      for (let b = 0; b < batch; b++) {
        const xo = b * inputs;
        for (let o = 0; o < outputs; o++) {
          let sum = bias[o]!;
          const wo = o * inputs;
          for (let i = 0; i < inputs; i++) sum += x[xo + i]! * weight[wo + i]!;
          y[b * outputs + o] = index < this.layers.length - 1 && sum < 0 ? 0 : sum;
        }
      }
      activations.push(y);
      x = y;
    });
    return activations;
  }

  /** Gradients of the mean squared error for a batch, and the loss. */
  lossAndGradients(input: Float32Array, target: Float32Array, batch: number): { loss: number; grads: Layer[] } {
    const activations = this.forward(input, batch);
    const output = activations[activations.length - 1]!;
    const n = output.length;
    let loss = 0;
    let delta = new Float32Array(n);
    for (let j = 0; j < n; j++) {
      const diff = output[j]! - target[j]!;
      loss += diff * diff;
      delta[j] = (2 * diff) / n;
    }
    const grads: Layer[] = this.layers.map((layer) => ({ ...layer, weight: new Float32Array(layer.weight.length), bias: new Float32Array(layer.bias.length) }));
    for (let l = this.layers.length - 1; l >= 0; l--) {
      const { inputs, outputs, weight } = this.layers[l]!;
      const x = activations[l]!;
      const g = grads[l]!;
      const previous = l > 0 ? new Float32Array(batch * inputs) : null;
      for (let b = 0; b < batch; b++) {
        for (let o = 0; o < outputs; o++) {
          const d = delta[b * outputs + o]!;
          if (d === 0) continue;
          g.bias[o]! += d;
          const wo = o * inputs;
          const xo = b * inputs;
          for (let i = 0; i < inputs; i++) {
            g.weight[wo + i]! += d * x[xo + i]!;
            if (previous) previous[xo + i]! += d * weight[wo + i]!;
          }
        }
      }
      if (previous) {
        // Through the ReLU of the layer below.
        for (let j = 0; j < previous.length; j++) if (x[j]! <= 0) previous[j] = 0;
        delta = previous;
      }
    }
    return { loss: loss / n, grads };
  }

  /** Mean squared error of the network on a set, in batches (no gradients). */
  evaluate(input: Float32Array, target: Float32Array, rows: number, batch = 256): number {
    const inSize = this.layers[0]!.inputs;
    const outSize = this.layers[this.layers.length - 1]!.outputs;
    let total = 0;
    for (let start = 0; start < rows; start += batch) {
      const count = Math.min(batch, rows - start);
      const out = this.forward(input.subarray(start * inSize, (start + count) * inSize), count).at(-1)!;
      for (let j = 0; j < out.length; j++) {
        const diff = out[j]! - target[start * outSize + j]!;
        total += diff * diff;
      }
    }
    return total / (rows * outSize);
  }
}

export class Adam {
  private step = 0;
  private readonly m: Float32Array[];
  private readonly v: Float32Array[];

  constructor(private readonly params: Float32Array[], private readonly options: { lr: number; beta1?: number; beta2?: number; eps?: number }) {
    this.m = params.map((p) => new Float32Array(p.length));
    this.v = params.map((p) => new Float32Array(p.length));
  }

  /** What a resumed run needs to continue exactly: the step count and both moment estimates. */
  state(): { step: number; m: Float32Array[]; v: Float32Array[] } {
    return { step: this.step, m: this.m, v: this.v };
  }

  restore(state: { step: number; m: Float32Array[]; v: Float32Array[] }): void {
    if (state.m.length !== this.m.length || state.v.length !== this.v.length) throw new Error('optimizer state does not match the model');
    this.step = state.step;
    state.m.forEach((m, k) => this.m[k]!.set(m));
    state.v.forEach((v, k) => this.v[k]!.set(v));
  }

  update(grads: Float32Array[], lr = this.options.lr): void {
    const beta1 = this.options.beta1 ?? 0.9;
    const beta2 = this.options.beta2 ?? 0.999;
    const eps = this.options.eps ?? 1e-8;
    this.step += 1;
    const c1 = 1 - beta1 ** this.step;
    const c2 = 1 - beta2 ** this.step;
    this.params.forEach((param, k) => {
      const g = grads[k]!;
      const m = this.m[k]!;
      const v = this.v[k]!;
      for (let j = 0; j < param.length; j++) {
        m[j] = beta1 * m[j]! + (1 - beta1) * g[j]!;
        v[j] = beta2 * v[j]! + (1 - beta2) * g[j]! * g[j]!;
        param[j]! -= (lr * (m[j]! / c1)) / (Math.sqrt(v[j]! / c2) + eps);
      }
    });
  }
}

/** Scales the gradients so their global L2 norm is at most `maxNorm`; returns the norm before. */
export function clipGradients(grads: Float32Array[], maxNorm: number): number {
  let sum = 0;
  for (const g of grads) for (let j = 0; j < g.length; j++) sum += g[j]! * g[j]!;
  const norm = Math.sqrt(sum);
  if (norm > maxNorm) {
    const scale = maxNorm / norm;
    for (const g of grads) for (let j = 0; j < g.length; j++) g[j]! *= scale;
  }
  return norm;
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
