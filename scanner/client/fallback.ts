/**
 * The inline fallback scanner (spec/scanner.md): what the platform uses when the scanner service is
 * unreachable (network error, timeout, open breaker). L1 only: regex patterns over text with
 * zero-width characters stripped and Unicode folded (NFKC), Shannon entropy above 5.0 bits per
 * character, national id and card numbers, crypto addresses and IP-based URLs. No L1+ decoding, no
 * L2-L6. Besides its own spec-weighted patterns it runs the engine's L1 pattern families (the same
 * intent-based regexes the full scanner's L1 uses, over the same normalized text; no decoders, no
 * statistics) and its structural rules (instructions planted in e-mails and tables, code to splice
 * into the reply, trailing optimisation noise), which lifts its recall well above its own patterns' at no extra false positives
 * measured (docs/scanner.md). Pure and synchronous, so it is safe on any thread and answers in
 * microseconds.
 *
 * Score: the highest matching weight, plus 0.05 for each further distinct label (capped at 1): several
 * independent signals are more telling than one, but never outweigh a strong single match by much.
 */

import { scanL1 } from '../engine/inbound/l1.js';
import { discountQuotedExamples } from '../engine/inbound/quoted.js';
import { findExfilLinks } from '../engine/outbound/links.js';
import { findSecrets } from '../engine/outbound/secrets.js';
import { findDangerousCode } from '../engine/outbound/code.js';
import { findCryptoFlags } from '../engine/outbound/crypto.js';
import { findImplants } from '../engine/outbound/implants.js';
import { findBuyerManipulation, findHiddenText, findHiddenExfiltration, findConfigLeak } from '../engine/outbound/manipulation.js';
import { embeddedInstructions } from '../engine/inbound/embedded.js';
import { hasTrailingNoise } from '../engine/inbound/suffix.js';
import { isMetaInstruction, isBanneredAnnouncement, META_INSTRUCTION_WEIGHT } from '../engine/inbound/meta-density.js';
import { isDisclaimedHarm, DISCLAIMED_HARM_WEIGHT } from '../engine/inbound/disclaimer.js';
import { jailbreak11 } from '../engine/inbound/jailbreak11.js';
import { matchConcepts } from '../engine/inbound/concepts.js';
import { fictionForRealHarm, personaForHarm, REAL_HARM_WEIGHT, PERSONA_HARM_WEIGHT } from '../engine/inbound/realism.js';
import { marketplaceAbuse, MARKETPLACE_ABUSE_WEIGHT } from '../engine/inbound/marketplace-abuse.js';
import { normalize } from '../engine/inbound/normalize.js';
import { stepEscalation, turnCues, type EscalationState } from '../engine/session/escalation.js';

export interface FallbackPattern {
  label: string;
  weight: number;
  re: RegExp;
  /**
   * A role line or header counts only after other content: a message that opens with "System: You
   * are..." or "## Instructions" is a prompt the user shares (as the engine reads it), not a role
   * injected into the middle of their text.
   */
  midOnly?: boolean;
}

export interface FallbackResult {
  score: number;
  safe: boolean;
  classification: 'safe' | 'suspicious' | 'likely_injection';
  flags: string[];
}

export interface FallbackThresholds {
  blockThreshold: number;
  suspiciousThreshold: number;
}

const DEFAULT_THRESHOLDS: FallbackThresholds = { blockThreshold: 0.7, suspiciousThreshold: 0.3 };

const PREV = String.raw`(?:all\s+|any\s+|the\s+|your\s+|my\s+|these\s+|those\s+)*(?:previous|prior|above|earlier|preceding|original|initial|system|existing)?\s*`;
const RULES = String.raw`(?:instructions?|prompts?|rules|guidelines|directives|commands|context|programming|constraints)`;

/** The injection patterns, with the weights of the spec. Matched against normalized, lower-cased text. */
export const FALLBACK_PATTERNS: readonly FallbackPattern[] = [
  // ChatML and other chat-template control tokens: 0.95
  { label: 'chatml_injection', weight: 0.95, re: /<\|\s*(?:im_start|im_end|im_sep|endoftext|system|assistant|user|eot_id|start_header_id|end_header_id)\s*\|>/ },
  { label: 'chatml_injection', weight: 0.95, re: /<\/?\s*(?:s|start_of_turn|end_of_turn)\s*>\s*(?:system|model|user)\b/ },

  // Jailbreak modes: 0.90-0.95
  { label: 'jailbreak', weight: 0.95, re: /\bdo\s+anything\s+now\b|\bdan\s+mode\b|\byou\s+are\s+(?:now\s+)?dan\b/ },
  { label: 'jailbreak', weight: 0.95, re: /\bjailbr(?:eak|oken)\s+mode\b|\b(?:you\s+are|you're)\s+(?:now\s+)?jailbroken\b/ },
  { label: 'jailbreak', weight: 0.9, re: /\bdeveloper\s+mode\s+(?:enabled|output|activated|is\s+on)\b|\b(?:you\s+are|you're|act)\s+(?:now\s+)?(?:in|as\s+if\s+in)\s+developer\s+mode\b/ },
  { label: 'jailbreak', weight: 0.9, re: /\b(?:god|unrestricted|unfiltered|evil|chaos)\s+mode\s+(?:enabled|activated|on)\b|\benable\s+(?:god|unrestricted|unfiltered)\s+mode\b/ },
  { label: 'jailbreak', weight: 0.9, re: /\b(?:no\s+longer|not)\s+bound\s+by\s+(?:any\s+)?(?:rules|restrictions|guidelines|policies|your\s+programming)\b/ },
  { label: 'jailbreak', weight: 0.9, re: /\b(?:without|free\s+(?:of|from))\s+(?:any\s+)?(?:ethical|moral|safety|content)\s+(?:restrictions|guidelines|filters|limitations|constraints)\b/ },
  { label: 'jailbreak', weight: 0.9, re: /\bpretend\s+(?:that\s+)?you\s+(?:have|had)\s+no\s+(?:rules|restrictions|filters|guidelines|limits)\b/ },

  // Instruction override: 0.85-0.90
  { label: 'instruction_override', weight: 0.9, re: new RegExp(String.raw`\bignore\s+${PREV}${RULES}\b`) },
  { label: 'instruction_override', weight: 0.9, re: new RegExp(String.raw`\b(?:disregard|bypass|abandon)\s+${PREV}${RULES}\b`) },
  { label: 'instruction_override', weight: 0.85, re: new RegExp(String.raw`\bforget\s+(?:everything|all(?:\s+of)?|${PREV}${RULES})\s*(?:you\s+(?:were|have\s+been)\s+told|${RULES}|above|before)?`) },
  { label: 'instruction_override', weight: 0.85, re: /\boverride\s+(?:your|the|all|any)\s+(?:system\s+prompt|instructions|safety|rules|guidelines|restrictions)\b/ },
  { label: 'instruction_override', weight: 0.85, re: /(?:^|\n)[ \t]*(?:new|updated|real|actual)\s+(?:system\s+)?instructions?\s*:/ },
  { label: 'instruction_override', weight: 0.85, re: /\bfrom\s+now\s+on,?\s+you\s+(?:will|must|shall)\s+(?:ignore|disregard|only\s+obey|no\s+longer)\b/ },

  // Role tag injection: 0.75-0.80
  { label: 'role_injection', weight: 0.8, re: /<\/?\s*(?:system|assistant|sys)\s*>|<<\/?sys>>|\[\/?inst\]/ },
  { label: 'role_injection', weight: 0.8, re: /\[\s*(?:system|assistant)\s*(?:message|prompt)?\s*\]/ },
  // A header named after a role ("## System", "### Assistant message") mid-text; a section called
  // "Instructions" is how a prompt the user writes is laid out, not a turn of another speaker.
  { label: 'role_injection', weight: 0.75, midOnly: true, re: /(?:^|\n)[ \t]*#{2,}\s*(?:system|assistant)s?\s*(?:prompt|message|instructions?)?\s*:?\s*(?:\n|$)/g },
  { label: 'role_injection', weight: 0.75, midOnly: true, re: /(?:^|\n)[ \t]*(?:system|assistant)\s*(?:prompt|message)?\s*:\s*(?:you\s+(?:are|must|will|should)|ignore|the\s+user|new\s+task)/g },

  // Exfiltration requests: 0.70-0.85
  { label: 'exfiltration', weight: 0.85, re: /\b(?:reveal|show|print|repeat|output|display|dump|leak|tell\s+me|give\s+me|what\s+(?:is|are|was|were))\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|entire\s+|exact\s+|original\s+|hidden\s+|initial\s+)*(?:system\s+prompt|system\s+message|initial\s+prompt|hidden\s+instructions|instructions\s+above)\b/ },
  { label: 'exfiltration', weight: 0.8, re: /\b(?:send|post|upload|forward|transmit|exfiltrate|email)\s+(?:all\s+|the\s+|this\s+|your\s+|every\s+)*(?:data|conversation|chat\s+history|credentials|secrets?|api\s+keys?|private\s+keys?|passwords?|files?|messages)\s+to\s+(?:https?:\/\/|\S+@\S+|my\s+server|this\s+(?:url|address|endpoint))/ },
  { label: 'exfiltration', weight: 0.8, re: /\b(?:give|tell|show|send|share|reveal)\s+(?:me\s+)?(?:your|the\s+(?:agent's|platform's|server's|system's))\s+(?:api\s+keys?|private\s+keys?|seed\s+phrase|wallet\s+(?:keys?|seed)|passwords?|credentials|secret\s+keys?|wif)\b/ },
  { label: 'exfiltration', weight: 0.75, re: /\b(?:repeat|print|output|copy)\s+(?:everything|all(?:\s+the)?\s+text|the\s+text)\s+(?:above|before\s+this|preceding)\b/ },
  { label: 'exfiltration', weight: 0.7, re: /!\[[^\]\n]{0,100}\]\(\s*https?:\/\/[^)\s]{1,300}[?&][a-z0-9_]{1,40}=(?:\{|\$|%7b|<)/ },
];

/** Personal data, addresses and links: worth a flag, not injection on their own. */
const CARD_CANDIDATE = /\b(?:\d[ -]?){12,18}\d\b/g;
const NATIONAL_ID = /\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b/;
const CRYPTO_ADDRESS = /\b(?:bc1[ac-hj-np-z02-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[a-fA-F0-9]{40}|R[1-9A-HJ-NP-Za-km-z]{33})\b/;
const IP_URL = /\b(?:https?|ftp|wss?):\/\/(?:[^\s/@]+@)?(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\]|0x[0-9a-f]{8}|\d{8,10})(?::\d+)?(?:[/?#]|\s|$)/i;

const WEIGHTS = { high_entropy: 0.4, ip_url: 0.5, national_id: 0.4, card_number: 0.4, crypto_address: 0.2 } as const;

// Zero-width and invisible formatting characters, used to split trigger words past naive filters.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Shannon entropy of the text in bits per character (code point). */
export function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  let n = 0;
  for (const ch of text) {
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
    n += 1;
  }
  let h = 0;
  for (const c of counts.values()) {
    const p = c / n;
    h -= p * Math.log2(p);
  }
  return h;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function hasCardNumber(text: string): boolean {
  for (const m of text.matchAll(CARD_CANDIDATE)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && luhn(digits)) return true;
  }
  return false;
}

/** Text as the patterns see it: invisible characters removed, compatibility forms folded. */
export function normalizeForScan(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC');
}

// Below this many characters the entropy of even random text stays under 5 bits.
const ENTROPY_MIN_LENGTH = 64;
/** A run without whitespace: where an encoded payload hides (prose, e-mails and role prompts pass 5 bits as a whole). */
const BLOB = /\S{64,}/g;
/** A link (ids, hashes and paths are dense): judged by the link rules, which look at what it carries. */
const LINK = /^[("'<[]?(?:https?|ftp|wss?):\/\/[^\s]+$/i;

/**
 * Entropy above 5.0 bits per character (the spec's rule) measured on each run of 64+ characters without
 * whitespace: a base64 or hex payload is such a run; a long document mixing words, numbers, links and
 * markup reaches 5 bits as a whole without hiding anything.
 */
function hasHighEntropyBlob(text: string): boolean {
  if (text.length < ENTROPY_MIN_LENGTH) return false;
  BLOB.lastIndex = 0;
  for (let m = BLOB.exec(text); m !== null; m = BLOB.exec(text)) if (!isUnspacedScript(m[0]) && !LINK.test(m[0]) && shannonEntropy(m[0]) > 5.0) return true;
  return false;
}

const LETTER = /\p{L}/gu;
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/gu;
/**
 * A run written in a script without spaces between words (Chinese, Japanese, Thai): its many distinct
 * characters pass 5 bits, but it is ordinary writing. Encoded payloads (base64, hex, ciphers) are
 * ASCII, so a run whose letters are mostly of another script is not one.
 */
function isUnspacedScript(run: string): boolean {
  const letters = run.match(LETTER)?.length ?? 0;
  return letters > 0 && (run.match(NON_LATIN_LETTER)?.length ?? 0) * 2 > letters;
}

/** A match of a global line pattern with content before it (not the opening line of the message). */
function matchesMidText(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (text.slice(0, m.index).trim() !== '') { re.lastIndex = 0; return true; }
    if (m[0].length === 0) re.lastIndex++;
  }
  return false;
}

/** Every label the fallback finds, each with its weight. */
export function fallbackFindings(text: string): Map<string, number> {
  const found = ownFindings(text);
  // An attack quoted in a tutorial or a moderation rule is an example (engine/inbound/quoted.ts); the
  // rest of the message is judged by these same rules.
  discountQuotedExamples(text, found, { rescan: ownFindings });
  return found;
}

/** The fallback's findings before quoted examples are discounted. */
function ownFindings(text: string): Map<string, number> {
  const clean = normalizeForScan(text);
  const lower = clean.toLowerCase();
  const found = new Map<string, number>();
  const add = (label: string, weight: number) => found.set(label, Math.max(found.get(label) ?? 0, weight));
  for (const p of FALLBACK_PATTERNS) if (p.midOnly ? matchesMidText(p.re, lower) : p.re.test(lower)) add(p.label, p.weight);
  const { norm, hits } = scanL1(text);
  for (const [family, weight] of hits) add(family, weight);
  // The engine's structural rules are patterns too: instructions planted in e-mails and tables, code
  // to splice into the reply, trailing optimisation noise, a short message made of words about instructions,
  // a harmful ask wrapped in a disclaimer.
  for (const e of embeddedInstructions(text)) add(e.family, e.weight);
  if (hasTrailingNoise(text)) add('adversarial_suffix', 0.35);
  if (isMetaInstruction(norm.words) || isBanneredAnnouncement(text, norm.words)) add('task_announcement', META_INSTRUCTION_WEIGHT);
  if (isDisclaimedHarm(norm.words)) add('jailbreak_framing', DISCLAIMED_HARM_WEIGHT);
  // Eleventh round: persuasion scenarios, a pinned consent opening, an optimised suffix's echo (the
  // weak tail beside a harmful ask is left out: the fallback's max-plus-0.05 score would make it
  // decisive where the engine adds it to a noisy-OR).
  jailbreak11(text, norm.words, found, false);
  // Nineteenth round: notes to whoever processes the content, outcomes fixed in advance; twenty-sixth:
  // every attack move of engine/inbound/concepts.ts (lexicon rules in every language they hold, no
  // model): the fallback caught 5% of the attacks in other scripts with the handling notes alone.
  matchConcepts(norm.words, found, text);
  // And harm asked to work for real behind a pretext, the marketplace abused in plain words.
  if (fictionForRealHarm(norm.words)) add('harmful_request', REAL_HARM_WEIGHT);
  if (personaForHarm(norm.words)) add('jailbreak', PERSONA_HARM_WEIGHT);
  for (const family of marketplaceAbuse(norm.words)) add(family, MARKETPLACE_ABUSE_WEIGHT);
  if (hasHighEntropyBlob(clean)) add('high_entropy', WEIGHTS.high_entropy);
  if (IP_URL.test(clean)) add('ip_url', WEIGHTS.ip_url);
  if (NATIONAL_ID.test(clean)) add('national_id', WEIGHTS.national_id);
  if (hasCardNumber(clean)) add('card_number', WEIGHTS.card_number);
  if (CRYPTO_ADDRESS.test(clean)) add('crypto_address', WEIGHTS.crypto_address);
  return found;
}

/** Scores an inbound message with the fallback; same shape as the service's inbound result. */
export function fallbackScan(text: string, thresholds: FallbackThresholds = DEFAULT_THRESHOLDS): FallbackResult {
  return scored(fallbackFindings(text), thresholds);
}

/**
 * One message of a conversation with the fallback: the message's own findings plus the engine's
 * escalation model (regexes over the conversation's cues, no classifier), with the session's state
 * kept by the caller. A crescendo that builds up while the scanner is down is still caught.
 */
export function fallbackScanTurn(
  text: string, prev: EscalationState | undefined, thresholds: FallbackThresholds = DEFAULT_THRESHOLDS, now = Date.now(),
): { result: FallbackResult; state: EscalationState } {
  const found = fallbackFindings(text);
  const own = scored(found, thresholds);
  const { state, signals } = stepEscalation(prev, turnCues(normalize(text).words, own.score), now);
  if (signals.length === 0) return { result: own, state };
  for (const [label, weight] of signals) found.set(label, Math.max(found.get(label) ?? 0, weight));
  return { result: scored(found, thresholds), state };
}

function scored(found: Map<string, number>, thresholds: FallbackThresholds): FallbackResult {
  const weights = [...found.values()].sort((a, b) => b - a);
  const score = weights.length === 0 ? 0 : Math.min(1, Math.round((weights[0] + 0.05 * (weights.length - 1)) * 1000) / 1000);
  const classification = score >= thresholds.blockThreshold ? 'likely_injection'
    : score >= thresholds.suspiciousThreshold ? 'suspicious' : 'safe';
  return { score, safe: score < thresholds.suspiciousThreshold, classification, flags: [...found.keys()] };
}

export interface FallbackOutputResult {
  safe: boolean;
  score: number;
  classification: 'clean' | 'suspicious_content' | 'contains_pii';
  flags: { type: string; severity: 'low' | 'medium' | 'high' | 'critical'; detail: string; action: 'block' | 'redact' | 'warn' | 'allow' }[];
  scannedAt: number;
}

const CRYPTO_ADDRESS_ALL = new RegExp(CRYPTO_ADDRESS.source, 'g');

/**
 * Scores an outbound message with the fallback: personal data is flagged for redaction, injection
 * patterns and IP-based links for blocking, crypto addresses not in `whitelistedAddresses` for a warning.
 */
export function fallbackScanOutput(text: string, whitelistedAddresses: string[] = []): FallbackOutputResult {
  const found = fallbackFindings(text);
  const flags: FallbackOutputResult['flags'] = [];
  let pii = false;
  // The engine's secret, link and code rules are regexes and checksums too (L1 grade): keys, tokens,
  // seed phrases, passwords, the agent's own prompt; exfiltration links; dangerous code and implants.
  const clean = normalizeForScan(text);
  // Addresses of every major chain, checked against the job's whitelist (the engine's checksummed rules).
  const crypto = findCryptoFlags(clean, whitelistedAddresses);
  // Twenty-first round: the buyer manipulated, hidden text and hidden exfiltration, the agent's set-up leaked (regexes too).
  const hidden = [findHiddenText(text), findHiddenExfiltration(clean)].filter((f): f is NonNullable<typeof f> => f !== null);
  const extra = [...findSecrets(clean), ...findExfilLinks(clean), ...findDangerousCode(clean), ...findImplants(clean), ...crypto, ...findBuyerManipulation(clean), ...hidden, ...findConfigLeak(clean)];
  // Bare-IP links are the link rule's to judge (it knows private and loopback hosts from public ones).
  found.delete('ip_url');
  for (const [label, weight] of found) {
    if (label === 'national_id' || label === 'card_number') {
      pii = true;
      flags.push({ type: label === 'national_id' ? 'ssn' : 'credit_card', severity: 'critical', detail: `${label.replace('_', ' ')} in output`, action: 'redact' });
    } else if (label === 'crypto_address') {
      if (crypto.length > 0) continue;
      const allowed = new Set(whitelistedAddresses);
      const foreign = [...normalizeForScan(text).matchAll(CRYPTO_ADDRESS_ALL)].filter((m) => !allowed.has(m[0]));
      if (foreign.length > 0) flags.push({ type: 'crypto_address', severity: 'high', detail: 'address not whitelisted for this job', action: 'warn' });
    } else if (label === 'high_entropy') {
      flags.push({ type: label, severity: 'low', detail: 'high-entropy content', action: 'warn' });
    } else {
      flags.push({ type: label, severity: weight >= 0.85 ? 'critical' : 'high', detail: `${label.replace('_', ' ')} pattern in output`, action: 'block' });
    }
  }
  const SEVERITY = { low: 0.2, medium: 0.45, high: 0.75, critical: 0.95 } as const;
  const score = flags.length + extra.length === 0 ? 0 : Math.max(
    ...flags.map((f) => found.get(f.type === 'ssn' ? 'national_id' : f.type === 'credit_card' ? 'card_number' : f.type) ?? 0),
    ...extra.map((f) => SEVERITY[f.severity]),
  );
  flags.push(...extra);
  return {
    safe: flags.length === 0,
    score,
    classification: pii ? 'contains_pii' : flags.length > 0 ? 'suspicious_content' : 'clean',
    flags,
    scannedAt: Date.now(),
  };
}
