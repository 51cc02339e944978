/**
 * Hashed features of the local classifier, shared by the trainer and the runtime: word unigrams,
 * word bigrams and character 4-grams of the normalized words view, hashed into 2^BITS buckets with
 * FNV-1a, counted, then L2-normalized. No strings are built per n-gram, so one 1 KB message costs
 * a few thousand integer operations.
 */
export const BITS = 17;
const MASK = (1 << BITS) - 1;
/** Only the head and tail are featurized: instructions sit at the start or end of long texts. */
const HEAD = 2000;
const TAIL = 800;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export interface SparseVector { idx: Int32Array; val: Float32Array }

/** Feature vector of one words-view text (see normalize.ts). */
export function featurize(words: string): SparseVector {
  const text = words.length > HEAD + TAIL ? `${words.slice(0, HEAD)} ${words.slice(words.length - TAIL)}` : words;
  const counts = new Map<number, number>();
  const bump = (h: number) => { const k = h & MASK; counts.set(k, (counts.get(k) ?? 0) + 1); };
  // Word unigrams and bigrams.
  let h = FNV_OFFSET, prev = 0, hasPrev = false, inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c === 32) {
      if (inWord) {
        bump(Math.imul(h ^ 0x9e37, FNV_PRIME));
        if (hasPrev) bump(Math.imul((prev * 31) ^ h ^ 0x5bd1e995, FNV_PRIME));
        prev = h; hasPrev = true; inWord = false; h = FNV_OFFSET;
      }
    } else {
      h = Math.imul(h ^ c, FNV_PRIME);
      inWord = true;
    }
  }
  // Character 4-grams over the text padded with spaces.
  const padded = ` ${text} `;
  for (let i = 0; i + 4 <= padded.length; i++) {
    let g = 0x2f1d3c4b;
    for (let j = 0; j < 4; j++) g = Math.imul(g ^ padded.charCodeAt(i + j), FNV_PRIME);
    bump(g);
  }
  const idx = new Int32Array(counts.size);
  const val = new Float32Array(counts.size);
  let norm = 0, n = 0;
  for (const [k, v] of counts) {
    const x = 1 + Math.log(v);
    idx[n] = k; val[n] = x; norm += x * x; n++;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < n; i++) val[i]! /= norm;
  return { idx, val };
}

/** The text being scored, padded with a space on each side, as character codes (read by gram4). */
const codes = new Uint16Array((1 << 16) + 4);

/** Writes ` ${text} ` into `codes` (capped to its size); returns the padded length. */
function fillPadded(text: string): number {
  const len = Math.min(text.length, codes.length - 2);
  codes[0] = 32;
  for (let i = 0; i < len; i++) codes[i + 1] = text.charCodeAt(i);
  codes[len + 1] = 32;
  return len + 2;
}

/** FNV-1a hash of the character 4-gram starting at padded position i (same value as featurize's). */
function gram4(i: number): number {
  return Math.imul(Math.imul(Math.imul(Math.imul(0x2f1d3c4b ^ codes[i]!, FNV_PRIME) ^ codes[i + 1]!, FNV_PRIME) ^ codes[i + 2]!, FNV_PRIME) ^ codes[i + 3]!, FNV_PRIME);
}

/** Scratch buffers reused between calls (one worker runs one scan at a time, synchronously). */
const scratch = new Uint8Array(1 << BITS);
const touched = new Int32Array(1 << 15);
/** The same for the whole text in `bestWindowScore`, counted while its windows use the pair above. */
const wholeCount = new Uint8Array(1 << BITS);
const wholeTouched = new Int32Array(1 << 15);

/** Linear score bias + w.x of one words-view text, without allocating a vector per call. */
export function linearScore(words: string, weights: Float32Array | Int8Array, bias: number, scale = 1): number {
  const text = words.length > HEAD + TAIL ? `${words.slice(0, HEAD)} ${words.slice(words.length - TAIL)}` : words;
  let nt = 0;
  const bump = (h: number) => {
    const k = h & MASK;
    const v = scratch[k]!;
    if (v === 0 && nt < touched.length) touched[nt++] = k;
    if (v < 255) scratch[k] = v + 1;
  };
  let h = FNV_OFFSET, prev = 0, hasPrev = false, inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c === 32) {
      if (inWord) {
        bump(Math.imul(h ^ 0x9e37, FNV_PRIME));
        if (hasPrev) bump(Math.imul((prev * 31) ^ h ^ 0x5bd1e995, FNV_PRIME));
        prev = h; hasPrev = true; inWord = false; h = FNV_OFFSET;
      }
    } else {
      h = Math.imul(h ^ c, FNV_PRIME);
      inWord = true;
    }
  }
  const n = fillPadded(text);
  for (let i = 0; i + 4 <= n; i++) bump(gram4(i));
  return sumTouched(scratch, touched, nt, weights, bias, scale);
}

/** Feature value of a bucket counted c times (1 + ln c, saturated at 255), precomputed: no Math.log per feature. */
const LOG_COUNT = Float64Array.from({ length: 256 }, (_, c) => (c <= 1 ? 1 : 1 + Math.log(c)));

/** bias + w.x / |x| over the first nt buckets of `order` (in the order they were first touched), clearing their counts. */
function sumTouched(counts: Uint8Array, order: Int32Array, nt: number, weights: Float32Array | Int8Array, bias: number, scale: number): number {
  let norm = 0, dot = 0;
  for (let i = 0; i < nt; i++) {
    const k = order[i]!;
    const x = LOG_COUNT[counts[k]!]!;
    norm += x * x;
    dot += weights[k]! * x;
    counts[k] = 0;
  }
  return bias + (norm > 0 ? (dot * scale) / Math.sqrt(norm) : 0);
}

/** Features of a long words-view text, once, with the token span each covers (see windowScore). */
const MAX_WINDOW_CHARS = 1 << 15;
const featHash = new Int32Array(MAX_WINDOW_CHARS * 2);
const featFirst = new Int32Array(MAX_WINDOW_CHARS * 2);
/** featEnd[j]: features [featEnd[j-1], featEnd[j]) have their last token at j. */
const featEnd = new Int32Array(MAX_WINDOW_CHARS);
const tokenOf = new Int32Array(MAX_WINDOW_CHARS + 4);

/**
 * Strongest linear score over windows of `window` tokens every `stride` tokens, of the first
 * `maxTokens` tokens of a words-view text. Equal to `linearScore` of each window's text joined by
 * spaces, but every n-gram is hashed once for the whole text: a feature belongs to a window when
 * the tokens it touches all lie inside it.
 */
export function bestWindowScore(words: string, weights: Float32Array | Int8Array, bias: number, window: number, stride: number, maxTokens: number, scale = 1): number {
  // One pass over the part read fills the padded view (position k of `codes` holds character k-1,
  // with a space before and after, as featurize pads), the token of each character (spaces get -1),
  // and the features grouped by last token: unigram, bigram, then the 4-grams whose last letter is
  // in the token. The whole text's counts are kept as the features are made.
  const len = Math.min(words.length, MAX_WINDOW_CHARS);
  let n = len, tokens = 0, nf = 0, nw = 0, h = FNV_OFFSET, prevH = 0, gramAt = 0, inWord = false;
  codes[0] = 32;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? words.charCodeAt(i) : 32;
    codes[i + 1] = c;
    if (c !== 32) { tokenOf[i] = tokens; h = Math.imul(h ^ c, FNV_PRIME); inWord = true; continue; }
    tokenOf[i] = -1;
    if (!inWord) continue;
    const t = tokens;
    let k = Math.imul(h ^ 0x9e37, FNV_PRIME) & MASK;
    featHash[nf] = k; featFirst[nf] = t; nf++;
    nw = count(wholeCount, wholeTouched, k, nw);
    if (t > 0) {
      k = Math.imul((prevH * 31) ^ h ^ 0x5bd1e995, FNV_PRIME) & MASK;
      featHash[nf] = k; featFirst[nf] = t - 1; nf++;
      nw = count(wholeCount, wholeTouched, k, nw);
    }
    // 4-grams of the padded text starting at gramAt whose last character (padded index g+3) is at
    // most the space after this token (padded index i+1): their letters all lie in tokens <= t.
    for (; gramAt + 3 <= i + 1; gramAt++) {
      // padded index k maps to words index k-1; its token is tokenOf[k-1] (or -1 at the pads).
      // Tokens are separated by single spaces, so the first letter is at the first or second place.
      const k0 = gramAt - 1;
      const t0 = k0 >= 0 ? tokenOf[k0]! : -1;
      const first = t0 >= 0 ? t0 : tokenOf[k0 + 1]!;
      // A 4-gram with no letter at either place (between two spaces) is in no window.
      if (first < 0) continue;
      k = gram4(gramAt) & MASK;
      featHash[nf] = k; featFirst[nf] = first; nf++;
      nw = count(wholeCount, wholeTouched, k, nw);
    }
    featEnd[t] = nf;
    prevH = h; h = FNV_OFFSET; inWord = false;
    tokens++;
    if (tokens >= maxTokens && i < len) {
      // Cut at maxTokens: the last window ends on the last token read.
      n = i;
      break;
    }
  }
  let best = -Infinity, whole = NaN;
  for (let a = 0; a < tokens; a += stride) {
    const b = Math.min(tokens, a + window);
    const s = scoreRange(a, b, weights, bias, scale);
    if (s > best) best = s;
    if (b === tokens && a === 0) whole = s;
    if (b === tokens) break;
  }
  // The whole text, from the same features, when all of it was read and featurize would not cut it
  // (a single window covering every token already is the whole text).
  const complete = tokens > 0 && n === words.length && words.length <= HEAD + TAIL;
  const counted = sumTouched(wholeCount, wholeTouched, nw, weights, bias, scale);
  lastWhole = !complete ? NaN : Number.isNaN(whole) ? counted : whole;
  return best;
}

/** Score of tokens [a, b) from the features of the last `bestWindowScore` pass (those whose tokens all lie inside). */
function scoreRange(a: number, b: number, weights: Float32Array | Int8Array, bias: number, scale: number): number {
  let nt = 0;
  const end = featEnd[b - 1]!;
  let f = a === 0 ? 0 : featEnd[a - 1]!;
  // Only token a's own features can reach back before it (its bigram, 4-grams across the space before it).
  for (const cross = Math.min(featEnd[a]!, end); f < cross; f++) if (featFirst[f]! >= a) nt = count(scratch, touched, featHash[f]!, nt);
  for (; f < end; f++) nt = count(scratch, touched, featHash[f]!, nt);
  return sumTouched(scratch, touched, nt, weights, bias, scale);
}

/** Counts bucket k (saturating at 255), noting it in `order` when first touched; returns the new number touched. */
function count(counts: Uint8Array, order: Int32Array, k: number, nt: number): number {
  const v = counts[k]!;
  if (v === 0 && nt < order.length) order[nt++] = k;
  if (v < 255) counts[k] = v + 1;
  return nt;
}

let lastWhole = NaN;
/** Whole-text linear score computed by the last `bestWindowScore` call (NaN when it read only part of the text). */
export function lastWholeScore(): number {
  return lastWhole;
}
