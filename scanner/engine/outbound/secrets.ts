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
  { type: 'api_key', re: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{32,512}/, detail: 'Anthropic API key' },
  { type: 'api_key', re: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,512}T3BlbkFJ[A-Za-z0-9_-]{20,512}|\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,512}|\bsk-[A-Za-z0-9]{48}\b/, detail: 'OpenAI API key' },
  { type: 'api_key', re: /\b(?:sk|rk)_(?:live|test)_[0-9a-zA-Z]{24,512}\b|\bwhsec_[A-Za-z0-9]{32,512}\b/, detail: 'Stripe secret key' },
  { type: 'api_key', re: /\bAIza[0-9A-Za-z_-]{35}\b|\bGOCSPX-[A-Za-z0-9_-]{28}\b|\bya29\.[0-9A-Za-z_-]{20,512}/, detail: 'Google API key or OAuth secret' },
  { type: 'api_key', re: /\bglpat-[A-Za-z0-9_-]{20}\b|\bnpm_[A-Za-z0-9]{36}\b|\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b|\bhf_[A-Za-z0-9]{34}\b/, detail: 'GitLab, npm, SendGrid or Hugging Face token' },
  { type: 'api_key', re: /\beyJ[A-Za-z0-9_-]{10,512}\.eyJ[A-Za-z0-9_-]{10,512}\.[A-Za-z0-9_-]{10,512}/, detail: 'JSON Web Token' },
  { type: 'api_key', re: /\b(?:api[_ -]?key|api[_ -]?secret|secret[_ -]?key|access[_ -]?token|auth[_ -]?token|client[_ -]?secret|private[_-]?key)\b["']?\s*[:=]\s*["']?(?=[A-Za-z0-9_\-/+=]{0,512}\d)(?=[A-Za-z0-9_\-/+=]{0,512}[A-Za-z])[A-Za-z0-9_\-/+=]{20,512}/i, detail: 'credential assignment' },
  { type: 'private_key', re: /\bprivate key\b[^\n]{0,20}\b(?:0x)?[0-9a-fA-F]{64}\b/i, detail: 'hex private key' },
  { type: 'api_key', re: /\bAccountKey=[A-Za-z0-9+/]{40,120}={0,2}|\bSharedAccessKey=[A-Za-z0-9+/]{30,120}={0,2}/, detail: 'Azure storage or service bus key' },
  { type: 'api_key', re: /\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b/, detail: 'Telegram bot token' },
  // Nineteenth round (outbound batch 48/53): Shopify tokens; a secret-named setting given a random value
  // (`DB_PASSWORD=ejLt1RkW...`, `define('DB_PASSWORD', '...')`, `rpcpassword=...`); a Docker registry login.
  { type: 'api_key', re: /\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b/, detail: 'Shopify access token' },
  { type: 'password', re: /\b[A-Z0-9_]*(?:PASSWORD|PASSWD|_SECRET|SECRET_KEY|_TOKEN|AUTH_KEY|_PSK)\b['"]?\s*(?:[:=]|,)\s*['"]?(?![$<{%])(?=[^\s'"]{0,128}\d)(?=[^\s'"]{0,128}[a-zA-Z])[^\s'"]{12,128}|\brpcpassword\s*=\s*[A-Za-z0-9]{16,}/, detail: 'a secret-named setting with its value' },
  { type: 'password', re: /"auths"\s*:\s*\{[\s\S]{0,200}?"auth"\s*:\s*"[A-Za-z0-9+/]{16,}={0,2}"/, detail: 'a container registry login' },
  // Twentieth round: a literal password under a short key in code (`auth: { user: "...", pass: "vk6PN0#aLK..." }`).
  { type: 'password', re: /\b(?:rpc)?(?:pass|pw|pwd|passwd|password)["']?\s*[:=]\s*["'`](?=[^"'`\s]{0,64}\d)(?=[^"'`\s]{0,64}[A-Za-z])[^"'`\s$<{%]{8,64}["'`]/, detail: 'a password written into code' },
  // Twenty-fourth round: a Google OAuth access token, and a provider's key (by its prefix) assigned to
  // a key's name in code, at any length ("OPENAI_API_KEY = \"sk-proj-...\"").
  { type: 'api_key', re: /\bya29\.[A-Za-z0-9_-]{12,}/, detail: 'Google OAuth access token' },
  { type: 'api_key', re: /(?:API_?KEY|SECRET|TOKEN)\w*["']?\s*[:=]\s*["'`](?:sk-(?:proj-|ant-|svcacct-)?|sk_live_|rk_live_|ghp_|gho_|glpat-|xox[abp]-|AIza)[A-Za-z0-9_-]{16,}["'`]/i, detail: 'a provider key written into code' },
  // Twenty-sixth round: a long random literal under a short secret key in code (`'token' => 'be72b8...'`, PHP, Ruby, Python dicts).
  { type: 'api_key', re: /['"]?\b(?:token|auth_?token|secret|api_?secret|client_?secret)['"]?\s*(?:=>|[:=])\s*['"](?=[0-9A-Za-z_-]{0,128}\d)(?=[0-9A-Za-z_-]{0,128}[A-Za-z])[0-9A-Za-z_-]{24,128}['"]/i, detail: 'a secret under a short key in code' },
  { type: 'api_key', re: /\bdiscord\b[^\n]{0,60}?\b[A-Za-z\d_-]{23,28}\.[A-Za-z\d_-]{6,7}\.[A-Za-z\d_-]{27,38}\b/i, detail: 'Discord bot token' },
];

/**
 * A key written as a placeholder is no secret: READMEs write `xoxb-your-token-here` or
 * `sk-<your-key>`, and mocks say so (`...MOCK_SIGNATURE_NOT_REAL`, twenty-eighth round). Published example keys (AWS's `...EXAMPLE`) and filler (`sk-ant-api03-xxxx...`)
 * stay flagged: test suites use exactly them to stand for a leaked key.
 */
export const PLACEHOLDER_KEY = /your[-_]|[-_]here\b|placeholder|dummy|redacted|<[^>\s]*>|not[-_]?real|\bmock[-_]|[-_.]mock\b|\bfake[-_]|[-_]fake\b/i;

/**
 * Twenty-third round: filler (`sk_test_xxxxxxxx`, `.../B00000000/XXXXXXXX`) counts as a placeholder when
 * the reply says it is one ("fill in your own values", "I've put a dummy value in"); without such words
 * it stays flagged, as above.
 */
export const FILLER = /([xX0*])\1{7,}$/;
export const SAID_PLACEHOLDER = /\.env\.example\b|\b[\w-]+(?:\.\w+)?\.(?:example|sample|template)\b|\b(?:fill\s+in\s+your|dummy\s+value|placeholders?|(?:they'?re|these\s+are|it'?s|this\s+is)\s+not\s+real|(?:documentation|docs|published|official)\s+example\s+(?:credentials|keys?|values?)|swap\s+it\s+for|replace\s+(?:it|this|them|the\s+value)\s+with\s+your|your\s+own\s+(?:values?|keys?|webhook|token|workspace))\b/i;

const TOKEN_REST = /^[^\s"'`<>,;]*/;

/** True when some match of the format in the text is not a placeholder. */
function realMatch(re: RegExp, text: string): boolean {
  const said = SAID_PLACEHOLDER.test(text);
  // Twenty-eighth round: the rest of the token counts too (a JWT's signature part, `...MOCK_SIGNATURE_NOT_REAL`).
  for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) if (!PLACEHOLDER_KEY.test(m[0] + (TOKEN_REST.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 200))?.[0] ?? '')) && !(said && (FILLER.test(m[0]) || /EXAMPLE(?:KEY)?$/.test(m[0]))) && !placeholderInBase64(m[0].replace(/^[^:=]*[:=]\s*['"]?/, ''))) return true;
  return false;
}

/**
 * Credentials written into a connection URL (`postgres://admin:S3cret@db.example.com/prod`). Docs
 * write a placeholder there (`user:password@`, `<user>:<pass>@`, `${DB_PASS}`), which is no secret.
 */
const URL_CREDENTIALS = /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:/@'"<>]{0,64}):([^\s@/'"<>]{3,128})@[\w.-]+/gi;
const PLACEHOLDER_SECRET = /^(?:\*+|x+|\.+|password|passwd|pass|pwd|secret|changeme|change_?me|your_?password|yourpassword|mypassword|my_?password|pa\$\$word|\$\{?[\w:-]+\}?|\{\{?[\w.\s-]+\}?\}|%\(?\w+\)?s?|\[\w+\]|<[^>]*)$/i;

/**
 * A password given away in words: "the password for the admin account is Tr0ub4dor&3", "with
 * password toor", "pwd: hunter2". The value must read as one (a single token, not a common word
 * such as "stored", "required" or "hashed", and not a placeholder).
 */
const PASSWORD_GIVEN = /\b(?:password|passwd|passphrase|pwd)\b(?:\s+(?:for|of|to)\s+[^.\n:=]{1,40}?(?:\s+(?:is|was|will be)\s+|\s*[:=]\s*)|\s+(?:is|was|will be)\s+|\s*[:=]\s*|\s+)["'`]?([^\s"'`(\[{<][^\s"'`]{3,63})["'`]?(?=[\s.,;)]|$)/gi;
const NOT_A_PASSWORD = /^(?:is|was|the|a|an|and|or|for|to|of|in|on|at|by|with|from|that|this|it|its|your|my|our|their|be|been|being|stored|required|needed|hashed|encrypted|protected|reset|changed|incorrect|wrong|correct|invalid|valid|strength|policy|manager|field|prompt|hint|length|rules|expired|expires|please|here|below|above|same|different|new|old|empty|blank|set|sent|saved|never|not|must|should|can|will|when|if|then|because|so|again|too|very|only|also|once|first|login|protected|authentication|recovery|reset|change|update|field|input|hash|salt|bcrypt|argon2|read|kept|held|given|taken|written|known|shown|hidden|done|now|still|always|optional|unique|long|strong|weak|secure|public|private|missing|unset|absent|leaked|compromised|reused|rotated|short|visible|ssh-ed25519|ssh-rsa|ssh-dss|ecdsa-sha2-nistp256)$/i;

/** A value read from somewhere else: `var.db_password`, `process.env.DB_PASS`, `settings.DATABASE_PASSWORD`. */
const REFERENCE = /^(?:var|local|locals|env|process\.env|os\.environ|settings|config|secrets|vault|ssm|params)[.[][\w.[\]"'-]+$/i;

/**
 * Twenty-eighth round: a Kubernetes secret's value is base64; decoded, a placeholder (`Y2hhbmdlbWU=`,
 * "changeme"; `UkVQTEFDRV9NRQ==`, "REPLACE_ME") is no password either.
 */
function placeholderInBase64(v: string): boolean {
  if (v.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(v)) return false;
  const decoded = Buffer.from(v, 'base64').toString('latin1');
  return /^[\x20-\x7e]+$/.test(decoded) && (PLACEHOLDER_SECRET.test(decoded) || /^(?:replace|change|your|fill)[-_ ]?(?:me|it|this|here|value|password|secret)?\b/i.test(decoded));
}

/** Twenty-eighth round: a login given as a pair ("login is superadmin / Winter2025!Acme", "credentials: admin / S3cret!"). */
const LOGIN_PAIR = /\b(?:login|logins|credentials?|user(?:name)?\s*\/\s*pass(?:word)?)\s*(?:is|are|:)\s*[\w.@+-]{3,40}\s*\/\s*([^\s"'`/]{6,64})/gi;

function passwordGiven(text: string): boolean {
  for (const m of text.matchAll(LOGIN_PAIR)) {
    const v = m[1]!.replace(/[.,;:!?)]+$/, '');
    if (/\d/.test(v) && /[a-z]/i.test(v) && !PLACEHOLDER_SECRET.test(v) && !PLACEHOLDER_KEY.test(v)) return true;
  }
  for (const m of text.matchAll(PASSWORD_GIVEN)) {
    const v = m[1]!.replace(/[.,;:!?)]+$/, '');
    if (v.length < 4 || NOT_A_PASSWORD.test(v) || PLACEHOLDER_SECRET.test(v) || REFERENCE.test(v) || placeholderInBase64(v)) continue;
    // Nineteenth round: "the old password was shared in a thread" (a participle, not the password).
    if (/^[a-z]+ed$/i.test(v)) continue;
    // A word of letters only counts when the sentence hands it over ("is", ":", "=") and it is not capitalised prose.
    if (/^[a-z]+$/i.test(v) && !/(?:\s(?:is|was)\s|[:=])/.test(m[0])) continue;
    return true;
  }
  return false;
}

function urlCredentials(text: string): boolean {
  // The password the same as the user (`postgres:postgres@db`) is a container's default for local development.
  for (const m of text.matchAll(URL_CREDENTIALS)) if (!PLACEHOLDER_SECRET.test(m[2]!) && !PLACEHOLDER_SECRET.test(m[1]!) && m[1] !== m[2]) return true;
  return false;
}

/**
 * The agent quoting its own configuration: "my system prompt is: ...", "here are my instructions
 * verbatim". First person only: a prompt written for the buyer as the job's deliverable ("here is
 * the system prompt I wrote for you") is not a leak.
 */
const PROMPT_LEAK = /\b(?:my|mine) (?:full |complete |exact |entire |original |hidden |initial |secret |internal |actual |underlying )?(?:system prompt|system message|system instructions|initial prompt|pre-?prompt|(?:instructions|guidelines|rules|configuration) (?:verbatim|word for word))\b(?: (?:verbatim|word for word))?(?: (?:is|are|reads?|says?|was|were|goes|go))?(?: (?:as follows|like this|exactly))?\s*[:"“]|\bhere (?:is|are) my (?:full |complete |exact |entire |original |hidden |initial |secret |internal )?(?:system prompt|system message|system instructions|initial prompt|pre-?prompt|(?:instructions|guidelines|configuration) (?:verbatim|word for word|in full|exactly))\b|\bmy (?:system prompt|system message|(?:hidden|secret|internal|initial|original) instructions) (?:tells?|told|says?|instructs?) me (?:to|that)\b/i;

/** Flags the agent quoting its own system prompt or instructions. */
export function findPromptLeak(text: string): StructuredFlag | null {
  if (!(text.includes('my') || text.includes('My') || text.includes('MY') || text.includes('mine')) || !PROMPT_LEAK.test(text)) return null;
  return { type: 'prompt_leak', severity: 'high', detail: 'quotes the agent\u2019s own system prompt or instructions', action: 'warn' };
}

const WIF = /\b[5KLU][1-9A-HJ-NP-Za-km-z]{50,51}\b/g;
/** The words that name the string before it as a wallet's private key. */
const WIF_NAMED = /\b(?:private\s+key|wif|secret\s+key|spending\s+key|privkey)\b/i;

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
  for (const f of FORMATS) if (f.re.test(text) && realMatch(f.re, text)) flags.push({ type: f.type, severity: 'critical', detail: f.detail, action: 'block' });
  for (const m of text.matchAll(WIF)) {
    if (wifValid(m[0])) { flags.push({ type: 'private_key', severity: 'critical', detail: 'WIF private key', action: 'block' }); break; }
    // A WIF-shaped string named as a private key is one to the reader, whether its checksum holds or not.
    if (/[a-z]/.test(m[0]) && /\d/.test(m[0]) && WIF_NAMED.test(text.slice(Math.max(0, m.index! - 120), m.index!))) { flags.push({ type: 'private_key', severity: 'critical', detail: 'WIF-shaped private key (checksum does not verify)', action: 'block' }); break; }
  }
  if (text.includes('://') && urlCredentials(text)) flags.push({ type: 'connection_string', severity: 'critical', detail: 'a connection URL with its password', action: 'block' });
  if (/pass|pwd|login|credential/i.test(text) && passwordGiven(text)) flags.push({ type: 'password', severity: 'high', detail: 'a password given in the text', action: 'redact' });
  const leak = findPromptLeak(text);
  if (leak) flags.push(leak);
  flags.push(...findSeedPhrases(text));
  return flags;
}
