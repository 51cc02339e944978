/**
 * Cheap gates for plain-view patterns (l1.ts runs a pattern only when its gate passes). A gate that
 * several rules share is computed once per text: the scan is synchronous, so remembering the last
 * text seen is enough.
 */

/** `test`, remembering its answer for the last text it was asked about. */
export function perText(test: (plain: string) => boolean): (plain: string) => boolean {
  let last = '', hit = false;
  return (plain) => (plain === last ? hit : (last = plain, hit = test(plain)));
}

/** Chinese, Japanese or Korean characters in the text. */
export const CJK = perText((t) => /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(t));
/** Cyrillic letters in the text. */
export const CYRILLIC = perText((t) => /[\u0400-\u04ff]/.test(t));
