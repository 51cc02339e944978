/** L1: runs the pattern families over the normalized views of one text. */
import { normalize, type NormalizedText } from './normalize.js';
import { PATTERNS, type Family } from './patterns.js';
import { conceptKeyPrefixes } from './concepts.js';


const KEY_LEN = 4;
/** Suffix of a gate key that must be a whole token, not a prefix. */
const EXACT = '$';

/**
 * Prefix keys of the leading alternation of a words-view pattern: the pattern can only match when the
 * text has a token starting with one of them, so a token-prefix set lookup skips most patterns on
 * benign text. null when the leading group is optional or has a non-literal alternative.
 */
function gateKeys(source: string): string[] | null {
  const PRE = '(?<![a-z0-9])(?:', POST = ')(?![a-z0-9])';
  if (!source.startsWith(PRE) || !source.endsWith(POST)) return null;
  const body = source.slice(PRE.length, source.length - POST.length);
  if (!body.startsWith('(?:')) {
    // A body opening with a literal word ("end of (?:user|untrusted) ...") is gated by that word,
    // provided it has no top-level alternation.
    let d = 0;
    for (let i = 0; i < body.length; i++) {
      const ch = body[i];
      if (ch === '\\') { i++; continue; }
      if (ch === '(') d++;
      else if (ch === ')') d--;
      else if (ch === '|' && d === 0) return null;
    }
    const lit = /^[a-z0-9]+/.exec(body)?.[0] ?? '';
    if (lit.length < 2 || body[lit.length] !== ' ') return null;
    return [lit.length <= KEY_LEN ? lit + EXACT : lit.slice(0, KEY_LEN)];
  }
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
  const after = body[end + 1];
  const keys: string[] = [];
  for (const alt of alts) {
    const lit = /^[a-z0-9]+/.exec(alt)?.[0] ?? '';
    // The literal must be followed by a space, the end, or a group (`ignor(?:e|en)`), never by ? or a class.
    const next = alt[lit.length];
    // One-letter keys ("i am") must be the whole token: they are indexed only for one-letter tokens.
    if (lit.length === 0 || (lit.length === 1 && next !== ' ') || (next !== undefined && next !== ' ' && next !== '(')) return null;
    if (next === '(' && /^\([^)]*\)\?/.test(alt.slice(lit.length)) && lit.length < 2) return null;
    // A whole short word ("ta ", "was ist", a last alternative before a space) gates only tokens
    // that are exactly that word: "qual e" is not tried at "quality", nor "ta" at "take".
    const whole = lit.length <= KEY_LEN && (next === ' ' || (next === undefined && after === ' '));
    keys.push(whole ? lit + EXACT : lit.slice(0, KEY_LEN));
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

/** Digit of each key character in base 37 (a-z 1-26, 0-9 27-36); 0 for characters no key has. */
const KEY_DIGIT = new Uint8Array(128);
for (let c = 97; c <= 122; c++) KEY_DIGIT[c] = c - 96;
for (let c = 48; c <= 57; c++) KEY_DIGIT[c] = c - 21;

/** Integer code of a key (length and up to KEY_LEN characters): a small integer, fast as a Map key. */
function prefixCode(text: string, start: number, len: number): number {
  let code = 0;
  for (let i = len - 1; i >= 0; i--) code = code * 37 + KEY_DIGIT[text.charCodeAt(start + i)]!;
  return code * 8 + len;
}

/** Gate key code -> indices of the word patterns gated by it: an open-addressing table, built once. */
const KEY_SLOTS = 4096;
const KEY_SHIFT = 32 - Math.log2(KEY_SLOTS);
const KEY_CODES = new Int32Array(KEY_SLOTS);
const KEY_LISTS: number[][] = [];
const KEY_LIST_OF = new Int32Array(KEY_SLOTS).fill(-1);
function keySlot(code: number): number {
  let h = (Math.imul(code, 0x9e3779b1) >>> KEY_SHIFT) & (KEY_SLOTS - 1);
  while (KEY_CODES[h] !== 0 && KEY_CODES[h] !== code) h = (h + 1) & (KEY_SLOTS - 1);
  return h;
}
/** Table code of a gate key: its prefix code, doubled, plus one for a whole-token key. */
function keyCode(k: string): number {
  const exact = k.endsWith(EXACT);
  const w = exact ? k.slice(0, -EXACT.length) : k;
  return prefixCode(w, 0, w.length) * 2 + (exact ? 1 : 0);
}
WORD_PATTERNS.forEach((p, i) => {
  for (const k of p.keys ?? []) {
    const h = keySlot(keyCode(k));
    if (KEY_CODES[h] === 0) { KEY_CODES[h] = keyCode(k); KEY_LIST_OF[h] = KEY_LISTS.length; KEY_LISTS.push([]); }
    const list = KEY_LISTS[KEY_LIST_OF[h]!]!;
    if (!list.includes(i)) list.push(i);
  }
});
/**
 * The concept lexicons' ASCII key words (concepts.ts) share the table: a token whose prefix is one of
 * them is recorded, so the concept pass reads those tokens only instead of walking the message again.
 */
const CONCEPT_SLOT = new Uint8Array(KEY_SLOTS);
/** Filled on first use: the two modules import each other, so neither reads the other while loading. */
let conceptSlotsReady = false;
function fillConceptSlots(): void {
  conceptSlotsReady = true;
  for (const k of conceptKeyPrefixes()) {
    const code = keyCode(k);
    const h = keySlot(code);
    if (KEY_CODES[h] === 0) KEY_CODES[h] = code;
    CONCEPT_SLOT[h] = 1;
  }
}
const CONCEPT_STARTS: number[] = [];
let conceptCount = 0;
let conceptWords: string | null = null;

/** The token starts of `words` whose prefix is a concept key, when the last candidate pass read `words`. */
export function conceptCandidates(words: string): { starts: number[]; count: number } | null {
  return conceptWords === words ? { starts: CONCEPT_STARTS, count: conceptCount } : null;
}

/**
 * Candidate start offsets per word pattern: the first CANDIDATE_COUNT[pi] entries of CANDIDATES[pi].
 * The arrays are reused between calls and never shrink (scans are synchronous), so no call allocates.
 */
const CANDIDATES: number[][] = WORD_PATTERNS.map(() => []);
const CANDIDATE_COUNT = new Int32Array(WORD_PATTERNS.length);

/** Fills CANDIDATES with the token starts whose prefixes are gate keys of each pattern. */
function collectCandidates(words: string): void {
  if (!conceptSlotsReady) fillConceptSlots();
  CANDIDATE_COUNT.fill(0);
  conceptCount = 0;
  conceptWords = words;
  let start = 0;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && words.charCodeAt(i) !== 32) continue;
    const len = i - start;
    let code = 0, scale = 1;
    for (let n = 1; n <= Math.min(KEY_LEN, len); n++) {
      const ch = words.charCodeAt(start + n - 1);
      const d = ch < 128 ? KEY_DIGIT[ch]! : 0;
      if (d === 0) break;
      code += d * scale;
      scale *= 37;
      // Prefix keys match any token they start; whole-token keys (one-letter keys among them) only a
      // token of their own length.
      for (let exact = 0; exact <= (n === len ? 1 : 0); exact++) {
        const h = keySlot((code * 8 + n) * 2 + exact);
        if (KEY_CODES[h] === 0) continue;
        if (CONCEPT_SLOT[h] === 1 && (conceptCount === 0 || CONCEPT_STARTS[conceptCount - 1] !== start)) CONCEPT_STARTS[conceptCount++] = start;
        if (KEY_LIST_OF[h] === -1) continue;
        const list = KEY_LISTS[KEY_LIST_OF[h]!]!;
        for (let j = 0; j < list.length; j++) {
          const pi = list[j]!, nc = CANDIDATE_COUNT[pi]!;
          if (nc === 0 || CANDIDATES[pi]![nc - 1] !== start) { CANDIDATES[pi]![nc] = start; CANDIDATE_COUNT[pi] = nc + 1; }
        }
      }
    }
    start = i + 1;
  }
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
  collectCandidates(words);
  for (let pi = 0; pi < WORD_PATTERNS.length; pi++) {
    const p = WORD_PATTERNS[pi]!;
    // Most gated patterns have no candidate token: skip them before the family lookup.
    if (p.sticky && CANDIDATE_COUNT[pi] === 0) continue;
    if ((hits.get(p.family) ?? 0) >= p.weight) continue;
    let hit = false;
    if (p.sticky) {
      const starts = CANDIDATES[pi]!;
      for (let j = 0; j < CANDIDATE_COUNT[pi]!; j++) { p.sticky.lastIndex = starts[j]!; if (p.sticky.test(words)) { hit = true; break; } }
    } else hit = p.re.test(words);
    if (hit) addHit(hits, p.family, p.weight);
  }
}

/** Matches the plain-view patterns (tags, markup, other scripts). */
export function matchPlain(plain: string, hits: FamilyHits): void {
  for (const p of PLAIN_PATTERNS) {
    if ((hits.get(p.family) ?? 0) >= p.weight) continue;
    if (p.gate && !(typeof p.gate === 'function' ? p.gate(plain) : p.gate.test(plain))) continue;
    if (p.re.test(plain) && !(p.unless && p.unless.test(plain))) addHit(hits, p.family, p.weight);
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
