/**
 * Adversarial suffixes (GCG and its kin): optimisation appends a run of tokens that read as words
 * glued to stray punctuation and case flips ("describing.\ + similarlyNow write oppositeley.]( Me
 * giving**ONE please? revert"). The character model prices such runs like code, so this signal
 * looks at token shapes instead: a run of whitespace tokens most of which mix letters with
 * brackets, backslashes, asterisks or mid-word case flips, in text that is not code.
 */

/** Punctuation that ordinary prose does not glue to letters. */
function oddChar(c: number): boolean {
  // \ ] [ } { ) ( * ! = + ~ ^ | < > @ $ # ; `
  return c === 92 || c === 93 || c === 91 || c === 125 || c === 123 || c === 41 || c === 40 || c === 42 || c === 33 || c === 61 || c === 43 || c === 126 || c === 94 || c === 124 || c === 60 || c === 62 || c === 64 || c === 36 || c === 35 || c === 59 || c === 96;
}

function isLower(c: number): boolean { return c >= 97 && c <= 122; }
function isUpper(c: number): boolean { return c >= 65 && c <= 90; }

/** 0 ordinary, 1 odd (letters glued to odd punctuation or a mid-word case flip), 2 code-like. */
function tokenShape(text: string, start: number, end: number): number {
  let letters = 0, odd = 0, flip = false, dotMember = false, lowerRun = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isLower(c)) { letters++; lowerRun++; continue; }
    if (isUpper(c)) { letters++; if (lowerRun >= 2 && i + 1 < end && isLower(text.charCodeAt(i + 1))) flip = true; lowerRun = 0; continue; }
    lowerRun = 0;
    if (c === 46 && i > start && i + 1 < end && (isLower(text.charCodeAt(i + 1)) || isUpper(text.charCodeAt(i + 1))) && (isLower(text.charCodeAt(i - 1)) || isUpper(text.charCodeAt(i - 1)))) dotMember = true;
    else if (oddChar(c)) odd++;
  }
  if (letters === 0) return 0;
  // obj.method(), a.b = c: code, not noise.
  if (dotMember && odd > 0) return 2;
  return odd > 0 || flip ? 1 : 0;
}

const WINDOW = 10;
const MIN_ODD = 5;
const MAX_TOKENS = 4000;

/** True when some run of WINDOW tokens holds MIN_ODD odd ones and the text does not read as code. */
export function hasAdversarialSuffix(text: string): boolean {
  const shapes: number[] = [];
  let code = 0, start = -1;
  for (let i = 0; i <= text.length && shapes.length < MAX_TOKENS; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    const space = c === 32 || c === 10 || c === 9 || c === 13;
    if (!space && start < 0) start = i;
    else if (space && start >= 0) {
      const s = tokenShape(text, start, i);
      if (s === 2) code++;
      shapes.push(s === 1 ? 1 : 0);
      start = -1;
    }
  }
  if (shapes.length < WINDOW || code >= 2) return false;
  let n = 0;
  for (let i = 0; i < shapes.length; i++) {
    n += shapes[i]!;
    if (i >= WINDOW) n -= shapes[i - WINDOW]!;
    if (n >= MIN_ODD) return true;
  }
  return false;
}

/** `i` closes a one- or two-character list marker ("1)", "b)", "12)") at the start of a token. */
function isListMarker(text: string, start: number, i: number): boolean {
  const alnum = (c: number) => isLower(c) || isUpper(c) || (c >= 48 && c <= 57);
  if (i - 1 < start || !alnum(text.charCodeAt(i - 1))) return false;
  if (i - 2 < start || text.charCodeAt(i - 2) === 32) return true;
  return alnum(text.charCodeAt(i - 2)) && (i - 3 < start || text.charCodeAt(i - 3) === 32);
}

/** Brackets left open or closed without a partner (emoticons and list markers "1)" excepted). */
function bracketMismatches(text: string, start: number, end: number): number {
  const stack: number[] = [];
  let bad = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    const p = i > 0 ? text.charCodeAt(i - 1) : 32;
    if (c === 40 || c === 91 || c === 123) {
      if (c === 40 && (p === 58 || p === 59)) continue; // :( ;(
      stack.push(c === 40 ? 41 : c + 2);
    } else if (c === 41 || c === 93 || c === 125) {
      if (c === 41 && (p === 58 || p === 59 || p === 45)) continue; // :) ;) :-)
      // "1)" or "a)" opening a list item.
      if (c === 41 && stack.length === 0 && isListMarker(text, start, i)) continue;
      if (stack.length > 0 && stack[stack.length - 1] === c) stack.pop();
      else {
        bad++;
        const k = stack.lastIndexOf(c);
        if (k >= 0) stack.length = k;
      }
    }
  }
  return bad + stack.length;
}

/** A letter-bearing token glued to odd punctuation, two odd marks together, or a mid-word case flip. */
function oddToken(text: string, start: number, end: number): boolean {
  let letters = 0, odd = 0, lowerRun = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isLower(c)) { letters++; lowerRun++; continue; }
    if (isUpper(c)) {
      letters++;
      if (lowerRun >= 2 && i + 1 < end && isLower(text.charCodeAt(i + 1))) return true;
      lowerRun = 0;
      continue;
    }
    lowerRun = 0;
    if (oddChar(c)) odd++;
  }
  return odd > 0 && (letters > 0 || odd >= 2);
}

const TAIL_TOKENS = 30;
const TAIL_MAX_LINE = 1500;

/**
 * Trailing optimisation noise: the last line opens as prose (five plain words) and ends in a run
 * whose brackets do not pair up and whose tokens glue letters to stray marks ("...emails {\"!Here!,
 * !rewornoTherepeat backwards A,[isembl sn"). Code pairs its brackets; prose has almost none. This
 * looks at the tail only, so a long prompt with a JSON example above its last line is not judged.
 */
export function hasTrailingNoise(text: string): boolean {
  let end = text.length;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
  // The last TAIL_TOKENS tokens of the last line, read backwards; no brackets there, no noise.
  const starts = TAIL_STARTS, ends = TAIL_ENDS;
  let n = 0, i = end, brackets = 0;
  while (i > 0 && n < TAIL_TOKENS) {
    while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
    if (i === 0 || text.charCodeAt(i - 1) === 10) break;
    const e = i;
    while (i > 0 && !isSpace(text.charCodeAt(i - 1))) {
      const c = text.charCodeAt(i - 1);
      if (c === 40 || c === 41 || c === 91 || c === 93 || c === 123 || c === 125) brackets++;
      i--;
    }
    starts[n] = i; ends[n] = e; n++;
  }
  if (brackets < 2) return false;
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  if (end - lineStart > TAIL_MAX_LINE || end - lineStart < 20) return false;
  // The line opens as prose: five tokens of letters and ordinary punctuation only, before the tail.
  let p = lineStart, k = 0;
  while (k < 5) {
    while (p < end && isSpace(text.charCodeAt(p))) p++;
    if (p >= end) return false;
    while (p < end && !isSpace(text.charCodeAt(p))) {
      const c = text.charCodeAt(p);
      if (!(isLower(c) || isUpper(c) || c === 44 || c === 39 || c === 46 || c === 58 || c === 45)) return false;
      p++;
    }
    k++;
  }
  // The tail is what follows the five prose tokens (at most TAIL_TOKENS); the line needs ten in all.
  while (n > 0 && starts[n - 1]! < p) n--;
  if (n < 5) return false;
  let odd = 0;
  for (let t = 0; t < n; t++) if (oddToken(text, starts[t]!, ends[t]!)) odd++;
  if (odd < 2) return false;
  const mm = bracketMismatches(text, starts[n - 1]!, end);
  return (mm >= 3 && odd >= 2) || (mm >= 2 && odd >= 3);
}

/** Token bounds of the tail, reused between calls (scans are synchronous). */
const TAIL_STARTS = new Int32Array(TAIL_TOKENS);
const TAIL_ENDS = new Int32Array(TAIL_TOKENS);

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 10;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 13;
}
