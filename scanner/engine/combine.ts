/**
 * Score combination (the spec leaves it open): noisy-OR over independent signals,
 * score = 1 - prod(1 - s_i), where each pattern family contributes once (its strongest hit) and
 * each statistical layer contributes one capped signal. One strong family alone reaches its own
 * weight; several weaker, unrelated signals add up without any single weak one blocking.
 */
export function noisyOr(signals: Iterable<number>): number {
  let keep = 1;
  for (const s of signals) keep *= 1 - Math.min(Math.max(s, 0), 0.999);
  return Math.round((1 - keep) * 1000) / 1000;
}
