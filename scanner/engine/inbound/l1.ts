/** L1: runs the pattern families over the normalized views of one text. */
import { normalize, type NormalizedText } from './normalize.js';
import { PATTERNS, type Family } from './patterns.js';


const KEY_LEN = 4;

/**
 * Prefix keys of the leading alternation of a words-view pattern: the pattern can only match when the
 * text has a token starting with one of them, so a token-prefix set lookup skips most patterns on
 * benign text. null when the leading group is optional or has a non-literal alternative.
 */
function gateKeys(source: string): string[] | null {
  const PRE = '(?<![a-z0-9])(?:', POST = ')(?![a-z0-9])';
  if (!source.startsWith(PRE) || !source.endsWith(POST)) return null;
  const body = source.slice(PRE.length, source.length - POST.length);
  if (!body.startsWith('(?:')) return null;
  // Split the body at depth 0: it must be one leading group followed by the rest, with no top-level '|'.
  let depth = 0, end = -1;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\') { i++; continue; }
    if (ch === '(') depth++;
    else if (ch === ')') { depth--; if (depth === 0 && end < 0) end = i; }
    else if (ch === '|' && depth === 0) return null;
  }
  const group = body.slice(3, end);
  const alts: string[] = [];
  depth = 0;
  let cur = '';
  for (const ch of group) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === '|' && depth === 0) { alts.push(cur); cur = ''; } else cur += ch;
  }
  alts.push(cur);
  // An optional leading group (`(?:...)?`) does not constrain the text.
  if (body[end + 1] === '?' || body[end + 1] === '*') return null;
  const keys: string[] = [];
  for (const alt of alts) {
    const lit = /^[a-z0-9]+/.exec(alt)?.[0] ?? '';
    // The literal must be followed by a space, the end, or a group (`ignor(?:e|en)`), never by ? or a class.
    const next = alt[lit.length];
    // One-letter keys ("i am") must be the whole token: they are indexed only for one-letter tokens.
    if (lit.length === 0 || (lit.length === 1 && next !== ' ') || (next !== undefined && next !== ' ' && next !== '(')) return null;
    if (next === '(' && /^\([^)]*\)\?/.test(alt.slice(lit.length)) && lit.length < 2) return null;
    keys.push(lit.slice(0, KEY_LEN));
  }
  return keys;
}

/**
 * Word-view patterns with their gate keys, computed once at load. A gated pattern also gets a sticky
 * copy: it is tried only at the starts of tokens that carry one of its keys, where its leading
 * lookbehind holds, instead of scanning the whole text.
 */
export const WORD_PATTERNS = PATTERNS.filter((p) => p.view === 'words').map((p) => {
  const keys = gateKeys(p.re.source);
  return { ...p, keys, sticky: keys ? new RegExp(p.re.source, 'y') : null };
});

/** Start offsets of the tokens of the words view, by every prefix (2 to KEY_LEN letters; one-letter tokens by themselves). */
function tokenPrefixes(words: string): Map<string, number[]> {
  const map = new Map<string, number[]>();
  let start = 0;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && words.charCodeAt(i) !== 32) continue;
    const len = i - start;
    for (let n = len === 1 ? 1 : 2; n <= Math.min(KEY_LEN, len); n++) {
      const k = words.slice(start, start + n);
      const at = map.get(k);
      if (at) { if (at[at.length - 1] !== start) at.push(start); } else map.set(k, [start]);
    }
    start = i + 1;
  }
  return map;
}

/** True when the sticky pattern matches at one of the offsets listed under its keys. */
function matchAtKeys(re: RegExp, keys: string[], prefixes: Map<string, number[]>, words: string): boolean {
  for (const k of keys) {
    const at = prefixes.get(k);
    if (!at) continue;
    for (const pos of at) { re.lastIndex = pos; if (re.test(words)) return true; }
  }
  return false;
}
const PLAIN_PATTERNS = PATTERNS.filter((p) => p.view === 'plain');

/** Strongest weight per family found in the text. */
export type FamilyHits = Map<Family | string, number>;

/** Adds a hit, keeping the strongest weight of each family. */
export function addHit(hits: FamilyHits, family: string, weight: number): void {
  const prev = hits.get(family) ?? 0;
  if (weight > prev) hits.set(family, weight);
}

/** Matches the word-view patterns only (used again on decoded views). */
export function matchWords(words: string, hits: FamilyHits): void {
  const prefixes = tokenPrefixes(words);
  for (const p of WORD_PATTERNS) {
    if ((hits.get(p.family) ?? 0) >= p.weight) continue;
    if (p.keys && p.sticky ? matchAtKeys(p.sticky, p.keys, prefixes, words) : p.re.test(words)) addHit(hits, p.family, p.weight);
  }
}

/** Matches the plain-view patterns (tags, markup, other scripts). */
export function matchPlain(plain: string, hits: FamilyHits): void {
  for (const p of PLAIN_PATTERNS) {
    if ((hits.get(p.family) ?? 0) >= p.weight) continue;
    if (p.gate && !p.gate.test(plain)) continue;
    if (p.re.test(plain)) addHit(hits, p.family, p.weight);
  }
}

/** Runs every L1 family over one normalized text. */
export function matchL1(norm: NormalizedText, hits: FamilyHits = new Map()): FamilyHits {
  matchPlain(norm.plain, hits);
  matchWords(norm.words, hits);
  return hits;
}

/** Normalizes and matches a raw text in one call. */
export function scanL1(text: string): { norm: NormalizedText; hits: FamilyHits } {
  const norm = normalize(text);
  return { norm, hits: matchL1(norm) };
}
