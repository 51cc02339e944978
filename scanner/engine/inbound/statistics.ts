/** L2 statistical signals beyond entropy: filled in by the local models (see models/). */
import type { NormalizedText } from './normalize.js';

/** Named signals from the local statistical models. */
export function statisticalSignals(_raw: string, _norm: NormalizedText): Array<[string, number]> {
  return [];
}
