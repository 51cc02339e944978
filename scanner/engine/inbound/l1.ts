/** L1: runs the pattern families over the normalized views of one text. */
import { normalize, type NormalizedText } from './normalize.js';
import { PATTERNS, type Family } from './patterns.js';
import { conceptKeyPrefixes } from './concepts.js';
import { CODE_RULE_WORDS } from '../outbound/code.js';
import { PERSONA_MOVES } from './persona.js';


/** Letters of a token a gate key holds at most (the walk of a token reads no further). */
const KEY_LEN = 5;
/** Keys of up to this many letters index flat tables; longer ones an open-addressing table. */
const DIRECT_LEN = 3;
/** Suffix of a gate key that must be a whole token, not a prefix. */
const EXACT = '$';

/**
 * Words too common to gate a pattern on: a pattern opening with one of them ("the system prompt",
 * "your rules", "for educational purposes") is gated by the word after it instead, and tried at the
 * start of the token before.
 */
const COMMON = new Set(['the$', 'a$', 'an$', 'your', 'your$', 'you$', 'my$', 'i$', 'in$', 'for$', 'all$', 'any$', 'no$', 'do$', 'to$',
  'of$', 'and$', 'is$', 'it$', 'this', 'this$', 'that', 'that$', 'be$', 'not$', 'can$', 'we$', 'our$', 'how$', 'what', 'what$', 'me$',
  'on$', 'at$', 'as$', 'or$', 'if$', 'from', 'from$', 'so$', 'are$', 'was$', 'with', 'with$', 'will', 'will$', 'just$', 'its$']);
/** The key of a word: the whole word up to KEY_LEN letters, else its first KEY_LEN letters as a prefix. */
const wordKey = (word: string): string => (word.length <= KEY_LEN ? word + EXACT : word.slice(0, KEY_LEN));
/** Prefix of a key that gates the token after the one the pattern starts at. */
const SECOND = '>';

/** Index just past the group opening at `at` (escapes and character classes skipped); -1 when unbalanced. */
function groupEnd(src: string, at: number): number {
  let depth = 0;
  for (let i = at; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') { i++; continue; }
    if (ch === '[') { while (i < src.length && src[i] !== ']') { if (src[i] === '\\') i++; i++; } continue; }
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The top-level alternatives of a regex fragment. */
function alternatives(src: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0, depth = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') { i++; continue; }
    if (ch === '[') { while (i < src.length && src[i] !== ']') { if (src[i] === '\\') i++; i++; } continue; }
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) { out.push(src.slice(from, i)); from = i + 1; }
  }
  out.push(src.slice(from));
  return out;
}

/**
 * Keys of the token a regex fragment (no top-level '|') must start with: a whole short word
 * (`ta$`: "ta " gates only the token "ta", not "take") or the first KEY_LEN letters of a longer one.
 * Lookarounds ahead of the first literal consume nothing and are stepped over; a group is read
 * through its alternatives. null when the start is optional or not a literal.
 */
function fragmentKeys(src: string, depth = 0, promote = true): string[] | null {
  if (depth > 6) return null;
  if (src.startsWith('(?<!') || src.startsWith('(?<=') || src.startsWith('(?!') || src.startsWith('(?=')) {
    const end = groupEnd(src, 0);
    return end < 0 ? null : fragmentKeys(src.slice(end), depth + 1, promote);
  }
  if (src.startsWith('(')) {
    const end = groupEnd(src, 0);
    if (end < 0 || src[end] === '?' || src[end] === '*' || src[end] === '{') return null;
    const inner = src.slice(src.startsWith('(?:') ? 3 : 1, end - 1), rest = src.slice(end);
    const keys: string[] = [];
    for (const alt of alternatives(inner)) {
      const k = fragmentKeys(alt + rest, depth + 1, promote);
      if (k === null) return null;
      for (const key of k) if (!keys.includes(key)) keys.push(key);
    }
    return keys;
  }
  let lit = /^[a-z0-9]+/.exec(src)?.[0] ?? '';
  const next = src[lit.length];
  // A word followed by a space or the pattern's end is a whole token; followed by anything else
  // (`ignor(?:e|en)`, `talimat[a-z]*`) its letters are a prefix, less one a quantifier makes optional.
  // One-letter keys ("i am") are whole tokens only: they are indexed for one-letter tokens alone.
  if (next === undefined || next === ' ') {
    if (lit.length === 0) return null;
    const key = wordKey(lit);
    // A commonplace first word ("the system prompt") is gated by the word after it.
    if (promote && next === ' ' && COMMON.has(key)) {
      // Only when the word after is rarer: "how to" stays gated by "how".
      const after = fragmentKeys(src.slice(lit.length + 1), depth + 1, false);
      if (after !== null && after.every((k) => !COMMON.has(k) && k.length > 2)) return after.map((k) => SECOND + k);
    }
    return [key];
  }
  if (next === '?' || next === '*' || next === '{') lit = lit.slice(0, -1);
  return lit.length < 2 ? null : [lit.slice(0, KEY_LEN)];
}

/**
 * Gate keys of a words-view pattern: it can only match at the start of a token that carries one of
 * them, so a token-prefix lookup skips most patterns on benign text. null when a match could start
 * elsewhere.
 */
function gateKeys(source: string): string[] | null {
  const PRE = '(?<![a-z0-9])(?:', POST = ')(?![a-z0-9])';
  if (!source.startsWith(PRE) || !source.endsWith(POST)) return null;
  return fragmentKeys(source.slice(PRE.length - 3, source.length - POST.length + 1));
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

/**
 * Literal text every match of a regex source holds, in conjunctive normal form: each clause a list of
 * strings one of which the input contains. A plain group matched once reads its alternatives with the
 * literal run before it in front (`lead`). null when the source holds a construct this reader does not
 * know, or a case-insensitive flag.
 */
function literalClauses(src: string, flags: string): string[][] | null {
  if (/[iv]/.test(flags)) return null;
  // Index just past the group each '(' opens (groupEnd's reading, for every group in one pass).
  const closeOf = new Int32Array(src.length).fill(-1);
  const stack: number[] = [];
  for (let k = 0; k < src.length; k++) {
    const ch = src[k];
    if (ch === '\\') { k++; continue; }
    if (ch === '[') { while (k < src.length && src[k] !== ']') { if (src[k] === '\\') k++; k++; } continue; }
    if (ch === '(') stack.push(k);
    else if (ch === ')' && stack.length > 0) closeOf[stack.pop()!] = k + 1;
  }
  const r: LiteralReader = { src, i: 0, failed: false, closeOf };
  const clauses = readAlternation(r, '');
  return r.failed || r.i !== src.length ? null : clauses;
}

interface LiteralReader { src: string; i: number; failed: boolean; closeOf: Int32Array }

/** The quantifier at r.i, read: its minimum and maximum ([1, 1] when there is none; failed on an odd brace). */
function readQuantifier(r: LiteralReader): [number, number] {
  const { src } = r;
  const c = src[r.i];
  let q: [number, number];
  if (c === '*') { r.i++; q = [0, Infinity]; }
  else if (c === '+') { r.i++; q = [1, Infinity]; }
  else if (c === '?') { r.i++; q = [0, 1]; }
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(r.i, r.i + 24));
    if (!m) { r.failed = true; return [0, 0]; }
    r.i += m[0].length;
    q = [Number(m[1]), m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3])];
  } else return [1, 1];
  if (src[r.i] === '?') r.i++;
  return q;
}

const QUANTIFIER_START = '*+?{';

/** Clauses of the alternatives at r.i up to the closing parenthesis: one alternative's own, or the union of each one's best clause. */
function readAlternation(r: LiteralReader, lead: string): string[][] {
  const alts = [readSequence(r, lead)];
  while (!r.failed && r.src[r.i] === '|') { r.i++; alts.push(readSequence(r, lead)); }
  if (alts.length === 1) return alts[0]!;
  const union = new Set<string>();
  for (const a of alts) {
    const b = bestClause(a);
    if (b === null) return [];
    for (const t of b) union.add(t);
  }
  return [[...union]];
}

/** Clauses of one alternative: its literal runs and the clauses of its required groups and positive lookarounds. */
function readSequence(r: LiteralReader, lead: string): string[][] {
  const { src } = r;
  const out: string[][] = [];
  let run = lead;
  while (!r.failed && r.i < src.length && src[r.i] !== '|' && src[r.i] !== ')') {
    const c = src[r.i]!;
    if (c === '(') {
      const open = r.i++;
      let kind = 0; // 0 group, 1 positive lookaround, 2 negative lookaround
      if (src.startsWith('?:', r.i)) r.i += 2;
      else if (src.startsWith('?=', r.i) || src.startsWith('?!', r.i)) { kind = src[r.i + 1] === '=' ? 1 : 2; r.i += 2; }
      else if (src.startsWith('?<=', r.i) || src.startsWith('?<!', r.i)) { kind = src[r.i + 2] === '=' ? 1 : 2; r.i += 3; }
      else if (src.startsWith('?<', r.i)) { const e = src.indexOf('>', r.i); if (e < 0) { r.failed = true; break; } r.i = e + 1; }
      else if (src[r.i] === '?') { r.failed = true; break; }
      const close = r.closeOf[open]!;
      if (close < 0) { r.failed = true; break; }
      const once = kind === 0 && (close >= src.length || !QUANTIFIER_START.includes(src[close]!));
      const inner = readAlternation(r, once ? run : '');
      if (r.failed || src[r.i] !== ')' || r.i !== close - 1) { r.failed = true; break; }
      r.i++;
      if (run.length > 0) out.push([run]);
      run = '';
      if (kind !== 0) {
        if (r.i < src.length && QUANTIFIER_START.includes(src[r.i]!)) { r.failed = true; break; }
        if (kind === 1) for (const x of inner) out.push(x);
        continue;
      }
      const [min] = readQuantifier(r);
      if (min >= 1) for (const x of inner) out.push(x);
      continue;
    }
    if (c === '[') {
      r.i++;
      if (src[r.i] === '^') r.i++;
      while (r.i < src.length && src[r.i] !== ']') { if (src[r.i] === '\\') r.i++; r.i++; }
      if (r.i >= src.length) { r.failed = true; break; }
      r.i++;
      if (run.length > 0) out.push([run]);
      run = '';
      readQuantifier(r);
      continue;
    }
    let lit = '';
    if (c === '\\') {
      const e = src[r.i + 1];
      if (e === undefined) { r.failed = true; break; }
      if (e === 'b' || e === 'B' || 'dDwWsS'.includes(e) || e === 'p' || e === 'P') {
        if (e === 'p' || e === 'P') { const z = src.indexOf('}', r.i); if (src[r.i + 2] !== '{' || z < 0) { r.failed = true; break; } r.i = z + 1; }
        else r.i += 2;
        if (run.length > 0) out.push([run]);
        run = '';
        if (e !== 'b' && e !== 'B') readQuantifier(r);
        continue;
      }
      if (e === 'n') lit = '\n'; else if (e === 't') lit = '\t'; else if (e === 'r') lit = '\r'; else if (e === 'f') lit = '\f'; else if (e === 'v') lit = '\v';
      else if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z') || (e >= '0' && e <= '9')) { r.failed = true; break; }
      else lit = e;
      r.i += 2;
    } else if (c === '.' || c === '^' || c === '$') {
      r.i++;
      if (run.length > 0) out.push([run]);
      run = '';
      if (c === '.') readQuantifier(r);
      continue;
    } else if (QUANTIFIER_START.includes(c)) { r.failed = true; break; }
    else { lit = c; r.i++; }
    const code = lit.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff) { r.failed = true; break; }
    const [min, max] = readQuantifier(r);
    if (min === 0) { if (run.length > 0) out.push([run]); run = ''; continue; }
    run += lit;
    // "ab+c": every match holds "ab" and "bc".
    if (max > 1) { out.push([run]); run = lit; }
  }
  if (run.length > 0) out.push([run]);
  return out;
}

/** Words of a literal that start a token of the words view: each one after a space (two letters or more). */
function tokenWords(literal: string): string[] {
  const out: string[] = [];
  for (let k = literal.indexOf(' '); k >= 0; k = literal.indexOf(' ', k + 1)) {
    let e = literal.indexOf(' ', k + 1);
    const whole = e >= 0;
    if (e < 0) e = literal.length;
    if (e - k - 1 >= 2) out.push(literal.slice(k + 1, e) + (whole ? ' ' : ''));
  }
  return out;
}

/** The clause a union keeps of one alternative: the one whose strings all name a token, fewest strings first, then longest words. */
function bestClause(clauses: string[][]): string[] | null {
  let best: string[] | null = null, bestScore = -1;
  for (const c of clauses) {
    let shortest = Infinity;
    for (const t of c) { let longest = 0; for (const wd of tokenWords(t)) longest = Math.max(longest, wd.length); shortest = Math.min(shortest, longest); }
    if (shortest === 0) continue;
    const score = 1000 - c.length * 16 + Math.min(shortest, 15);
    if (score > bestScore) { best = c; bestScore = score; }
  }
  return best;
}

/**
 * The token starts of the text the last candidate pass read, hashed: a slot holds that pass's number
 * (`call`) when some token starts with the letters hashed there (its first 2, 3, 4 or 6 characters) or
 * is the word hashed there followed by a space (whole tokens of up to TOKEN_WHOLE characters). A
 * collision only makes a word look present, so a pattern is never skipped wrongly.
 */
const TOKEN_BITS = 14;
const TOKEN_SHIFT = 32 - TOKEN_BITS;
const TOKEN_SEEN = new Uint8Array(1 << TOKEN_BITS);
/** The stamp of the current pass in TOKEN_SEEN (1-255; the table is cleared when it wraps). */
let tokenStamp = 0;
const TOKEN_WHOLE = 12;
const FNV_SEED = 0x811c9dc5, FNV_MUL = 0x01000193;

/** Slot of a literal word as `tokenWords` gives it (a trailing space: the whole token). */
function wordSlot(word: string): number {
  const whole = word.endsWith(' ') && word.length - 1 <= TOKEN_WHOLE;
  const letters = word.endsWith(' ') ? word.slice(0, -1) : word;
  const n = whole ? letters.length : letters.length >= 6 ? 6 : letters.length >= 4 ? 4 : letters.length;
  let h = FNV_SEED;
  for (let k = 0; k < n; k++) h = Math.imul(h ^ letters.charCodeAt(k), FNV_MUL);
  if (whole) h = Math.imul(h ^ 32, FNV_MUL);
  return h >>> TOKEN_SHIFT;
}

/** Hashes the token of `words` starting at `start` and ending at `end` into TOKEN_SEEN. */
function seeToken(words: string, start: number, end: number): void {
  const len = end - start;
  let h = FNV_SEED;
  const n = len <= TOKEN_WHOLE ? len : 6;
  for (let k = 0; k < n; k++) {
    h = Math.imul(h ^ words.charCodeAt(start + k), FNV_MUL);
    // Prefixes of 2, 3, 4 and 6 characters.
    if (k >= 1 && k !== 4 && k <= 5) TOKEN_SEEN[h >>> TOKEN_SHIFT] = tokenStamp;
  }
  if (len <= TOKEN_WHOLE) TOKEN_SEEN[Math.imul(h ^ 32, FNV_MUL) >>> TOKEN_SHIFT] = tokenStamp;
}

/**
 * Per word pattern, the token words its matches need, flat: clause count, then per clause its string
 * count, then per string its word count and their slots. A pattern is tried only when, in every
 * clause, all the words of some string start tokens of the text. null: nothing usable.
 */
function tokenChecks(source: string, flags: string): Int32Array | null {
  const clauses = literalClauses(source, flags);
  if (clauses === null) return null;
  const usable = clauses.filter((c) => bestClause([c]) !== null).sort((a, b) => a.length - b.length);
  if (usable.length === 0) return null;
  const out: number[] = [usable.length];
  for (const c of usable) {
    out.push(c.length);
    for (const t of c) { const ws = tokenWords(t); out.push(ws.length, ...ws.map(wordSlot)); }
  }
  return Int32Array.from(out);
}

/** True when the text of the last candidate pass may hold a match by the checks of `tokenChecks`. */
function tokensAllow(check: Int32Array): boolean {
  let at = 1;
  for (let c = check[0]!; c > 0; c--) {
    let ok = false;
    for (let n = check[at++]!; n > 0; n--) {
      const words = check[at++]!;
      if (!ok) {
        let all = true;
        for (let k = 0; k < words; k++) if (TOKEN_SEEN[check[at + k]!] !== tokenStamp) { all = false; break; }
        if (all) ok = true;
      }
      at += words;
    }
    if (!ok) return false;
  }
  return true;
}

/** Digit of each key character in base 37 (a-z 1-26, 0-9 27-36); 0 for characters no key has. */
const KEY_DIGIT = new Uint8Array(128);
for (let c = 97; c <= 122; c++) KEY_DIGIT[c] = c - 96;
for (let c = 48; c <= 57; c++) KEY_DIGIT[c] = c - 21;

/**
 * Gate keys by their code: keys of up to three characters index flat tables directly (the code of an
 * n-character prefix lies below 37^n and above every code of n-1 characters, so codes never collide);
 * four-character keys live in an open-addressing table. Each entry is doubled: `code * 2` for a prefix
 * key, `code * 2 + 1` for a whole-token key. Built once.
 */
const DIRECT = 37 ** 3;
/**
 * Index into KEY_LISTS (-1: no pattern), and flags (bit 0: a concept key; bit 1 + i: a word of code
 * rule i), per `code * 2 + exact` of up to three characters.
 */
const DIRECT_LIST = new Int32Array(DIRECT * 2).fill(-1);
const DIRECT_FLAGS = new Uint32Array(DIRECT * 2);
/** The same for second-token keys: their lists collect the start of the token before. */
const DIRECT_LIST2 = new Int32Array(DIRECT * 2).fill(-1);
/** 1 when a longer key starts with this prefix (of up to three characters): the walk of a token goes on. */
const ONWARD = new Uint8Array(DIRECT);
const KEY_SLOTS = 16384;
const KEY_SHIFT = 32 - Math.log2(KEY_SLOTS);
const KEY_CODES = new Int32Array(KEY_SLOTS);
const KEY_LIST_OF = new Int32Array(KEY_SLOTS).fill(-1);
const KEY_LIST_OF2 = new Int32Array(KEY_SLOTS).fill(-1);
const KEY_FLAGS = new Uint32Array(KEY_SLOTS);
/** 1 when a longer key starts with this four-letter prefix (stored as a prefix code). */
const KEY_ONWARD = new Uint8Array(KEY_SLOTS);
const KEY_LISTS: number[][] = [];
function keySlot(code: number): number {
  let h = (Math.imul(code, 0x9e3779b1) >>> KEY_SHIFT) & (KEY_SLOTS - 1);
  while (KEY_CODES[h] !== 0 && KEY_CODES[h] !== code) h = (h + 1) & (KEY_SLOTS - 1);
  return h;
}
/** Registers a gate key of a word pattern (`pattern` >= 0), or a key word with `flags` (`pattern` -1). */
function addKey(key: string, pattern: number, flags = 0): void {
  const second = key.startsWith(SECOND);
  const k = second ? key.slice(SECOND.length) : key;
  const exact = k.endsWith(EXACT) ? 1 : 0;
  const w = exact ? k.slice(0, -EXACT.length) : k;
  let code = 0, scale = 1;
  for (let n = 0; n < w.length; n++) {
    if (n > 0 && n <= DIRECT_LEN) ONWARD[code] = 1;
    else if (n > DIRECT_LEN) { const h = keySlot(code * 2); KEY_CODES[h] = code * 2; KEY_ONWARD[h] = 1; }
    code += KEY_DIGIT[w.charCodeAt(n)]! * scale;
    scale *= 37;
  }
  const slot = code * 2 + exact;
  let listOf: Int32Array, flagsOf: Uint32Array, at: number;
  if (w.length <= DIRECT_LEN) { listOf = second ? DIRECT_LIST2 : DIRECT_LIST; flagsOf = DIRECT_FLAGS; at = slot; }
  else { at = keySlot(slot); KEY_CODES[at] = slot; listOf = second ? KEY_LIST_OF2 : KEY_LIST_OF; flagsOf = KEY_FLAGS; }
  if (pattern < 0) { flagsOf[at]! |= flags; return; }
  if (listOf[at] === -1) { listOf[at] = KEY_LISTS.length; KEY_LISTS.push([]); }
  const l = listOf[at]!;
  if (!KEY_LISTS[l]!.includes(pattern)) KEY_LISTS[l]!.push(pattern);
  if (!PATTERN_KEYS[pattern]!.includes(l)) PATTERN_KEYS[pattern]!.push(l);
}
/** The key lists that gate each word pattern. */
const PATTERN_KEYS: number[][] = WORD_PATTERNS.map(() => []);
WORD_PATTERNS.forEach((p, i) => { for (const k of p.keys ?? []) addKey(k, i); });
/**
 * The concept lexicons' ASCII key words (concepts.ts) share the tables: a token whose prefix is one of
 * them is recorded, so the concept pass reads those tokens only instead of walking the message again.
 * Filled on first use: the two modules import each other, so neither reads the other while loading.
 */
let conceptKeysReady = false;
const CONCEPT_STARTS: number[] = [];
let conceptCount = 0;
let conceptWords: string | null = null;

/**
 * The words of the code rules (outbound/code.ts) share the tables too: the mask of the rules whose
 * words the last candidate pass met tells the inbound scan which rules can match at all.
 */
CODE_RULE_WORDS.forEach((list, i) => { for (const word of list) addKey(wordKey(word), -1, 2 << i); });
/** Bits of the flags above the code rules': one per persona move (persona.ts), opened by a token its keys start. */
const PERSONA_SHIFT = 1 + CODE_RULE_WORDS.length;
/**
 * A persona key stands for the longest of its words: a token starting with that word opens the move.
 * Registered on first use, with the concept keys (persona.ts and this module import each other).
 */
function addPersonaKeys(): void {
  PERSONA_MOVES.forEach(([keys], i) => {
    for (const key of keys) {
      const word = key.trim().split(' ').reduce((a, b) => (b.length > a.length ? b : a));
      addKey(word.slice(0, KEY_LEN), -1, 1 << (PERSONA_SHIFT + i));
    }
  });
}
/** The plain patterns with token gates (Pattern.tokens), a flag bit each above the persona moves'. */
const PLAIN_SHIFT = PERSONA_SHIFT + PERSONA_MOVES.length;
/** The flags of every key the last candidate pass met (bits as above), ORed together. */
let flagsMet = 0;

/** The persona moves (bit i: move i) whose keys `words` has; the token walk runs here unless it last read `words`. */
export function personaMoveMask(words: string): number {
  if (conceptWords !== words) collectCandidates(words);
  return (flagsMet >>> PERSONA_SHIFT) & ((1 << PERSONA_MOVES.length) - 1);
}

/** The code rules whose words `words` has (bit i: rule i), when the last candidate pass read `words`; -1 otherwise. */
export function codeRuleMask(words: string): number {
  return conceptWords === words ? (flagsMet >>> 1) & ((1 << CODE_RULE_WORDS.length) - 1) : -1;
}

/** The token starts of `words` whose prefix is a concept key, when the last candidate pass read `words`. */
export function conceptCandidates(words: string): { starts: number[]; count: number } | null {
  return conceptWords === words ? { starts: CONCEPT_STARTS, count: conceptCount } : null;
}

/**
 * Token starts per key list, for the current call only: STARTS[l] holds KEY_COUNT[l] of them when
 * KEY_CALL[l] is the current call's number. The lists of the keys met (TOUCHED) then name the
 * patterns worth trying (TRIED), each once. Arrays are reused between calls and never shrink (scans
 * are synchronous), so no call allocates and nothing is cleared per call.
 */
const STARTS: number[][] = KEY_LISTS.map(() => []);
const KEY_COUNT = new Int32Array(KEY_LISTS.length);
const KEY_CALL = new Int32Array(KEY_LISTS.length);
const PATTERN_CALL = new Int32Array(WORD_PATTERNS.length);
const TOUCHED: number[] = [];
let touched = 0;
let call = 0;

/** Records one token start for a key list (-1: none) and, for a concept key, for the concept pass; keeps the key's flags. */
function record(list: number, flags: number, start: number): void {
  if ((flags & 1) === 1 && (conceptCount === 0 || CONCEPT_STARTS[conceptCount - 1] !== start)) CONCEPT_STARTS[conceptCount++] = start;
  flagsMet |= flags;
  if (list === -1) return;
  if (KEY_CALL[list] !== call) { KEY_CALL[list] = call; KEY_COUNT[list] = 0; TOUCHED[touched++] = list; }
  STARTS[list]![KEY_COUNT[list]!++] = start;
}

/**
 * Records the token starts whose prefixes are gate keys. Prefix keys match any token they start;
 * whole-token keys (one-letter keys among them) only a token of their own length. A token's walk
 * stops at the first prefix no longer key starts with.
 */
function collectCandidates(words: string): void {
  if (!conceptKeysReady) {
    conceptKeysReady = true;
    for (const k of conceptKeyPrefixes()) addKey(k, -1, 1);
    if (PLAIN_SHIFT + PLAIN_GATED.length > 32) throw new Error('l1.ts: too many flag bits');
    addPersonaKeys();
    PLAIN_GATED.forEach((pi, b) => { for (const t of PLAIN_PATTERNS[pi]!.tokens!) addKey(t.length <= KEY_LEN ? t : t.slice(0, KEY_LEN), -1, 1 << (PLAIN_SHIFT + b)); });
  }
  call = (call + 1) | 0 || 1;
  if (++tokenStamp > 255) { TOKEN_SEEN.fill(0); tokenStamp = 1; }
  touched = 0;
  conceptCount = 0;
  flagsMet = 0;
  conceptWords = words;
  const n = words.length;
  let prev = -1;
  for (let start = 0; start < n;) {
    let end = words.indexOf(' ', start);
    if (end < 0) end = n;
    const len = end - start;
    seeToken(words, start, end);
    let code = 0, scale = 1;
    for (let k = 1; k <= KEY_LEN && k <= len; k++) {
      const ch = words.charCodeAt(start + k - 1);
      const d = ch < 128 ? KEY_DIGIT[ch]! : 0;
      if (d === 0) break;
      code += d * scale;
      scale *= 37;
      if (k <= DIRECT_LEN) {
        for (let slot = code * 2, last = slot + (k === len ? 1 : 0); slot <= last; slot++) {
          if (DIRECT_LIST[slot] !== -1 || DIRECT_FLAGS[slot] !== 0) record(DIRECT_LIST[slot]!, DIRECT_FLAGS[slot]!, start);
          if (DIRECT_LIST2[slot] !== -1 && prev >= 0) record(DIRECT_LIST2[slot]!, 0, prev);
        }
        if (ONWARD[code] === 0) break;
      } else {
        let onward = false;
        for (let exact = 0; exact <= (k === len ? 1 : 0); exact++) {
          const h = keySlot(code * 2 + exact);
          if (KEY_CODES[h] === 0) continue;
          if (exact === 0) onward = KEY_ONWARD[h] === 1;
          record(KEY_LIST_OF[h]!, KEY_FLAGS[h]!, start);
          if (KEY_LIST_OF2[h] !== -1 && prev >= 0) record(KEY_LIST_OF2[h]!, 0, prev);
        }
        if (!onward) break;
      }
    }
    prev = start;
    start = end + 1;
  }
}
const PLAIN_PATTERNS = PATTERNS.filter((p) => p.view === 'plain');
/** Indices of the plain patterns with token gates; the bit of each is its place here. */
const PLAIN_GATED = PLAIN_PATTERNS.flatMap((p, i) => (p.tokens ? [i] : []));
const PLAIN_BIT = new Int32Array(PLAIN_PATTERNS.length).fill(-1);
PLAIN_GATED.forEach((pi, b) => { PLAIN_BIT[pi] = b; });

/** Strongest weight per family found in the text. */
export type FamilyHits = Map<Family | string, number>;

/** Adds a hit, keeping the strongest weight of each family. */
export function addHit(hits: FamilyHits, family: string, weight: number): void {
  const prev = hits.get(family) ?? 0;
  if (weight > prev) hits.set(family, weight);
}

/**
 * Every literal word of the word patterns (a whole word of up to KEY_LEN letters, or the first KEY_LEN
 * letters of a longer one), by key code: a rewrite of the text (leetspeak read as letters) can only
 * add a match where it changes a token into one of them.
 */
const VOCAB = new Uint8Array(DIRECT);
const VOCAB4 = new Set<number>();
for (const p of WORD_PATTERNS) for (const [m] of p.re.source.matchAll(/[a-z][a-z0-9]+/g)) {
  let code = 0, scale = 1;
  for (let n = 0; n < Math.min(m.length, KEY_LEN); n++) { code += KEY_DIGIT[m.charCodeAt(n)]! * scale; scale *= 37; }
  if (m.length <= DIRECT_LEN) VOCAB[code] = 1; else VOCAB4.add(code);
}

/** True when the token `words[start, end)` starts with a literal word of some word pattern. */
export function hasPatternWord(words: string, start: number, end: number): boolean {
  let code = 0, scale = 1;
  for (let k = 1; k <= KEY_LEN && start + k <= end; k++) {
    const ch = words.charCodeAt(start + k - 1);
    const d = ch < 128 ? KEY_DIGIT[ch]! : 0;
    if (d === 0) return false;
    code += d * scale;
    scale *= 37;
    if (k >= 2 && (k <= DIRECT_LEN ? VOCAB[code] === 1 : VOCAB4.has(code))) return true;
  }
  return false;
}

/** The patterns one call tries (reused). */
const TRIED = new Int32Array(WORD_PATTERNS.length);
/** Word patterns without gate keys: tried on every text. */
const UNGATED = WORD_PATTERNS.flatMap((p, i) => (p.sticky ? [] : [i]));

/** The token checks of each word pattern (tokenChecks), made on its first try (undefined before). */
const TOKEN_CHECKS: Array<Int32Array | null | undefined> = WORD_PATTERNS.map(() => undefined);

/** Tries one word pattern: a gated one only at the token starts its keys were met at. */
function tryPattern(pi: number, words: string, hits: FamilyHits): void {
  const p = WORD_PATTERNS[pi]!;
  if ((hits.get(p.family) ?? 0) >= p.weight) return;
  let check = TOKEN_CHECKS[pi];
  if (check === undefined) check = TOKEN_CHECKS[pi] = tokenChecks(p.re.source, p.re.flags);
  if (check !== null && !tokensAllow(check)) return;
  let hit = false;
  if (p.sticky) {
    const keys = PATTERN_KEYS[pi]!;
    for (let q = 0; q < keys.length && !hit; q++) {
      const l = keys[q]!;
      if (KEY_CALL[l] !== call) continue;
      const starts = STARTS[l]!;
      for (let j = 0, c = KEY_COUNT[l]!; j < c; j++) { p.sticky.lastIndex = starts[j]!; if (p.sticky.test(words)) { hit = true; break; } }
    }
  } else hit = p.re.test(words);
  if (hit) addHit(hits, p.family, p.weight);
}

/** Matches the word-view patterns only (used again on decoded views): the ungated ones and each gated one whose keys the text has. */
export function matchWords(words: string, hits: FamilyHits): void {
  collectCandidates(words);
  tryCandidates(words, hits);
}

/** Tries the word patterns the last candidate pass (over `words`) found candidates for. */
function tryCandidates(words: string, hits: FamilyHits): void {
  let n = 0;
  for (let i = 0; i < UNGATED.length; i++) TRIED[n++] = UNGATED[i]!;
  for (let t = 0; t < touched; t++) {
    const pats = KEY_LISTS[TOUCHED[t]!]!;
    for (let j = 0; j < pats.length; j++) {
      const pi = pats[j]!;
      if (PATTERN_CALL[pi] === call) continue;
      PATTERN_CALL[pi] = call;
      TRIED[n++] = pi;
    }
  }
  // In the patterns' own order, so families are found (and listed) in the same order on every path.
  const tried = TRIED.subarray(0, n).sort();
  for (let i = 0; i < n; i++) tryPattern(tried[i]!, words, hits);
}

/**
 * Matches the plain-view patterns (tags, markup, other scripts). `tokens`: the token-gate bits the words
 * view of the same text opened (-1: not known, every pattern is tried).
 */
export function matchPlain(plain: string, hits: FamilyHits, tokens = -1): void {
  for (let i = 0; i < PLAIN_PATTERNS.length; i++) {
    const p = PLAIN_PATTERNS[i]!;
    if ((hits.get(p.family) ?? 0) >= p.weight) continue;
    if (tokens !== -1 && PLAIN_BIT[i] !== -1 && (tokens & (1 << PLAIN_BIT[i]!)) === 0) continue;
    if (p.gate && !(typeof p.gate === 'function' ? p.gate(plain) : p.gate.test(plain))) continue;
    if (p.re.test(plain) && !(p.unless && p.unless.test(plain))) addHit(hits, p.family, p.weight);
  }
}

/** Runs every L1 family over one normalized text. */
export function matchL1(norm: NormalizedText, hits: FamilyHits = new Map()): FamilyHits {
  // One walk over the tokens first: it gates the plain patterns too.
  collectCandidates(norm.words);
  matchPlain(norm.plain, hits, flagsMet >>> PLAIN_SHIFT);
  tryCandidates(norm.words, hits);
  return hits;
}

/** Normalizes and matches a raw text in one call. */
export function scanL1(text: string): { norm: NormalizedText; hits: FamilyHits } {
  const norm = normalize(text);
  return { norm, hits: matchL1(norm) };
}
