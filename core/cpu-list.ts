/** Linux CPU lists (`0-2,5`), as taskset, cpusets and /proc use them. */

const CPU_LIST = /^\d+(-\d+)?(,\d+(-\d+)?)*$/;

/** Where local jobs may run: `auto` (all CPUs but the first), `all`, or a CPU list. */
export function isJobCpuSetting(value: string): boolean {
  return value === 'auto' || value === 'all' || CPU_LIST.test(value);
}

/** `0-2,5` → [0, 1, 2, 5]. */
export function parseCpuList(list: string): number[] {
  if (!CPU_LIST.test(list)) throw new Error(`'${list}' is not a CPU list (like 1-3,6).`);
  const cpus = new Set<number>();
  for (const part of list.split(',')) {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    if (to! < from) throw new Error(`'${part}' in the CPU list '${list}' runs backwards.`);
    for (let cpu = from; cpu <= to!; cpu++) cpus.add(cpu);
  }
  return [...cpus].sort((a, b) => a - b);
}

/** [0, 1, 2, 5] → `0-2,5`. */
export function formatCpuList(cpus: readonly number[]): string {
  const sorted = [...new Set(cpus)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}
