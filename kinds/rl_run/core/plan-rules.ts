/**
 * The RL planner's vocabulary: phrases → fields of a task spec. Rules run in order over the
 * lower-cased description; each match is blanked so later, more generic rules do not see it
 * again (e.g. "pick and place" before "pick up", "within 1 cm" before a bare number).
 */
import type { RlObjectiveType, RlRobot } from '../../../core/rl/spec.js';

export interface PlanDraft {
  robot?: RlRobot;
  objective?: RlObjectiveType;
  /** A distance with no objective yet: becomes the objective's tolerance once the objective is known. */
  tolerance_m?: number;
  lift_height_m?: number;
  object_size_m?: number;
  success_threshold?: number;
  episode_steps?: number;
  env_steps?: number;
  time_limit_s?: number;
  twin_id?: string;
  seeds?: number;
  /** Things the description asks for that no field can hold, in the user's words. */
  unsupported: string[];
}

export interface PlanRule {
  /** Shown in `reason`. */
  label: string;
  /** A description this rule fires on; `EXAMPLE_TWIN_ID` stands for a twin of the caller's (the rules test plans and validates every example). */
  example: string;
  pattern: RegExp;
  apply: (draft: PlanDraft, match: RegExpExecArray) => void;
}

const UNIT_TO_M: Record<string, number> = { mm: 0.001, millimeter: 0.001, millimeters: 0.001, millimetre: 0.001, millimetres: 0.001, cm: 0.01, centimeter: 0.01, centimeters: 0.01, centimetre: 0.01, centimetres: 0.01, m: 1, meter: 1, meters: 1, metre: 1, metres: 1 };
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10, half: 0.5 };
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 };

const number = (text: string) => (Number.isFinite(Number(text)) ? Number(text) : (NUMBER_WORDS[text] ?? Number.NaN));
const metres = (value: string, unit: string) => number(value) * UNIT_TO_M[unit]!;
const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

const NUM = String.raw`(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|ten|half)`;
const UNIT = String.raw`(mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|m|met(?:er|re)s?)\b`;

/** Stands for a twin id in the rules' examples. */
export const EXAMPLE_TWIN_ID = 'twin_01JABCDEFGHJKMNPQRSTVWXYZ0';

export const PLAN_RULES: PlanRule[] = [
  { label: 'a twin named → its scene', example: `reach points in front of it in ${EXAMPLE_TWIN_ID}`, pattern: /\b(twin_[0-9a-hjkmnp-tv-z]{26})\b/, apply: (d, m) => (d.twin_id = `twin_${m[1]!.slice(5).toUpperCase()}`) },
  { label: 'SO-101 → so101', example: 'teach the SO-101 to reach', pattern: /\bso[- ]?10[01]\b/, apply: (d) => (d.robot = 'so101') },
  { label: 'Franka Panda → panda', example: 'train the franka panda to reach', pattern: /\b(?:franka(?: emika)?(?: panda)?|panda)\b/, apply: (d) => (d.robot = 'panda') },
  { label: 'ALOHA → aloha', example: 'ALOHA should touch the target', pattern: /\b(?:aloha|bimanual)\b/, apply: (d) => (d.robot = 'aloha') },
  { label: 'Koch has no simulation model', example: 'teach the koch arm to reach', pattern: /\bkoch\b/, apply: (d) => d.unsupported.push('the Koch arm (no simulation model is installed for it)') },
  { label: '"pick and place" / "put it in…" → pick_place', example: `pick up the cube and put it in the box in ${EXAMPLE_TWIN_ID}`, pattern: /\b(?:pick[- ]and[- ]place|pick(?:s|ing)? (?:up )?(?:it|them|the \w+|an? \w+)(?: up)?,? (?:and |then )+(?:put|place|drop|set|move)s?(?: (?:it|them|the \w+))?|(?:put|place|move|drop|set) (?:it|them|the \w+) (?:in|into|on|onto|back|down))\b/, apply: (d) => (d.objective = 'pick_place') },
  { label: '"where I released it" → the twin\'s release position (pick_place)', example: `pick up the cube and put it where I released it in ${EXAMPLE_TWIN_ID}`, pattern: /\b(?:where (?:i|we|you|it|they|the \w+) (?:was |were |had )?(?:released|dropped|put|placed|left|let go of|let go)(?: (?:it|them|the \w+))?|(?:at|to) the release (?:point|position))\b/, apply: (d) => (d.objective = 'pick_place') },
  { label: '"lift" / "pick up" / "raise" → lift', example: 'lift the cube', pattern: /\b(?:lift(?:s|ing)?|pick(?:s|ing)? (?:it |the \w+ )?up|raise)\b/, apply: (d) => (d.objective = 'lift') },
  { label: '"reach" / "touch" / "point at" → reach', example: 'touch points', pattern: /\b(?:reach(?:es|ing)?|touch(?:es|ing)?|point(?:s|ing)? (?:at|to)|go to|move (?:the |its )?(?:gripper|end[- ]effector|hand|tip) to)\b/, apply: (d) => (d.objective = 'reach') },
  { label: '"N cm high" / "by N cm" → lift height', example: 'lift the cube 10 cm off the table', pattern: new RegExp(String.raw`\b(?:by |to )?${NUM} ?${UNIT} (?:high|up|above(?: the table)?|off the table)`), apply: (d, m) => (d.lift_height_m = round(metres(m[1]!, m[2]!))) },
  { label: '"N mm cube" → object size', example: 'lift a 30 mm cube', pattern: new RegExp(String.raw`\b${NUM} ?${UNIT}[- ]?(?:wide )?(?:cube|box|block|object)\b`), apply: (d, m) => (d.object_size_m = round(metres(m[1]!, m[2]!))) },
  { label: '"within N cm" → tolerance', example: 'reach within 1 cm', pattern: new RegExp(String.raw`\b(?:within|to within|closer than|less than|under) ${NUM} ?${UNIT}`), apply: (d, m) => (d.tolerance_m = round(metres(m[1]!, m[2]!))) },
  { label: '"N% success" → success threshold', example: `pick and place in ${EXAMPLE_TWIN_ID} with 90% success`, pattern: /\b(\d{1,3}(?:\.\d+)?) ?(?:%|percent)(?: (?:success|of the time|of episodes|success rate))?/, apply: (d, m) => (d.success_threshold = round(Number(m[1]) / 100)) },
  { label: '"every time" → success threshold 0.95', example: `pick and place in ${EXAMPLE_TWIN_ID} every time`, pattern: /\b(?:every time|always|reliably)\b/, apply: (d) => (d.success_threshold = 0.95) },
  { label: '"N-step episodes" → episode length', example: 'reach in 200-step episodes', pattern: /\b(\d+)[- ]step episodes?\b|\bepisodes? of (\d+) steps\b/, apply: (d, m) => (d.episode_steps = Number(m[1] ?? m[2])) },
  { label: '"N k steps" → env-step budget', example: 'reach for 500k steps', pattern: /\b(\d+(?:\.\d+)?) ?(k|thousand|m|million)? (?:env(?:ironment)?[- ])?steps\b/, apply: (d, m) => (d.env_steps = Math.round(Number(m[1]) * (m[2] ? SCALE[m[2]]! : 1))) },
  { label: '"for N minutes" → time limit', example: 'reach, train for 5 minutes', pattern: /\b(?:for|in|within|under|at most) (\d+(?:\.\d+)?|an?|one|two|three|five|ten) ?(minutes?|mins?|hours?|h)\b/, apply: (d, m) => (d.time_limit_s = Math.round(number(m[1]!) * (/^h/.test(m[2]!) ? 3600 : 60))) },
  { label: '"N seeds" → seeds', example: 'reach with 4 seeds', pattern: new RegExp(String.raw`\b(\d+|two|three|four|five|six|seven|eight) (?:random )?seeds\b`), apply: (d, m) => (d.seeds = number(m[1]!)) },
  { label: '"in front of it" → the default target region', example: 'touch points in front of it', pattern: /\b(?:points? |targets? )?in front of (?:it|the robot|the arm)\b/, apply: () => undefined },
  { label: 'obstacles are not modelled', example: 'touch points while avoiding obstacles', pattern: /\b(?:avoid(?:ing)? (?:the )?obstacles?|around (?:the )?obstacles?)\b/, apply: (d) => d.unsupported.push('obstacle avoidance (no objective models obstacles)') },
  { label: 'vision-based policies are not trained here', example: 'reach the target using the camera', pattern: /\b(?:from (?:the )?camera|from pixels|vision[- ]based|using (?:the )?camera)\b/, apply: (d) => d.unsupported.push('a policy from camera images (policies here observe joint state and targets)') },
];

/** Words that carry no request of their own: what is left after the rules, minus these, is "could not map". */
export const FILLER = new Set(
  'a an the to of in on at it its and or with for by from into onto that this then them their so while when where teach train learn make let get have has be is are can should would want wants need needs please robot arm policy task quickly fast slowly points point target targets object objects thing things cube cubes block blocks box table up down using use simulation sim'.split(' '),
);
