/** Per-dimension statistics of a feature, in LeRobot's stats layout (arrays, one entry per dimension). */
export interface FeatureStats {
  min: number[];
  max: number[];
  mean: number[];
  std: number[];
  count: number[];
  q01?: number[];
  q10?: number[];
  q50?: number[];
  q90?: number[];
  q99?: number[];
}

export const QUANTILE_KEYS = ['q01', 'q10', 'q50', 'q90', 'q99'] as const;
const QUANTILES: Record<(typeof QUANTILE_KEYS)[number], number> = { q01: 0.01, q10: 0.1, q50: 0.5, q90: 0.9, q99: 0.99 };

/** Statistics of a list of equally long vectors (one per frame). Population std, like numpy. */
export function computeStats(vectors: readonly ArrayLike<number>[], options: { quantiles?: boolean } = {}): FeatureStats {
  const n = vectors.length;
  if (n === 0) throw new Error('cannot compute statistics of zero frames.');
  const dim = vectors[0]!.length;
  const stats: FeatureStats = { min: [], max: [], mean: [], std: [], count: [n] };
  const column = new Float64Array(n);
  for (let d = 0; d < dim; d++) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const value = vectors[i]![d];
      if (value === undefined) throw new Error(`frame ${i} has ${vectors[i]!.length} values; expected ${dim}.`);
      column[i] = value;
      sum += value;
    }
    const mean = sum / n;
    let squares = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      const value = column[i]!;
      squares += (value - mean) ** 2;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    stats.min.push(min);
    stats.max.push(max);
    stats.mean.push(mean);
    stats.std.push(Math.sqrt(squares / n));
    if (options.quantiles) {
      const sorted = Float64Array.from(column).sort();
      for (const key of QUANTILE_KEYS) (stats[key] ??= []).push(quantile(sorted, QUANTILES[key]));
    }
  }
  return stats;
}

/** numpy's default ("linear") quantile of sorted values. */
function quantile(sorted: Float64Array, q: number): number {
  const position = q * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * Combines per-episode statistics into dataset statistics: exact min/max/mean/std (pooled),
 * and count-weighted means of the quantiles (an approximation, as in LeRobot).
 */
export function aggregateStats(parts: readonly FeatureStats[]): FeatureStats {
  const first = parts[0];
  if (!first) throw new Error('cannot aggregate zero statistics.');
  const dim = first.mean.length;
  const total = parts.reduce((sum, part) => sum + (part.count[0] ?? 0), 0);
  const result: FeatureStats = { min: [], max: [], mean: [], std: [], count: [total] };
  for (let d = 0; d < dim; d++) {
    let mean = 0;
    for (const part of parts) mean += (part.mean[d]! * part.count[0]!) / total;
    let variance = 0;
    for (const part of parts) variance += (part.count[0]! * (part.std[d]! ** 2 + (part.mean[d]! - mean) ** 2)) / total;
    result.min.push(Math.min(...parts.map((part) => part.min[d]!)));
    result.max.push(Math.max(...parts.map((part) => part.max[d]!)));
    result.mean.push(mean);
    result.std.push(Math.sqrt(variance));
    for (const key of QUANTILE_KEYS) {
      if (parts.every((part) => part[key] !== undefined)) {
        (result[key] ??= []).push(parts.reduce((sum, part) => sum + (part[key]![d]! * part.count[0]!) / total, 0));
      }
    }
  }
  return result;
}
