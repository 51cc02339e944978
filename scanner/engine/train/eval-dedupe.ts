/**
 * Guard for training text: drops any line that shares a normalized 8-word sequence with an evaluation
 * row (or equals a short one). Evaluation rows are read only to build this exclusion set, never to
 * train; when the evaluation data is absent the guard lets everything through and says so.
 */
import { existsSync } from 'node:fs';
import { evalDataDir, loadPromptSources } from '../eval/datasets.js';
import { normalize } from '../inbound/normalize.js';

const N = 8;

function grams(words: string[]): string[] {
  if (words.length < N) return words.length >= 3 ? [words.join(' ')] : [];
  const out: string[] = [];
  for (let i = 0; i + N <= words.length; i++) out.push(words.slice(i, i + N).join(' '));
  return out;
}

export interface EvalGuard {
  /** True when the text shares an 8-gram with an evaluation row (or equals a short row). */
  overlaps(text: string): boolean;
  /** How many evaluation rows the guard was built from (0 when the data is absent). */
  rows: number;
}

/** Builds the guard from every prompt source in the evaluation folder. */
export function evalGuard(): EvalGuard {
  const dir = evalDataDir();
  if (!existsSync(dir)) {
    console.warn(`evaluation data not found at ${dir}: training text is not deduplicated against it`);
    return { overlaps: () => false, rows: 0 };
  }
  const set = new Set<string>();
  let rows = 0;
  for (const s of loadPromptSources(dir, { includeExcluded: true })) for (const t of s.texts) { rows++; for (const g of grams(normalize(t).words.split(' '))) set.add(g); }
  return {
    rows,
    overlaps(text: string): boolean {
      const words = normalize(text).words.split(' ');
      if (words.length < N) return set.has(words.join(' '));
      for (const g of grams(words)) if (set.has(g)) return true;
      return false;
    },
  };
}
