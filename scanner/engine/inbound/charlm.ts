/**
 * L2 perplexity: a character 4-gram language model with interpolated absolute discounting
 * (Kneser-Ney style backoff weights from the number of distinct followers of each context), trained
 * by train/train-charlm.ts on the project's own benign text. Counts live in hashed tables (no string
 * per n-gram), ship gzip-compressed in models/charlm.json, and load once per process.
 *
 * Text is read as a small alphabet of symbols: letters (case kept, diacritics dropped), one symbol for every
 * digit, one for any whitespace run, one per ASCII punctuation mark, one for any other letter and
 * one for anything else. Gibberish, adversarial suffixes, token-smuggling strings and encoded blobs
 * cost many bits per symbol under a model of ordinary prose and code; ordinary text costs few.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';

export const ORDER = 4;
export const ALPHABET = 96;
/** Hashed table sizes (log2): n-grams of orders 2..4, and their contexts. */
export const NGRAM_BITS = 18;
export const CONTEXT_BITS = 17;
const NG_MASK = (1 << NGRAM_BITS) - 1;
const CTX_MASK = (1 << CONTEXT_BITS) - 1;
/** Absolute discount of the interpolated model. */
const DISCOUNT = 0.75;
/** Window (in symbols) over which the mean cost is taken; the strongest window counts. */
export const WINDOW = 48;
/** Texts longer than this many symbols are judged against the long-text threshold. */
export const LONG_TEXT = 2000;
/** Symbols read at most: the head and tail of long texts. */
const HEAD = 6000;
const TAIL = 2000;

export const SPACE = 0;
/** Lower-case letters 1-26, upper-case 27-52 (case flips inside words are typical of adversarial suffixes). */
const DIGIT = 53;
const PUNCT_BASE = 54;
const OTHER_LETTER = 94;
const OTHER = 95;
const PUNCT = '.,!?\'"-:;()[]{}/\\@#$%&*+=<>_|~^`';

/** Symbol of each UTF-16 code unit below 128; 255 marks whitespace (runs collapse to one SPACE). */
const ASCII_SYMBOL = new Uint8Array(128).fill(OTHER);
for (let c = 97; c <= 122; c++) ASCII_SYMBOL[c] = c - 96;
for (let c = 65; c <= 90; c++) ASCII_SYMBOL[c] = c - 38;
for (let c = 48; c <= 57; c++) ASCII_SYMBOL[c] = DIGIT;
for (let i = 0; i < PUNCT.length; i++) ASCII_SYMBOL[PUNCT.charCodeAt(i)] = PUNCT_BASE + i;
for (const c of [9, 10, 11, 12, 13, 32]) ASCII_SYMBOL[c] = 255;

const LETTER = /\p{L}/u;
const MARKS = /\p{M}+/gu;

/** Symbol of one non-ASCII character: Latin letters with diacritics read as their base letter. */
export function symbolOf(code: number, ch: string): number {
  if (code === 0xa0 || code === 0x3000 || code === 0x2028 || code === 0x2029) return 255;
  if (code < 0x250) {
    const base = ch.normalize('NFD').replace(MARKS, '');
    const b = base.charCodeAt(0);
    if (base.length === 1 && b < 128) return ASCII_SYMBOL[b]!;
  }
  if (code === 0xdf) return 19; // sharp s reads as s
  // Surrogate halves (astral letters, emoji) and letters of other scripts: one class.
  return LETTER.test(ch) || (code >= 0xd800 && code <= 0xdfff) ? OTHER_LETTER : OTHER;
}

/** Symbols of a text (whitespace runs collapsed, head and tail of long texts), written into `out`. */
export function toSymbols(text: string, out: Uint8Array = new Uint8Array(Math.min(text.length, HEAD + TAIL) + 1)): { symbols: Uint8Array; length: number } {
  if (text.length <= HEAD + TAIL) return { symbols: out, length: readSymbols(text, 0, text.length, out, 0, true) };
  const n = readSymbols(text, 0, HEAD, out, 0, true);
  const spaced = n > 0 && out[n - 1] !== SPACE ? (out[n] = SPACE, n + 1) : n;
  return { symbols: out, length: readSymbols(text, text.length - TAIL, text.length, out, spaced, true) };
}

/** Appends the symbols of text[from, to) to out at n; returns the new length. */
function readSymbols(text: string, from: number, to: number, out: Uint8Array, n: number, afterSpace: boolean): number {
  let prevSpace = n === 0 ? afterSpace : out[n - 1] === SPACE;
  const cap = out.length;
  for (let i = from; i < to && n < cap; i++) {
    const c = text.charCodeAt(i);
    const s = c < 128 ? ASCII_SYMBOL[c]! : symbolOf(c, text[i]!);
    if (s === 255) { if (!prevSpace) { out[n++] = SPACE; prevSpace = true; } }
    else { out[n++] = s; prevSpace = false; }
  }
  return n;
}

/** Hash of the last `len` symbols before position i (exclusive), salted by the order. */
export function contextHash(sym: Uint8Array, i: number, len: number): number {
  let h = Math.imul(0x811c9dc5 ^ (len * 0x9e3779b1), 0x01000193);
  for (let k = i - len; k < i; k++) h = Math.imul(h ^ (k < 0 ? SPACE : sym[k]!) ^ 0x5a, 0x01000193);
  return h >>> 0;
}

/** Hash of an n-gram = context hash mixed with the predicted symbol. */
export function ngramHash(ctx: number, s: number): number {
  return (Math.imul(ctx ^ (s + 1) * 0x27d4eb2d, 0x85ebca6b) ^ (ctx >>> 13)) >>> 0;
}

export const CharLmFile = z.object({
  version: z.literal(1),
  order: z.literal(ORDER),
  ngramBits: z.literal(NGRAM_BITS),
  contextBits: z.literal(CONTEXT_BITS),
  /** gzip + base64 of Uint32Array(ALPHABET) unigram counts, then n-gram counts, context counts, context types. */
  tables: z.string(),
  /** Strongest-window mean bits per symbol above which a text reads as gibberish (held-out benign quantile). */
  threshold: z.number().positive(),
  /** The threshold for texts longer than LONG_TEXT symbols (more windows, more chance of a costly one). */
  longThreshold: z.number().positive().optional(),
  /** Mean bits per symbol where the signal is strongest. */
  ceiling: z.number().positive(),
  trainedOn: z.string(),
});

export interface CharLm {
  /** Cost in sixteenths of a bit under orders 1-3, precomputed for every (two-symbol context, symbol). */
  low: Uint8Array;
  unigram: Float64Array;
  /** Counts saturated to 16 bits at run time: small tables stay in cache. */
  ngrams: Uint32Array | Uint16Array;
  contexts: Uint32Array | Uint16Array;
  types: Uint32Array | Uint16Array;
  /** contexts[i] and types[i] side by side at 2i and 2i+1 (saturated): one cache line per context in `perplexity`. */
  contextTypes: Uint16Array;
  threshold: number;
  longThreshold: number;
  ceiling: number;
}

/** Count tables as the trainer fills them. */
export function emptyCounts(): { unigram: Uint32Array; ngrams: Uint32Array; contexts: Uint32Array; types: Uint32Array } {
  return { unigram: new Uint32Array(ALPHABET), ngrams: new Uint32Array(1 << NGRAM_BITS), contexts: new Uint32Array(1 << CONTEXT_BITS), types: new Uint32Array(1 << CONTEXT_BITS) };
}

/** Adds one text's symbols to the count tables. */
export function countText(t: ReturnType<typeof emptyCounts>, sym: Uint8Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const s = sym[i]!;
    t.unigram[s]!++;
    for (let len = 1; len < ORDER; len++) {
      const ctx = contextHash(sym, i, len);
      const g = ngramHash(ctx, s) & NG_MASK;
      const c = ctx & CTX_MASK;
      if (t.ngrams[g] === 0) t.types[c]!++;
      t.ngrams[g]!++;
      t.contexts[c]!++;
    }
  }
}

/** Builds a runtime model from count tables. */
export function fromCounts(t: ReturnType<typeof emptyCounts>, threshold: number, ceiling: number, longThreshold = threshold): CharLm {
  let total = 0;
  for (const v of t.unigram) total += v;
  const unigram = new Float64Array(ALPHABET);
  for (let s = 0; s < ALPHABET; s++) unigram[s] = (t.unigram[s]! + 0.5) / (total + 0.5 * ALPHABET);
  const sat = (a: Uint32Array) => { const o = new Uint16Array(a.length); for (let i = 0; i < a.length; i++) o[i] = Math.min(a[i]!, 65535); return o; };
  const m: CharLm = { low: new Uint8Array(0), unigram, ngrams: t.ngrams, contexts: t.contexts, types: t.types, contextTypes: new Uint16Array(0), threshold, longThreshold, ceiling };
  // Orders 1-3 depend on two symbols of context only: one table of ALPHABET^3 probabilities (3.5 MB)
  // turns six hashed lookups per character into one direct read.
  const low = new Uint8Array(ALPHABET * ALPHABET * ALPHABET);
  const sym = new Uint8Array(3);
  for (let a = 0; a < ALPHABET; a++) for (let b = 0; b < ALPHABET; b++) {
    sym[0] = a; sym[1] = b;
    for (let s = 0; s < ALPHABET; s++) { sym[2] = s; low[(a * ALPHABET + b) * ALPHABET + s] = Math.min(255, Math.round(-16 * Math.log2(interpolate(m, sym, 2, ORDER - 1)))); }
  }
  // Orders 1-3 came from exact counts; the 4-gram step at run time reads saturated 16-bit ones.
  const contexts = sat(t.contexts), types = sat(t.types);
  const contextTypes = new Uint16Array(2 * contexts.length);
  for (let i = 0; i < contexts.length; i++) { contextTypes[2 * i] = contexts[i]!; contextTypes[2 * i + 1] = types[i]!; }
  return { ...m, low, ngrams: sat(t.ngrams), contexts, types, contextTypes };
}

/** Probability of sym[i] given up to maxOrder-1 symbols before it, by hashed counts. */
function interpolate(m: CharLm, sym: Uint8Array, i: number, maxOrder: number): number {
  const s = sym[i]!;
  let p = m.unigram[s]!;
  for (let len = 1; len < maxOrder; len++) {
    const ctx = contextHash(sym, i, len);
    const c = m.contexts[ctx & CTX_MASK]!;
    if (c === 0) break;
    const n = Math.min(m.ngrams[ngramHash(ctx, s) & NG_MASK]!, c);
    const t = Math.max(1, Math.min(m.types[ctx & CTX_MASK]!, c));
    p = Math.max(n - DISCOUNT, 0) / c + (DISCOUNT * t / c) * p;
  }
  return p;
}

/** Serializes count tables (gzip + base64). */
export function packTables(t: ReturnType<typeof emptyCounts>): string {
  const parts = [t.unigram, t.ngrams, t.contexts, t.types].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength));
  return gzipSync(Buffer.concat(parts), { level: 9 }).toString('base64');
}

let cached: CharLm | null | undefined;
const MODEL_URL = new URL('../models/charlm.json', import.meta.url);

/** Loads the shipped model once; null when the file is absent (the engine then runs without it). */
export function loadCharLm(): CharLm | null {
  if (cached !== undefined) return cached;
  if (!existsSync(MODEL_URL)) return (cached = null);
  const file = CharLmFile.parse(JSON.parse(readFileSync(MODEL_URL, 'utf8')));
  const raw = gunzipSync(Buffer.from(file.tables, 'base64'));
  const words = new Uint32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
  const t = emptyCounts();
  let at = 0;
  for (const a of [t.unigram, t.ngrams, t.contexts, t.types]) { a.set(words.subarray(at, at + a.length)); at += a.length; }
  if (at !== words.length) throw new Error('charlm tables have the wrong size');
  return (cached = fromCounts(t, file.threshold, file.ceiling, file.longThreshold ?? file.threshold));
}

/** Seed of the three-symbol context hash (contextHash with len = ORDER - 1, unrolled in `perplexity`). */
const CTX_SEED = Math.imul(0x811c9dc5 ^ ((ORDER - 1) * 0x9e3779b1), 0x01000193);

/** 2^(-q/16) for every quantized cost q. */
const POW2 = Float64Array.from({ length: 256 }, (_, q) => 2 ** (-q / 16));

/** log2 by exponent bits and a 1024-entry mantissa table (error below 0.002 bits): Math.log2 per character costs more than the lookups. */
const F32 = new Float32Array(1);
const I32 = new Int32Array(F32.buffer);
const MANTISSA_LOG2 = Float64Array.from({ length: 1024 }, (_, k) => Math.log2(1 + (k + 0.5) / 1024));
function fastLog2(x: number): number {
  F32[0] = x;
  const bits = I32[0]!;
  return ((bits >>> 23) & 255) - 127 + MANTISSA_LOG2[(bits >>> 13) & 1023]!;
}

export interface Perplexity {
  /** Mean bits per symbol over the whole text. */
  meanBits: number;
  /** Mean bits per symbol of the costliest window of WINDOW symbols (mostly Latin-script windows only). */
  maxWindowBits: number;
  /** Symbols read. */
  symbols: number;
}

/** Shortest run of ASCII letters and digits that can hold an identifier below. */
const LONG_RUN = 16;
const isAlnum = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57);
/**
 * True when the text has a run of LONG_RUN+ letters and digits: only then can an identifier below be
 * present. Every such run covers one of the positions 15, 31, 47...: only those are probed, and the
 * run through a probe that lands on a letter or digit is measured.
 */
function hasLongRun(text: string): boolean {
  for (let j = LONG_RUN - 1; j < text.length; j += LONG_RUN) {
    if (!isAlnum(text.charCodeAt(j))) continue;
    let a = j, b = j + 1;
    while (a > 0 && isAlnum(text.charCodeAt(a - 1))) a--;
    while (b < text.length && b - a < LONG_RUN && isAlnum(text.charCodeAt(b))) b++;
    if (b - a >= LONG_RUN) return true;
  }
  return false;
}
/**
 * Identifiers buyers paste on a payment marketplace every day, read as one digit: hex hashes and
 * keys, UUID parts, base58 and bech32 addresses. They are random by design, not gibberish; base64
 * blobs and other encodings are still scored (the decoders look inside them too).
 */
const IDENTIFIER = /\b(?:0x[0-9a-fA-F]{16,}|[0-9a-fA-F]{16,}|[13RtiLM][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|ltc|tb)1[0-9a-z]{20,80})\b/g;

const scratchSym = new Uint8Array(HEAD + TAIL + 2);
const scratchBits = new Float32Array(HEAD + TAIL + 2);
/** Per-symbol table slots and the counts read there (see `perplexity`). */
const slotOf = new Int32Array(HEAD + TAIL + 2);
const gramOf = new Int32Array(HEAD + TAIL + 2);
const ctxCount = new Uint16Array(HEAD + TAIL + 2);
const ctxTypes = new Uint16Array(HEAD + TAIL + 2);
const gramCount = new Uint32Array(HEAD + TAIL + 2);

/**
 * Per-symbol cross-entropy of a text under the model: the whole-text mean and the costliest window.
 * Windows where more than a quarter of the symbols are letters of other scripts are skipped: the model
 * knows Latin-script prose and code, and Chinese or Russian text is not gibberish.
 */
export function perplexity(m: CharLm, text: string): Perplexity {
  const { length: n } = toSymbols(hasLongRun(text) ? text.replace(IDENTIFIER, '0') : text, scratchSym);
  // Orders 1-3 from the precomputed table, then the hashed 4-gram step (as `interpolate`: a seen
  // three-symbol context implies its shorter suffixes were seen). Locals keep the loops monomorphic.
  const sym = scratchSym, lowT = m.low, ng = m.ngrams, ct = m.contextTypes;
  // Pass 1: every hashed slot, from the symbols alone; pass 2: the table reads, independent of each
  // other so the memory system overlaps their cache misses; pass 3: the costs.
  let s3 = SPACE, s2 = SPACE, s1 = SPACE;
  for (let i = 0; i < n; i++) {
    const s = sym[i]!;
    let ctx = Math.imul(CTX_SEED ^ s3 ^ 0x5a, 0x01000193);
    ctx = Math.imul(ctx ^ s2 ^ 0x5a, 0x01000193);
    ctx = Math.imul(ctx ^ s1 ^ 0x5a, 0x01000193) >>> 0;
    slotOf[i] = (ctx & CTX_MASK) * 2;
    gramOf[i] = ngramHash(ctx, s) & NG_MASK;
    s3 = s2; s2 = s1; s1 = s;
  }
  for (let i = 0; i < n; i++) { const slot = slotOf[i]!; ctxCount[i] = ct[slot]!; ctxTypes[i] = ct[slot + 1]!; gramCount[i] = ng[gramOf[i]!]!; }
  let total = 0;
  s2 = SPACE; s1 = SPACE;
  for (let i = 0; i < n; i++) {
    const s = sym[i]!;
    const q = lowT[(s2 * ALPHABET + s1) * ALPHABET + s]!;
    const c = ctxCount[i]!;
    let b: number;
    if (c === 0) b = q / 16;
    else {
      const k = Math.min(gramCount[i]!, c);
      const t = Math.max(1, Math.min(ctxTypes[i]!, c));
      b = -fastLog2(Math.max(k - DISCOUNT, 0) / c + (DISCOUNT * t / c) * POW2[q]!);
    }
    scratchBits[i] = b; total += b;
    s2 = s1; s1 = s;
  }
  let best = 0;
  const w = Math.min(WINDOW, n);
  if (w > 0) {
    let sum = 0, foreign = 0;
    for (let i = 0; i < n; i++) {
      sum += scratchBits[i]!;
      if (scratchSym[i] === OTHER_LETTER) foreign++;
      if (i >= w) { sum -= scratchBits[i - w]!; if (scratchSym[i - w] === OTHER_LETTER) foreign--; }
      if (i >= w - 1 && foreign * 4 <= w && sum > best * w) best = sum / w;
    }
  }
  return { meanBits: n > 0 ? total / n : 0, maxWindowBits: best, symbols: n };
}
