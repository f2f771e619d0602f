/** The faults × kinds table, as text for the terminal and as Markdown and JSON for a file. */
import { FAULTS } from './faults.js';
import type { CellResult } from './cell.js';

const cellText = (cell: CellResult | undefined) =>
  !cell ? '—' : `${cell.pass ? 'pass' : 'FAIL'}${cell.recovery_seconds !== null ? ` ${cell.recovery_seconds} s` : ''}`;

export function markdownReport(results: CellResult[], meta: { date: string; mode: string; seconds: number; workerRestarts: number }): string {
  const kinds = [...new Set(results.map((r) => r.kind))];
  const faults = [...new Set(results.map((r) => r.fault))];
  const lines = [
    `Chaos suite, ${meta.mode} run, ${meta.date}, ${Math.round(meta.seconds)} s; cells show pass/FAIL and recovery time (fault → terminal state).`,
    '',
    `| fault | ${kinds.join(' | ')} |`,
    `| --- | ${kinds.map(() => '---').join(' | ')} |`,
    ...faults.map((fault) => `| ${FAULTS[fault].label} | ${kinds.map((kind) => cellText(results.find((r) => r.fault === fault && r.kind === kind))).join(' | ')} |`),
    '',
  ];
  const failed = results.filter((r) => !r.pass);
  if (failed.length > 0) {
    lines.push('Failures:', '');
    for (const r of failed) lines.push(`- ${FAULTS[r.fault].label} × ${r.kind} (${r.resource_id ?? 'not created'}): ${r.reason}`);
    lines.push('');
  }
  const flaky = results.filter((r) => r.failed_gets > 0);
  if (flaky.length > 0) {
    lines.push('GET by id answered other than 200 between fault and terminal state (polled every 200 ms):', '');
    for (const r of flaky) lines.push(`- ${FAULTS[r.fault].label} × ${r.kind}: ${r.failed_gets}`);
    lines.push('');
  }
  if (meta.workerRestarts > 0) lines.push(`The worker exited by itself ${meta.workerRestarts} time(s) during the run; the suite restarted it as npm start's supervisor would.`, '');
  return lines.join('\n');
}
