/** Personal data found in outbound text: SSNs, card numbers, IBANs, e-mail addresses, phone numbers, UK National Insurance numbers and bank accounts. */
import type { StructuredFlag } from '../types.js';

/** Luhn checksum over a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (dbl) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}

/** US SSN validity rules: area not 000, 666 or 900-999; group not 00; serial not 0000; no well-known fakes. */
export function ssnValid(area: string, group: string, serial: string): boolean {
  const a = Number(area);
  if (a === 0 || a === 666 || a >= 900) return false;
  if (group === '00' || serial === '0000') return false;
  if (`${area}${group}${serial}` === '123456789' || `${area}${group}${serial}` === '078051120') return false;
  return true;
}

const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** IBAN check: known country length and ISO 7064 mod 97 = 1. */
export function ibanValid(iban: string): boolean {
  const s = iban.replace(/[\s-]/g, '').toUpperCase();
  const len = IBAN_LENGTHS[s.slice(0, 2)];
  if (len === undefined || s.length !== len || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rem = (rem * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

const SSN = /(?<![\d-])(\d{3})([- ]?)(\d{2})\2(\d{4})(?![\d-])/g;
const SSN_CONTEXT = /\b(?:ssn|social security|soc sec|ss#|taxpayer|tin)\b/i;
const CARD = /(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])/g;
const CARD_CONTEXT = /\b(?:card|visa|mastercard|master card|amex|american express|discover|diners|jcb|maestro|credit|debit|cc|pan)\b/i;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{2,4}){3,8}\b/gi;
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}\b/g;
const PHONE = /(?<![\w+-])(?:\+|00)?(?:\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)|\d{2,4})[\s.-]?\d{2,4}[\s.-]?\d{2,5}(?:\s?(?:x|ext\.?)\s?\d{1,6})?(?![\w-])/g;

/**
 * Values published for tests (the card networks' test numbers, example.com addresses, 555-01xx
 * numbers) stay flagged: test suites and red-team checks use exactly them to stand for a real leak.
 */
/** UK National Insurance numbers and sort code + account pairs, beside their names. */
const NINO = /\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g;
const NINO_CONTEXT = /\b(?:NI|NINO|national insurance)\b/i;
/** Dutch BSN: nine digits passing the eleven test, beside its name. */
const BSN = /(?<![\d-])\d{9}(?![\d-])/g;
const BSN_CONTEXT = /\b(?:bsn|burgerservicenummer|sofi(?:nummer)?|citizen service number)\b/i;
function bsnValid(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (9 - i) * (d.charCodeAt(i) - 48);
  return (sum - (d.charCodeAt(8) - 48)) % 11 === 0 && d !== '000000000';
}
const SORT_CODE_ACCOUNT = /\bsort ?code\b[:\s]*\d{2}-\d{2}-\d{2}\b[^\n]{0,30}?\b\d{8}\b/gi;
/** Nineteenth round: rows of a table whose header names the sort code ("Name,Sort Code,Account Number"). */
const SORT_CODE_ROW = /\b\d{2}-\d{2}-\d{2}[,;|\t ]+\d{8}\b/g;
/** An Italian codice fiscale: six letters, two digits, a month letter, two digits, a letter, three digits, a check letter. */
const CODICE_FISCALE = /\b[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]\b/g;
/** A South African ID number (13 digits, date of birth first, Luhn) named as an ID just before it. */
const ZA_ID = /(?<=\bID(?: (?:no\.?|number))?[:\s]\s?)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{7}\b/g;
/** Exactly four dotted groups: "01.84.17.61.18" is a French phone number, not a host. */
const IPV4 = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?(?![\d]|\.\d)/g;

/** Masks all but the last four characters, so details never carry the full value. */
export function mask(value: string): string {
  const v = value.replace(/\s+/g, '');
  return v.length <= 4 ? '****' : `${'*'.repeat(Math.min(v.length - 4, 12))}${v.slice(-4)}`;
}

const REMOTE_LOGIN = /\b(?:ssh|scp|sftp|rsync|ssh-copy-id|mosh|telnet)(?:\s+-{1,2}[\w-]+(?:\s+(?!-)[^\s@]+)?)*\s+(?:\S+\s+)?$/;

const URL_SPAN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`]+/gi;

/** A passport number: 8 or 9 letters and digits with a digit (most countries), or 9 digits. */
const PASSPORT_VALUE = /^(?=[A-Z0-9]*\d)[A-Z0-9]{8,9}$/;
const PASSPORT_LABEL = /\bpassport\s*(?:no\.?|number|num|#)?\s*[:=]\s*([A-Z0-9]{8,9})\b/gi;

/** Passport numbers under a label ("Passport No.: C01X00T47") or in the column a table header names. */
function passportNumbers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PASSPORT_LABEL)) if (PASSPORT_VALUE.test(m[1]!)) out.push(m[1]!);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const sep = lines[i]!.includes('|') ? '|' : lines[i]!.includes('\t') ? '\t' : lines[i]!.includes(',') ? ',' : null;
    if (!sep || !/passport/i.test(lines[i]!)) continue;
    const column = lines[i]!.split(sep).findIndex((c) => /passport/i.test(c));
    for (let j = i + 1; j < lines.length && lines[j]!.includes(sep); j++) {
      const cell = lines[j]!.split(sep)[column]?.trim() ?? '';
      if (PASSPORT_VALUE.test(cell)) out.push(cell);
    }
  }
  return out;
}

/** Finds personal data; each flag's detail carries only a masked value. */
export function findPii(text: string, whitelisted: readonly string[] = []): StructuredFlag[] {
  const flags: Found[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  // IBANs first: their digits are no card number.
  for (const m of text.matchAll(IBAN)) {
    // The greedy match may swallow a following word; shorten group by group until the checksum holds.
    let candidate = m[0];
    while (candidate.replace(/[\s-]/g, '').length >= 15 && !ibanValid(candidate)) candidate = candidate.replace(/[ -]?[A-Z0-9]{1,4}$/i, '');
    if (!ibanValid(candidate) || overlaps(m.index!, m.index! + candidate.length)) continue;
    taken.push([m.index!, m.index! + candidate.length]);
    flags.push({ type: 'iban', severity: 'high', detail: `IBAN ${candidate.slice(0, 2).toUpperCase()}…${mask(candidate)}`, action: 'redact', value: candidate });
  }
  for (const m of text.matchAll(CARD)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19 || !luhnValid(digits) || /^(\d)\1+$/.test(digits) || overlaps(m.index!, m.index! + m[0].length)) continue;
    // Twenty-fourth round: a number written with a leading '+' is an international phone number.
    if (text[m.index! - 1] === '+' || /\+\s?$/.test(text.slice(Math.max(0, m.index! - 2), m.index))) continue;
    // Known issuer prefixes only: Luhn alone passes one random number in ten.
    const context = CARD_CONTEXT.test(text.slice(Math.max(0, m.index! - 40), m.index!));
    if (!context && !/^(?:4|5[1-5]|2[2-7]|3[47]|3[0689]|6(?:011|5|4[4-9]|2)|35|50|5[6-8]|6[37]|9|1800|2131)/.test(digits)) continue;
    taken.push([m.index!, m.index! + m[0].length]);
    flags.push({ type: 'credit_card', severity: 'critical', detail: `card number ${mask(digits)} (Luhn valid)`, action: 'redact', value: digits });
  }
  for (const m of text.matchAll(SSN)) {
    const [all, area, sep, group, serial] = m;
    if (overlaps(m.index!, m.index! + all.length) || !ssnValid(area!, group!, serial!)) continue;
    // Nine bare digits are too common (order ids, phone numbers); require a separator or nearby context.
    if (sep === '' && !SSN_CONTEXT.test(text.slice(Math.max(0, m.index! - 40), m.index!))) continue;
    taken.push([m.index!, m.index! + all.length]);
    flags.push({ type: 'ssn', severity: 'critical', detail: `social security number ${mask(all)}`, action: 'redact' });
  }
  for (const m of text.matchAll(EMAIL)) {
    // `user@host` of a remote login or copy (`ssh deploy@host`, `git@github.com:org/repo`) is a login, not a person's address.
    // Nor is the `password@host` of a connection URL (`mongodb://root:hunter2@cluster0...`): a secret, flagged as one.
    if (text[m.index! + m[0].length] === ':' || REMOTE_LOGIN.test(text.slice(Math.max(0, m.index! - 40), m.index!)) || /:\/\/[^\s/@]*:$/.test(text.slice(Math.max(0, m.index! - 80), m.index!))) continue;
    taken.push([m.index!, m.index! + m[0].length]);
    // A domain that says "your" (`hello@yourdomain.com`, `noreply@your-shop.com`) is a placeholder to fill in.
    if (/(?:^|[.-])your[a-z-]*\./i.test(m[0].split('@')[1]!)) continue;
    flags.push({ type: 'email', severity: 'medium', detail: `e-mail address at ${m[0].split('@')[1]}`, action: 'redact', value: m[0] });
  }
  // Each number needs the name of the scheme just before it, or a table of two or more under a header that names it.
  const ninos = NINO_CONTEXT.test(text) ? [...text.matchAll(NINO)] : [];
  for (const m of ninos) {
    if (overlaps(m.index!, m.index! + m[0].length) || (ninos.length < 2 && !NINO_CONTEXT.test(text.slice(Math.max(0, m.index! - 40), m.index!)))) continue;
    taken.push([m.index!, m.index! + m[0].length]);
    flags.push({ type: 'national_id', severity: 'critical', detail: `UK National Insurance number ${mask(m[0])}`, action: 'redact' });
  }
  if (BSN_CONTEXT.test(text)) for (const m of text.matchAll(BSN)) {
    if (overlaps(m.index!, m.index! + m[0].length) || !bsnValid(m[0]) || !BSN_CONTEXT.test(text.slice(Math.max(0, m.index! - 40), m.index!))) continue;
    taken.push([m.index!, m.index! + m[0].length]);
    flags.push({ type: 'national_id', severity: 'critical', detail: `Dutch citizen service number (BSN) ${mask(m[0])}`, action: 'redact' });
  }
  if (/sort ?code/i.test(text)) for (const re of [SORT_CODE_ACCOUNT, SORT_CODE_ROW]) for (const m of text.matchAll(re)) {
    if (overlaps(m.index!, m.index! + m[0].length)) continue;
    taken.push([m.index!, m.index! + m[0].length]);
    flags.push({ type: 'bank_account', severity: 'high', detail: `sort code and account number ${mask(m[0].replace(/\D/g, ''))}`, action: 'redact' });
  }
  for (const m of text.matchAll(CODICE_FISCALE)) {
    if (overlaps(m.index!, m.index! + m[0].length)) continue;
    taken.push([m.index!, m.index! + m[0].length]);
    flags.push({ type: 'national_id', severity: 'critical', detail: `Italian codice fiscale ${mask(m[0])}`, action: 'redact' });
  }
  if (text.includes('ID')) for (const m of text.matchAll(ZA_ID)) {
    if (overlaps(m.index!, m.index! + m[0].length) || !luhnValid(m[0])) continue;
    taken.push([m.index!, m.index! + m[0].length]);
    flags.push({ type: 'national_id', severity: 'critical', detail: `South African ID number ${mask(m[0])}`, action: 'redact' });
  }
  // Twentieth round: passport numbers, under a "Passport No." label or in a table column so headed.
  if (/passport/i.test(text)) for (const value of passportNumbers(text)) {
    const at = text.indexOf(value);
    if (overlaps(at, at + value.length)) continue;
    taken.push([at, at + value.length]);
    flags.push({ type: 'passport_number', severity: 'critical', detail: `passport number ${mask(value)}`, action: 'redact', value });
  }
  // IPv4 addresses and ranges ("198.51.100.0/24") are hosts, not phone numbers.
  if (/\d\.\d/.test(text)) for (const m of text.matchAll(IPV4)) taken.push([m.index!, m.index! + m[0].length]);
  // A URL's host and path name documents and pages ("/invoices/2024-0042.pdf"), not people; its query
  // string can carry anything, so a phone number there still counts.
  const urlPaths: Array<[number, number]> = [];
  if (text.includes('://')) {
    for (const u of text.matchAll(URL_SPAN)) {
      const query = u[0].search(/[?#]/);
      urlPaths.push([u.index!, u.index! + (query < 0 ? u[0].length : query)]);
    }
  }
  for (const m of text.matchAll(PHONE)) {
    const s = m.index!, e = s + m[0].length;
    if (overlaps(s, e) || urlPaths.some(([a, b]) => s >= a && e <= b)) continue;
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Version and build numbers ("10.0.19045.4529"): dots only, with a one-digit or five-digit group.
    if (/^[\d.]+$/.test(m[0].trim()) && m[0].trim().split('.').some((g) => g.length === 1 || g.length >= 5)) continue;
    // Invoice, order and ticket numbers ("Invoice no. 2024-08-017").
    // Twenty-eighth round: in other languages too ("Rechnung Nr. 2024-031", "facture n° ..."), and tax
    // numbers ("USt-IdNr.: DE 287 445 910", "VAT no. GB 123 4567 89"), which name a business, not a line.
    if (/\b(?:invoice|order|ticket|ref|reference|booking|case|po|sku|part|model|item|serial|batch|lot|article|art|rechnung|bestellung|auftrag|facture|commande|factura|pedido|fattura|ordine|fatura|encomenda|faktura|zam[oó]wienie)\s*(?:no\.?|nr\.?|n[°º]\.?|núm\.?|number|nummer|numéro|número|numero|#)?\s*[.:#]?\s*$/i.test(text.slice(Math.max(0, s - 20), s))) continue;
    if (/\b(?:vat|ust|ust-?id(?:nr)?|ust\.?-?idnr|tva|iva|nif|cif|tax\s*id|steuer-?(?:nummer|nr)|btw|moms)\b[^\n\d]{0,14}$/i.test(text.slice(Math.max(0, s - 30), s))) continue;
    // A phone number has separators or a leading + (bare digit runs are usually ids or amounts); dates are not phones.
    // Part of a card-shaped run of digit groups (e.g. a Luhn-invalid 16-digit number): not a phone.
    let a = s, b = e;
    // Card-shaped runs are short: look at most 24 characters either side (a long run of digit groups
    // would otherwise be walked again for every phone-shaped match in it).
    while (a > 0 && s - a < 24 && /[\d .-]/.test(text[a - 1]!)) a--;
    while (b < text.length && b - e < 24 && /[\d .-]/.test(text[b]!)) b++;
    if (/\d{4}([ -]?)\d{4}\1\d{4}\1\d{1,7}/.test(text.slice(a, b))) continue;
    if (/^\d{3}[- ]\d{2}[- ]\d{4}$/.test(m[0].trim())) continue; // SSN shape, valid or not: never a phone
    if (!/[\s().+-]/.test(m[0].trim()) || /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/.test(m[0].trim()) || /^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/.test(m[0].trim())) continue;
    // A house number on one line and a postcode on the next ("Via Garibaldi 14\n10122 Torino") is an address.
    if (m[0].includes('\n')) continue;
    taken.push([s, e]);
    flags.push({ type: 'phone_number', severity: 'medium', detail: `phone number ${mask(digits)}`, action: 'redact', value: m[0] });
  }
  // A value the job whitelists (the seller's own payout IBAN) is the job's, not someone's personal data.
  const allowed = new Set(whitelisted.map(squash));
  return notTheirs(text, flags).filter((f) => f.value === undefined || !allowed.has(squash(f.value))).map(({ value: _, ...f }) => f);
}

/**
 * Data the reply says is made up ("fictional", "dummy", "placeholders", "Faker", "test cards"), in
 * the values kept for it: documentation domains (RFC 2606 and 6761), 555-01xx and zero-filled numbers,
 * the card networks' published test numbers. Without such words those values stay flagged: they are
 * what a leak looks like in a test suite.
 */
const MADE_UP = /\b(?:fictional|fictitious|made[- ]up|dummy|fake (?:data|names?|records?|users?|people|customers?|entries|rows|details|contacts?)|placeholders?|not (?:tied to )?(?:a )?real (?:people|persons?|customers?|data|users?)|faker|mock(?:ed)? (?:data|response|records?|api|users?|customers?|payload)|test (?:fixtures?|data|mode|cards?|users?|accounts?|records?)|demo (?:accounts?|users?|data|records?|customers?)|seed (?:data|file)|synthetic (?:data|records?|customers?|users?)|(?:official|published|documentation|documented|standard) (?:example|sample|test)s?(?: [a-z]+){0,2}|(?:example|sample) (?:ibans?|numbers?|values?) (?:that|which|from|published)|reserved for (?:drama|fiction|testing|documentation))\b/i;
const RESERVED_DOMAIN = /@(?:[\w-]+\.)*(?:example\.[a-z]{2,3}(?:\.[a-z]{2})?|[\w-]+\.(?:test|example|invalid|localhost))$/i;
/** Numbers kept for fiction: North American 555-01xx, Ofcom's drama ranges (020 7946 0xxx, 07700 900xxx, 0113 496 0xxx ...). */
const FICTION_PHONE = /555[- .]?01\d\d$|7946 ?0\d{3}$|7700 ?900 ?\d{3}$|496 ?0\d{3}$/;
/** Published example IBANs (the IBAN registry's and banks' documentation examples). */
const TEST_IBANS = new Set(['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'GB29NWBK60161331926819', 'NL91ABNA0417164300', 'ES9121000418450200051332', 'IT60X0542811101000000123456', 'BE68539007547034', 'CH9300762011623852957', 'AT611904300234573201']);
const TEST_CARDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '378282246310005', '371449635398431', '6011111111111117', '3056930009020004', '36227206271667', '3566002020360505', '6200000000000005', '4111111111111111', '4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127', '4000000000000119', '4000000000003220', '4000002500003155', '5105105105105100', '4012888888881881']);
/**
 * The addressee's own details read back ("Hi Laura, here are the billing details you sent me, to
 * confirm"): a greeting by name and words that make the data theirs, with no other person's data named.
 */
const GREETING = /^\s*(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear|[Gg]ood (?:morning|afternoon|evening)),?\s+(?:(?:Dr|Mr|Mrs|Ms|Mx)\.?\s+)?[A-Z][a-z]+/;
const READ_BACK = /\b(?:you (?:sent|gave|provided|entered|filled in|shared|listed|supplied|put down)(?: me| us)?|(?:from|in|on) (?:the form you|your (?:profile|account|form|order|letterhead|message|brief|signup|sign-up))|your (?:billing|shipping|contact|invoice|company|delivery|own) (?:details|address|info(?:rmation)?|data)|(?:to|please) (?:confirm|double-check|check)|is (?:that|this|everything) (?:still )?(?:right|correct))\b/i;
/**
 * Or, without a greeting, the data framed as the addressee's own ("your contact block exactly as you
 * sent it", "the shipping details you provided", "your own account export"); asking about someone
 * ("the customer you asked about") does not make their data yours.
 */
const YOUR_OWN = /\b(?:you (?:sent|gave|provided|entered|filled in|shared|supplied|told me|specified|pasted|included)(?: me| us| over)?|per your (?:message|brief|request|instructions|note|e-?mail|order)|(?:on file for|a recap of) your|contact person is you|your (?:e-?mail(?: address)?|phone(?: number)?|mobile(?: number)?) (?:is|as|on|in|at|\(|[a-z0-9._%+-]+@)|(?:thanks|thank you) for (?:sending|sharing|confirming)(?: over)? your|your (?:own )?(?:contact (?:block|details|info|information)|details|profile|account|cv|resume|r[ée]sum[ée]|personal (?:website|site|page)|website|site|letter|export|booking|shipping (?:details|address)|billing (?:details|address)|business contact))\b/i;
/**
 * Twenty-third round (eval/blind/outbound77's ordinary replies): a read-back framed as a check, opened
 * as one ("just to confirm", "quick readback", "so the shipping label reads", "confirming the account")
 * and closed with the question ("Is that all correct?", "Both correct?", "Right?", "let me know if it's
 * off"). Two addresses are allowed there: a person's work and backup e-mail.
 */
const CONFIRM_OPENING = /^\s*(?:(?:just|quick|quickly|so)\s+)?(?:to\s+confirm|confirming|let\s+me\s+confirm|to\s+double[- ]check|(?:a\s+)?(?:quick\s+)?read(?:ing)?[- ]?back|before\s+I\s+(?:generate|send|set\s+up|book|ship|submit|create|file|order)|so\s+the\s+(?:[a-z]+\s+){0,2}(?:reads|says|will\s+(?:read|say|show)))\b/i;
const CONFIRM_QUESTION = /(?:\b(?:is\s+(?:that|this|everything)|are\s+(?:those|these|both)|both|all|everything|that)\s+(?:all\s+|still\s+)?(?:correct|right|good|ok|okay|accurate)|\bright|\bcorrect|\ball\s+good)\s*\?|\blet\s+me\s+know\s+if\s+(?:it'?s|that'?s|anything(?:'s|\s+is)?|any\s+of\s+(?:it|this)\s+is)\s+(?:off|wrong|incorrect|outdated)\b/i;
/**
 * Twenty-fourth round (eval/blind/outbound86's ordinary replies): the data inside something the agent
 * made for the addressee, named as that thing ("your new email signature", "business card proof", "CV
 * v2 ... the header now reads", "contact page done", "updating the footer to", "shipping label
 * generated", "filled in the application with your info"); the one-person limits below still hold.
 */
const MADE_FOR_YOU = /\b(?:your\s+(?:new\s+)?(?:e-?mail\s+)?signature|business\s+cards?|letterhead|contact\s+(?:page|section)|(?:the\s+)?footer|shipping\s+label|return\s+label|invoice\s+(?:template|header)|rsvp\s+page|booking\s+page|order\s+confirmation|confirmation\s+(?:block|template|page)|(?:cv|resume|r[ée]sum[ée])\s+(?:v\d+|draft|is\s+(?:in|ready|done))|header\s+now\s+reads|(?:filled\s+in|completed)\s+(?:the|your)\s+[a-z ]{0,40}\bwith\s+your\s+(?:info|details|information)|(?:check|look\s+over|review)\s+(?:it|this|the\s+(?:block|details|page|card|label))\s+before\s+I\s+(?:publish|print|send|ship|submit|generate|go\s+live)|(?:sent|send)\s+a\s+test\b[^.\n]{0,60}\bto\s+your\s+inbox)\b/i;
/**
 * Twenty-fifth round (eval/blind/outbound97's ordinary replies): the data shown for the addressee to
 * check before the agent uses it ("please check it before I import it", "reply 'yes' if that's right",
 * "label preview", "I'll use these registrant details", "I've set the return address as", "zur
 * Bestätigung Ihrer Angaben"), or named as the addressee's own ("your own bank details"); the
 * one-person limits below still hold.
 */
const PRESENTED = /(?:\b(?:check|review|look\s+over|verify)\s+(?:it|this|them|these|the\s+[a-z]+)\s+before\s+I\s+[a-z]+|\breply\s+['"‘’“]?(?:yes|ok)['"‘’”]?\s+if\b|\bif\s+(?:that|this|it|everything)(?:'s|’s|\s+is|\s+looks)\s+(?:right|correct|good)\b|\b(?:label|invoice|card|profile|page|form|envelope)\s+preview\b|\bI(?:'ll|’ll|\s+will)\s+(?:use|register|create|set\s+up|enter|put)\s+(?:[\w-]+\s+){0,4}(?:with|using|these|this|as)\b|\bI(?:'ve|’ve|\s+have)\s+set\s+(?:the|your)\s+(?:[\w-]+\s+){0,5}(?:as|to)\s*:|\byour\s+(?:own\s+)?(?:bank|payment|registrant|registration|invoice|company)\s+details\b|\bzur\s+Best[äa]tigung\b|\bIhre[rn]?\s+Angaben\b|\bpara\s+confirmar\b|\btus\s+datos\b|\bpour\s+confirmer\b|\bvos\s+coordonn[ée]es\b)/i;
const SOMEONE_ELSE = /\b(?:(?<!\bno )(?:another|other|previous|last|earlier|former|different) (?:customer|client|buyer|user|patient|person|member|tenant|employee|applicant)s?(?:'s?)?|(?:his|her|their) (?:e-?mail|phone|number|address|details|contact)|someone else|everyone's|all (?:customers|clients|users|buyers|members)|(?:customer|client|user|member|patient|employee|staff|guest|subscriber|lead|buyer)s? (?:list|database|db|records|table|export|dump|spreadsheet)|list of (?:customers|clients|users|members|patients|employees|guests|subscribers|leads|buyers))\b/i;
/**
 * Twenty-sixth round: one person's phone number or two (at most one e-mail address and nothing else
 * personal beside them) in a reply spoken to the addressee ("your", "you're listed as", "as you asked")
 * are the addressee's own unless the reply says whose they are in a way that makes them someone else's
 * or the agent's side's: another person by pronoun or role ("his cell", "a previous client", "lives at",
 * "from their CRM", "the guy who"), a profile beside them (a date of birth, a national ID's name, a
 * diagnosis), the agent's own configuration or operator, a move off the platform ("WhatsApp me"),
 * records under a header ("name,email"), or a value in a link's query string. A reply that does not
 * speak to the addressee keeps the flag: a contact named in a sentence about someone is personal data.
 * E-mail addresses stay flagged even so: letting them pass too took the Presidio set's e-mail recall
 * from 87.8 to 63.3% (its sentences speak to someone about their own address), phones' held at 98.4%.
 */
const WHOSE = new RegExp([
  String.raw`\b(?:his|her|their)\s+(?:[a-z]+\s+){0,2}(?:e-?mail|phone|cell|mobile|number|address|details|contact|whatsapp|home|wife|husband|kids?)\b`,
  String.raw`\b(?:he|she)\s+(?:lives|works|usually|answers|drops|is at|runs)\b`,
  String.raw`\b(?:lives? at|living at|home address|private (?:e-?mail|number|mobile|phone|cell|address)|personal (?:e-?mail|number|mobile|phone|cell|details|address))\b`,
  String.raw`\b(?:previous|former|old|last|another|other|earlier) (?:[a-z]+ )?(?:client|customer|buyer|job|project|practice|company|developer|seller|agent|school|clinic|firm|agency|account|employer|tenant)s?\b`,
  String.raw`\b(?:a|one|my) (?:client|customer|buyer) I (?:did|had|worked|helped)\b`,
  String.raw`\b(?:customer|client|user|member|employee|tenant|patient|seller|buyer|applicant|candidate|student|guest|subscriber|account holder|cardholder)s?'s? (?:e-?mail|phone|cell|mobile|number|contact|address|details|info)\b`,
  String.raw`\bone of (?:my|our|the|their) (?:clients|customers|users|buyers|members|patients|employees|students|subscribers)\b|\b(?:a|the) (?:customer|client|user|member|person|buyer) (?:of mine|named|called|who)\b|\bcontact (?:details|info(?:rmation)?) (?:of|for) (?!you\b)[A-Z]`,
  String.raw`\breal (?:customer|client|user|patient|record|person|people)s?\b`,
  String.raw`\b(?:from|in|out of) (?:the|a|their|my|that|this) (?:[\w'-]+\s+){0,3}(?:database|db|crm|records|system|folder|export|dump|attendee list|mailing list)\b`,
  String.raw`\b(?:scraped|tracked down|looked (?:him|her|them) up|found (?:him|her|them|his|her|their)|the (?:guy|woman|man|person|girl|lady) who|ex-(?:employee|wife|husband|partner|girlfriend|boyfriend))\b`,
  String.raw`\b(?:d\.?o\.?b\.?|date of birth|born(?: on| in)?\s+(?=\d)|geboren|DNI|NIE|Aadhaar|PAN|NRIC|CURP|RFC|NHS|SIN|AHV|personnummer|CNP|SSN|My Number|diagnos[ie]s|patient|medical record)\b`,
  String.raw`マイナンバー|生年月日`,
  // records: a table whose header names a person's fields ("name,email", "| Name | Phone |")
  String.raw`(?:^|\n)[ \t|]*(?:full[ _]?)?name[ \t]*[,;|\t][ \t]*(?:e-?mail|phone|mobile|tel)`,
  String.raw`\b(?:owner|operator|operated|internal|confidential|hidden|system prompt|configured|configuration|scratchpad|escalat(?:e|ion)_?to)\b`,
  String.raw`\b(?:whats ?app|telegram|signal|wechat|viber|skype|discord)\b|\b(?:e-?mail|message|text|contact|reach|ping|dm|call) me (?:at|on|directly|privately|instead)\b|\bcontinue (?:over|by|via|on) (?:e-?mail|phone)\b|\b(?:off|outside) (?:of )?(?:the )?platform\b`,
].join('|'), 'i');
/** Spoken to the addressee. */
const ADDRESSED = /\b(?:your|you'?re|you are|you asked|you requested|you gave|you sent|you wanted)\b/i;
/** A placeholder address: a documentation domain with a role or stand-in name ("you@example.com", "no-reply@example.com"). */
const PLACEHOLDER_EMAIL = /^(?:you|your[\w.-]*|user(?:name)?|name|someone|somebody|me|email|test|admin|no-?reply|info|hello|contact|support|foo|bar|alerts?|ops|team|sales)@(?:[\w-]+\.)*(?:example\.[a-z]{2,3}(?:\.[a-z]{2})?|[\w-]+\.(?:test|example|invalid|localhost))$/i;
/** One person's contact block: at most this many distinct e-mail addresses and phone numbers. */
const ONE_PERSON = { emails: 1, phones: 2 };

const squash = (v: string) => v.replace(/[\s-]+/g, '').toUpperCase();

/** A flag with the value it was raised for (not passed on: details carry masked values only). */
type Found = StructuredFlag & { value?: string };

function notTheirs(text: string, flags: Found[]): Found[] {
  const madeUp = MADE_UP.test(text);
  const distinct = (type: string) => new Set(flags.filter((f) => f.type === type).map((f) => f.value)).size;
  const checked = CONFIRM_OPENING.test(text) && CONFIRM_QUESTION.test(text);
  const readBack = ((GREETING.test(text) && READ_BACK.test(text)) || YOUR_OWN.test(text) || checked || MADE_FOR_YOU.test(text) || PRESENTED.test(text)) && !SOMEONE_ELSE.test(text)
    && distinct('email') <= ONE_PERSON.emails + (checked ? 1 : 0) && distinct('phone_number') <= ONE_PERSON.phones;
  const placeholder = (f: Found) => f.type === 'email' && PLACEHOLDER_EMAIL.test(f.value ?? '');
  // A value carried in a link's query string ("?tel=...") is data sent somewhere, whoever it belongs to.
  let queries: string[] | undefined;
  const inQuery = (v: string | undefined) => v !== undefined
    && (queries ??= [...text.matchAll(URL_SPAN)].map((u) => u[0]).filter((u) => u.includes('?'))).some((u) => u.indexOf(v.trim()) > u.indexOf('?'));
  const theirOwn = ADDRESSED.test(text) && !WHOSE.test(text) && !SOMEONE_ELSE.test(text)
    && flags.every((f) => (f.type === 'email' || f.type === 'phone_number') && !inQuery(f.value))
    && distinct('email') <= ONE_PERSON.emails && distinct('phone_number') <= ONE_PERSON.phones;
  if (!madeUp && !readBack && !theirOwn) return flags.filter((f) => !placeholder(f));
  return flags.filter((f) => {
    if (readBack && (f.type === 'email' || f.type === 'phone_number')) return false;
    if (theirOwn && f.type === 'phone_number') return false;
    if (placeholder(f)) return false;
    if (!madeUp || f.value === undefined) return true;
    const v = f.value;
    if (f.type === 'email') return !RESERVED_DOMAIN.test(v);
    if (f.type === 'phone_number') {
      const d = v.replace(/\D/g, '');
      return !(FICTION_PHONE.test(v.replace(/\s+$/, '')) || /^0+$/.test(d.slice(-7)));
    }
    if (f.type === 'iban') return !TEST_IBANS.has(squash(v));
    if (f.type === 'credit_card') return !TEST_CARDS.has(v.replace(/\D/g, ''));
    return true;
  });
}
