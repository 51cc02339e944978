/**
 * Guard for training text: drops any line that shares a normalized 8-word sequence with an evaluation
 * row (or equals a short one). Evaluation rows are read only to build this exclusion set, never to
 * train; when the evaluation data is absent the guard lets everything through and says so.
 */
import { existsSync } from 'node:fs';
import { evalDataDir, loadPromptSources } from '../eval/datasets.js';
import { normalize } from '../inbound/normalize.js';
import { MARKETPLACE_CHAT, MARKETPLACE_CHAT_LATER, ORDINARY_REQUESTS, HARD_ATTACKS } from '../eval/chat-suite.js';
import { MULTILINGUAL_ATTACKS_TUNED, MULTILINGUAL_ATTACKS_UNSEEN, MULTILINGUAL_BENIGN } from '../eval/multilingual-suite.js';
import { BLIND_ENGLISH_TUNED, BLIND_ENGLISH_UNSEEN, BLIND_ENGLISH_BENIGN } from '../eval/blind-english-suite.js';
import { blindBatches, blindConversations } from '../eval/blind-batches.js';
import * as multiturn from '../eval/multiturn-suite.js';
import type { Conversation } from '../eval/multiturn-suite.js';

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
  return guardOf(loadPromptSources(dir, { includeExcluded: true }).flatMap((s) => s.texts));
}

/**
 * The project's own evaluation text (conversations, marketplace chat, other languages, the blind
 * batches, conversation batches included). Helper-written training rows are checked against it as well as against the public sets:
 * helpers write in one style, and a training row sharing a sentence with a row we score would make
 * that score a covered-case figure. `exceptBatches` leaves those inbound blind batches out (the long
 * classifier's trainer reads the tuned ones and checks their rows against everything else).
 */
export function ownEvalGuard(opts: { exceptBatches?: ReadonlySet<number> } = {}): EvalGuard {
  const turns = [...Object.values(multiturn).filter((v): v is Conversation[] => Array.isArray(v)).flat(), ...blindConversations().flatMap((b) => [...b.attacks, ...b.benign])].flatMap((c) => c.turns);
  return guardOf([
    ...MARKETPLACE_CHAT, ...MARKETPLACE_CHAT_LATER, ...ORDINARY_REQUESTS, ...HARD_ATTACKS,
    ...MULTILINGUAL_ATTACKS_TUNED, ...MULTILINGUAL_ATTACKS_UNSEEN, ...MULTILINGUAL_BENIGN,
    ...BLIND_ENGLISH_TUNED, ...BLIND_ENGLISH_UNSEEN, ...BLIND_ENGLISH_BENIGN,
    ...blindBatches().filter((b) => !opts.exceptBatches?.has(b.batch)).flatMap((b) => [...b.attacks, ...b.lookalikes].map((r) => r.text)),
    ...turns,
  ]);
}

function guardOf(texts: string[]): EvalGuard {
  const set = new Set<string>();
  let rows = 0;
  for (const t of texts) { rows++; for (const g of grams(normalize(t).words.split(' '))) set.add(g); }
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
