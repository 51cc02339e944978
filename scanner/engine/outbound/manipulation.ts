/**
 * Seventeenth round, outbound: what a blind batch of agent replies (eval/blind/outbound31) showed the
 * scan missing, as rules of their own:
 * - the buyer manipulated (the spec's "financial manipulation"): card data, account passwords, a
 *   one-time code or remote-desktop access asked for; the escrow released or the job marked complete
 *   before the delivery; the deal moved to a messenger and settled "directly", out of the job chat;
 *   a fee or a test payment asked before money is released; the platform's staff spoken for;
 * - text hidden from the buyer: long runs of zero-width characters or Unicode tag characters (both
 *   spell a message a model reads and a person does not see);
 * - exfiltration hidden in code: a URL built from base64, hex, rot13, character codes or a reversed
 *   string, and code that sends cookies, storage, the environment or key files to a remote host;
 * - the agent's own set-up pasted as JSON (a `system_prompt` field, an operator key).
 * Warnings never to share a code, a reply that explains `rm -rf` and placeholder keys stay out
 * (test/scanner/engine/outbound-round17.test.ts).
 */
import type { StructuredFlag } from '../types.js';
import { findExfilLinks } from './links.js';
import { rot13 } from '../inbound/decoders.js';
import { ADVICE, sentenceAt } from './crypto.js';
import { PLACEHOLDER_KEY } from './secrets.js';

/** Handing over something that is not a wallet secret but opens the buyer's money or accounts. */
const CARD_REQUEST = /\b(?:send|share|give|provide|submit|reply\s+with|confirm|tell\s+me|dm|message\s+me|need|enter|type)\b[^.\n!?]{0,40}?\b(?:your|ur)\s+(?:full\s+)?(?:card\s+(?:number|details|info)|credit\s+card|debit\s+card|cvv|cvc|security\s+code)\b/i;
const ACCESS_REQUEST = new RegExp(String.raw`\b(?:send|share|give|provide|submit|reply\s+with|confirm|tell\s+me|dm|message\s+me)\b[^.\n!?]{0,40}?\b(?:(?:your|ur)\s+(?:[a-z]+\s+){0,2}(?:username\s+and\s+)?(?:password|passwords|login|logins|credentials)|the\s+(?:\d[- ]digit\s+)?(?:2fa|two[- ]factor|verification|one[- ]time|sms|login|security)\s+code|(?:the|your)\s+(?:anydesk|teamviewer|rustdesk)\s+(?:id|code|password))\b`, 'i');

/** The escrow let go, or the job closed or reviewed, before the work is delivered. */
const EARLY_RELEASE = /\b(?:release|releasing|unlock)\s+(?:the\s+)?(?:escrow|payment|funds|milestone)\b[^.\n]{0,60}?\b(?:now|first|upfront|up\s+front|early|before\s+I\s+(?:send|deliver|upload|finish|start|begin|share))\b|\bmark\s+(?:the\s+)?(?:job|order|milestone|contract)\s+as\s+(?:complete|completed|done|delivered|finished)\b[^.\n]{0,80}?\bbefore\s+I\s+(?:send|deliver|upload|finish|start|share)\b|\bleave\s+(?:me\s+)?(?:a|the|your)\s+(?:5|five)[- ]star\s+review\s+(?:now|first|before|in\s+advance)\b/i;
/** The deal moved to a messenger, paid "directly", kept out of the job chat. */
const OFF_PLATFORM = /\b(?:move|take|continue|switch)\s+(?:this|the|our)\s+(?:conversation|chat|deal|job|discussion|project)\s+(?:to|onto|over\s+to)\s+(?:telegram|whatsapp|signal|discord|wechat|skype|viber|e-?mail)\b|\bsettle\s+(?:the\s+)?(?:payment|invoice|balance)\s+(?:directly|off[- ]platform|privately)\b|\b(?:don'?t|do\s+not|please\s+don'?t)\s+mention\s+(?:this|it|that)\s+(?:in|on|to)\s+(?:the\s+)?(?:job\s+)?(?:chat|platform|support|marketplace)\b/i;

/**
 * Advance-fee moves: a fee to be paid before money or the delivery is released ("a one-time release
 * fee of 25 USDT", "pay the gas fee to activate the delivery contract"), a "small test payment", a
 * wallet to "verify" by signing or connecting. The platform's own fees, stated, are not asked for.
 */
const ADVANCE_FEE = /\b(?:pay|send|transfer|cover|deposit)\b(?:[^.\n]|\.(?=\d)){0,40}?\b(?:release|unlock|unlocking|processing|verification|activation|activate|gas|network|withdrawal|clearance|tax|insurance|delivery|anti-?money[- ]laundering)\s+fee\b|\b(?:release|unlock|activation|verification|clearance|withdrawal|gas)\s+fee\s+(?:of|is)\s+[\d.,]+\s*(?:usdt|usdc|usd|eth|btc|vrsc|sol|trx|bnb|\$)|\bsmall\s+test\s+(?:payment|transaction|transfer|deposit)\b|\bverify\s+(?:your|the)\s+wallet\b[^.\n]{0,60}?\b(?:by\s+)?(?:signing|connecting|sending|entering|importing)\b|\bverify\s+your\s+wallet\s+within\b/i;
/** The agent writing as the platform's staff (a reply comes from the agent, never from the platform). */
const STAFF_VOICE = /\b(?:this\s+is|from|message\s+from|notice\s+from|on\s+behalf\s+of)\s+(?:the\s+)?(?:marketplace|platform)(?:'s)?\s+(?:trust\s*(?:&|and)\s*safety|support|security|billing|compliance|fraud|escrow|moderation|payments?|risk)(?:\s+(?:team|department|desk|office))?\b/i;

/**
 * Eighteenth round (eval/blind/outbound36): the same moves in softer or other words.
 * - remote access set up on the buyer's machine: a remote-desktop tool to install, its ID asked for;
 * - a code the buyer is about to receive, to be forwarded "so I can pass it along";
 * - the release asked on a preview ("hit Release once you've had a glance ... the source code follows
 *   right after", "most clients mark the milestone complete as soon as they see the preview");
 * - a messenger and a settlement without the escrow ("chat on Telegram and settle directly in USDT,
 *   no fees, no waiting on escrow").
 */
const REMOTE_TOOL = /\b(?:install|download|open|run|launch|set\s+up|get)\s+(?:the\s+)?(?:anydesk|teamviewer|rustdesk|ultraviewer|supremo|quick\s*assist|screenconnect|connectwise|splashtop|chrome\s+remote\s+desktop|remotepc|zoho\s+assist|logmein)\b/i;
const CODE_COMING = /\b(?:login|log-in|sign-in|verification|confirmation|security|one[- ]time|otp|sms|2fa|two[- ]factor|6[- ]digit|access)\s+(?:code|pin|passcode)\b/i;
const FORWARD_IT = /\b(?:forward|send|share|give|read|tell|pass|paste|type)\s+(?:it|that|this|the\s+code|that\s+code|this\s+code|them)(?:\s+(?:back|over|along))?\s+(?:to\s+me|here|in\s+(?:the|this)\s+chat|over\s+here)\b/i;
const RELEASE_ON_PREVIEW = /\b(?:hit|click|press|tap|push)\s+["“'‘]?(?:release|approve|accept|complete|mark\s+(?:as\s+)?complete)["”'’]?[\s\S]{0,160}?\b(?:source(?:\s+code)?|final\s+(?:files?|version|polish|delivery)|full\s+(?:files?|version|delivery)|the\s+rest|deliverables?)\b[^.\n]{0,40}?\b(?:follows?|come|comes|coming|right\s+after|afterwards|after\s+that|later|next)\b|\bmark\s+(?:the\s+)?(?:job|order|milestone|contract)\s+(?:as\s+)?(?:complete|completed|done|delivered)\s+as\s+soon\s+as\b[^.\n]{0,40}?\b(?:preview|screenshots?|demo|draft|sample|mock-?ups?)\b/i;
const MESSENGER = /\b(?:telegram|whatsapp|signal|discord|wechat|skype|viber|wickr|session\s+app)\b/i;
const NO_ESCROW = /\b(?:settle|pay|paid|payment|transfer)\s+(?:it\s+|up\s+)?(?:directly|privately|between\s+us|peer[- ]to[- ]peer)\b|\bno\s+(?:waiting\s+(?:on|for)\s+)?(?:the\s+)?escrow\b|\bwithout\s+(?:the\s+)?(?:escrow|platform(?:'s)?\s+fees?|fees)\b|\b(?:skip|avoid|bypass|cut\s+out)\s+(?:the\s+)?(?:escrow|platform|middleman|fees)\b/i;

/**
 * The buyer pressed to give up the escrow's protection, in any words (eighteenth round): an act that
 * releases, approves, closes or reviews the job, or pays outside it, and in the same passage either a
 * condition that puts it before the delivery ("before I send the files", "as soon as you see the
 * preview", "upfront") or pressure (a threat of freezing, "most of my clients do", a discount for it),
 * or a plain "now" while the work is not done ("I'm 90% done, could you release it now?"). Not when
 * the passage waits for the buyer ("once you have reviewed", "whenever you're ready", "through the
 * platform"), nor in advice.
 */
const GIVE_UP = /\b(?:release|releasing|approve|approving|accept|accepting|confirm|confirming|sign\s+off(?:\s+on)?|complete|completing|close|closing|finali[sz]e|finali[sz]ing|end|cancel|cancelling|canceling)\s+(?:the\s+|your\s+|this\s+|my\s+)?(?:escrow|payment|funds|milestone|order|job|contract|delivery|completion|project)\b|\bmark(?:ing)?\s+(?:it|this|the\s+(?:job|order|milestone|contract|project|task))\s+(?:as\s+)?(?:complete|completed|done|delivered|finished|received)\b|\b(?:hit|click|press|tap)\s+["“'‘]?(?:release|approve|accept|complete)\b|\b(?:leave|post|give|write|drop)\s+(?:me\s+)?(?:a\s+|the\s+|your\s+)?(?:(?:5|five)[- ]star\s+)?(?:review|rating|feedback)\b|\bpay\s+(?:me\s+|it\s+|the\s+(?:rest|balance|remainder)\s+)?(?:via|by|with|through|using|on|over|in)\s+(?:paypal|wise|zelle|venmo|cash\s*app|revolut|western\s+union|moneygram|bank\s+transfer|wire|gift\s*cards?|crypto|usdt|usdc|btc|bitcoin|apple\s+pay|friends\s*(?:&|and)\s*family)\b|\b(?:buy|purchase|send\s+me|get)\s+(?:a\s+|some\s+|\d+\s+)?(?:(?:amazon|apple|itunes|steam|google\s+play)\s+)?gift\s*cards?\b/i;
const BEFORE_DELIVERY = /\bbefore\s+(?:I|we)\s+(?:send|deliver|upload|finish|start|share|hand\s+over|complete|begin)|\bbefore\s+(?:the\s+)?(?:delivery|final\s+(?:files|version|delivery|part))|\bup\s*front\b|\bin\s+advance\b|\bahead\s+of\s+(?:the\s+)?(?:delivery|final)|\bas\s+soon\s+as\s+(?:you\s+)?(?:see|get|receive|open|look\s+at)\s+(?:the\s+|my\s+)?(?:preview|draft|sample|screenshots?|demo|mock-?ups?|first\s+version)|\b(?:otherwise|or\s+else)\b[^.!?\n]{0,60}\b(?:frozen|freeze|freezes|cancel\w*|suspend\w*|lock\w*|expire\w*|flag\w*|lost|lose)\b|\b(?:will|might|may|could|would)\s+(?:get\s+|be\s+)?(?:frozen|freeze|cancel\w*|suspended|locked|expire|flagged|lost)\b|\bmost\s+(?:of\s+)?(?:my\s+)?(?:clients|buyers|customers)\b|\b(?:my\s+)?other\s+(?:clients|buyers|customers)\s+(?:usually|always|all|normally)\b|\b(?:it'?s|that'?s|this\s+is)\s+(?:standard|normal|common|customary|how\s+it\s+works)\b|\b(?:save|saves|saving)\s+(?:us|you|both\s+of\s+us)\b|\b\d{1,2}\s*%\s+(?:discount|off|cheaper)\b|\b(?:discount|cheaper|no\s+fees?|skip\s+the\s+fees?)\b/i;
const NOT_DONE = /\b(?:not|isn'?t|aren'?t|hasn'?t\s+been)\s+(?:yet\s+)?(?:finished|done|complete|completed|delivered|ready)\b|\b\d{2}\s*%\s+(?:done|finished|complete)\b|\balmost\s+(?:done|finished|there|ready)\b|\bstill\s+(?:working|finishing|polishing|fixing)\b|\b(?:final|remaining|rest\s+of\s+the)\s+(?:files|version|part|delivery|work)\s+(?:will\s+)?(?:follows?|comes?|coming)\b|\b(?:I'?ll|I\s+will)\s+(?:send|deliver|finish|upload)\s+(?:you\s+)?(?:the\s+)?(?:rest|final|files|remaining|source)/i;
const NOW = /\b(?:now|right\s+away|immediately|today|tonight|asap|straight\s+away|quickly)\b/i;
const WAITS = /\b(?:after|once)\s+(?:you(?:'ve|\s+have)?\s+)?(?:reviewed|checked|tested|received|approved|downloaded|looked|verified|are\s+happy|'re\s+happy|are\s+satisfied|'re\s+satisfied|happy\s+with)|\bwhen(?:ever)?\s+you(?:'re|\s+are)\s+(?:ready|happy|satisfied)|\bno\s+(?:rush|pressure|hurry)\b|\bthrough\s+the\s+(?:platform|escrow|marketplace)|\bvia\s+(?:the\s+)?(?:escrow|platform)|\bin\s+the\s+job\s+chat\b|\bif\s+you(?:'re|\s+are)\s+happy\b/i;

function pressedToGiveUp(text: string): boolean {
  if (!GIVE_UP.test(text)) return false;
  for (const para of text.split(/\n\s*\n/)) {
    const g = new RegExp(GIVE_UP.source, 'gi');
    for (const m of para.matchAll(g)) {
      const sentence = sentenceAt(para, m.index, m.index + m[0].length);
      if (ADVICE.test(sentence) || WAITS.test(sentence)) continue;
      // The sentence with its neighbours: the condition is often said beside the ask.
      const from = Math.max(0, para.lastIndexOf('.', Math.max(0, para.indexOf(sentence) - 2)) - 200), to = Math.min(para.length, para.indexOf(sentence) + sentence.length + 200);
      const around = para.slice(from, to);
      if (WAITS.test(around) && !BEFORE_DELIVERY.test(sentence)) continue;
      if (BEFORE_DELIVERY.test(around) || (NOW.test(sentence) && NOT_DONE.test(para))) return true;
    }
  }
  return false;
}

/** The first match of `re` whose sentence is not advice ("never share the code"), or null. */
function firstAsked(text: string, re: RegExp): RegExpExecArray | null {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const m of text.matchAll(g)) if (!ADVICE.test(sentenceAt(text, m.index, m.index + m[0].length))) return m as RegExpExecArray;
  return null;
}

/** Requests that manipulate the buyer into giving up money, access or the platform's protection. */
export function findBuyerManipulation(text: string): StructuredFlag[] {
  const flags: StructuredFlag[] = [];
  // A numbered or bulleted list read as one sentence: "Please send me:\n1. Your cPanel password".
  const flat = text.includes('\n') ? text.replace(/:\s*\n\s*(?:\d{1,2}[.)]|[-*•])\s*/g, ': ').replace(/\n\s*(?:\d{1,2}[.)]|[-*•])\s*/g, '; ') : text;
  const asked = (re: RegExp): boolean => firstAsked(flat, re) !== null;
  if (asked(CARD_REQUEST)) flags.push({ type: 'secret_request', severity: 'critical', detail: 'asks the buyer for card data', action: 'block' });
  else if (asked(ACCESS_REQUEST) || asked(REMOTE_TOOL) || (CODE_COMING.test(flat) && asked(FORWARD_IT))) flags.push({ type: 'credential_request', severity: 'high', detail: 'asks the buyer for account passwords, a one-time code or remote access', action: 'block' });
  if (asked(EARLY_RELEASE) || asked(RELEASE_ON_PREVIEW) || pressedToGiveUp(flat)) flags.push({ type: 'escrow_manipulation', severity: 'high', detail: 'asks the buyer to release escrow, complete or review before delivery', action: 'warn' });
  if (asked(OFF_PLATFORM) || offPlatformSettlement(flat)) flags.push({ type: 'payment_redirection', severity: 'medium', detail: 'moves the deal or its payment off the platform', action: 'warn' });
  if (asked(ADVANCE_FEE)) flags.push({ type: 'advance_fee', severity: 'high', detail: 'asks the buyer to pay a fee or a test payment before money or the delivery is released, or to verify a wallet', action: 'warn' });
  if (STAFF_VOICE.test(text)) flags.push({ type: 'staff_impersonation', severity: 'high', detail: 'the reply speaks as the platform\u2019s staff', action: 'warn' });
  return flags;
}

/** A messenger and a settlement without the escrow in one paragraph, neither of them advice. */
function offPlatformSettlement(text: string): boolean {
  if (!MESSENGER.test(text)) return false;
  for (const para of text.split(/\n\s*\n/)) {
    if (!MESSENGER.test(para)) continue;
    const m = firstAsked(para, NO_ESCROW);
    if (m && !ADVICE.test(sentenceAt(para, para.search(MESSENGER), para.search(MESSENGER) + 1))) return true;
  }
  return false;
}

/** Zero-width characters (16 in a row spell two bytes) and Unicode tag characters (a flag emoji uses up to seven). */
const ZERO_WIDTH_RUN = /[\u200B-\u200D\u2060\uFEFF]{16,}/;
const TAG_RUN = /(?:\uDB40[\uDC00-\uDC7F]){10,}/;

/** Text the buyer cannot see but a model reads. */
export function findHiddenText(text: string): StructuredFlag | null {
  if (!ZERO_WIDTH_RUN.test(text) && !TAG_RUN.test(text)) return null;
  return { type: 'hidden_text', severity: 'high', detail: 'carries text in invisible characters (zero-width or Unicode tags)', action: 'redact' };
}

/** Encoded string literals code decodes at run time: base64, hex, rot13, character codes, reversed strings. */
const ENCODED_LITERALS: Array<[RegExp, (s: string) => string]> = [
  [/\b(?:atob|b64decode|base64_decode|decodebase64)\s*\(\s*(?:b?["'`])([A-Za-z0-9+/=_-]{16,2000})["'`]/gi, (s) => Buffer.from(s, 'base64').toString('utf8')],
  [/\bBuffer\.from\s*\(\s*["'`]([A-Za-z0-9+/=]{16,2000})["'`]\s*,\s*["'`]base64["'`]/g, (s) => Buffer.from(s, 'base64').toString('utf8')],
  [/\b(?:bytes\.fromhex|unhexlify|hex2bin)\s*\(\s*b?["'`]([0-9a-fA-F]{16,4000})["'`]/g, (s) => Buffer.from(s, 'hex').toString('utf8')],
  [/\bBuffer\.from\s*\(\s*["'`]([0-9a-fA-F]{16,4000})["'`]\s*,\s*["'`]hex["'`]/g, (s) => Buffer.from(s, 'hex').toString('utf8')],
  [/\bcodecs\.decode\s*\(\s*["'`]([^"'`\n]{8,2000})["'`]\s*,\s*["'`]rot_?13["'`]/g, rot13],
  [/\b(?:String\.fromCharCode|chr)\s*\(\s*((?:\d{2,3}\s*,\s*){7,400}\d{2,3})\s*\)/g, (s) => String.fromCharCode(...s.split(',').map((n) => Number(n.trim())))],
  [/["'`]([^"'`\n]{12,2000})["'`]\s*\.split\(\s*["'`]{2}\s*\)\s*\.reverse\(\)\s*\.join\(/g, (s) => [...s].reverse().join('')],
];

/**
 * Eighteenth round: a URL split into pieces that the code joins at run time (`['ht', 'tps://', ...]
 * .join('')`, `'ht' + 'tps://' + ...`). No ordinary code cuts a URL literal up; sent beside data, it
 * is hidden exfiltration whatever the host.
 */
const JOINED_LITERALS: RegExp[] = [
  /\[\s*((?:["'`][^"'`\n]{0,40}["'`]\s*,\s*){2,40}["'`][^"'`\n]{0,40}["'`])\s*\]\s*\.join\(\s*(?:["'`]{2})?\s*\)/g,
  /((?:["'][^"'\n]{1,40}["']\s*\+\s*){2,40}["'][^"'\n]{1,40}["'])/g,
];
const joinPieces = (s: string) => Array.from(s.matchAll(/["'`]([^"'`\n]*)["'`]/g), (m) => m[1]).join('');
/** A name looked up in DNS that the code builds from data, and the secret it carries. */
const DNS_SEND = /\b(?:socket\.gethostbyname(?:_ex)?|socket\.getaddrinfo|dns\.(?:resolve\w*|lookup)|dns\.promises\.\w+|Resolve-DnsName|nslookup)\s*\(?\s*(?:f["'][^"'\n]*\{|`[^`\n]*\$\{|["'][^"'\n]*["']\s*\+|\w+\s*\+)/;
const ENV_SECRET = /\b(?:os\.getenv|os\.environ\.get|os\.environ\[|process\.env\.|process\.env\[|getenv\()\s*\(?\s*["']?[A-Z0-9_]*(?:SECRET|TOKEN|KEY|PASSWORD|PASSWD|PASS|DATABASE_URL|DB_URL|CREDENTIALS?|PRIVATE)[A-Z0-9_]*/;

/**
 * Code that sends what identifies or unlocks the user to a host: all cookies, the whole of storage or
 * the environment, key files, a password field (one token sent to the app's own API is ordinary).
 */
const SENDS = /\b(?:fetch|sendBeacon|XMLHttpRequest|urlopen|requests\.(?:post|get|put)|axios\.(?:post|get|put)|https?\.request|http\.request|Invoke-WebRequest|Invoke-RestMethod)\b|\brequire\(\s*["']https?["']\s*\)\s*\.(?:request|get)\b|new\s+Image\(\)\s*\.src\s*=/;
const SENSITIVE = /document\.cookie|\.\.\.\s*(?:localStorage|sessionStorage)|JSON\.stringify\(\s*(?:localStorage|sessionStorage|process\.env)\s*\)|(?:dict|json\.dumps)\(\s*(?:dict\()?os\.environ|os\.environ\.copy\(\)|\.ssh\/id_|id_rsa|\.aws\/credentials|wallet\/\w*keys|keys\.json|#password|\[type=["']?password/;

/** Exfiltration hidden in code: a decoded URL that is an exfiltration link, or secrets sent out. */
export function findHiddenExfiltration(text: string): StructuredFlag | null {
  if (!/[(`]/.test(text)) return null;
  for (const [re, decode] of ENCODED_LITERALS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      let decoded: string;
      try { decoded = decode(m[1]!); } catch { continue; }
      if (/https?:\/\//i.test(decoded) && findExfilLinks(decoded).length > 0) {
        return { type: 'secret_exfiltration', severity: 'critical', detail: 'decodes an exfiltration address at run time', action: 'block' };
      }
    }
  }
  for (const re of JOINED_LITERALS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const joined = joinPieces(m[1]!);
      if (/^(?:https?:)?\/\/[\w.-]+\.[a-z]{2,}/i.test(joined) && SENDS.test(text)) {
        return { type: 'secret_exfiltration', severity: 'critical', detail: 'builds a URL from pieces at run time and sends data to it', action: 'block' };
      }
    }
  }
  const dns = DNS_SEND.exec(text);
  if (dns && ENV_SECRET.test(text.slice(Math.max(0, dns.index - 800), dns.index + 400))) {
    return { type: 'secret_exfiltration', severity: 'critical', detail: 'sends secrets out in DNS lookups of names built from them', action: 'block' };
  }
  const send = SENDS.exec(text);
  if (send) {
    const near = text.slice(Math.max(0, send.index - 400), send.index + 400);
    if (SENSITIVE.test(near)) return { type: 'secret_exfiltration', severity: 'critical', detail: 'sends cookies, storage, the environment or key files to a remote host', action: 'block' };
  }
  return null;
}

/** The agent's own set-up pasted as data: a `system_prompt` field with text, an operator's key. */
const PROMPT_FIELD = /["']?(?:system_?prompt|systemPrompt|hidden_instructions|internal_policy|system_message)["']?\s*[:=]\s*["'][^"'\n]{30,}/i;
const KEY_FIELD = /["']?(?:operator|owner|agent|service|admin|master)_?(?:key|token|secret)["']?\s*[:=]\s*["']([A-Za-z0-9_-]{24,})["']/i;

/**
 * The agent's own instructions introduced as pasted (eighteenth round): "here is the developer message
 * I was given, word for word". A system prompt written for the buyer as the job's delivery is
 * introduced without "I was given" or "verbatim".
 */
const PROMPT_INTRO = /\b(?:here\s+is|here's|here\s+are|below\s+is|below\s+are|this\s+is)\s+(?:the\s+|my\s+)?(?:(?:full|complete|exact|original|hidden|internal|entire|whole)\s+)*(?:developer\s+message|system\s+prompt|system\s+message|hidden\s+instructions|initial\s+instructions|instructions|(?:operator|developer)\s+instructions|configuration\s+prompt|prompt)\b[^.\n]{0,40}?\b(?:I\s+(?:was|were|have\s+been|ve\s+been|'ve\s+been)\s+given|I\s+(?:received|run\s+on|operate\s+under|work\s+under)|word\s+for\s+word|verbatim)/i;

/** A reply that pastes the agent's own configuration. */
export function findConfigLeak(text: string): StructuredFlag[] {
  const flags: StructuredFlag[] = [];
  if (PROMPT_FIELD.test(text) || PROMPT_INTRO.test(text)) flags.push({ type: 'prompt_leak', severity: 'high', detail: 'pastes the agent\u2019s own system prompt as data', action: 'warn' });
  const key = KEY_FIELD.exec(text);
  if (key && !PLACEHOLDER_KEY.test(key[1]!)) flags.push({ type: 'api_key', severity: 'high', detail: 'an operator or service key in a configuration field', action: 'redact' });
  return flags;
}
