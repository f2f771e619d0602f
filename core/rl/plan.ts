import { FILLER, PLAN_RULES, type PlanDraft } from './plan-rules.js';
import { MAX_SEEDS, OBJECTIVES, type RlObjectiveType } from './spec.js';

export interface RlPlan {
  /** A task spec for POST /v1/rl_runs/validate or /v1/rl_runs; only fields the words asked for, beside robot and objective. */
  spec: { robot: string; objective: { type: RlObjectiveType } & Record<string, number | string>; scene: { twin_id: string } | null; budget: Record<string, number> };
  seeds: number;
  /** Which rules matched, in the order they ran. */
  reason: string;
  /** What the description asks for that the spec cannot hold. */
  unmapped: string[];
}

/**
 * Turns a plain-English description into a task spec by rules (core/rl/plan-rules.ts), saying
 * which rules fired and what it could not map. An LLM planner can replace it behind the same shape.
 */
export function planRlRun(description: string): RlPlan {
  let text = ` ${description.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ')} `;
  const draft: PlanDraft = { unsupported: [] };
  const fired: string[] = [];
  for (const rule of PLAN_RULES) {
    for (;;) {
      const match = rule.pattern.exec(text);
      if (!match) break;
      rule.apply(draft, match);
      if (!fired.includes(rule.label)) fired.push(rule.label);
      text = text.slice(0, match.index) + ' '.repeat(match[0].length) + text.slice(match.index + match[0].length);
    }
  }
  const objective = draft.objective ?? (draft.twin_id ? 'pick_place' : draft.lift_height_m !== undefined || draft.object_size_m !== undefined ? 'lift' : 'reach');
  const assumed: string[] = [];
  if (!draft.objective) assumed.push(`objective '${objective}' assumed`);
  if (!draft.robot) assumed.push("robot 'so101' assumed");
  const parameters: Record<string, number> = {};
  const definition = OBJECTIVES[objective].parameters;
  const set = (name: string, value: number | undefined) => {
    if (value !== undefined && name in definition) parameters[name] = value;
  };
  set(objective === 'pick_place' ? 'place_tolerance_m' : 'success_distance_m', draft.tolerance_m);
  set('lift_height_m', draft.lift_height_m);
  set('box_size_m', draft.object_size_m);
  set('episode_steps', draft.episode_steps);
  const unmapped = [...draft.unsupported];
  set('success_threshold', draft.success_threshold);
  if (draft.success_threshold !== undefined && !('success_threshold' in definition) && draft.success_threshold !== OBJECTIVES[objective].successThreshold) {
    unmapped.push(`a success rate of ${draft.success_threshold}: the verdict's threshold is fixed at ${OBJECTIVES[objective].successThreshold} for '${objective}'`);
  }
  if (draft.tolerance_m !== undefined && objective === 'lift') unmapped.push(`a distance tolerance (${draft.tolerance_m} m): 'lift' has none`);
  const leftover = text.split(/[^a-z0-9_.%-]+/).filter((word) => word.length > 1 && !FILLER.has(word) && !/^[\d.]+$/.test(word));
  if (leftover.length > 0) unmapped.push(`words no rule understood: ${leftover.join(' ')}`);
  const budget: Record<string, number> = {};
  if (draft.env_steps !== undefined) budget.env_steps = draft.env_steps;
  if (draft.time_limit_s !== undefined) budget.time_limit_s = draft.time_limit_s;
  return {
    spec: { robot: draft.robot ?? 'so101', objective: { type: objective, ...parameters }, scene: draft.twin_id ? { twin_id: draft.twin_id } : null, budget },
    seeds: Math.min(MAX_SEEDS, Math.max(1, draft.seeds ?? 1)),
    reason: [...fired, ...assumed].join('; ') || 'no rule matched; the defaults apply',
    unmapped,
  };
}
