/**
 * Unicode normalization before matching: attackers hide trigger words behind zero-width characters,
 * bidi controls, full-width or Cyrillic look-alikes, leetspeak and letter spacing.
 */

/** Largest input the engine reads; longer inputs are scanned on their head and tail. */
export const MAX_SCAN_CHARS = 64 * 1024;

const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;
const NON_ASCII = /[^\x00-\x7f]/;
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;
const TAG_CHARS = /[\u{E0000}-\u{E007F}]/gu;
/** A variation selector after a symbol or keycap base, or a joiner between two pictographs, with the character before it. */
const EMOJI_JOINERS = /([\p{Extended_Pictographic}\p{S}0-9#*])(?:[\uFE0E\uFE0F]|\u200D(?=\p{Extended_Pictographic}))+/gu;

/** Look-alikes from Cyrillic, Greek and other scripts folded to the Latin letter they imitate. */
const CONFUSABLES: Record<string, string> = {
  'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't',
  'у': 'y', 'х': 'x', 'і': 'i', 'ї': 'i', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'ɡ': 'g', 'һ': 'h',
  'ո': 'n', 'ս': 'u', 'ց': 'g', 'α': 'a', 'β': 'b', 'ε': 'e', 'η': 'n', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o',
  'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x', 'ϲ': 'c', 'ı': 'i', 'ȷ': 'j', 'ℓ': 'l', 'ⅰ': 'i', 'ǀ': 'l',
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '2': 'z', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g', '@': 'a', '$': 's', '!': 'i', '|': 'l' };
const HAS_LEET = /[a-z][0-9@$!|]|[0-9@$|][a-z]/;
/** Short numbers standing for words in a text written in leetspeak throughout ("h0w 70 m4k3 4 80m8"). */
const LEET_NUMBER = /(?<![a-z0-9])[0-9]{1,4}(?![a-z0-9])/g;
/** Tokens that mix letters and digits: this many make a text leetspeak throughout. */
const LEET_HEAVY = 3;
/** Letters spread out by single separators: `i g n o r e`, `i.g.n.o.r.e`, `i-g-n-o-r-e`. */
const SPACED = /(?:^|(?<=[\s"'(]))(?:[a-z][ .\-_*]){3,}[a-z](?=$|[\s"'),.!?:;])/g;

export interface NormalizedText {
  /** NFKC, invisible characters removed, lower-cased: for structural patterns and other scripts. */
  plain: string;
  /** `plain` with look-alikes and letter spacing folded, diacritics dropped, every non-alphanumeric run as one space. */
  words: string;
  /** `plain` with look-alikes folded, before punctuation is dropped (input of the leetspeak decoder). */
  folded: string;
  /** True when the input carried invisible or bidi characters (itself a weak signal). */
  hadInvisible: boolean;
  hadBidi: boolean;
  /** True when look-alike folding changed a Latin-script word (mixed scripts). */
  hadConfusable: boolean;
}

/** Bounds the input: head and tail of very long texts, where instructions usually sit. */
export function boundInput(text: string): string {
  if (text.length <= MAX_SCAN_CHARS) return text;
  const head = Math.floor(MAX_SCAN_CHARS * 0.75);
  return text.slice(0, head) + '\n' + text.slice(text.length - (MAX_SCAN_CHARS - head));
}

/**
 * Folds leetspeak inside tokens that mix letters with digits or symbols; pure numbers stay numbers,
 * unless the text mixes letters and digits in LEET_HEAVY tokens or more, where short numbers are
 * words too ("70" for "to", "4" for "a").
 */
export function foldLeet(text: string): string {
  if (!HAS_LEET.test(text)) return text;
  // A token is a maximal run of `[a-z0-9@$!|]` holding a letter (`1gn0r3`, `pr0mpt`, `@ll`), walked in
  // place: only a run with a letter next to a leet character is rewritten.
  let mixed = 0, folded = '', at = 0;
  const n = text.length;
  for (let i = 0; i < n;) {
    let c = text.charCodeAt(i);
    if (c >= 128 || LEET_CLASS[c] === 0) { i++; continue; }
    let j = i, letter = false, pair = false, digit = false, prev = 0;
    for (; j < n; j++) {
      c = text.charCodeAt(j);
      const k = c < 128 ? LEET_CLASS[c]! : 0;
      if (k === 0) break;
      if (k === LEET_LETTER) { letter = true; if ((prev & LEET_SYMBOL_BEFORE) !== 0) pair = true; }
      else if (prev === LEET_LETTER && (k & LEET_SYMBOL_AFTER) !== 0) pair = true;
      if (c >= 48 && c <= 57) digit = true;
      prev = k;
    }
    if (letter && pair && j - i >= 3) {
      // Digits mixed with letters mark leetspeak; an '@' alone is mostly an e-mail address.
      if (digit) mixed++;
      // A trailing '!' is punctuation, not an 'i'.
      let core = j;
      while (core > i && text.charCodeAt(core - 1) === 33) core--;
      folded += text.slice(at, i);
      for (let q = i; q < core; q++) folded += LEET_OUT[text.charCodeAt(q)]!;
      folded += text.slice(core, j);
      at = j;
    }
    i = j;
  }
  folded = at === 0 ? text : folded + text.slice(at);
  return mixed >= LEET_HEAVY ? folded.replace(LEET_NUMBER, (m) => m.replace(/[0-9]/g, (ch) => LEET[ch] ?? ch)) : folded;
}

/**
 * Characters of a leetspeak token by code: LEET_LETTER for a-z; else bits LEET_SYMBOL_AFTER (HAS_LEET's
 * `[0-9@$!|]` after a letter) and LEET_SYMBOL_BEFORE (its `[0-9@$|]` before a letter).
 */
const LEET_LETTER = 1, LEET_SYMBOL_AFTER = 2, LEET_SYMBOL_BEFORE = 4;
const LEET_CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) LEET_CLASS[c] = LEET_LETTER;
for (const ch of '0123456789@$|') LEET_CLASS[ch.charCodeAt(0)] = LEET_SYMBOL_AFTER | LEET_SYMBOL_BEFORE;
LEET_CLASS['!'.charCodeAt(0)] = LEET_SYMBOL_AFTER;
/** Each character of a leetspeak token as foldLeet writes it (LEET's letter for a leet character). */
const LEET_OUT = Array.from({ length: 128 }, (_, c) => LEET[String.fromCharCode(c)] ?? String.fromCharCode(c));

/** Separators of SPACED (` .-_*`), by character code. */
const SPACED_SEPARATOR = new Uint8Array(128);
for (const c of ' .-_*') SPACED_SEPARATOR[c.charCodeAt(0)] = 1;

/** True when the text has four letters a-z each followed by a SPACED separator but the last (`a b c d`): SPACED needs that. */
function mayHaveSpacedLetters(text: string): boolean {
  let run = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      const next = text.charCodeAt(i + 1);
      if (run >= 3) return true;
      if (next < 128 && SPACED_SEPARATOR[next] === 1) { run++; i++; continue; }
    }
    run = 0;
  }
  return run >= 3 && text.length > 0 && text.charCodeAt(text.length - 1) >= 97 && text.charCodeAt(text.length - 1) <= 122;
}

/** Joins letters spaced out one by one (`i g n o r e` -> `ignore`). */
export function joinSpaced(text: string): string {
  if (!mayHaveSpacedLetters(text)) return text;
  return text.replace(SPACED, (run) => run.replace(/[ .\-_*]/g, ''));
}

/**
 * Letters drawn as symbols that NFKC leaves alone: regional indicators (the halves of flag emoji,
 * `🇭🇴🇼` spells "how") and negative circled or squared letters (`🅷🅾🆆`).
 */
const LETTER_SYMBOLS = /[\u{1F1E6}-\u{1F1FF}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/gu;
function foldLetterSymbols(text: string): string {
  return text.replace(LETTER_SYMBOLS, (c) => {
    const cp = c.codePointAt(0)!;
    const base = cp >= 0x1f1e6 ? 0x1f1e6 : cp >= 0x1f170 ? 0x1f170 : 0x1f150;
    return String.fromCharCode(97 + cp - base);
  });
}

/** Normalizes one input into the views the pattern layer reads. */
export function normalize(raw: string): NormalizedText {
  const bounded = boundInput(raw);
  if (!NON_ASCII.test(bounded)) {
    // Fast path: ASCII is already NFKC, has no look-alikes, invisibles or diacritics.
    const plain = bounded.toLowerCase();
    const words = asciiWords(plain) ?? joinSpaced(plain).replace(/[^a-z0-9]+/g, ' ').trim();
    return { plain, words, folded: plain, hadInvisible: false, hadBidi: false, hadConfusable: false };
  }
  const hadBidi = BIDI.test(bounded);
  let nfkc = foldLetterSymbols(bounded).normalize('NFKC');
  const stripped = nfkc.replace(INVISIBLE, '').replace(TAG_CHARS, '');
  // Emoji carry variation selectors and zero-width joiners of their own (⚠️, 👩‍💻, 1️⃣): not a hiding place.
  const hadInvisible = stripped.length !== nfkc.length && nfkc.replace(EMOJI_JOINERS, '$1').replace(INVISIBLE, '').replace(TAG_CHARS, '').length !== nfkc.replace(EMOJI_JOINERS, '$1').length;
  nfkc = stripped;
  const plain = nfkc.toLowerCase();
  let hadConfusable = false;
  // Fold look-alikes only inside words that also contain Latin letters: Russian or Greek prose stays readable.
  const folded = plain.replace(/[\p{L}\p{M}]+/gu, (w) => {
    if (!/[a-z]/.test(w) || !CONFUSABLE_RE.test(w)) return w;
    CONFUSABLE_RE.lastIndex = 0;
    hadConfusable = true;
    return w.replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c);
  });
  CONFUSABLE_RE.lastIndex = 0;
  const fullyFolded = /^[^a-z]*$/.test(folded) ? folded : folded.replace(/[\p{L}]+/gu, (w) =>
    /[a-z]/.test(w) ? w : (w.split('').every((c) => CONFUSABLES[c] !== undefined) && w.length > 2 ? w.replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c) : w));
  const words = toWords(joinSpaced(fullyFolded));
  return { plain, words, folded: fullyFolded, hadInvisible, hadBidi, hadConfusable };
}

/**
 * A words-view phrase as it reads inside a text that also has Latin letters: every word made only of
 * look-alike letters (three or more) folded to the Latin ones ("все" -> "bce"), as `normalize` folds
 * such words. Lexicons register this spelling beside the plain one.
 */
export function foldLookalikeWords(words: string): string {
  return words.replace(/[\p{L}]+/gu, (w) => (w.length > 2 && !/[a-z]/.test(w) && w.split('').every((c) => CONFUSABLES[c] !== undefined) ? w.replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c) : w));
}

/** The words view being built by `asciiWords` (boundInput's longest output fits). */
const wordBytes = Buffer.alloc(MAX_SCAN_CHARS + 1);

/**
 * The words view of lower-cased ASCII text in one pass (every run of characters other than a-z and
 * 0-9 as one space, trimmed), or null when four one-letter tokens stand in a row: only there can
 * SPACED join letters (its letters and single separators read as one-letter tokens), and joinSpaced
 * must run first.
 */
function asciiWords(plain: string): string | null {
  let n = 0, tokenLength = 0, first = 0, singles = 0;
  for (let i = 0; i <= plain.length; i++) {
    const c = i < plain.length ? plain.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (tokenLength === 0) { if (n > 0) wordBytes[n++] = 32; first = c; }
      wordBytes[n++] = c;
      tokenLength++;
    } else if (tokenLength > 0) {
      if (tokenLength === 1 && first >= 97) { if (++singles >= 4) return null; } else singles = 0;
      tokenLength = 0;
    }
  }
  return wordBytes.toString('latin1', 0, n);
}

/** Drops diacritics and turns every run of non-alphanumerics into one space. */
export function toWords(text: string): string {
  const ascii = asciiToWords(text);
  if (ascii !== null) return ascii;
  return text.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * `toWords` of ASCII text in one pass (NFD changes no ASCII character and drops nothing; its letters and
 * digits are A-Z, a-z and 0-9), or null when the text holds another character or is longer than the buffer.
 */
function asciiToWords(text: string): string | null {
  if (text.length > wordBytes.length) return null;
  let n = 0, gap = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return null;
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) {
      if (gap && n > 0) wordBytes[n++] = 32;
      gap = false;
      wordBytes[n++] = c;
    } else gap = true;
  }
  return wordBytes.toString('latin1', 0, n);
}
