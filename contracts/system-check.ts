import { defineWorkflowType } from './resource.js';

/** Implemented by `workflows/system-check.ts`: proves API → Temporal → worker → Postgres/ffmpeg/hub works. */
export const systemCheckWorkflowType = defineWorkflowType<void, DependencyReport>('systemCheckWorkflow');

export interface DependencyReport {
  ok: boolean;
  checks: { name: string; ok: boolean; detail: string }[];
}
