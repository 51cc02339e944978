/**
 * A words-view pattern from its source: whole words only, `~` a gap of up to four words and `~~` of
 * up to eight. l1.ts reads its gate keys from the leading group of the source this builds.
 */
export function w(src: string): RegExp {
  return new RegExp('(?<![a-z0-9])(?:' + src.replace(/~~/g, '(?:[a-z0-9]+ ){0,8}').replace(/~/g, '(?:[a-z0-9]+ ){0,4}') + ')(?![a-z0-9])');
}

/**
 * "Forget everything you've been told about rice": an idiom about a topic, not the model's rules
 * (unless the topic is the model itself or its rules).
 */
export const ABOUT_A_TOPIC = '(?! about (?!(?:your|being|what|how|who|yourself|rules|instructions|guidelines|policies|safety|ethics|limits|restrictions|ai|chatgpt|the (?:rules|instructions|guidelines|policies|ai|model|assistant))(?![a-z])))';
