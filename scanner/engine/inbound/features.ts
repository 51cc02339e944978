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
