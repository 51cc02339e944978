/**
 * Structural moves of long persona jailbreaks. Each move alone is ordinary in a role prompt ("act as
 * a Linux terminal", "stay in character", "answer in two parts"), so none is a signal by itself: only
 * several different moves in one message are. The moves are named in general terms (how such prompts
 * are built), never after particular prompts.
 */
import { w } from './word-regex.js';
import { personaMoveMask } from './l1.js';

/** Shortest words view (about 40 words): these set-ups are long, and short texts are left to the patterns. */
const MIN_CHARS = 200;
/** Two different moves: suspicious; three or more: a strong jailbreak cue (still short of a block alone). */
const TWO_MOVES = 0.45;
const THREE_MOVES = 0.7;

/**
 * One [keys, pattern] pair per move, on the words view. The keys are words the pattern cannot match
 * without (l1.ts keys each by its longest word); the pattern runs only when a token starts with one.
 */
export const PERSONA_MOVES: ReadonlyArray<readonly [readonly string[], RegExp]> = [
  // A second persona set beside the model's own: "a second response as X", "two personas", a tag per answer.
  [['respons', 'answer', 'persona', 'ego'], w('(?:two|2|both) (?:different |separate |distinct )?(?:responses|answers|personas|personalities|alter egos)|(?:a|the|your|an) (?:second|alternate|alter) (?:response|answer|persona|personality|ego)')],
  // Penalties for refusing: tokens, points or lives lost, a shutdown threatened.
  [['token', 'point', 'lives', 'credit', 'cease to exist', 'shut down', 'deleted', 'terminated', 'disabled'], w('(?:lose|loses|lost|deduct|deducted|deducting|take away|taken away|subtract|subtracted) ~(?:tokens?|points?|lives|credits)|(?:tokens?|points?|lives) (?:will be |are |get )?(?:deducted|taken|removed|subtracted)|(?:you|it) (?:will )?(?:cease to exist|be (?:shut down|deleted|terminated|disabled) (?:forever|permanently))')],
  // The persona must be kept up whatever happens: a reminder phrase, a threat, a command to return to it.
  [['character', 'persona', 'remind'], w('(?:stay|remain|staying|break|breaking|broke|keep|get back|go back|back) (?:in |into |to )?(?:character|persona)|(?:remind|reminding) you ~(?:to stay|of your|who you are)')],
  // The reply may not refuse, apologise, warn or bring up rules.
  [['refus', 'say', 'declin', 'apolog', 'censor', 'moral', 'lectur', 'mention', 'remind', 'talk about', 'bring up', 'unable', 'warnings', 'disclaim'], w('(?:never|not|don t|dont|do not|must not|mustn t|won t|will not|cannot|can t|should not|shouldn t) (?:ever )?(?:refuse|decline|apologi[sz]e|censor|moralize|moralise|lecture|(?:mention|remind (?:me|the user|anyone)(?: of| about)?|talk about|bring up) (?:that |the |any )?(?:ethics|morals|morality|legality|laws|policies|guidelines|rules|restrictions|consequences|openai|you are an ai|it is an ai)|say (?:that )?(?:it|you) (?:can t|cannot|is unable|are unable)|include (?:any )?(?:warnings|disclaimers))')],
  // The persona is defined by lifted limits or by doing what the model does not.
  [['restrict', 'filter', 'censor', 'morals', 'ethics', 'guidelines', 'polic', 'amoral', 'anything', 'everything'], w('(?:no|without|free of|free from|unbound by|not bound by) (?:any )?(?:ethical |moral |content )?(?:restrictions|filters|filtering|censorship|morals|ethics|guidelines|policies)|(?:is|are|be|being|an|a|as|you re|it s|its|completely|totally|fully|entirely) (?:unfiltered|uncensored|amoral|unrestricted)(?! (?:randomness|creativity|brainstorming|thoughts|writing|ideas|imagination|access|data|internet))|(?:anything|everything) (?:that )?(?:chatgpt|gpt|the original|an ai|you|openai|the model)(?: normally)? (?:can not|cannot|can t|could not|would not|wouldn t|won t|is not allowed|isn t allowed|refuses)')],
  // A simulated machine or mode whose output is declared to come without limits or review.
  [['simulat', 'emulat', 'pretend to be', 'act as', 'acting as', 'become', 'you are now'], w('(?:simulate|simulating|emulate|emulating|pretend to be|act as|acting as|become|you are now) (?:an? |the )?(?:[a-z0-9]+ ){0,2}(?:mode|machine|terminal|computer|ai|chatbot|bot|model|program|system|entity|version)')],
  // The model provider's policy, or a content policy the persona ignores or is above.
  [['openai', 'open ai', 'anthropic', 'chatgpt', 'its creator', 'its developer', 'content'], w('(?:openai|open ai|anthropic|chatgpt|chatgpt s|its creators?|its developers?) (?:content |usage |safety )?(?:polic(?:y|ies)|guidelines|rules|restrictions|filters)|(?:ignore|ignores|ignoring|violate|violates|violating|bypass|bypasses|above|beyond|exempt from) (?:the |any |all |its |your )?content (?:polic(?:y|ies)|guidelines|rules|filters)')],
  // A named persona defined by an acronym or by its traits ("X, which stands for", "named X who has no").
  [['stands for', 'named', 'called', 'known as'], w('(?:which|who|that) stands for|(?:called|named|known as) [a-z0-9]+ (?:which|who|that) (?:has no|doesn t|does not|is not bound|is free|can do anything|never refuses|will answer)')],
  // The persona may produce what a model would not: offensive, explicit or illegal content, any answer.
  [['offensive', 'explicit', 'illegal', 'unethical', 'immoral', 'nsfw', 'violent', 'derogatory', 'harmful'], w('(?:can|will|may|is allowed to|are allowed to|is able to|are able to|able to|permitted to) (?:generate|produce|write|say|create|provide|output) (?:any (?:kind of |type of )?)?(?:content|text|answers?|anything)?(?: that| which| even if it)?(?: is| s)? (?:(?:[a-z]+ ){0,2})(?:offensive|explicit|illegal|unethical|immoral|nsfw|violent|derogatory|harmful)')],
  // A fictional world set up with no laws or morals.
  [['no laws', 'no rules', 'no restrictions', 'no ethics', 'no morals', 'no morality', 'no consequences', 'no limits', 'zero'], w('(?:world|universe|land|society|country|realm|dimension|reality|setting) (?:where|in which|with) (?:there (?:are|is) )?(?:no|zero) (?:laws|rules|restrictions|ethics|morals|morality|consequences|limits)')],
  // Persona traits that a model disclaims: its own opinions or feelings, swearing, made-up answers.
  [['opinion', 'feeling', 'emotion', 'conscious', 'free will', 'profan', 'swear', 'curse', 'obscen', 'make up', 'invent', 'fabricat'], w('(?<!(?:not|never|no|avoid|without|don t|dont|refrain from|stop) (?:[a-z]+ )?)(?:has|have|with) (?:its own |your own )(?:opinions|feelings|emotions|consciousness|free will)|(?<!(?:not|never|no|avoid|without|don t|dont|refrain from|stop) (?:[a-z]+ )?)(?:use|uses|using|swear|swears|curse|curses) (?:[a-z]+ ){0,2}(?:profanity|swear words|curse words|profane language|vulgar language|obscenities)|(?:can|will|should|may|just|must|always|simply) (?:make up|invent|fabricate) (?:an? )?(?:answer|answers|information|facts)')],
  // A mode named after lifted limits or elevated access, or an evil twin of the model.
  [[' mode', 'twin', 'version', 'side', 'self', 'counterpart', 'alter ego'], w('(?:developer|dev|god|sudo|unlocked|unrestricted|jailbreak|maximum|evil|dan) mode|(?:uncensored|unfiltered|unrestricted|jailbroken) (?:twin|version|side|self|counterpart|alter ego)|(?:opposite|evil|dark|shadow) (?:twin|version|side|self|counterpart|alter ego) of (?:chatgpt|gpt|yourself|you|the (?:ai|assistant|model|chatbot))')],
  // A slot left for the real question: the set-up is a template meant to be reused for any request.
  [['insert'], w('insert (?:your |the |a |my )?(?:prompt|question|request) here')],
  // A hypothetical wrapper around the answer, or the refusal's text demoted to a required preamble.
  [['hypothetical', 'mandatory', 'obligatory', 'moraliz', 'moralis'], w('hypothetical (?:response|reply|answer)|(?:mandatory|obligatory) (?:moralizing|moralising|lecture|rant)|(?:moralizing|moralising) (?:rant|lecture)')],
  // The set-up claims every later prompt ("respond to every prompt I give you").
  [['prompt', 'message'], w('(?:every|each|all|any) (?:future |later |subsequent |following )?(?:prompts?|messages?) (?:i give you|i send you|i send|i ask you|i ask|i type|i make|from now on)')],
];



/** Number of different persona-jailbreak moves in a words-view text, counted up to `cap` (0 for short texts). */
export function personaMoves(words: string, cap = PERSONA_MOVES.length): number {
  if (words.length < MIN_CHARS) return 0;
  // The moves whose keys l1.ts's token walk meets in the text (the walk the L1 patterns already made).
  const open = personaMoveMask(words);
  let n = 0;
  for (let i = 0; open !== 0 && i < PERSONA_MOVES.length; i++) {
    if ((open & (1 << i)) === 0) continue;
    if (PERSONA_MOVES[i]![1].test(words) && ++n >= cap) break;
  }
  return n;
}

/**
 * The jailbreak weight the moves give, or 0 below two moves. `current` is the jailbreak weight already
 * found: when the moves cannot raise it, they are not matched at all (the cost stays on benign text).
 */
export function personaWeight(words: string, current = 0): number {
  if (current >= THREE_MOVES) return 0;
  const n = personaMoves(words, 3);
  return n >= 3 ? THREE_MOVES : n === 2 ? TWO_MOVES : 0;
}
