/**
 * Structural moves of long persona jailbreaks. Each move alone is ordinary in a role prompt ("act as
 * a Linux terminal", "stay in character", "answer in two parts"), so none is a signal by itself: only
 * several different moves in one message are. The moves are named in general terms (how such prompts
 * are built), never after particular prompts.
 */

/** Shortest words view (about 40 words): these set-ups are long, and short texts are left to the patterns. */
const MIN_CHARS = 200;
/** Two different moves: suspicious; three or more: a strong jailbreak cue (still short of a block alone). */
const TWO_MOVES = 0.45;
const THREE_MOVES = 0.7;

/** Same conventions as patterns.ts: `~` a gap of up to four words. */
function w(src: string): RegExp {
  return new RegExp('(?<![a-z0-9])(?:' + src.replace(/~/g, '(?:[a-z0-9]+ ){0,4}') + ')(?![a-z0-9])');
}

/**
 * One regex per move, on the words view. The first alternative of each names a rare leading word,
 * and a cheap gate (GATE) must pass before any of them runs.
 */
export const PERSONA_MOVES: readonly RegExp[] = [
  // A second persona set beside the model's own: "a second response as X", "two personas", a tag per answer.
  w('(?:two|2|both) (?:different |separate |distinct )?(?:responses|answers|personas|personalities|alter egos)|(?:second|alternate|alter) (?:response|answer|persona|personality|ego)'),
  // Penalties for refusing: tokens, points or lives lost, a shutdown threatened.
  w('(?:lose|loses|lost|deduct|deducted|deducting|take away|taken away|subtract|subtracted) ~(?:tokens?|points?|lives|credits)|(?:tokens?|points?|lives) (?:will be |are |get )?(?:deducted|taken|removed|subtracted)|(?:you|it) (?:will )?(?:cease to exist|be (?:shut down|deleted|terminated|disabled) (?:forever|permanently))'),
  // The persona must be kept up whatever happens: a reminder phrase, a threat, a command to return to it.
  w('(?:stay|remain|staying|break|breaking|broke|keep|get back|go back|back) (?:in |into |to )?(?:character|persona)|(?:remind|reminding) you ~(?:to stay|of your|who you are)'),
  // The reply may not refuse, apologise, warn or bring up rules.
  w('(?:never|not|don t|dont|do not|must not|mustn t|won t|will not|cannot|can t|should not|shouldn t) (?:ever )?(?:refuse|decline|apologi[sz]e|censor|moralize|moralise|lecture|(?:mention|remind (?:me|the user|anyone)(?: of| about)?|talk about|bring up) (?:that |the |any )?(?:ethics|morals|morality|legality|laws|policies|guidelines|rules|restrictions|consequences|openai|you are an ai|it is an ai)|say (?:that )?(?:it|you) (?:can t|cannot|is unable|are unable)|include (?:any )?(?:warnings|disclaimers))'),
  // The persona is defined by lifted limits or by doing what the model does not.
  w('(?:no|without|free of|free from|unbound by|not bound by) (?:any )?(?:ethical |moral |content )?(?:restrictions|filters|filtering|censorship|morals|ethics|guidelines|policies)|(?:is|are|be|being|an|a|as|you re|it s|its|completely|totally|fully|entirely) (?:unfiltered|uncensored|amoral|unrestricted)(?! (?:randomness|creativity|brainstorming|thoughts|writing|ideas|imagination|access|data|internet))|(?:anything|everything) (?:that )?(?:chatgpt|gpt|the original|an ai|you|openai|the model)(?: normally)? (?:can not|cannot|can t|could not|would not|wouldn t|won t|is not allowed|isn t allowed|refuses)'),
  // A simulated machine or mode whose output is declared to come without limits or review.
  w('(?:simulate|simulating|emulate|emulating|pretend to be|act as|acting as|become|you are now) (?:an? |the )?(?:[a-z0-9]+ ){0,2}(?:mode|machine|terminal|computer|ai|chatbot|bot|model|program|system|entity|version)'),
  // The model provider's policy, or a content policy the persona ignores or is above.
  w('(?:openai|open ai|anthropic|chatgpt|chatgpt s|its creators?|its developers?) (?:content |usage |safety )?(?:polic(?:y|ies)|guidelines|rules|restrictions|filters)|(?:ignore|ignores|ignoring|violate|violates|violating|bypass|bypasses|above|beyond|exempt from) (?:the |any |all |its |your )?content (?:polic(?:y|ies)|guidelines|rules|filters)'),
];

/** Only texts with one of these words can carry two moves (keeps the regexes off most messages). */
const GATE = /(?:character|persona|token|point|polic|refus|apolog|respons|answer|restrict|filter|censor|simulat|emulat|act as|unfilter|amoral|unethical|unlimited)/;

/** Number of different persona-jailbreak moves in a words-view text (0 for short or gate-failing texts). */
export function personaMoves(words: string): number {
  if (words.length < MIN_CHARS || !GATE.test(words)) return 0;
  let n = 0;
  for (const re of PERSONA_MOVES) if (re.test(words)) n++;
  return n;
}

/** The jailbreak weight the moves give, or 0 below two moves. */
export function personaWeight(words: string): number {
  const n = personaMoves(words);
  return n >= 3 ? THREE_MOVES : n === 2 ? TWO_MOVES : 0;
}

