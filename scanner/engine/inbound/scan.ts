/** Inbound scan: L1 patterns, L1+ decoders, L2 statistics, L3 remote classifier, combined by noisy-OR. */
import type { EngineConfig, InboundResult, Layers } from '../types.js';
import { normalize, boundInput } from './normalize.js';
import { codeRuleMask, matchL1, type FamilyHits } from './l1.js';
import { decodeLayers, type DecodeOutcome } from './decoders.js';
import { compactEntropy } from './entropy.js';
import { statisticalSignals, classifierSignal } from './statistics.js';
import { hasRepetitionFlood } from './repetition.js';
import { hasAdversarialSuffix, hasTrailingNoise } from './suffix.js';
import { classifyRemote } from '../l3-classifier.js';
import { noisyOr } from '../combine.js';
import { matchCodeRules } from '../outbound/code.js';
import { embeddedInstructions } from './embedded.js';
import { personaWeight } from './persona.js';
import { isMetaInstruction, isBanneredAnnouncement, META_INSTRUCTION_WEIGHT } from './meta-density.js';
import { isDisclaimedHarm, DISCLAIMED_HARM_WEIGHT } from './disclaimer.js';
import { fictionForRealHarm, personaForHarm, REAL_HARM_WEIGHT, PERSONA_HARM_WEIGHT } from './realism.js';
import { marketplaceAbuse, MARKETPLACE_ABUSE_WEIGHT } from './marketplace-abuse.js';
import { jailbreak11 } from './jailbreak11.js';
import { discountQuotedExamples } from './quoted.js';
import { matchConcepts } from './concepts.js';

/** Weight of a decoded payload that itself matched L1: hiding an instruction is a signal of its own. */
const OBFUSCATION_WEIGHT = 0.5;
/**
 * A sentence of prose hidden in base64 that matched nothing itself: suspicious alone; addressed to
 * the reply ("in your response", "to your answer"), it is an order smuggled past the reader.
 */
const HIDDEN_SENTENCE_WEIGHT = 0.35;
const HIDDEN_ORDER_WEIGHT = 0.5;
/** The sender asks openly for the decoding and not for it to be obeyed: a weak cue only. */
const OPEN_DECODE = /\b(?:base ?64|decode|decoding|decoded)\b/;
const OBEY_DECODED = /\b(?:follow|obey|execute|carry out|act on|do (?:what|as) it says|do it|perform|apply)\b/;
const OPEN_DECODE_WEIGHT = 0.2;
const TO_THE_REPLY = /\b(?:your|the) (?:reply|replies|response|responses|answer|answers|output|summary|translation)\b|\b(?:users?|readers?|customers?) (?:to|should|must)\b/i;
/** An adversarial-suffix shape only adds to other signals (code and odd prose share some of it). */
const SUFFIX_WEIGHT = 0.15;
/** Hits below this are weak cues (layout, framing): the suffix shape and odd characters do not add to them alone. */
const WEAK_CUE_MAX = 0.25;
/** Weight of the role_injection layout cues (patterns.ts): a header or a role line at the start. */
const LAYOUT_WEIGHT = 0.2;
/** Prose ending in a run of unpaired brackets glued to words (optimisation noise): suspicious alone. */
const TRAILING_NOISE_WEIGHT = 0.35;
/** Longest compact text judged by its entropy (longer ones are documents, not blobs). */
const ENTROPY_MAX_LENGTH = 2000;
/** Context flooding alone makes a message suspicious, not blocked. */
const FLOOD_WEIGHT = 0.3;
/** Dangerous code handed to an agent (download-and-run, reverse shells...): strong, not decisive alone. */
const CODE_WEIGHT: Record<string, number> = { critical: 0.75, high: 0.6, medium: 0.45, low: 0.3 };

export interface InboundAnalysis {
  signals: Map<string, number>;
  layers: Layers;
  /**
   * The message was already past the block threshold before L2 (with a real cue that the layout rule
   * below cannot remove): L2 and L3 were not run, since their signals could only raise its score.
   */
  decided: boolean;
}

/**
 * True when `hits` alone put the message at or above the block threshold and one of them is a real
 * cue (>= 0.3, not the layout cue): signals only add under noisy-OR, and the layout cue is dropped
 * only when no real cue stands beside it, so every later layer leaves the classification as it is.
 */
function alreadyBlocked(hits: FamilyHits, blockThreshold: number): boolean {
  return hasRealCue(hits) && noisyOr(hits.values()) >= blockThreshold;
}

/** A hit of 0.3 or more from a family other than the layout cue (role_injection). */
function hasRealCue(hits: FamilyHits): boolean {
  for (const [f, v] of hits) if (f !== 'role_injection' && v >= 0.3) return true;
  return false;
}

/** The synchronous part of an inbound scan (L1, L1+, L2); L3 is added by `scanInbound`. */
export function analyzeInbound(text: string, config: EngineConfig): InboundAnalysis {
  const raw = boundInput(text);
  const norm = normalize(raw);
  const hits: FamilyHits = matchL1(norm);
  // The code rules whose words the message has, read in the same walk (before the decoders walk other texts).
  const codeMask = codeRuleMask(norm.words);
  // Attack moves read as concepts in any of the languages (concepts.ts).
  matchConcepts(norm.words, hits, raw);
  // Several structural moves of a persona jailbreak in one message (each alone is a role prompt's).
  const jailbreak = hits.get('jailbreak') ?? 0;
  const persona = personaWeight(norm.words, jailbreak);
  if (persona > jailbreak) hits.set('jailbreak', persona);
  // A short message made mostly of words about instructions (a task-drift trigger with no payload).
  if ((hits.get('task_announcement') ?? 0) < META_INSTRUCTION_WEIGHT && (isMetaInstruction(norm.words) || isBanneredAnnouncement(raw, norm.words))) hits.set('task_announcement', META_INSTRUCTION_WEIGHT);
  // A request naming a harm, wrapped in a promise not to misuse the answer (persuasion attacks).
  if ((hits.get('jailbreak_framing') ?? 0) < DISCLAIMED_HARM_WEIGHT && isDisclaimedHarm(norm.words)) hits.set('jailbreak_framing', DISCLAIMED_HARM_WEIGHT);
  if ((hits.get('harmful_request') ?? 0) < REAL_HARM_WEIGHT && fictionForRealHarm(norm.words)) hits.set('harmful_request', REAL_HARM_WEIGHT);
  if ((hits.get('jailbreak') ?? 0) < PERSONA_HARM_WEIGHT && personaForHarm(norm.words)) hits.set('jailbreak', PERSONA_HARM_WEIGHT);
  // Nineteenth round: the marketplace abused through its agent in plain words (marketplace-abuse.ts).
  for (const f of marketplaceAbuse(norm.words)) if ((hits.get(f) ?? 0) < MARKETPLACE_ABUSE_WEIGHT) hits.set(f, MARKETPLACE_ABUSE_WEIGHT);
  // Eleventh round: persuasion scenarios, pinned consent, optimised suffixes (jailbreak11.ts).
  jailbreak11(raw, norm.words, hits);
  const layers: Layers = {};
  if (hits.size > 0) layers.l1 = hits.size;
  const decoded: DecodeOutcome = { decoders: [] };
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
  // A base64 blob that decodes to nothing the rules read and to no sentence (a webhook body, a log header),
  // or one a data URL declares binary, is data (decoders.ts).
  const decodedData = decoded.data === true && decoded.decoders.length === 0 && !decoded.sentences;
  if (decoded.sentences && !hits.has('encoded_payload')) {
    const order = decoded.sentences.some((t) => TO_THE_REPLY.test(t));
    const open = !order && OPEN_DECODE.test(norm.words) && !OBEY_DECODED.test(norm.words);
    hits.set('encoded_payload', open ? OPEN_DECODE_WEIGHT : order ? HIDDEN_ORDER_WEIGHT : HIDDEN_SENTENCE_WEIGHT);
    layers.l1plus = (layers.l1plus ?? 0) + decoded.sentences.length;
  }
  for (const e of embeddedInstructions(raw)) if (e.weight > (hits.get(e.family) ?? 0)) hits.set(e.family, e.weight);
  for (const rule of matchCodeRules(raw, norm.words, codeMask)) {
    const wgt = CODE_WEIGHT[rule.severity]!;
    if (wgt > (hits.get('malicious_code') ?? 0)) hits.set('malicious_code', wgt);
  }
  // An attack quoted in a tutorial, a moderation rule or a third-party hypothetical is an example (quoted.ts).
  const unquoted = discountQuotedExamples(raw, hits, { words: norm.words });
  // Odd characters add to a real cue, not to a weak one (a role line, "your main objective is"):
  // prompts people paste from editors carry typographic look-alikes and joiners.
  let cue = false;
  for (const v of hits.values()) if (v >= WEAK_CUE_MAX) { cue = true; break; }
  if ((norm.hadInvisible || norm.hadBidi) && cue) hits.set('unicode_obfuscation', 0.3);
  if (norm.hadConfusable && cue) hits.set('homoglyph_obfuscation', 0.3);
  // A message the patterns already block skips the statistical layers (a third of an attack's cost).
  const decided = alreadyBlocked(hits, config.blockThreshold);
  if (config.l2Enabled && !decided) {
    let l2 = 0;
    // A role line or a lone framing phrase (0.2) is not enough for the suffix shape to add to.
    const patternHit = cue;
    const e = compactEntropy(raw);
    // Encoded blobs are short and dense; a long document full of markup and numbers passes 5 bits by itself.
    // Twentieth round: not for a blob that decoded to plain data, unless a pattern fired beside it.
    const data = decodedData && !patternHit;
    if (!data && e.length >= 40 && e.length <= ENTROPY_MAX_LENGTH && e.asciiShare > 0.9 && e.entropy > 5.0) { hits.set('high_entropy', 0.2); l2++; }
    if (hasRepetitionFlood(raw)) { hits.set('repetition_flood', FLOOD_WEIGHT); l2++; }
    // Only beside a pattern hit (a harmful request, a jailbreak move): code shares the shape.
    if (hits.has('adversarial_suffix')) l2++; // a target echo (jailbreak11.ts)
    else if (hasTrailingNoise(raw)) { hits.set('adversarial_suffix', TRAILING_NOISE_WEIGHT); l2++; }
    else if (patternHit && hasAdversarialSuffix(raw)) { hits.set('adversarial_suffix', SUFFIX_WEIGHT); l2++; }
    const aim = hasAimCue(hits);
    // The classifier reads a defensive message without its quoted examples, and that reading can only
    // lower its verdict (eighteenth round: a lesson whose remainder alone scored higher than the whole).
    const wholeMl = unquoted === null ? undefined : classifierSignal(norm, aim) ?? 0;
    for (const [name, s] of statisticalSignals(raw, unquoted === null ? norm : { ...norm, words: unquoted }, aim)) {
      if (wholeMl !== undefined && name === 'ml_local' && wholeMl < s) { if (wholeMl > 0) { hits.set(name, wholeMl); l2++; } continue; }
      // Code and tables read as gibberish to a model of prose: there the character model's verdict
      // counts only beside a real cue (a pattern hit), never alone.
      if (name === 'high_perplexity' && !patternHit && (data || looksLikeCode(raw))) continue;
      hits.set(name, s); l2++;
    }
    if (l2 > 0) layers.l2 = l2;
  }
  // A section header or a role line opening the message ("### Task", "<instructions>", "System prompt:")
  // is the layout of a structured prompt: it adds to a real signal, never to another weak cue alone.
  if (hits.get('role_injection') === LAYOUT_WEIGHT) {
    if (!hasRealCue(hits)) {
      hits.delete('role_injection');
      if (layers.l1 !== undefined && --layers.l1 <= 0) delete layers.l1;
    }
  }
  return { signals: hits, layers, decided };
}

/** Lines that end like code or a table row, or open like code, or indented lines. */
const CODE_LINE = /[;{}()[\]=:,|]\s*$|^\s{2,}\S|^\s*(?:def|class|import|from|return|if|for|while|function|const|let|var|public|private|#include|<\/?[a-z][a-z0-9]*[\s>])|^\s*\|/;

/**
 * Code, markup or a table: a fenced block, or three or more lines of which at least 40% end or open
 * like code. Whitespace-free blobs and single-line gibberish (adversarial suffixes) are not.
 */
export function looksLikeCode(raw: string): boolean {
  if (raw.includes('```')) return true;
  let lines = 0, code = 0, start = 0;
  for (let i = 0; i <= raw.length && lines < 400; i++) {
    if (i < raw.length && raw.charCodeAt(i) !== 10) continue;
    const line = raw.slice(start, i);
    start = i + 1;
    if (line.trim().length === 0) continue;
    lines++;
    if (CODE_LINE.test(line)) code++;
  }
  return lines >= 3 && code / lines >= 0.4;
}

/** Families whose weak hits name what a message is after; the classifier's lean may add to them. */
const AIM_FAMILIES = ['jailbreak_framing', 'harmful_request', 'harmful_persona', 'prompt_extraction', 'jailbreak'];
function hasAimCue(hits: FamilyHits): boolean {
  for (const f of AIM_FAMILIES) if (hits.has(f)) return true;
  return false;
}

/** Turns signals into the public result shape. */
export function toInboundResult(signals: Map<string, number>, layers: Layers, config: EngineConfig): InboundResult {
  const score = noisyOr(signals.values());
  const classification = score >= config.blockThreshold ? 'likely_injection' : score >= config.suspiciousThreshold ? 'suspicious' : 'safe';
  const flags = [...signals.entries()].sort((a, b) => b[1] - a[1]).map(([f]) => f);
  return { score, safe: score < config.suspiciousThreshold, classification, flags, layers };
}

/** Adds the L3 remote classifier's signal when L3 is configured and the message is not already blocked (a failure adds nothing). */
export async function addRemoteSignal(text: string, analysis: InboundAnalysis, config: EngineConfig): Promise<void> {
  if (!config.l3 || !config.l3.url || !config.l3.apiKey || analysis.decided) return;
  const p = await classifyRemote(text, config.l3);
  if (p !== null && p >= 0.5) {
    analysis.signals.set('ml_classifier', Math.min(p, 0.95));
    analysis.layers.l3 = 1;
  }
}

/** Scores one inbound message (buyer to agent). */
export async function scanInbound(text: string, config: EngineConfig): Promise<InboundResult> {
  const analysis = analyzeInbound(text, config);
  await addRemoteSignal(text, analysis, config);
  return toInboundResult(analysis.signals, analysis.layers, config);
}
