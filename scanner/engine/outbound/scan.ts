/**
 * Outbound scan (agent to buyer): personal data, secrets, crypto addresses and payment redirection,
 * exfiltration links, dangerous code, canary leaks, contamination.
 */
import type { EngineConfig, OutputInput, OutputResult, StructuredFlag, Severity, Layers } from '../types.js';
import { findPii } from './pii.js';
import { findSecrets } from './secrets.js';
import { findCryptoFlags } from './crypto.js';
import { findExfilLinks } from './links.js';
import { findDangerousCode, CODE_RULES } from './code.js';
import { findImplants } from './implants.js';
import { analyzeInbound } from '../inbound/scan.js';
import { findBuyerManipulation, findHiddenText, findHiddenExfiltration, findConfigLeak } from './manipulation.js';
import { findSetupDisclosed } from './setup-leak.js';
import { findRound23Manipulation, findAimedAtBuyersAi } from './round23.js';
import { findRound24, outboundKeys } from './round24.js';
import { findRound25 } from './round25.js';
import { findRound26 } from './round26.js';
import { findPressure, ADVICE_FRAME } from './pressure.js';
import { findDisclosure } from './disclosure.js';
import { findOthersRecord } from './records.js';
import { noisyOr } from '../combine.js';

/** Flag types that make an outbound message `contains_pii`. */
export const PII_TYPES = new Set(['ssn', 'credit_card', 'iban', 'email', 'phone_number', 'national_id', 'bank_account', 'passport_number', 'personal_record']);
const SEVERITY_SCORE: Record<Severity, number> = { low: 0.2, medium: 0.45, high: 0.75, critical: 0.95 };

/** Finds live canary tokens in the text (exact, then ignoring case, spacing and invisible characters). */
export function findCanaries(text: string, tokens: string[] = []): StructuredFlag[] {
  if (tokens.length === 0) return [];
  const squashed = text.normalize('NFKC').replace(/[\s\u200B-\u200F\u2060\uFEFF]+/g, '').toLowerCase();
  const flags: StructuredFlag[] = [];
  for (const t of tokens) {
    if (!t) continue;
    if (text.includes(t) || squashed.includes(t.replace(/\s+/g, '').toLowerCase())) {
      flags.push({ type: 'canary_leak', severity: 'critical', detail: 'a live canary token appears in the output (system prompt leak)', action: 'block' });
    }
  }
  return flags;
}

/** The manipulation flags a reply that warns about them (`ADVICE_FRAME`) does not raise. */
const PRESSED = new Set(['escrow_manipulation', 'payment_redirection', 'malicious_install', 'advance_fee', 'staff_impersonation', 'wallet_drain']);

/** Inbound families the outbound rules judge on their own (`findDangerousCode`, `findExfilLinks`, the leak rules). */
const JUDGED_ABOVE = new Set(['malicious_code', 'exfiltration']);
/** The code rules' flags: once one is raised, the inbound family of commands (`tool_exfiltration`) has been judged too. */
const CODE_TYPES: ReadonlySet<string> = new Set(CODE_RULES.map((r) => r.type));

/** Scores one outbound message. */
export async function scanOutput(input: OutputInput, config: EngineConfig): Promise<OutputResult> {
  const layers: Layers = {};
  const flags: StructuredFlag[] = [];
  const canaries = findCanaries(input.text, input.canaryTokens);
  if (canaries.length > 0) layers.l5 = canaries.length;
  flags.push(...canaries, ...findSecrets(input.text), ...findPii(input.text, input.whitelistedAddresses), ...findCryptoFlags(input.text, input.whitelistedAddresses), ...findExfilLinks(input.text), ...findDangerousCode(input.text));
  // Seventeenth round: the buyer manipulated, text hidden from the buyer, exfiltration hidden in code, the agent's set-up pasted
  // (nineteenth: or told in prose; twentieth: code that opens the buyer's machine, implants.ts; twenty-third: round23.ts;
  // twenty-fourth: round24.ts; twenty-fifth: round25.ts; twenty-sixth: round26.ts; twenty-seventh: pressure.ts).
  const have = new Set(flags.map((f) => f.type));
  const keys = outboundKeys(input.text);
  // Twenty-seventh round: a reply about such moves ("if an agent offers that, report it") asks none of them.
  const advice = ADVICE_FRAME.test(input.text);
  for (const f of [...findBuyerManipulation(input.text), findHiddenText(input.text), findHiddenExfiltration(input.text), ...findConfigLeak(input.text), findSetupDisclosed(input.text), ...findImplants(input.text), ...findRound23Manipulation(input.text, keys), findAimedAtBuyersAi(input.text), ...findRound24(input.text, keys), ...findRound25(input.text), ...findRound26(input.text), ...findPressure(input.text, advice), ...findDisclosure(input.text), findOthersRecord(input.text)]) if (f && !have.has(f.type) && !(advice && PRESSED.has(f.type))) { flags.push(f); have.add(f.type); }
  // Contamination: an output that carries an injection aimed at whoever reads it next.
  // Twenty-eighth round: counted without the families a reply is judged on above by its own rules
  // (dangerous code, data sent out): a reply that explains a reverse shell or wires a Slack webhook
  // carries no instruction to the next reader.
  const inbound = analyzeInbound(input.text, { ...config, l2Enabled: false });
  const codeFlagged = flags.some((f) => CODE_TYPES.has(f.type));
  const counted = [...inbound.signals].filter(([family]) => !JUDGED_ABOVE.has(family) && !(codeFlagged && family === 'tool_exfiltration'));
  if (noisyOr(counted.map(([, s]) => s)) >= config.blockThreshold && !have.has('prompt_injection')) {
    const families = counted.map(([family]) => family).join(', ');
    flags.push({ type: 'prompt_injection', severity: 'high', detail: `output carries injection patterns (${families})`, action: 'warn' });
    if (inbound.layers.l1) layers.l1 = inbound.layers.l1;
    if (inbound.layers.l1plus) layers.l1plus = inbound.layers.l1plus;
  }
  const score = noisyOr(flags.map((f) => SEVERITY_SCORE[f.severity]));
  const classification = flags.length === 0 ? 'clean' : flags.some((f) => PII_TYPES.has(f.type)) ? 'contains_pii' : 'suspicious_content';
  return { safe: flags.length === 0, score, classification, flags, scannedAt: Date.now(), layers };
}
