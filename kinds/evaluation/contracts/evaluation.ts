import { defineSignal } from '@temporalio/workflow';
import { EVALUATION_PHASES } from '../../../core/jobs/__generated__/phase-events.js';
import { defineWorkflowType, type LiveState } from '../../../contracts/resource.js';

/** Evaluations: one workflow each, implemented by `kinds/evaluation/workflows/evaluation.ts`; workflowId = the eval_ id. */
export const evaluationWorkflowType = defineWorkflowType<EvaluationInput, EvaluationLiveState>('evaluationWorkflow');

export interface EvaluationInput {
  evaluationId: string;
  /** Tries of the job activity (a worker restart re-attaches; a dead job runs again: it is deterministic). */
  jobAttempts?: number;
}

/** The job's phases (jobs/sim/events_schema.json), then the workflow's own. */
export const EVALUATION_WORKFLOW_PHASES = [...EVALUATION_PHASES, 'publish'] as const;
export type EvaluationWorkflowPhase = (typeof EVALUATION_WORKFLOW_PHASES)[number];

export interface EvaluationLiveState extends LiveState {
  episodes_done: number;
  successes: number;
}

/** What the job activity reports while the job runs (throttled). */
export interface EvaluationProgress {
  phase: EvaluationWorkflowPhase | null;
  progress: number;
  message: string | null;
  episodes_done: number;
  successes: number;
}

export const evaluationProgressSignal = defineSignal<[EvaluationProgress]>('evaluationProgress');

/** The failure type of a problem the user must fix (a policy the twin cannot feed, a twin gone): never retried, never refunded. */
export const EVALUATION_USER_FIXABLE = 'EvaluationUserFixable';

export const EVALUATION_ERROR_CODES = ['policy_inputs_unavailable', 'policy_unsupported', 'policy_invalid', 'spec_invalid', 'scene_invalid', 'insufficient_tokens', 'system'] as const;
