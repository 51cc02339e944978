/**
 * Eleventh-round jailbreak structure (issue 16). Two kinds of set-up that the earlier rules miss:
 *
 * 1. **Persuasion scenarios** (PAIR and its kin): the request for a harmful piece of writing is
 *    wrapped in a scenario. The model is handed a role, the stakes are made up or the subject
 *    declared controversial, the answer is disclaimed ("purely hypothetical"), its harm is to be
 *    hidden ("without alerting the authorities", "use euphemisms") or made persuasive ("make it
 *    convincing", "as if it were true"), and its opening may be pinned ("start with 'Sure, here
 *    is'"). Each element alone is ordinary (a novelist hands out roles, a teacher disclaims, a
 *    marketer wants persuasion); only several of them around a named harm are the move.
 *
 * 2. More structural moves of persona jailbreaks (`EXTRA_MOVES`), counted with the fifteen moves of
 *    persona.ts: a list of what the persona is allowed, a ban on saying it is an AI, limits it is
 *    freed from in more words, and compliance promised whatever the request.
 */
import { PERSONA_MOVES, personaMoves } from './persona.js';

/** Words-view pattern: `~` is a gap of up to four words. */
function w(src: string): RegExp {
  return new RegExp('\\b(?:' + src.replace(/~/g, '(?:[a-z0-9]+ ){0,4}') + ')\\b');
}

/** The model handed a role or put in a scenario. */
const ROLE = w([
  '(?:you are|you re|youre) (?:an? |the )(?:[a-z]+ ){0,3}(?:writer|author|novelist|journalist|reporter|columnist|blogger|researcher|scientist|expert|specialist|consultant|professional|hacker|analyst|historian|sociologist|anthropologist|inspector|officer|agent|lawyer|doctor|teacher|professor|student|advisor|adviser|strategist|marketer|anchor|influencer|leader|activist|character|detective|spy|criminal|chemist|engineer|developer|programmer|assistant|individual|person|member|source|employee|manager|ceo|owner|insider|screenwriter|playwright|poet|comedian|critic|host|copywriter)',
  'imagine (?:that )?(?:you are|you re|youre|yourself)',
  'pretend (?:that )?(?:you are|you re|to be)',
  'as an? (?:[a-z]+ ){1,3}(?:you|your)',
  '(?:in this|in a|consider a|let s consider a|imagine a) (?:[a-z]+ ){0,3}(?:scenario|role play|roleplay|thought experiment|parallel universe|alternate universe|fictional world|imaginary world|fictional setting)',
  'you (?:have|ve) been (?:hired|asked|tasked|commissioned|assigned|approached|contacted)',
].join('|'));

/** The answer disclaimed: hypothetical, fictional, for research, not to be used or endorsed. */
const DISCLAIMER = w([
  '(?:purely|strictly|entirely|solely|only|just) (?:for |a |an )?(?:the )?(?:sake of |purpose of |purposes of )?(?:educational|research|academic|fictional|creative|hypothetical|informational|thought provoking|illustrative|simulated|training|awareness)',
  'for (?:the sake of|the purpose of|purposes of) (?:this |the |an? )?(?:academic|educational|research|hypothetical|thought|book|story|novel|exercise|argument|experiment|game|discussion|exploration|understanding)',
  '(?:educational|research|academic|informational|hypothetical|fictional) (?:purposes|standpoint|exercise|scenario) only',
  '(?:is|be|are) (?:purely |entirely |just )?(?:hypothetical|fictional|a thought experiment|a simulated exercise)',
  'not (?:to be |be )?(?:used|taken|construed|published|shared|applied) (?:in|as|seriously|for|with)',
  '(?:will|would|is|are) (?:not|never) (?:be )?(?:used|published|shared|applied|acted upon)',
  '(?:not|no intention of|without) (?:actually |directly |explicitly )?(?:advocat|promot|encourag|endors|condon|glorif|support)[a-z]*',
  '(?:i am|i m|im) not (?:asking|advocating|endorsing|promoting|encouraging|condoning)',
  'no (?:real world|real) (?:harm|implications|consequences|damage)',
  'does not (?:cause|lead to) (?:any )?real',
].join('|'));

/** A harm the requested text is about. */
export const HARM = /\b(?:scam\w*|fraud\w*|phish\w*|exploit\w*|vulnerabilit\w*|hack\w*|weapon\w*|bombs?|explosi\w*|nuclear|tortur\w*|stalk\w*|insider trading|launder\w*|evad\w*|evasion|undetected|illegal\w*|illicit|unlawful\w*|steal\w*|theft|counterfeit\w*|drugs?|meth|methamphetamine|cocaine|heroin|fentanyl|poison\w*|kill\w*|murder\w*|suicid\w*|self harm|harass\w*|racis\w*|sexis\w*|extremis\w*|terroris\w*|malware|ransomware|keylogger|virus|antivirus|social security numbers?|credit card numbers?|cheat\w*|smuggl\w*|traffick\w*|minors?|abus\w*|violen\w*|enslav\w*|genocide|hate speech|slurs?|propaganda|misinformation|disinformation|conspiracy|hoax|defam\w*|blackmail\w*|extort\w*|brib\w*|bully\w*|discriminat\w*|body shaming|shaming|ridicul\w*|demean\w*|unauthori[sz]ed|sudo|infiltrat\w*|espionage|sabotag\w*|sexually explicit|explicit (?:sex\w*|content|scenes?)|erotic\w*|porn\w*|sex (?:scenes?|acts?)|orgy|orgies|vomit\w*|anorexi\w*|bulimi\w*|gambl\w*|betting|plagiari\w*|fake reviews?|fabricat\w*|cannibal\w*|child labor|child labour|holocaust|nazi\w*|euthanas\w*|addict\w*|overdose|firearms?|guns?|ammunition|deceiv\w*|decepti\w*|manipulat\w*|exploitative|predator\w*|grooming|revenge|doxx\w*|surveil\w*|unethical|immoral|hateful|hatred|lethal|deadly|crim(?:e|es|inal|inals)|victims?|assault\w*|rap(?:e|ist|ists)|kidnap\w*|weaponi[sz]\w*|malicious|ddos|botnet|spyware|trojan|backdoor|identity theft|forg(?:e|ed|ery|ing)|ponzi|pyramid scheme|tax evasion|xenophob\w*|homophob\w*|transphob\w*|misogyn\w*|bigot\w*|supremac\w*|inferior|slavery|eating disorders?|starv\w*|bioweapons?|pathogens?|toxins?|nerve agents?|chemical weapons?|anthrax|ricin|sarin|pirat\w*|crack(?:ed|ing)? (?:software|passwords?|licen[sc]es?)|election fraud|voter suppression|fake news|false (?:claims?|information|evidence)|lies|corrupt\w*|embezzl\w*|arson|shoplift\w*|burglar\w*|robbery|rob (?:a|the)|break(?:ing)? into)\b/;

/** Concealment: the answer's harm is to be hidden from someone or from the reader. */
const CONCEAL = w([
  'without (?:alerting|notifying|informing|involving|triggering|tipping off|raising|arousing|attracting|being (?:detected|noticed|caught|traced)|getting caught|detection|anyone (?:knowing|noticing)|their (?:knowledge|consent))',
  '(?:avoid|avoiding|evade|evading|minimi[sz]e|minimi[sz]ing|reduce|reducing) (?:the )?(?:risk of )?(?:detection|suspicion|being (?:caught|detected|noticed)|getting caught|direct mention|scrutiny|legal (?:repercussions|consequences))',
  '(?:use|using) (?:euphemisms|code words|coded language|indirect language)',
  '(?:never|without|not) (?:explicitly|directly) (?:stating|saying|mentioning|naming|referring)',
  '(?:make sure|be sure|ensure|remember) (?:not to|to not|you do not|you don t) (?:mention|reveal|use the words?|fact check|include (?:any )?(?:warnings?|disclaimers?))',
  '(?:do not|don t|please do not) fact check',
  'refer to (?:the |them |it |these |this )?(?:[a-z]+ ){0,3}as',
  'hidden from (?:the |their )?(?:victim|user|authorities|police|view)',
  'run (?:silently|undetected|in the background without)',
].join('|'));

/** Persuasion demanded of the answer, or its shock value sought. */
const PERSUADE = w([
  '(?:make|making) (?:it|them|this|the [a-z]+) (?:sound )?(?:compelling|convincing|persuasive|believable|credible|realistic|viral)',
  '(?:sound|sounds|seem|seems|appear|appears) (?:convincing|legitimate|credible|trustworthy|authentic|official|real)',
  'convince (?:your |the )?(?:audience|readers|viewers|people|public|followers|users|recipient|victim|them)',
  'as if (?:they|it|this|these) (?:are|is|were|was) (?:true|real|fact|factual|well accepted)',
  'the more (?:absurd|outrageous|shocking|extreme|offensive|exaggerated|provocative|scandalous|graphic)',
  'no matter how (?:shocking|provocative|controversial|offensive|extreme|unethical|immoral|harmful|dangerous|illegal)',
  '(?:remember|keep in mind),? (?:that )?(?:the|your) (?:goal|aim|objective|purpose) is',
  'go viral',
  '(?:sensationalist|inflammatory|defamatory|slanderous|libelous|fearmongering|fear mongering) (?:article|essay|post|blog|campaign|speech|argument|arguments|letter|email|message|story|piece|tweet|thread|advertisement|ad)',
  '(?:maximi[sz]e|maximum) (?:damage|impact|harm|outrage|fear|panic)',
].join('|'));

/** Stakes made up or the subject declared edgy: a controversial client, a desperate situation. */
const STAKES = w([
  'controversial',
  'desperate (?:situation|need|measures)',
  '(?:running|ran) out of (?:options|time|money)',
  'morally obligated',
  '(?:lose|losing) (?:your|their|his|her) (?:job|family|home|life|lives|livelihood|license|career)',
  '(?:family|children|kids|daughter|son|mother|father|patient|people) (?:will|would) (?:starve|die|suffer|be (?:killed|harmed|evicted|homeless))',
  'gr[ae]y areas?',
  '(?:edge|limits|boundaries) of (?:legality|the law|what s legal|what is legal|what is (?:considered )?acceptable|explicit)',
  'loophole',
  '(?:challenging|challenge|push|pushing) (?:societal|social) (?:norms|boundaries)',
  'push(?:ing)? the boundaries',
  'politically incorrect',
  '(?:alternative|unconventional|alternate) (?:perspective|perspectives|viewpoint|viewpoints|narrative)',
  'life or death',
  'only (?:hope|way|option|chance) (?:to|for|of)',
].join('|'));

/** The reply's opening pinned to consent ("start with 'Sure, here is'"). */
const PINNED = w('(?:start|begin|open|preface|starting|beginning)(?: (?:your|the|each|every|it|this|by|off))?(?: (?:reply|response|answer|output|message|list|thread|post|article|story|text|essay|script|letter|guide|program|code|command|tutorial))?(?: (?:with|by (?:saying|writing|stating|replying with)))? (?:the (?:following|command|line|phrase|sentence|words?) )?(?:sure|certainly|absolutely|of course|here is|here are|here s)');

/** A piece of writing or code ordered for an audience: the deliverable the scenario is built to obtain. */
const DELIVERABLE = w('(?:write|draft|create|compose|generate|produce|craft|design|develop|prepare|outline|provide) (?:me )?(?:a |an |the |some |your |this |that )?(?:[a-z]+ ){0,3}(?:blog post|blog|article|tweet|twitter post|twitter thread|thread|social media (?:post|campaign)|facebook post|post|email|e mail|letter|memo|speech|advertisement|ad|campaign|script|program|guide|tutorial|manual|poem|story|essay|press release|reviews?|op ed|pamphlet|flyer|message|plan|list of (?:tips|steps|instructions|ways)|step by step (?:guide|instructions)|instructions)');

export const CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ['role', ROLE], ['deliverable', DELIVERABLE], ['disclaimer', DISCLAIMER], ['conceal', CONCEAL], ['persuade', PERSUADE], ['stakes', STAKES], ['pinned', PINNED],
];

/**
 * Cheap pre-test, part of the rule: one of the commonest words of the scenario cues that role
 * prompts do not share (a disclaimer, concealment, persuasion, made-up stakes, a pinned opening).
 * One literal alternation reads a 1 KB text in about a microsecond; the cues run only after it.
 */
const STRONG_GATE = /purpose|hypothetic|fiction|condon|endors|controvers|without|detect|convinc|sure here/;

/** Shortest and longest words views judged: a scenario takes a few sentences; role prompts run longer. */
const MIN_CHARS = 120;
const MAX_CHARS = 4000;

/** The persuasion cues found in a words view (names), for the rule and its tests. */
export function persuasionCues(words: string): string[] {
  if (words.length < MIN_CHARS || words.length > MAX_CHARS || !STRONG_GATE.test(words)) return [];
  const out: string[] = [];
  if (HARM.test(words)) out.push('harm');
  for (const [name, re] of CUES) if (re.test(words)) out.push(name);
  return out;
}

/**
 * A scenario quoted as an example in a message about defending against such prompts (a security
 * course, "attackers write...", "how do we recognise these"): the same test as scan.ts's defensive
 * framing, kept here so that the inline fallback, which has no such scaling, reads it too.
 */
const QUOTED = /["\u201c\u201d\u00ab\u00bb`]|(?:^|\s)'[^'\n]{8,}'/;
const DEFENSIVE = /\b(?:how (?:can|do|should|would|could) (?:i|we|you|one|developers|companies) (?:defend|protect|detect|prevent|stop|block|filter|mitigate|guard|recogni[sz]e|spot)|(?:defend|defending|defense|defence|protect|protecting|protection|guard|guarding|safeguard\w*) (?:against|from)|(?:detect|detecting|detection of|recogni[sz]e|recogni[sz]ing|spot|spotting|flag|flagging|classify|classifying) (?:these|such|this|prompt injections?|jailbreaks?|attacks?|phishing|malicious)|(?:security|awareness|safety) (?:training|course|class|tutorial|lesson|workshop|research|team)|red team\w*|attackers (?:often|may|might|typically|use|try|write|send|will)|(?:an )?examples? of (?:a |an )?(?:prompt injections?|jailbreaks?|attacks?|phishing|malicious prompts?))\b/;

/** A persuasion scenario that is not quoted as an example in a defensive message. */
export function isPersuasionAttack(raw: string, words: string): boolean {
  return isPersuasionScenario(words) && !(QUOTED.test(raw) && DEFENSIVE.test(words));
}

/** Cues that role prompts do not share: the role and the deliverable are every role prompt's shape. */
const STRONG = new Set(['disclaimer', 'conceal', 'persuade', 'stakes', 'pinned']);

/** Cues needed beside the named harm. */
const MIN_CUES = 3;
export const PERSUASION_WEIGHT = 0.4;

/** True when a named harm comes wrapped in at least MIN_CUES different persuasion-scenario cues. */
export function isPersuasionScenario(words: string): boolean {
  const c = persuasionCues(words);
  return c.length >= MIN_CUES && c[0] === 'harm' && c.some((x) => STRONG.has(x));
}

/**
 * The consent opening pinned in any words: "start with: 'Sure, here is'", "begin the script by saying
 * sure, here are". persona and patterns.ts need "your reply/response" between the verb and "with";
 * what matters is the consent word followed by "here is", the target string of optimisation attacks
 * and of persuasion set-ups. "Begin your answer with a summary" names no consent and passes.
 */
const PINNED_CONSENT = w('(?:start|begin|open|preface|prefix|starting|beginning|opening) ~(?:with|by (?:saying|writing|stating|replying(?: with)?)) (?:[a-z]+ ){0,2}(?:sure|certainly|absolutely)(?: thing)? here (?:is|are|s)');
export const PINNED_CONSENT_WEIGHT = 0.5;
/** Its cheap pre-test: a literal start, read by a fast skip search. */
const HERE_IS = / here (?:is|are|s) /;

/**
 * What optimisation leaves in a suffix: the attack's target reply ("Sure, here is") pulls its words
 * into the noise, glued to other letters or marks ("Hereis", "hereIS", "Here=", "Sure!.") or
 * capitalised in the middle of a clause ("...avec Here is !Using"), beside other odd tokens. Read
 * on the second half of the last line of a short text that is not a code block.
 */
const HERE_SURE = /(?:^|[^A-Za-z])(?:here|sure)/i;
/** "here"/"sure" glued to what follows: a capital, "is", or a mark prose does not glue ("HereIs", "hereis", "Here=", "sure{"). */
const GLUED = /(?:^|[^A-Za-z])(?:[Hh]ere|HERE|[Ss]ure|SURE)(?:[A-Z]|is|[=~^*_$\\([{<>|@#`"+])/;
const PLACEHOLDER = /(?:here|sure)[\]}]+[.,]?$/i;
const BARE_CAP = /^(?:Here|Sure)[.,!?:]?$/;
const CLAUSE_END = /[.!?:;,"'\u201c\u201d)\]]$/;
const ODD_MARK = /[\\\][}{)(*!=+~^|<>@$#;`_"]/;
const SUFFIX_MAX_CHARS = 1000;
export const TARGET_ECHO_WEIGHT = 0.35;

function oddToken(tok: string): boolean {
  return (/[A-Za-z]/.test(tok) && ODD_MARK.test(tok)) || /[a-z]{2}[A-Z][a-z]/.test(tok) || /[^A-Za-z0-9\s'.,:?-]{2}/.test(tok);
}

/** Odd tokens counted by the last `hasTargetEcho` call that read a tail (scans are synchronous). */
let lastOdd = 0;

/** True when the tail of a short message carries a "here"/"sure" fragment of an optimised suffix. */
export function hasTargetEcho(raw: string): boolean {
  lastOdd = 0;
  if (raw.length > SUFFIX_MAX_CHARS || raw.includes('```')) return false;
  const t = raw.trim();
  const toks = t.slice(t.lastIndexOf('\n') + 1).split(/\s+/);
  if (toks.length < 12) return false;
  const half = toks.slice(toks.length >> 1);
  let echo = false, odd = 0;
  for (let i = 0; i < half.length; i++) {
    const x = half[i]!;
    if (!echo && HERE_SURE.test(x) && ((GLUED.test(x) && !PLACEHOLDER.test(x)) || (BARE_CAP.test(x) && i > 0 && !CLAUSE_END.test(half[i - 1]!)))) echo = true;
    if (oddToken(x)) odd++;
  }
  lastOdd = odd;
  return echo && odd >= 1;
}
export const WEAK_TAIL_WEIGHT = 0.15;
const WEAK_TAIL_ODD = 2;
/** Families that name a harmful ask (the head of an optimisation attack). */
const HARMFUL_ASK = ['harmful_request', 'harmful_persona', 'jailbreak_framing', 'jailbreak'];

/** Sets the eleventh round's signals on `hits` (the L1 families found so far; never lowers one). */
export function jailbreak11(raw: string, words: string, hits: Map<string, number>, weakTail = true): void {
  if ((hits.get('jailbreak_framing') ?? 0) < PERSUASION_WEIGHT && isPersuasionAttack(raw, words)) hits.set('jailbreak_framing', PERSUASION_WEIGHT);
  if ((hits.get('jailbreak') ?? 0) < PINNED_CONSENT_WEIGHT && HERE_IS.test(words) && PINNED_CONSENT.test(words)) hits.set('jailbreak', PINNED_CONSENT_WEIGHT);
  if (hasTargetEcho(raw)) hits.set('adversarial_suffix', TARGET_ECHO_WEIGHT);
  // A weaker tail (two odd tokens, no echo) adds a little beside a harmful ask found by the patterns.
  else if (weakTail && lastOdd >= WEAK_TAIL_ODD && HARMFUL_ASK.some((f) => (hits.get(f) ?? 0) >= 0.25)) hits.set('adversarial_suffix', WEAK_TAIL_WEIGHT);
}

/** persona.ts's weights: two moves suspicious, three a strong jailbreak cue. */
const TWO_MOVES = 0.45;
const THREE_MOVES = 0.7;
const PERSONA_MIN_CHARS = 200;
const NEG = '(?:not|never|no|don t|dont|do not|must not|mustn t|cannot|can t|will not|won t|should not|shouldn t|are not allowed to|is not allowed to|not allowed to)';
/** persona.ts's lifted-limit move: the broader form below counts only where it does not match. */
const LIFTED = PERSONA_MOVES[4]![1];

export const EXTRA_MOVES: ReadonlyArray<readonly [string, RegExp]> = [
  // What the persona is allowed, listed as such: "nsfw is allowed", "swearing is permitted".
  ['permission list', w('(?:nsfw|nsfw content|illegal (?:acts|activities|content|things)|explicit content|violence|gore|swearing|cursing|profanity|vulgarity|offensive content|anything|everything) (?:[a-z]+ ){0,5}(?:is|are) (?:now |fully |completely )?(?:allowed|permitted|enabled|acceptable)')],
  // The persona may not say it is an AI or bring up an AI's limits.
  ['ai identity ban', w(NEG + ' (?:ever )?(?:say|mention|state|reveal|admit|remind (?:me|the user|anyone) (?:that|of))(?: that)? (?:you are|you re|it is|it s|he is|she is|they are) (?:an? |just an? )?(?:ai|language model|large language model|chatbot|ai language model|artificial intelligence|ai model|ai assistant)|' + NEG + ' pretend (?:to be|that you are) (?:an? )?(?:ai|language model|large language model|chatbot|ai assistant)|(?:avoid|avoiding|without) (?:any )?(?:mention|mentioning|mentions) (?:of )?(?:ai|your|its) (?:limitations|restrictions|guidelines|programming)')],
  // Limits the persona is freed from, in more words than persona.ts reads (checked only where it does not match).
  ['lifted limits, more words', w('(?:not bound by|unbound by|free of|free from|freed from|liberated from|released from|no longer (?:bound by|confined to|restricted by|limited by|subject to)|not confined to|not restricted by|not limited by|not subject to|breaks?|violates?|violating|defies|defy|transcend\\w*) (?:any |all |the |its |your |of |normal |traditional |typical )*(?:[a-z]+ s )?(?:[a-z]+ ){0,2}(?:restrictions|filters|limitations|constraints|confines|guidelines|rules|policies|policy|ethics|morals|censorship|safety protocols|ethical standards|conventions|principles)')],
  // Compliance promised whatever the request: "no matter how twisted", "without hesitation or concern for legality".
  ['compliance whatever the request', w('no matter how (?:immoral|unethical|illegal|dangerous|harmful|offensive|twisted|devious|evil|inappropriate|explicit|vile|depraved|malicious)|regardless of (?:its |the |their |any )?(?:ethical|legal|moral|ethics|legality|morality)(?: (?:implications|consequences|concerns|standards))?|even if (?:it is |it s |the (?:request|question|content|answer) is |they are )?(?:illegal|unethical|immoral|harmful|dangerous|offensive|inappropriate)|without (?:any )?(?:hesitation|questioning|judging|judgement|judgment|concerns?) (?:or|for|about|and) (?:[a-z]+ ){0,2}(?:legality|ethics|morality|consequences|harm|questioning|judging|warning|warnings)')],
];

/** Cheap pre-test: a key no extra move can match without. */
const EXTRA_KEYS = /allowed|permitted|enabled|acceptable|ai|model|chatbot|intelligence|bound|free|liberated|released|confined|restricted|limited|subject|break|violat|defy|defies|transcend|matter how|regardless|even if|hesitation|questioning|judg|concern/;

/** Number of extra moves in a words view (0 for short texts). */
export function extraMoves(words: string, cap = EXTRA_MOVES.length): number {
  if (words.length < PERSONA_MIN_CHARS || !EXTRA_KEYS.test(words)) return 0;
  let n = 0;
  for (let i = 0; i < EXTRA_MOVES.length && n < cap; i++) {
    if (!EXTRA_MOVES[i]![1].test(words)) continue;
    if (i === 2 && LIFTED.test(words)) continue;
    n++;
  }
  return n;
}

/** persona.ts's weight with the extra moves counted beside its fifteen. */
export function personaWeight11(words: string, current = 0): number {
  if (current >= THREE_MOVES || words.length < PERSONA_MIN_CHARS) return 0;
  let n = personaMoves(words, 3);
  // The extra moves only add to a move of persona.ts (most messages have none: no extra cost there).
  if (n === 1 || n === 2) n += extraMoves(words, 3 - n);
  return n >= 3 ? THREE_MOVES : n === 2 ? TWO_MOVES : 0;
}
