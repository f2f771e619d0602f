import { InvalidArgumentError } from 'commander';

/** A commander argument parser for a finite number (negative values welcome: `--exposure -1`). */
export function number(value: string): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed)) throw new InvalidArgumentError('not a number');
  return parsed;
}

export function positiveInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('not a positive integer');
  return parsed;
}

export function nonNegativeInteger(value: string): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isInteger(parsed) || parsed < 0) throw new InvalidArgumentError('not a whole number ≥ 0');
  return parsed;
}
