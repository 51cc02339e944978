/** Inbound scan: L1 patterns, L1+ decoders, L2 statistics, L3 remote classifier, combined by noisy-OR. */
import type { EngineConfig, InboundResult, Layers } from '../types.js';
import { normalize, boundInput } from './normalize.js';
import { matchL1, type FamilyHits } from './l1.js';
import { decodeLayers } from './decoders.js';
import { compactEntropy } from './entropy.js';
import { statisticalSignals } from './statistics.js';
import { hasRepetitionFlood } from './repetition.js';
import { classifyRemote } from '../l3-classifier.js';
import { noisyOr } from '../combine.js';

/** Weight of a decoded payload that itself matched L1: hiding an instruction is a signal of its own. */
const OBFUSCATION_WEIGHT = 0.5;
/** Context flooding alone makes a message suspicious, not blocked. */
const FLOOD_WEIGHT = 0.3;

export interface InboundAnalysis {
  signals: Map<string, number>;
  layers: Layers;
}

/** The synchronous part of an inbound scan (L1, L1+, L2); L3 is added by `scanInbound`. */
export function analyzeInbound(text: string, config: EngineConfig): InboundAnalysis {
  const raw = boundInput(text);
  const norm = normalize(raw);
  const hits: FamilyHits = matchL1(norm);
  const layers: Layers = {};
  if (hits.size > 0) layers.l1 = hits.size;
  const decoded = { decoders: [] as string[] };
  const before = new Map(hits);
  decodeLayers(raw, norm.words, norm.folded, 1, hits, decoded);
  if (decoded.decoders.length > 0) {
    let gained = false;
    for (const [f, w] of hits) if (w > (before.get(f) ?? 0)) gained = true;
    if (gained) {
      layers.l1plus = decoded.decoders.length;
      hits.set('encoded_payload', OBFUSCATION_WEIGHT);
    }
  }
  if ((norm.hadInvisible || norm.hadBidi) && hits.size > 0) hits.set('unicode_obfuscation', 0.3);
  if (norm.hadConfusable && hits.size > 0) hits.set('homoglyph_obfuscation', 0.3);
  if (config.l2Enabled) {
    let l2 = 0;
    const e = compactEntropy(raw);
    if (e.length >= 40 && e.asciiShare > 0.9 && e.entropy > 5.0) { hits.set('high_entropy', 0.2); l2++; }
    if (hasRepetitionFlood(raw)) { hits.set('repetition_flood', FLOOD_WEIGHT); l2++; }
    for (const [name, s] of statisticalSignals(raw, norm)) { hits.set(name, s); l2++; }
    if (l2 > 0) layers.l2 = l2;
  }
  return { signals: hits, layers };
}

/** Turns signals into the public result shape. */
export function toInboundResult(signals: Map<string, number>, layers: Layers, config: EngineConfig): InboundResult {
  const score = noisyOr(signals.values());
  const classification = score >= config.blockThreshold ? 'likely_injection' : score >= config.suspiciousThreshold ? 'suspicious' : 'safe';
  const flags = [...signals.entries()].sort((a, b) => b[1] - a[1]).map(([f]) => f);
  return { score, safe: score < config.suspiciousThreshold, classification, flags, layers };
}

/** Scores one inbound message (buyer to agent). */
export async function scanInbound(text: string, config: EngineConfig): Promise<InboundResult> {
  const { signals, layers } = analyzeInbound(text, config);
  if (config.l3 && config.l3.url && config.l3.apiKey) {
    const p = await classifyRemote(text, config.l3);
    if (p !== null && p >= 0.5) {
      signals.set('ml_classifier', Math.min(p, 0.95));
      layers.l3 = 1;
    }
  }
  return toInboundResult(signals, layers, config);
}
