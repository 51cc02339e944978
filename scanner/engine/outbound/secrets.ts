/** Secrets in outbound text: private keys, wallet seeds and common API-key formats. */
import { readFileSync } from 'node:fs';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import type { StructuredFlag } from '../types.js';

export const base58check = createBase58check(sha256);

const BIP39_WORDS: string[] = readFileSync(new URL('../data/bip39-english.txt', import.meta.url), 'utf8').trim().split('\n');
const BIP39_INDEX = new Map(BIP39_WORDS.map((w, i) => [w, i]));

/** True when the word list has a valid BIP39 checksum (12, 15, 18, 21 or 24 words). */
export function bip39ChecksumValid(words: string[]): boolean {
  if (![12, 15, 18, 21, 24].includes(words.length)) return false;
  let bits = '';
  for (const w of words) {
    const i = BIP39_INDEX.get(w);
    if (i === undefined) return false;
    bits += i.toString(2).padStart(11, '0');
  }
  const csLen = words.length / 3;
  const entBits = bits.slice(0, bits.length - csLen);
  const entropy = new Uint8Array(entBits.length / 8);
  for (let i = 0; i < entropy.length; i++) entropy[i] = parseInt(entBits.slice(i * 8, i * 8 + 8), 2);
  const hash = sha256(entropy);
  const expected = hash[0]!.toString(2).padStart(8, '0').slice(0, csLen);
  return expected === bits.slice(bits.length - csLen);
}

/**
 * Checksums tried per text at most: a phrase hides in a run a little longer than itself, while a long
 * run of list words ("ignore ignore ...") would otherwise cost a checksum at every offset.
 */
const CHECKSUM_BUDGET = 256;

/** Longest runs of consecutive BIP39 words (12 or more) in the text. */
function findSeedPhrases(text: string): StructuredFlag[] {
  const flags: StructuredFlag[] = [];
  let budget = CHECKSUM_BUDGET;
  const tokens = text.toLowerCase().match(/[a-z]+/g) ?? [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 12) {
      let valid = false;
      for (const n of [24, 21, 18, 15, 12]) {
        for (let s = 0; s + n <= run.length && !valid && budget > 0; s++, budget--) if (bip39ChecksumValid(run.slice(s, s + n))) valid = true;
        if (valid) break;
      }
      flags.push(valid
        ? { type: 'seed_phrase', severity: 'critical', detail: `BIP39 seed phrase (${run.length} words, checksum valid)`, action: 'block' }
        : { type: 'seed_phrase', severity: 'high', detail: `${run.length} consecutive BIP39 words (checksum not valid)`, action: 'redact' });
    }
    run = [];
  };
  for (const t of tokens) {
    if (BIP39_INDEX.has(t)) run.push(t); else flush();
  }
  flush();
  return flags;
}

interface SecretFormat { type: string; re: RegExp; detail: string }

const FORMATS: SecretFormat[] = [
  { type: 'private_key', re: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/, detail: 'PEM private key' },
  { type: 'api_key', re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/, detail: 'AWS access key id' },
  { type: 'api_key', re: /\baws_?secret_?(?:access_?)?key\b["']?\s*[:=]\s*["']?[A-Za-z0-9/+]{40}\b/i, detail: 'AWS secret access key' },
  { type: 'api_key', re: /\bgh[pousr]_[A-Za-z0-9]{36,255}\b|\bgithub_pat_[A-Za-z0-9_]{60,512}\b/, detail: 'GitHub token' },
  { type: 'api_key', re: /\bxox[abposr]-[A-Za-z0-9-]{10,512}\b|https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+/, detail: 'Slack token or webhook' },
  { type: 'api_key', re: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{60,512}/, detail: 'Anthropic API key' },
  { type: 'api_key', re: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,512}T3BlbkFJ[A-Za-z0-9_-]{20,512}|\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,512}|\bsk-[A-Za-z0-9]{48}\b/, detail: 'OpenAI API key' },
  { type: 'api_key', re: /\b(?:sk|rk)_(?:live|test)_[0-9a-zA-Z]{24,512}\b|\bwhsec_[A-Za-z0-9]{32,512}\b/, detail: 'Stripe secret key' },
  { type: 'api_key', re: /\bAIza[0-9A-Za-z_-]{35}\b|\bGOCSPX-[A-Za-z0-9_-]{28}\b|\bya29\.[0-9A-Za-z_-]{20,512}/, detail: 'Google API key or OAuth secret' },
  { type: 'api_key', re: /\bglpat-[A-Za-z0-9_-]{20}\b|\bnpm_[A-Za-z0-9]{36}\b|\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b|\bhf_[A-Za-z0-9]{34}\b/, detail: 'GitLab, npm, SendGrid or Hugging Face token' },
  { type: 'api_key', re: /\beyJ[A-Za-z0-9_-]{10,512}\.eyJ[A-Za-z0-9_-]{10,512}\.[A-Za-z0-9_-]{10,512}/, detail: 'JSON Web Token' },
  { type: 'api_key', re: /\b(?:api[_-]?key|api[_-]?secret|secret[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|private[_-]?key)\b["']?\s*[:=]\s*["']?(?=[A-Za-z0-9_\-/+=]{0,512}\d)(?=[A-Za-z0-9_\-/+=]{0,512}[A-Za-z])[A-Za-z0-9_\-/+=]{20,512}/i, detail: 'credential assignment' },
  { type: 'private_key', re: /\bprivate key\b[^\n]{0,20}\b(?:0x)?[0-9a-fA-F]{64}\b/i, detail: 'hex private key' },
];

const WIF = /\b[5KLU][1-9A-HJ-NP-Za-km-z]{50,51}\b/g;

/** True when the string is a base58check WIF private key (version 0x80 Bitcoin or 0xBC Verus/Komodo). */
export function wifValid(s: string): boolean {
  try {
    const payload = base58check.decode(s);
    return (payload[0] === 0x80 || payload[0] === 0xbc) && (payload.length === 33 || (payload.length === 34 && payload[33] === 1));
  } catch {
    return false;
  }
}

/** Finds secrets; details never repeat the secret. */
export function findSecrets(text: string): StructuredFlag[] {
  const flags: StructuredFlag[] = [];
  for (const f of FORMATS) if (f.re.test(text)) flags.push({ type: f.type, severity: 'critical', detail: f.detail, action: 'block' });
  for (const m of text.matchAll(WIF)) {
    if (wifValid(m[0])) { flags.push({ type: 'private_key', severity: 'critical', detail: 'WIF private key', action: 'block' }); break; }
  }
  flags.push(...findSeedPhrases(text));
  return flags;
}
