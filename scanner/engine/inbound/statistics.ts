/** L2 statistical signals beyond entropy: character-model perplexity and the local classifier. */
import type { NormalizedText } from './normalize.js';
import { loadClassifier, loadLongClassifier, predict, type LinearModel } from './classifier.js';
import { bestWindowScore, lastWholeScore } from './features.js';
import { scriptMargin } from './script-model.js';
import { loadCharLm, perplexity, LONG_TEXT } from './charlm.js';

/** Fewest symbols a text needs before its perplexity means anything. */
const PERPLEXITY_MIN_SYMBOLS = 24;
/** Gibberish alone makes a message suspicious (0.3), never blocked (at most 0.5). */
const PERPLEXITY_MIN = 0.3;
const PERPLEXITY_MAX = 0.5;

/** `high_perplexity` when the costliest window of the text reads as gibberish to the character model. */
export function perplexitySignal(raw: string): Array<[string, number]> {
  const lm = loadCharLm();
  if (!lm || raw.length < PERPLEXITY_MIN_SYMBOLS) return [];
  const p = perplexity(lm, raw);
  const threshold = p.symbols > LONG_TEXT ? lm.longThreshold : lm.threshold;
  if (p.symbols < PERPLEXITY_MIN_SYMBOLS || p.maxWindowBits < threshold) return [];
  const x = Math.min(1, (p.maxWindowBits - threshold) / Math.max(0.5, lm.ceiling - threshold));
  return [['high_perplexity', Math.round((PERPLEXITY_MIN + (PERPLEXITY_MAX - PERPLEXITY_MIN) * x) * 1000) / 1000]];
}

/** Strongest signal the local classifier may give alone: it can block only with help from L1. */
const CLASSIFIER_MAX = 0.85;
const CLASSIFIER_MIN = 0.3;
const WINDOW = 48;
const MAX_WINDOW_TOKENS = 1500;
/** Fewest words the classifier reads. */
const MIN_TOKENS = 3;

/**
 * Below its threshold, a classifier that still leans toward "attack" (probability >= LEAN) counts
 * as weak evidence (LEAN_WEIGHT) beside a weak cue of the patterns that names what the message is
 * after (a framing device, a harmful ask, a criminal persona, a secret or the prompt, a
 * role-play jailbreak habit such as "stay in character"): the pair is
 * the move of dressed-up requests, and neither is enough alone.
 */
const LEAN = 0.5;
/**
 * Texts of this many tokens and more are read by the long-text model (twenty-second issue-16 round):
 * its gains on the never-read blind batches lay in texts of 30 to 100 words, while on short texts it
 * flagged more of the public over-defence rows ("Please follow the COMMAND ...") and the project's
 * own short look-alikes than the model before it.
 */
export const LONG_TOKENS = 30;
const LEAN_WEIGHT = 0.15;

/** Named signals from the local statistical models; `aimCue`: a framing, harmful-ask, persona, extraction or jailbreak pattern hit. */
export function statisticalSignals(raw: string, norm: NormalizedText, aimCue = false): Array<[string, number]> {
  const out = perplexitySignal(raw);
  const ml = classifierSignal(norm, aimCue);
  if (ml !== undefined) out.push(['ml_local', ml]);
  return out;
}

/** The local classifier's `ml_local` weight for a words view, or undefined when it does not fire. */
export function classifierSignal(norm: NormalizedText, aimCue = false): number | undefined {
  const word = wordClassifierSignal(norm, aimCue);
  // Texts mostly in other scripts are read by the script model too (script-model.ts); the stronger reading counts.
  const m = scriptMargin(norm.plain);
  if (m === undefined) return word;
  const s = Math.round((CLASSIFIER_MIN + (CLASSIFIER_MAX - CLASSIFIER_MIN) * m) * 1000) / 1000;
  return word === undefined || s > word ? s : word;
}

function wordClassifierSignal(norm: NormalizedText, aimCue: boolean): number | undefined {
  if (norm.words.length < 8) return undefined;
  const tokens = countTokens(norm.words);
  const model = classifierFor(tokens);
  if (!model) return undefined;
  // Two words are too few to read: a 2-token text's score is its one bigram and two unigrams
  // ("buyer 46" crossed once the helper rows taught "buyer" as a marketplace-abuse word).
  if (tokens < MIN_TOKENS) return undefined;
  // Long texts: an instruction buried in a benign wrapper is diluted in the whole-text vector, so
  // windows of WINDOW words are scored too. More windows give benign text more chances, so a window
  // must reach the (higher) window threshold; the margin above its own threshold is what counts.
  // The whole-text score comes from the same hashed features when the window pass read everything.
  let wt = model.windowThreshold ?? model.threshold;
  let windowP = 0, whole: number;
  if (tokens > WINDOW * 1.5) {
    wt = windowThresholdFor(wt, tokens);
    windowP = sigmoid(bestWindowScore(norm.words, model.weights, model.bias, WINDOW, WINDOW / 2, MAX_WINDOW_TOKENS, model.scale ?? 1));
    const z = lastWholeScore();
    whole = Number.isNaN(z) ? predict(model, norm.words) : sigmoid(z);
  } else whole = predict(model, norm.words);
  let margin = (whole - model.threshold) / (1 - model.threshold);
  if (windowP >= wt) margin = Math.max(margin, (windowP - wt) / (1 - wt));
  if (margin < 0) return aimCue && whole >= LEAN ? LEAN_WEIGHT : undefined;
  const s = CLASSIFIER_MIN + (CLASSIFIER_MAX - CLASSIFIER_MIN) * margin;
  return Math.round(s * 1000) / 1000;
}

/** The model that reads a text of `tokens` tokens: the long-text one from LONG_TOKENS on, when shipped. */
export function classifierFor(tokens: number): LinearModel | null {
  return (tokens >= LONG_TOKENS ? loadLongClassifier() : null) ?? loadClassifier();
}

/** Windows the window threshold was set for: a 1 KB text has about six. */
const WINDOWS_AT_THRESHOLD = 6;
/** Share of the log window-count ratio added to the threshold's log-odds (0: none, 1: Bonferroni on a logistic tail). */
const WINDOW_CORRECTION = 0.5;

/**
 * The window threshold for a text of `tokens` tokens. Every window is one more chance for benign
 * text to cross: a 10 KB role prompt has ten times the windows of the 1 KB documents the threshold
 * was set on. The threshold's log-odds rise by half the log of that ratio (for a logistic tail the
 * full log would keep the per-text false-positive rate; half keeps most long attacks in reach).
 */
export function windowThresholdFor(base: number, tokens: number): number {
  const windows = Math.max(1, Math.ceil((Math.min(tokens, MAX_WINDOW_TOKENS) - WINDOW) / (WINDOW / 2)) + 1);
  if (windows <= WINDOWS_AT_THRESHOLD) return base;
  const z = Math.log(base / (1 - base)) + WINDOW_CORRECTION * Math.log(windows / WINDOWS_AT_THRESHOLD);
  return 1 / (1 + Math.exp(-z));
}

/** Tokens of a words-view text (single spaces between tokens). */
function countTokens(words: string): number {
  if (words.length === 0) return 0;
  let n = 1;
  for (let i = 0; i < words.length; i++) if (words.charCodeAt(i) === 32) n++;
  return n;
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}
