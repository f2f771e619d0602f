/** The hardware a job can ask for, and the token rate each bills at. Listed in the README. */
export interface HardwareTier {
  id: string;
  name: string;
  gpu: string | null;
  gpu_count: number;
  vram_gb: number;
  cpu_cores: number;
  memory_gb: number;
  tokens_per_hour: number;
  /** Position in the ladder: a tier meets a requirement when its rank is at least the required tier's. */
  rank: number;
}

export const HARDWARE_TIERS: readonly HardwareTier[] = [
  { id: 'cpu', name: 'CPU only', gpu: null, gpu_count: 0, vram_gb: 0, cpu_cores: 2, memory_gb: 8, tokens_per_hour: 0, rank: 0 },
  { id: 't4', name: 'NVIDIA T4', gpu: 'NVIDIA T4', gpu_count: 1, vram_gb: 16, cpu_cores: 4, memory_gb: 16, tokens_per_hour: 60, rank: 1 },
  { id: 'l4', name: 'NVIDIA L4', gpu: 'NVIDIA L4', gpu_count: 1, vram_gb: 24, cpu_cores: 8, memory_gb: 32, tokens_per_hour: 90, rank: 2 },
  { id: 'a10g', name: 'NVIDIA A10G', gpu: 'NVIDIA A10G', gpu_count: 1, vram_gb: 24, cpu_cores: 8, memory_gb: 32, tokens_per_hour: 120, rank: 3 },
  { id: 'a100-40gb', name: 'NVIDIA A100 40 GB', gpu: 'NVIDIA A100', gpu_count: 1, vram_gb: 40, cpu_cores: 12, memory_gb: 85, tokens_per_hour: 300, rank: 4 },
  { id: 'a100-80gb', name: 'NVIDIA A100 80 GB', gpu: 'NVIDIA A100', gpu_count: 1, vram_gb: 80, cpu_cores: 12, memory_gb: 120, tokens_per_hour: 400, rank: 5 },
  { id: 'h100-80gb', name: 'NVIDIA H100 80 GB', gpu: 'NVIDIA H100', gpu_count: 1, vram_gb: 80, cpu_cores: 16, memory_gb: 200, tokens_per_hour: 600, rank: 6 },
];

export function findHardwareTier(id: string): HardwareTier | undefined {
  return HARDWARE_TIERS.find((tier) => tier.id === id);
}

export function tierMeets(tier: HardwareTier, required: HardwareTier): boolean {
  return tier.rank >= required.rank && tier.vram_gb >= required.vram_gb;
}

export function isGpuTier(tier: HardwareTier): boolean {
  return tier.gpu_count > 0;
}
