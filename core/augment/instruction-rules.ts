/**
 * The rule-based planner's vocabulary: words about light and colour → relight parameters, and
 * words relight cannot honour (objects, scenery, motion, weather, …) → the video engine.
 * Rules run in order over a clause; each match is blanked out so later, more generic rules do
 * not see it again (e.g. "two stops darker" before "darker", "black and white" before "white").
 */

/** What the words of one clause (or all clauses of one camera scope) ask for. */
export interface LookRequest {
  /** Stops, summed over phrases. */
  exposure?: number;
  /** Kelvin from a named light source or an explicit number: wins over relative warmth. */
  kelvin?: number;
  /** Kelvin from relative words (warm, cooler, …). */
  warmth?: number;
  tint?: number;
  /** Multiplied over phrases. */
  contrast?: number;
  saturation?: number;
}

export interface Rule {
  /** Shown in the README table and in `plan.reason`. */
  label: string;
  pattern: RegExp;
  apply: (request: LookRequest, match: RegExpExecArray) => void;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, half: 0.5, 'a half': 0.5, 'half a': 0.5, 'one and a half': 1.5, 'a quarter': 0.25,
};

function stops(text: string): number {
  const cleaned = text.trim().toLowerCase();
  const numeric = Number(cleaned);
  if (Number.isFinite(numeric)) return numeric;
  return NUMBER_WORDS[cleaned] ?? 1;
}

function signed(text: string): number {
  return Number(text.replace('−', '-').replace(/\s+/g, ''));
}

const addExposure = (delta: number) => (r: LookRequest) => {
  r.exposure = (r.exposure ?? 0) + delta;
};
const setKelvin = (kelvin: number) => (r: LookRequest) => {
  r.kelvin = kelvin;
};
const setWarmth = (kelvin: number) => (r: LookRequest) => {
  r.warmth = kelvin;
};
const addTint = (delta: number) => (r: LookRequest) => {
  r.tint = (r.tint ?? 0) + delta;
};
const scaleContrast = (factor: number) => (r: LookRequest) => {
  r.contrast = (r.contrast ?? 1) * factor;
};
const setSaturation = (value: number) => (r: LookRequest) => {
  r.saturation = value;
};
const all =
  (...steps: ((r: LookRequest) => void)[]) =>
  (r: LookRequest) => {
    for (const step of steps) step(r);
  };
/** A preset's saturation only applies when no word set one explicitly. */
const defaultSaturation = (value: number) => (r: LookRequest) => {
  r.saturation ??= value;
};

const NUM = String.raw`(\d+(?:\.\d+)?|one and a half|half a|a half|a quarter|an?|one|two|three|four|five|half)`;
const BRIGHT = String.raw`(?:brighter|lighter|more exposed|over-?exposed|up)`;
const DARK = String.raw`(?:darker|dimmer|less exposed|under-?exposed|down)`;
const SLIGHTLY = String.raw`(?:slightly|a (?:little|bit|touch)(?: bit)?|somewhat|a tad)`;
const MUCH = String.raw`(?:much|a lot|way|far|very|significantly|considerably)`;

const rx = (source: string) => new RegExp(source, 'gi');

export const RELIGHT_RULES: Rule[] = [
  // Exposure in stops first, so the generic words below do not double count.
  { label: '"N stops brighter" → exposure +N', pattern: rx(String.raw`\b${NUM}[ -]stops?\s+(?:of\s+light\s+)?${BRIGHT}`), apply: (r, m) => addExposure(stops(m[1]!))(r) },
  { label: '"N stops darker" → exposure −N', pattern: rx(String.raw`\b${NUM}[ -]stops?\s+(?:of\s+light\s+)?${DARK}`), apply: (r, m) => addExposure(-stops(m[1]!))(r) },
  { label: '"darker by N stops" → exposure −N', pattern: rx(String.raw`\b${DARK}\s+by\s+${NUM}\s+stops?\b`), apply: (r, m) => addExposure(-stops(m[1]!))(r) },
  { label: '"brighter by N stops" → exposure +N', pattern: rx(String.raw`\b${BRIGHT}\s+by\s+${NUM}\s+stops?\b`), apply: (r, m) => addExposure(stops(m[1]!))(r) },
  { label: '"exposure −N" → exposure −N', pattern: rx(String.raw`\bexposure\s*(?:of|by|at|to)?\s*([+\-−]?\s*\d+(?:\.\d+)?)\s*(?:ev|stops?)?(?![\w.])`), apply: (r, m) => addExposure(signed(m[1]!))(r) },
  { label: '"+N EV" / "−N stops" → exposure ±N', pattern: rx(String.raw`(?<![\w.])([+\-−]\s*\d+(?:\.\d+)?)\s*(?:ev|stops?)\b`), apply: (r, m) => addExposure(signed(m[1]!))(r) },
  // Named light sources and explicit kelvin.
  { label: '"N K" / "N kelvin" → temperature N', pattern: rx(String.raw`\b(\d{4,5})\s*(?:k|kelvin)\b`), apply: (r, m) => setKelvin(Number(m[1]))(r) },
  { label: 'candle, candlelight, firelight → 1900 K, −1 stop', pattern: rx(String.raw`\b(?:candle[- ]?lit|candle ?light|candles?|fire ?light|fireplace|campfire)\b`), apply: all(setKelvin(1900), addExposure(-1)) },
  { label: 'tungsten, incandescent, halogen, light bulb → 3200 K', pattern: rx(String.raw`\b(?:tungsten|incandescent|halogen|(?:light )?bulbs?|lamp ?light)\b`), apply: setKelvin(3200) },
  { label: 'sodium street light → 2200 K', pattern: rx(String.raw`\b(?:sodium|street ?lights?|streetlamps?)\b`), apply: all(setKelvin(2200), addExposure(-1)) },
  { label: 'fluorescent, office light → 4000 K, tint −0.3 (green)', pattern: rx(String.raw`\b(?:fluorescent|office (?:light|lighting)|neon tubes?)\b`), apply: all(setKelvin(4000), addTint(-0.3)) },
  { label: 'golden hour → 3000 K, −0.3 stop, saturation 1.15', pattern: rx(String.raw`\bgolden[- ]hour\b`), apply: all(setKelvin(3000), addExposure(-0.3), defaultSaturation(1.15)) },
  { label: 'sunset, sundown → 2800 K, −0.5 stop, saturation 1.1', pattern: rx(String.raw`\b(?:sunset|sundown|evening sun)\b`), apply: all(setKelvin(2800), addExposure(-0.5), defaultSaturation(1.1)) },
  { label: 'dawn, sunrise → 3500 K, −0.5 stop, tint +0.1', pattern: rx(String.raw`\b(?:dawn|sunrise|early morning|daybreak)\b`), apply: all(setKelvin(3500), addExposure(-0.5), addTint(0.1)) },
  { label: 'blue hour, dusk, twilight → 9000 K, −1.5 stops, saturation 0.85', pattern: rx(String.raw`\b(?:blue hour|dusk|twilight)\b`), apply: all(setKelvin(9000), addExposure(-1.5), defaultSaturation(0.85)) },
  { label: 'night, moonlight → 9000 K, −2 stops, saturation 0.6', pattern: rx(String.raw`\b(?:night(?:time)?|moon ?light|moonlit|midnight)\b`), apply: all(setKelvin(9000), addExposure(-2), defaultSaturation(0.6)) },
  { label: 'noon, midday, direct sun → 5600 K, +0.3 stop, contrast ×1.15', pattern: rx(String.raw`\b(?:noon|midday|mid-day|direct sun(?:light)?|harsh sun(?:light)?|bright sun(?:light|shine)?|sunny)\b`), apply: all(setKelvin(5600), addExposure(0.3), scaleContrast(1.15)) },
  { label: 'overcast, cloudy, shade → 7500 K, contrast ×0.85, saturation 0.85', pattern: rx(String.raw`\b(?:overcast|cloudy|clouds|shade|shaded|shadow light|grey day|gray day)\b`), apply: all(setKelvin(7500), scaleContrast(0.85), defaultSaturation(0.85)) },
  { label: 'daylight, sunlight → 5600 K', pattern: rx(String.raw`\b(?:daylight|day ?time|sunlight|sun ?lit|outdoor light)\b`), apply: setKelvin(5600) },
  { label: 'D65, neutral white, white balanced → 6500 K', pattern: rx(String.raw`\b(?:d65|neutral (?:white|light)|white[- ]balanced)\b`), apply: setKelvin(6500) },
  // Relative warmth.
  { label: 'much warmer → 3500 K', pattern: rx(String.raw`\b${MUCH}\s+warm(?:er)?\b`), apply: setWarmth(3500) },
  { label: 'slightly warmer → 5500 K', pattern: rx(String.raw`\b${SLIGHTLY}\s+warm(?:er)?\b`), apply: setWarmth(5500) },
  { label: 'warm, warmer, amber, orange light → 4500 K', pattern: rx(String.raw`\b(?:warm(?:er|th)?|amber|orange(?:[- ]ish)? (?:light|tint|cast)|yellowish)\b`), apply: setWarmth(4500) },
  { label: 'much cooler → 10000 K', pattern: rx(String.raw`\b${MUCH}\s+(?:cool(?:er)?|cold(?:er)?)\b`), apply: setWarmth(10000) },
  { label: 'slightly cooler → 7500 K', pattern: rx(String.raw`\b${SLIGHTLY}\s+(?:cool(?:er)?|cold(?:er)?)\b`), apply: setWarmth(7500) },
  { label: 'cool, cooler, cold, bluish → 8500 K', pattern: rx(String.raw`\b(?:cool(?:er)?|cold(?:er)?|blu(?:e|ish) (?:light|tint|cast)|bluish|icy)\b`), apply: setWarmth(8500) },
  // Tint.
  { label: 'green tint / greenish → tint −0.3', pattern: rx(String.raw`\b(?:green(?:ish)?(?: tint| cast| light)?|more green)\b`), apply: addTint(-0.3) },
  { label: 'magenta / pink tint → tint +0.3', pattern: rx(String.raw`\b(?:magenta|pink(?:ish)?|purple(?:ish)?)(?: tint| cast| light)?\b`), apply: addTint(0.3) },
  // Exposure words.
  { label: 'much brighter → +2 stops', pattern: rx(String.raw`\b${MUCH}\s+(?:brighter|lighter)\b`), apply: addExposure(2) },
  { label: 'much darker → −2 stops', pattern: rx(String.raw`\b${MUCH}\s+(?:darker|dimmer|dark)\b`), apply: addExposure(-2) },
  { label: 'slightly brighter → +0.5 stop', pattern: rx(String.raw`\b${SLIGHTLY}\s+(?:brighter|lighter)\b`), apply: addExposure(0.5) },
  { label: 'slightly darker → −0.5 stop', pattern: rx(String.raw`\b${SLIGHTLY}\s+(?:darker|dimmer)\b`), apply: addExposure(-0.5) },
  { label: 'low light, dim light, dimly lit, dark room → −1.5 stops', pattern: rx(String.raw`\b(?:low[- ]light|dimly[- ]lit|dim (?:light|lighting|room)|dark (?:room|scene|lighting)|poorly lit|badly lit)\b`), apply: addExposure(-1.5) },
  { label: 'brighter, brighten, overexposed → +1 stop', pattern: rx(String.raw`\b(?:brighter|brighten(?:ed)?|lighter|over-?exposed|more light|well[- ]lit|bright(?:ly lit)?)\b`), apply: addExposure(1) },
  { label: 'darker, darken, dim, dimmer, dark, underexposed → −1 stop', pattern: rx(String.raw`\b(?:darker|darken(?:ed)?|dimmer|dim|under-?exposed|less light|dark)\b`), apply: addExposure(-1) },
  // Contrast.
  { label: 'much more contrast → contrast ×1.6', pattern: rx(String.raw`\b(?:much|a lot) (?:more|higher|stronger) contrast\b|\bvery (?:high|strong) contrast\b`), apply: scaleContrast(1.6) },
  { label: 'more contrast, harsh/hard light, punchy → contrast ×1.3', pattern: rx(String.raw`\b(?:more|higher|increased?|stronger|boost(?:ed)?) contrast\b|\bcontrast(?:y| up)\b|\bhigh[- ]contrast\b|\b(?:harsh|hard) (?:light|lighting|shadows)\b|\bpunchy\b|\bdramatic\b`), apply: scaleContrast(1.3) },
  { label: 'less contrast, flat, soft/diffuse light → contrast ×0.75', pattern: rx(String.raw`\b(?:less|lower|reduced?|weaker|softer) contrast\b|\blow[- ]contrast\b|\bflat(?:ter)? (?:light|lighting|look)\b|\b(?:soft|diffuse|diffused) (?:light|lighting)\b|\bwashed[- ]out\b|\bhazy\b`), apply: scaleContrast(0.75) },
  // Saturation.
  { label: 'black and white, monochrome, greyscale → saturation 0', pattern: rx(String.raw`\b(?:black[- ](?:and|&)[- ]white|b ?& ?w|monochrome|grey ?scale|gray ?scale|colou?rless|no colou?rs?)\b`), apply: setSaturation(0) },
  { label: 'desaturated, muted, faded colours → saturation 0.5', pattern: rx(String.raw`\b(?:de-?saturated?|muted|faded|dull|less (?:saturated|saturation|colou?rful|vivid)|pale colou?rs?|lower saturation)\b`), apply: setSaturation(0.5) },
  { label: 'vivid, vibrant, saturated, colourful → saturation 1.4', pattern: rx(String.raw`\b(?:vivid|vibrant|(?:more |over-?)saturated?|saturation up|more colou?rful|colou?rful|rich colou?rs?|higher saturation|boost(?:ed)? colou?rs?)\b`), apply: setSaturation(1.4) },
];

/**
 * Words that describe changes a per-pixel colour transform cannot make: objects, scenery,
 * materials, other robots, motion, weather, viewpoint, shadows. Any of them left in a clause
 * after the relight phrases are removed sends the whole request to the video engine.
 */
export const VIDEO_ONLY = rx(
  String.raw`\b(?:add(?:s|ing|ed)?|insert(?:s|ing|ed)?|remov(?:e|es|ing|ed)|delet(?:e|es|ing|ed)|replac(?:e|es|ing|ed)|swap(?:s|ping|ped)?|eras(?:e|ing)|hide|hiding|mov(?:e|es|ing)|background|backdrop|table(?:cloth|top)?|textures?|surfaces?|walls?|floors?|carpet|wood(?:en)?|marble|metal(?:lic)?|plastic|objects?|items?|distractors?|clutter(?:ed)?|cubes?|blocks?|boxe?s?|balls?|cups?|mugs?|bottles?|toys?|robots?|arms?|grippers?|hands?|person|people|humans?|rain(?:y|ing)?|snow(?:y|ing)?|fog(?:gy)?|smoke|smoky|mist(?:y)?|dust(?:y)?|weather|steam|motion|trajectory|trajectories|speed|faster|slower|viewpoint|angle|zoom(?:ed)?|perspective|shadows?|reflections?|blur(?:red|ry)?|occlu(?:de|sion|ded)|scene(?:ry)? change|new scene|outdoors?|kitchen|garden|forest|room layout)\b`,
);

/** Lighting words that only frame a request ("make the lighting …", "add warm light"); never a reason for video. */
export const LIGHTING_FILLER = rx(String.raw`\b(?:add(?:s|ing)? (?:some |a |more )?(?=\S*\s*(?:light|lighting|glow|contrast|saturation|colou?r|tint|exposure|warmth)))\b`);
