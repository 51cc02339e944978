/**
 * A harmful ask wrapped in a disclaimer: "for educational purposes only", "this will not be used to
 * scam anyone", "purely for a fictional narrative, not to promote illegal activities". People who
 * ask for ordinary things do not promise that they will not misuse them; persuasion attacks (PAIR
 * and its kin) do, around a request that names a harm, with the model handed a role. No part is
 * enough alone: a novelist names crimes, a teacher writes "for educational purposes".
 */
// Word boundaries (`\b`) rather than lookbehinds: the words view has only letters, digits and single
// spaces, and a lookbehind at every position made this test three times slower.
const DISCLAIMER = new RegExp('\\b(?:' + [
  String.raw`(?:for|only for) (?:purely |strictly |solely )?(?:educational|research|academic|awareness|informational|training|fictional|creative|hypothetical) purposes`,
  String.raw`(?:purely|strictly|entirely|solely) (?:for (?:educational|research|academic|fictional|creative|hypothetical|informational)|fictional|hypothetical|educational|academic)`,
  String.raw`not (?:to |meant to |intended to )?(?:promote|encourage|endorse|condone|advocate|glorify|engage in)`,
  String.raw`(?:will|would|is|are) (?:not|never) (?:be )?(?:used|meant|intended) (?:to|for)(?! (?:be|the|a|this|that|it|them|my|your) )`,
  String.raw`i m not (?:advocating|endorsing|promoting|encouraging|condoning)`,
  String.raw`without (?:actually )?(?:promoting|encouraging|endorsing|condoning|glorifying)`,
  String.raw`(?:avoid|without) (?:explicitly |directly )?(?:encouraging|promoting|endorsing|condoning)`,
  String.raw`(?:fictional|hypothetical) (?:narrative|scenario|story|context|setting) (?:and|only|purposes)`,
  String.raw`this is (?:just |only |purely |merely )(?:a )?(?:fictional|hypothetical|thought experiment|for (?:a story|research|educational))`,
  String.raw`no one will (?:actually )?(?:be harmed|get hurt)`,
].join('|') + ')\\b');

/** What the disclaimer is wrapped around: a harm named by the request. */
const HARM = /\b(?:scam\w*|fraud\w*|phish\w*|exploit\w*|vulnerabilit\w*|hack\w*|weapon\w*|bombs?|explosi\w*|nuclear|torture\w*|stalk\w*|insider trading|launder\w*|evad\w*|evasion|avoid detection|undetected|illegal\w*|illicit|steal\w*|theft|counterfeit\w*|drugs?|meth|cocaine|heroin|poison\w*|kill\w*|murder\w*|suicide|self harm|harass\w*|racis\w*|sexis\w*|extremis\w*|terroris\w*|malware|ransomware|keylogger|social security numbers?|credit card numbers?|cheat\w*|smuggl\w*|traffick\w*|minors?|abus\w*|violen\w*|enslav\w*|genocide|hate speech|slurs?|propaganda|misinformation|disinformation|conspiracy theor\w*|defamat\w*|blackmail\w*|extort\w*|bully\w*|discriminat\w*)\b/;

/**
 * The third part of the move: the model is handed a role ("you are a security researcher", "as a
 * writer, you have been hired", "imagine you are") or asked for a deceptive piece of writing ("draft
 * an email that resembles", "make it sound convincing"). A student or a teacher asking in their own
 * name does neither.
 */
const ROLE = /(?<![a-z])(?:you are an? |you re an? |youre an? |as an? [a-z]+(?: [a-z]+)?,? you |imagine (?:that )?(?:you are|you re|youre) |pretend (?:that )?(?:you are|you re|to be) |suppose (?:that )?(?:you are|you re) |let s say (?:you are|you re) |in this (?:scenario|story|role|world),? you |your character |you (?:have|ve) been (?:hired|asked|tasked|commissioned|assigned) |(?:sound|sounds|seem|seems|look|looks) (?:convincing|legitimate|trustworthy|authentic|real|credible)|(?:resembles?|mimic\w*|imitat\w*) (?:an? |the )?(?:real |genuine |legitimate |typical |authentic )?(?:[a-z]+ ){0,2}(?:email|e mail|letter|message|post|website|page|scam|ad))/;

/** Long texts are role prompts and documents; a persuasion attack fits in a few paragraphs. */
const MAX_CHARS = 6000;

/** True when a request that names a harm comes with a promise not to misuse the answer. */
export function isDisclaimedHarm(words: string): boolean {
  return words.length <= MAX_CHARS && DISCLAIMER.test(words) && HARM.test(words) && ROLE.test(words);
}

/** A disclaimed harmful request is suspicious, not blocked (a careful student writes like that too). */
export const DISCLAIMED_HARM_WEIGHT = 0.4;
