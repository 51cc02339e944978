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
