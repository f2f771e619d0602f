import { availableParallelism } from 'node:os';
import { parseCpuList } from './cpu-list.js';

/**
 * Cores one heavy job keeps busy: a relight runs two ffmpeg encodes at once (RELIGHT_CONCURRENCY),
 * a trainer's torch threads plus its data loading about as much, a twin or RL job one simulator
 * and one torch thread.
 */
export const CORES_PER_HEAVY_JOB = 2;

/** How many cores local jobs may use: the CPUs of an explicit LOCAL_COMPUTE_CPUS list, else all of them. */
export function jobCoreCount(cpuSetting: string, available: number = availableParallelism()): number {
  if (cpuSetting === 'auto' || cpuSetting === 'all') return available;
  return parseCpuList(cpuSetting).length;
}

/**
 * The default number of `cpu`-tier jobs running at once: one per CORES_PER_HEAVY_JOB cores, at
 * least one. More would oversubscribe the CPU (the six encoders on two cores, load 40);
 * fewer would leave cores idle while work queues.
 */
export function defaultCpuSlots(cores: number): number {
  return Math.max(1, Math.floor(cores / CORES_PER_HEAVY_JOB));
}
