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

/** Scratch buffers reused between calls (one worker runs one scan at a time, synchronously). */
const scratch = new Float32Array(1 << BITS);
const touched = new Int32Array(1 << 15);

/** Linear score bias + w.x of one words-view text, without allocating a vector per call. */
export function linearScore(words: string, weights: Float32Array, bias: number): number {
  const text = words.length > HEAD + TAIL ? `${words.slice(0, HEAD)} ${words.slice(words.length - TAIL)}` : words;
  let nt = 0;
  const bump = (h: number) => {
    const k = h & MASK;
    if (scratch[k] === 0 && nt < touched.length) touched[nt++] = k;
    scratch[k]! += 1;
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
  const n = text.length + 2;
  for (let i = 0; i + 4 <= n; i++) {
    let g = 0x2f1d3c4b;
    for (let j = 0; j < 4; j++) {
      const at = i + j;
      g = Math.imul(g ^ (at === 0 || at === n - 1 ? 32 : text.charCodeAt(at - 1)), FNV_PRIME);
    }
    bump(g);
  }
  let norm = 0, dot = 0;
  for (let i = 0; i < nt; i++) {
    const k = touched[i]!;
    const x = 1 + Math.log(scratch[k]!);
    norm += x * x;
    dot += weights[k]! * x;
    scratch[k] = 0;
  }
  return bias + (norm > 0 ? dot / Math.sqrt(norm) : 0);
}
