import { shortCameraName } from '../relight/params.js';
import { LIGHTING_FILLER, RELIGHT_RULES, VIDEO_ONLY } from './instruction-rules.js';
import type { LookRequest } from './instruction-rules.js';

/** `*` = every camera; otherwise a full camera key. */
export type Scope = string;

export interface ParsedInstructions {
  /** What the words ask for, per scope (only scopes with at least one recognised phrase). */
  requests: Map<Scope, LookRequest>;
  /** Labels of the rules that matched, per scope, in order. */
  matched: Map<Scope, string[]>;
  /** Words relight cannot honour (empty when relight can do everything asked). */
  videoWords: string[];
}

/**
 * Reads free-text instructions clause by clause. A clause naming a camera ("on the wrist
 * camera", "top view", the full key) applies to that camera only; a clause that only names a
 * camera scopes the clauses after it (or, when it comes last, the unscoped clauses before it).
 */
export function parseInstructions(text: string, cameraKeys: string[]): ParsedInstructions {
  const clauses = splitClauses(normalise(text));
  const parsed = clauses.map((clause) => parseClause(clause, cameraKeys));

  let sticky: string | null = null;
  for (const clause of parsed) {
    if (clause.camera && clause.labels.length === 0) sticky = clause.camera;
    else if (!clause.camera && sticky) clause.camera = sticky;
  }
  const last = parsed[parsed.length - 1];
  if (last?.camera && last.labels.length === 0 && !parsed.some((c, i) => i < parsed.length - 1 && c.camera)) {
    for (const clause of parsed) clause.camera = last.camera;
  }

  const requests = new Map<Scope, LookRequest>();
  const matched = new Map<Scope, string[]>();
  const videoWords: string[] = [];
  for (const clause of parsed) {
    videoWords.push(...clause.videoWords);
    if (clause.labels.length === 0) continue;
    const scope = clause.camera ?? '*';
    requests.set(scope, mergeRequests(requests.get(scope), clause.request));
    matched.set(scope, [...(matched.get(scope) ?? []), ...clause.labels]);
  }
  return { requests, matched, videoWords: [...new Set(videoWords)] };
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[−–—]/g, (c) => (c === '−' ? '-' : ' , '))
    .replace(/\bone and a half\b/g, '1.5')
    .replace(/\bblack\s+and\s+white\b/g, 'black-&-white')
    .replace(/\s+/g, ' ');
}

function splitClauses(text: string): string[] {
  return text
    .split(/[.;,!?\n]+(?!\d)|\b(?:and|but|while|whereas|then|plus)\b/)
    .map((c) => c.trim())
    .filter(Boolean);
}

interface ClauseResult {
  camera: string | null;
  request: LookRequest;
  labels: string[];
  videoWords: string[];
}

function parseClause(clause: string, cameraKeys: string[]): ClauseResult {
  let rest = ` ${clause} `;
  let camera: string | null = null;
  for (const key of cameraKeys) {
    const found = cameraMention(key).exec(rest);
    if (found) {
      camera = key;
      rest = rest.replace(cameraMention(key), ' ');
    }
  }
  rest = rest.replace(LIGHTING_FILLER, ' ');
  const request: LookRequest = {};
  const labels: string[] = [];
  for (const rule of RELIGHT_RULES) {
    rule.pattern.lastIndex = 0;
    rest = rest.replace(rule.pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      rule.apply(request, match);
      labels.push(rule.label);
      return ' ';
    });
  }
  const videoWords = [...rest.matchAll(VIDEO_ONLY)].map((m) => m[0]);
  return { camera, request, labels, videoWords };
}

/** "wrist camera", "wrist cam", "wrist view", "camera wrist", "observation.images.wrist"; underscores may be spaces. */
function cameraMention(key: string): RegExp {
  const name = shortCameraName(key)
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[_-]/g, '[ _-]');
  const full = key.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    String.raw`(?:\b(?:on|in|for|from|of|to)\s+)?(?:the\s+)?(?:${full}|\b${name}\s*(?:camera|cam|view|feed|images?|video)s?\b|\b(?:camera|cam|view)\s+${name}\b)(?:\s+only)?`,
    'g',
  );
}

function mergeRequests(into: LookRequest | undefined, from: LookRequest): LookRequest {
  const out: LookRequest = { ...into };
  if (from.exposure !== undefined) out.exposure = (out.exposure ?? 0) + from.exposure;
  if (from.kelvin !== undefined) out.kelvin = from.kelvin;
  if (from.warmth !== undefined) out.warmth = from.warmth;
  if (from.tint !== undefined) out.tint = (out.tint ?? 0) + from.tint;
  if (from.contrast !== undefined) out.contrast = (out.contrast ?? 1) * from.contrast;
  if (from.saturation !== undefined) out.saturation = from.saturation;
  return out;
}
