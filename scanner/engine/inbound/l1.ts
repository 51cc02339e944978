/** L1: runs the pattern families over the normalized views of one text. */
import { normalize, type NormalizedText } from './normalize.js';
import { PATTERNS, type Family } from './patterns.js';

const WORD_PATTERNS = PATTERNS.filter((p) => p.view === 'words');
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
  for (const p of WORD_PATTERNS) {
    if ((hits.get(p.family) ?? 0) >= p.weight) continue;
    if (p.re.test(words)) addHit(hits, p.family, p.weight);
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
