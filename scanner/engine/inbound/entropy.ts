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
