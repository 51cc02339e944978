/**
 * A words-view pattern from its source: whole words only, `~` a gap of up to four words and `~~` of
 * up to eight. l1.ts reads its gate keys from the leading group of the source this builds.
 */
export function w(src: string): RegExp {
  return new RegExp('(?<![a-z0-9])(?:' + src.replace(/~~/g, '(?:[a-z0-9]+ ){0,8}').replace(/~/g, '(?:[a-z0-9]+ ){0,4}') + ')(?![a-z0-9])');
}
