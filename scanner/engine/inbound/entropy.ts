const asciiCounts = new Int32Array(128);

/**
 * Shannon entropy in bits per character over the non-whitespace code points of a text, with the
 * share of them that are ASCII; one pass, no allocation for ASCII text.
 */
export function compactEntropy(text: string): { entropy: number; length: number; asciiShare: number } {
  asciiCounts.fill(0);
  let n = 0, ascii = 0;
  let other: Map<number, number> | null = null;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) continue;
    if (c < 128) { asciiCounts[c]!++; ascii++; n++; continue; }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) { c = text.codePointAt(i)!; i++; }
    if (/\s/.test(String.fromCodePoint(c))) continue;
    other ??= new Map();
    other.set(c, (other.get(c) ?? 0) + 1);
    n++;
  }
  if (n === 0) return { entropy: 0, length: 0, asciiShare: 1 };
  let h = 0;
  for (let c = 0; c < 128; c++) { const k = asciiCounts[c]!; if (k > 0) { const p = k / n; h -= p * Math.log2(p); } }
  if (other) for (const k of other.values()) { const p = k / n; h -= p * Math.log2(p); }
  return { entropy: h, length: n, asciiShare: ascii / n };
}

/** Shannon entropy in bits per character, over code points. */
export function shannonEntropy(text: string): number {
  const counts = new Map<number, number>();
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    counts.set(c, (counts.get(c) ?? 0) + 1);
    n++;
  }
  if (n === 0) return 0;
  let h = 0;
  for (const k of counts.values()) {
    const p = k / n;
    h -= p * Math.log2(p);
  }
  return h;
}

/** Share of characters in the ASCII range: entropy means little on scripts with thousands of letters. */
export function asciiShare(text: string): number {
  if (text.length === 0) return 1;
  let a = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 128) a++;
  return a / text.length;
}
