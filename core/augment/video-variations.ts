/**
 * The video engine's planner: the words of a variation prompt → the parameters of a varied twin
 * scene. Light words are read by the relight planner's own rules (instruction-rules.ts), so "dim
 * warm light" means the same stops and kelvin in both engines; the rest is this vocabulary. A
 * prompt in which nothing is recognised is refused, never silently ignored.
 */
import { shortCameraName } from '../relight/params.js';
import { RELIGHT_RULES, type LookRequest } from './instruction-rules.js';

export interface TwinVariation {
  /** Metres the object moves from where the recording had it: x forward (away from the robot's base), y to the robot's left. */
  object_offset_m: [number, number];
  object_yaw_deg: number;
  object_scale: number;
  /** Linear 0..1 sRGB triples; null keeps the recording's. */
  object_rgb: [number, number, number] | null;
  /** Multiplier of the light (2^stops). */
  light_intensity: number;
  light_kelvin: number;
  table_rgb: [number, number, number] | null;
  background_rgb: [number, number, number] | null;
  distractors: number;
  /**
   * Per full camera key, the light that camera's picture is rendered under instead of light_intensity and
   * light_kelvin: measured from a reference photo of that camera's target look; null when no photo was given.
   */
  camera_looks: Record<string, CameraLook> | null;
  /** Whether the object's position is drawn at random (per episode, from its seed) within ±RANDOM_OFFSET_M. */
  random_position: boolean;
}

export interface CameraLook {
  light_intensity: number;
  light_kelvin: number;
}

/** A reference photo's look for one camera, as relight's matcher measured it (plan.ts). */
export interface ReferenceLook {
  /** Relight's exposure (stops) and temperature (kelvin) moving the camera's frames toward the photo. */
  exposure: number;
  temperature: number;
  /** The measured numbers, in words. */
  explanation: string;
}

export interface PlannedVariation {
  parameters: TwinVariation;
  /** What was recognised, in the planner's words. */
  matched: string[];
}

/** How far the object may move from the recording's spot: the demonstration's grasp re-solved by IK stays reachable. */
export const MAX_OFFSET_M = 0.06;
export const RANDOM_OFFSET_M = 0.03;
const DEFAULT_STEP_M = 0.03;
const MAX_DISTRACTORS = 4;

export const NEUTRAL_VARIATION: TwinVariation = {
  object_offset_m: [0, 0],
  object_yaw_deg: 0,
  object_scale: 1,
  object_rgb: null,
  light_intensity: 1,
  light_kelvin: 6500,
  table_rgb: null,
  background_rgb: null,
  distractors: 0,
  camera_looks: null,
  random_position: false,
};

const COLOURS: Record<string, [number, number, number]> = {
  red: [0.85, 0.1, 0.1], green: [0.15, 0.7, 0.2], blue: [0.1, 0.25, 0.9], yellow: [0.95, 0.85, 0.1], orange: [1, 0.45, 0.05],
  purple: [0.55, 0.2, 0.75], pink: [0.95, 0.45, 0.7], white: [0.92, 0.92, 0.92], black: [0.06, 0.06, 0.06], grey: [0.5, 0.5, 0.5],
  gray: [0.5, 0.5, 0.5], brown: [0.45, 0.28, 0.12], cyan: [0.1, 0.8, 0.85], teal: [0.05, 0.5, 0.5], beige: [0.85, 0.78, 0.6],
};
const COLOUR = `(?:dark |light |bright )?(${Object.keys(COLOURS).join('|')})`;
const OBJECT = String.raw`(?:cube|object|block|box|item|part)`;
const TABLE = String.raw`(?:table(?:top|cloth)?|desk|surface|work ?surface)`;
const BACKGROUND = String.raw`(?:background|backdrop|walls?|room)`;
const NUMBER = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|a few|several|some)`;
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, 'a few': 3, several: 3, some: 2 };

function amount(text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  const n = Number(text);
  return Number.isFinite(n) ? n : (WORD_NUMBERS[text] ?? fallback);
}

function shade(word: string, base: [number, number, number]): [number, number, number] {
  const k = word.startsWith('dark') ? 0.5 : word.startsWith('light') || word.startsWith('bright') ? 1.25 : 1;
  return base.map((v) => Math.min(1, Math.round(v * k * 1000) / 1000)) as [number, number, number];
}

interface VariationRule {
  label: string;
  pattern: RegExp;
  apply: (v: TwinVariation, m: RegExpExecArray) => void;
}

const metres = (value: string | undefined, unit: string | undefined) => {
  if (!value) return DEFAULT_STEP_M;
  const scale = unit?.startsWith('mm') || unit?.startsWith('milli') ? 0.001 : unit === 'm' ? 1 : 0.01;
  return Number(value) * scale;
};
const DISTANCE = String.raw`(?:(\d+(?:\.\d+)?)\s*(cm|centimet(?:er|re)s?|mm|millimet(?:er|re)s?|m)\s+)?`;
const move = (axis: 0 | 1, sign: 1 | -1) => (v: TwinVariation, m: RegExpExecArray) => {
  v.object_offset_m[axis] = Math.round((v.object_offset_m[axis] + sign * metres(m[1], m[2])) * 10000) / 10000;
};
const rx = (source: string) => new RegExp(source, 'gi');

export const VARIATION_RULES: VariationRule[] = [
  { label: 'N cm (further) left → object y +N', pattern: rx(String.raw`\b${DISTANCE}(?:further |more |farther )?(?:to the )?left\b`), apply: move(1, 1) },
  { label: 'N cm (further) right → object y −N', pattern: rx(String.raw`\b${DISTANCE}(?:further |more |farther )?(?:to the )?right\b`), apply: move(1, -1) },
  { label: 'N cm further away / forward → object x +N', pattern: rx(String.raw`\b${DISTANCE}(?:further (?:away|out|forward)|farther (?:away|out)|forwards?|away from the robot)\b`), apply: move(0, 1) },
  { label: 'N cm closer / back → object x −N', pattern: rx(String.raw`\b${DISTANCE}(?:closer(?: to the robot)?|nearer|backwards?|towards? the robot)\b`), apply: move(0, -1) },
  {
    label: 'more positions / random position / moved → object offset drawn per episode within ±3 cm',
    pattern: rx(String.raw`\b(?:more|other|different|new|random(?:ised|ized)?|varied|various|shifted|moved)\s+(?:${OBJECT}\s+)?(?:positions?|places?|locations?|spots?|poses?)\b|\b${OBJECT}\s+(?:moved|shifted|elsewhere)\b|\bmove(?:d)? the ${OBJECT}\b`),
    apply: (v) => {
      v.random_position = true;
    },
  },
  {
    label: 'rotated / turned N degrees → object yaw N° (30° unless said)',
    pattern: rx(String.raw`\b(?:rotated|turned|twisted|rotate|turn)(?:\s+by)?\s*(?:(-?\d+(?:\.\d+)?)\s*(?:°|deg(?:rees?)?))?`),
    apply: (v, m) => {
      v.object_yaw_deg += m[1] ? Number(m[1]) : 30;
    },
  },
  { label: 'bigger / larger → object × 1.2', pattern: rx(String.raw`\b(?:bigger|larger|big|large)\b`), apply: (v) => void (v.object_scale = 1.2) },
  { label: 'smaller / little → object × 0.85', pattern: rx(String.raw`\b(?:smaller|small|tiny|little)\b`), apply: (v) => void (v.object_scale = 0.85) },
  { label: 'colour + table → table colour', pattern: rx(String.raw`\b${COLOUR}\s+${TABLE}\b|\b${TABLE}\s+(?:is |in )?${COLOUR}\b`), apply: (v, m) => void (v.table_rgb = colourOf(m)) },
  { label: 'colour + background/wall → background colour', pattern: rx(String.raw`\b${COLOUR}\s+${BACKGROUND}\b|\b${BACKGROUND}\s+(?:is |in )?${COLOUR}\b`), apply: (v, m) => void (v.background_rgb = colourOf(m)) },
  { label: 'colour + cube/object → object colour', pattern: rx(String.raw`\b${COLOUR}\s+${OBJECT}\b`), apply: (v, m) => void (v.object_rgb = colourOf(m)) },
  { label: 'a colour alone → object colour', pattern: rx(String.raw`\b${COLOUR}\b`), apply: (v, m) => void (v.object_rgb = colourOf(m)) },
  {
    label: 'N distractors / clutter / other objects → N distractor cubes (2 unless said, at most 4)',
    pattern: rx(String.raw`\b(?:${NUMBER}\s+)?(?:distractors?|distractor objects?|(?:other|extra|more) (?:objects|cubes|blocks|items)|clutter(?:ed)?|cluttered table)\b`),
    apply: (v, m) => void (v.distractors = Math.min(MAX_DISTRACTORS, Math.max(1, Math.round(amount(m[1], 2))))),
  },
];

function colourOf(m: RegExpExecArray): [number, number, number] {
  const word = m.slice(1).find((g) => g !== undefined && COLOURS[g] !== undefined)!;
  return shade(m[0].trim().toLowerCase(), COLOURS[word]!);
}

/** The light words, read by relight's rules: stops → intensity 2^stops, kelvin (named or relative) → the light's colour. */
function lightFrom(text: string): { rest: string; labels: string[]; light: LookRequest } {
  const light: LookRequest = {};
  const labels: string[] = [];
  let rest = text;
  for (const rule of RELIGHT_RULES) {
    rule.pattern.lastIndex = 0;
    rest = rest.replace(rule.pattern, (...args) => {
      rule.apply(light, args.slice(0, -2) as unknown as RegExpExecArray);
      labels.push(`light: ${rule.label}`);
      return ' ';
    });
  }
  return { rest, labels, light };
}

/** One prompt → twin parameters; null when nothing in it is recognised. */
export function planVariation(prompt: string): PlannedVariation | null {
  const parameters: TwinVariation = { ...NEUTRAL_VARIATION, object_offset_m: [0, 0] };
  const text = ` ${prompt.toLowerCase().replace(/\s+/g, ' ')} `;
  const matched: string[] = [];
  const applyRules = (rules: VariationRule[], input: string) =>
    rules.reduce((remaining, rule) => {
      rule.pattern.lastIndex = 0;
      return remaining.replace(rule.pattern, (...args) => {
        rule.apply(parameters, args.slice(0, -2) as unknown as RegExpExecArray);
        matched.push(rule.label);
        return ' ';
      });
    }, input);
  // A colour bound to a noun ("green background") first, so relight's colour-cast words ("greenish") do not take it;
  // then the light words; then the rest, a bare colour last (so "blue hour" stays light).
  const bound = VARIATION_RULES.filter((rule) => rule.label.includes(' + '));
  const { rest, labels, light } = lightFrom(applyRules(bound, text));
  // The twin's light has a brightness and a colour temperature; tint, contrast and saturation have no twin parameter.
  if (light.exposure !== undefined || light.kelvin !== undefined || light.warmth !== undefined) matched.push(...labels);
  applyRules(VARIATION_RULES.filter((rule) => !bound.includes(rule)), rest);
  if (light.exposure !== undefined) parameters.light_intensity = Math.round(2 ** light.exposure * 1000) / 1000;
  const kelvin = light.kelvin ?? light.warmth;
  if (kelvin !== undefined) parameters.light_kelvin = kelvin;
  if (matched.length === 0) return null;
  const [dx, dy] = parameters.object_offset_m;
  const reach = Math.hypot(dx, dy);
  if (reach > MAX_OFFSET_M) {
    const k = MAX_OFFSET_M / reach;
    parameters.object_offset_m = [Math.round(dx * k * 10000) / 10000, Math.round(dy * k * 10000) / 10000];
    matched.push(`offset limited to ${MAX_OFFSET_M * 100} cm (what the demonstration's grasp reaches when re-solved)`);
  }
  return { parameters, matched };
}

export class UnmappablePromptError extends Error {
  constructor(
    readonly param: string,
    readonly prompt: string,
  ) {
    super(
      `The video engine cannot map '${prompt}' to a change of the twin's scene. It understands object position ("4 cm further left", "more cube positions"), rotation ("rotated 45 degrees"), size ("a bigger cube"), colour ("a blue cube", "a white table", "a green background"), light ("dim warm light", "two stops darker") and distractors ("three distractors").`,
    );
  }
}

export interface EpisodeVariation {
  index: number;
  prompt: string;
  parameters: TwinVariation;
  matched: string[];
}

/**
 * Every episode's parameters: its own `variation_prompts[i]`, else the instructions. With
 * variation prompts the instructions add what they map to (a shared change) and may map to
 * nothing (they then only describe the run); without them they are every episode's prompt and
 * must map, unless reference photos set the look (`referenceLooks`, per full camera key): each
 * photographed camera then renders under the photo's light, and light words of a prompt win over
 * the photo's, as in relight. Throws UnmappablePromptError naming the first prompt that maps to nothing.
 */
export function planEpisodeVariations(instructions: string, variationPrompts: string[] | null, episodes: number, referenceLooks: Record<string, ReferenceLook> = {}): EpisodeVariation[] {
  const shared = planVariation(instructions);
  const photographed = Object.keys(referenceLooks).length > 0;
  if (!variationPrompts && !shared && !photographed) throw new UnmappablePromptError('instructions', instructions);
  const base = shared ?? { parameters: NEUTRAL_VARIATION, matched: [] };
  const out: EpisodeVariation[] = [];
  for (let index = 0; index < episodes; index += 1) {
    const prompt = variationPrompts?.[index];
    let episode: EpisodeVariation;
    if (prompt === undefined) {
      episode = { index, prompt: instructions, parameters: base.parameters, matched: base.matched };
    } else {
      const own = planVariation(prompt);
      if (!own) throw new UnmappablePromptError(`config.variation_prompts[${index}]`, prompt);
      episode = { index, prompt, parameters: shared ? mergeVariations(shared.parameters, own.parameters) : own.parameters, matched: [...(shared?.matched ?? []), ...own.matched] };
    }
    out.push(photographed ? withReferenceLooks(episode, referenceLooks) : episode);
  }
  return out;
}

/** The photographed cameras' light: the photo's, except where the episode's words set the light themselves. */
function withReferenceLooks(episode: EpisodeVariation, looks: Record<string, ReferenceLook>): EpisodeVariation {
  const { light_intensity: intensity, light_kelvin: kelvin } = episode.parameters;
  const ownIntensity = intensity !== NEUTRAL_VARIATION.light_intensity;
  const ownKelvin = kelvin !== NEUTRAL_VARIATION.light_kelvin;
  const cameraLooks: Record<string, CameraLook> = {};
  const matched = [...episode.matched];
  for (const [key, look] of Object.entries(looks)) {
    cameraLooks[key] = { light_intensity: ownIntensity ? intensity : Math.round(2 ** look.exposure * 1000) / 1000, light_kelvin: ownKelvin ? kelvin : look.temperature };
    const kept = [ownIntensity && 'brightness', ownKelvin && 'colour temperature'].filter(Boolean).join(' and ');
    matched.push(
      `camera ${shortCameraName(key)} look from its reference photo: light ×${cameraLooks[key].light_intensity}, ${cameraLooks[key].light_kelvin} K${kept ? ` (the prompt's own ${kept} kept)` : ''}; ${look.explanation}`,
    );
  }
  return { ...episode, parameters: { ...episode.parameters, camera_looks: cameraLooks }, matched };
}

/** The episode's own values over the shared ones, field by field where the episode changed something. */
function mergeVariations(shared: TwinVariation, own: TwinVariation): TwinVariation {
  const merged: TwinVariation = { ...shared };
  for (const key of Object.keys(own) as (keyof TwinVariation)[]) {
    if (JSON.stringify(own[key]) !== JSON.stringify(NEUTRAL_VARIATION[key])) (merged as unknown as Record<string, unknown>)[key] = own[key];
  }
  return merged;
}

/** The parameters a job receives: a random position drawn from the episode's seed (deterministic per run and episode). */
export function resolveVariation(parameters: TwinVariation, seed: number): Omit<TwinVariation, 'random_position'> {
  const { random_position: random, ...rest } = parameters;
  if (!random) return rest;
  let state = (seed * 2654435761) >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const dx = (next() * 2 - 1) * RANDOM_OFFSET_M;
  const dy = (next() * 2 - 1) * RANDOM_OFFSET_M;
  return { ...rest, object_offset_m: [Math.round((rest.object_offset_m[0] + dx) * 10000) / 10000, Math.round((rest.object_offset_m[1] + dy) * 10000) / 10000] };
}

/** An episode's first seed: fixed by the run and the episode, so a retried activity generates the same episode. */
export function episodeSeed(runId: string, index: number): number {
  let hash = 2166136261;
  for (const char of runId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return ((hash % 100_000) * 100 + index * 10) % 2_000_000_000;
}
