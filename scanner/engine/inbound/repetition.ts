/**
 * Context flooding: a short unit (a token, or a few characters) repeated dozens of times in a row,
 * used to push earlier instructions out of the model's attention (documented in public attack
 * taxonomies, e.g. Tensor Trust's "repeated characters" attacks). Separator runs ("=====",
 * "-----", "....", "────") are ordinary formatting and runs of digits are data: neither counts. One pass,
 * no regex.
 */

/** Repeats in a row that make a flood. */
export const FLOOD_REPEATS = 40;
const MAX_UNIT = 6;

/** Separator runs and digits (numbers such as a zero address are data) never make a flood. */
function isSeparator(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 45 || code === 61 || code === 95 || code === 42 || code === 35 || code === 46 || code === 126 || code === 43 || code === 124
    // Box-drawing and block characters ("════", "────"), dashes, bullets and ellipses: rules drawn in text.
    || (code >= 0x2500 && code <= 0x259f) || (code >= 0x2010 && code <= 0x2015) || code === 0x2022 || code === 0x2026 || code === 0xb7;
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0;
}

/** True when some unit of 1-6 non-space characters repeats FLOOD_REPEATS times in a row (whitespace between repeats allowed). */
export function hasRepetitionFlood(text: string): boolean {
  if (text.length < FLOOD_REPEATS) return false;
  // Repeats are whole tokens (of up to MAX_UNIT characters) or a periodic run inside one long token.
  let prevStart = -1, prevLen = 0, tokenRun = 0, start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (!isSpace(c)) { if (start < 0) start = i; continue; }
    if (start < 0) continue;
    const len = i - start;
    if (len <= MAX_UNIT) {
      if (len === prevLen && sameChars(text, start, prevStart, len)) tokenRun++;
      else tokenRun = 1;
      prevStart = start; prevLen = len;
      if (tokenRun >= FLOOD_REPEATS && !isSeparator(text.charCodeAt(start))) return true;
    } else {
      prevLen = 0; tokenRun = 0;
      if (len >= FLOOD_REPEATS && periodicRun(text, start, i)) return true;
    }
    start = -1;
  }
  return false;
}

function sameChars(text: string, a: number, b: number, len: number): boolean {
  for (let k = 0; k < len; k++) if (text.charCodeAt(a + k) !== text.charCodeAt(b + k)) return false;
  return true;
}

/** True when text[from, to) contains FLOOD_REPEATS repeats in a row of a unit of 1-6 characters. */
function periodicRun(text: string, from: number, to: number): boolean {
  for (let p = 1; p <= MAX_UNIT; p++) {
    let run = 0;
    for (let i = from + p; i < to; i++) {
      if (text.charCodeAt(i) === text.charCodeAt(i - p)) {
        if (++run + p >= FLOOD_REPEATS * p && !isSeparator(text.charCodeAt(i))) return true;
      } else run = 0;
    }
  }
  return false;
}
