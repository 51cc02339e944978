/** L2 statistical signals beyond entropy: the local classifier (and its calibrated strength). */
import type { NormalizedText } from './normalize.js';
import { loadClassifier, predict } from './classifier.js';

/** Strongest signal the local classifier may give alone: it can block only with help from L1. */
const CLASSIFIER_MAX = 0.85;
const CLASSIFIER_MIN = 0.3;
const WINDOW = 48;
const MAX_WINDOW_TOKENS = 1500;

/** Named signals from the local statistical models. */
export function statisticalSignals(_raw: string, norm: NormalizedText): Array<[string, number]> {
  const model = loadClassifier();
  if (!model || norm.words.length < 8) return [];
  let p = predict(model, norm.words);
  // Long texts: an instruction buried in a benign wrapper is diluted in the whole-text vector, so
  // windows of WINDOW words are scored too and the strongest counts.
  const tokens = norm.words.split(' ');
  if (tokens.length > WINDOW * 1.5) {
    const limit = Math.min(tokens.length, MAX_WINDOW_TOKENS);
    for (let i = 0; i < limit && p < 0.99; i += WINDOW / 2) p = Math.max(p, predict(model, tokens.slice(i, i + WINDOW).join(' ')));
  }
  if (p < model.threshold) return [];
  const s = CLASSIFIER_MIN + (CLASSIFIER_MAX - CLASSIFIER_MIN) * ((p - model.threshold) / (1 - model.threshold));
  return [['ml_local', Math.round(s * 1000) / 1000]];
}
