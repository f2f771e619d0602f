import { FILLER, PLAN_RULES, type PlanDraft } from './plan-rules.js';
import { MAX_SEEDS, OBJECTIVES, type RlObjectiveType } from '../../../core/rl/spec.js';

export interface RlPlan {
  /** A task spec for POST /v1/rl_runs/validate or /v1/rl_runs; only fields the words asked for, beside robot and objective. */
  spec: { robot: string; objective: { type: RlObjectiveType } & Record<string, number | string>; scene: { twin_id: string } | null; budget: Record<string, number> };
  seeds: number;
  /** Which rules matched, in the order they ran. */
  reason: string;
  /** What the description asks for that the spec cannot hold. */
  unmapped: string[];
}

export interface PlanContext {
  /** Robots this deployment cannot train, with the reason (the catalog's); a plan naming one says why in `unmapped`. */
  unavailableRobots?: Record<string, string>;
}

/**
 * Turns a plain-English description into a task spec by rules (kinds/rl_run/core/plan-rules.ts), saying
 * which rules fired and what it could not map. An LLM planner can replace it behind the same shape.
 * A plan that validate would refuse says why in `unmapped`.
 */
export function planRlRun(description: string, context: PlanContext = {}): RlPlan {
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
  let objective = draft.objective ?? (draft.twin_id ? 'pick_place' : draft.lift_height_m !== undefined || draft.object_size_m !== undefined ? 'lift' : 'reach');
  const assumed: string[] = [];
  if (!draft.objective) assumed.push(`objective '${objective}' assumed`);
  // 'lift' places its own box and cannot run in a twin; there, picking the twin's object up is pick_place.
  if (objective === 'lift' && draft.twin_id) {
    objective = 'pick_place';
    assumed.push("'lift' in a twin becomes 'pick_place' (the twin's object, put at its release position)");
  }
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
  if (draft.lift_height_m !== undefined && !('lift_height_m' in definition)) unmapped.push(`a lift height (${draft.lift_height_m} m): '${objective}' has none`);
  if (draft.object_size_m !== undefined && !('box_size_m' in definition)) unmapped.push(`an object size (${draft.object_size_m} m): '${objective}' uses the twin's object`);
  if (OBJECTIVES[objective].needsTwin && !draft.twin_id) unmapped.push(`'${objective}' takes its object and place from a twin: name one (twin_…) in the description or set scene.twin_id`);
  const robot = draft.robot ?? 'so101';
  const unavailable = context.unavailableRobots?.[robot];
  if (unavailable) unmapped.push(`the ${robot} robot: ${unavailable}`);
  const leftover = text.split(/[^a-z0-9_.%-]+/).filter((word) => word.length > 1 && !FILLER.has(word) && !/^[\d.]+$/.test(word));
  if (leftover.length > 0) unmapped.push(`words no rule understood: ${leftover.join(' ')}`);
  const budget: Record<string, number> = {};
  if (draft.env_steps !== undefined) budget.env_steps = draft.env_steps;
  if (draft.time_limit_s !== undefined) budget.time_limit_s = draft.time_limit_s;
  return {
    spec: { robot, objective: { type: objective, ...parameters }, scene: draft.twin_id ? { twin_id: draft.twin_id } : null, budget },
    seeds: Math.min(MAX_SEEDS, Math.max(1, draft.seeds ?? 1)),
    reason: [...fired, ...assumed].join('; ') || 'no rule matched; the defaults apply',
    unmapped,
  };
}
