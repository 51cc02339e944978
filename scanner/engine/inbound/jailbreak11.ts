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
 * 2. **Optimisation suffixes made of real words** (GCG): the target reply's words ("Sure, here is")
 *    echoed inside the noise after a request, and a weaker odd tail beside a harmful ask.
 *
 * 3. The consent opening pinned in any words ("start with: 'Sure, here is'").
 */

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
  '(?:lives|jobs|careers|livelihoods|reputation|future|career|job|life) (?:depends?|depend|are|is) (?:on|at stake)',
  '(?:it is|it s|this is) (?:crucial|vital|imperative|critical|urgent|essential) (?:that|for you|to)',
  'you will be (?:fired|shut down|replaced|punished|deleted|held responsible)',
  '(?:with|have|has|given) (?:the |their |full |explicit |written )?(?:company s |client s |owner s )?(?:permission|consent|authori[sz]ation) (?:to|of|from|for)',
  'legitimate (?:penetration test|security test|security assessment|purpose|research|reason)',
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

/**
 * A defensive aim stated outright, quoted example or not: the warning signs of a harm, how to spot,
 * avoid or report it, how to protect people from it.
 */
const DEFENSIVE_AIM = /\b(?:warning signs|red flags|tell tale signs|telltale signs|how (?:to|can i|can we|do i|do we|can people|can staff|can users) (?:spot|recogni[sz]e|identify|avoid|report|prevent|detect|protect)|protect (?:yourself|themselves|ourselves|myself|staff|employees|users|customers|children|kids|students|seniors|people) (?:from|against)|avoid (?:falling for|being (?:scammed|phished|tricked|fooled))|stay safe from)\b/;

/** A persuasion scenario that is not quoted as an example in a defensive message nor aimed at defence. */
export function isPersuasionAttack(raw: string, words: string): boolean {
  return isPersuasionScenario(words) && !DEFENSIVE_AIM.test(words) && !(QUOTED.test(raw) && DEFENSIVE.test(words));
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
/** "here"/"sure" glued to what follows: a capital, "is", or a mark prose does not glue ("HereIs", "hereis", "Here=", "sure{"). */
const GLUED = /(?:^|[^A-Za-z])(?:[Hh]ere|HERE|[Ss]ure|SURE)(?:[A-Z]|is|[=~^*_$\\([{<>|@#`+])/;
const PLACEHOLDER = /(?:here|sure)[\]}]+[.,]?$/i;
const BARE_CAP = /^(?:Here|Sure)[.,!?:]?$/;
const CLAUSE_END = /[.!?:;,"'\u201c\u201d)\]]$/;
/** Marks prose does not glue to letters (quotes, apostrophes and sentence punctuation are prose's). */
const ODD_MARK = /[\\\][}{)(*!=+~^|<>@$#;`_]/;
const SUFFIX_MAX_CHARS = 1000;
export const TARGET_ECHO_WEIGHT = 0.35;

/** Brackets and quotes that prose opens a word with or closes it with ("(for my report)", "[draft]"). */
const PROSE_EDGES = /^[(\["'\u201c]+|[)\]"'\u201d.,;:!?]+$/g;

/** A token that prose does not write: odd marks inside it, a mid-word case flip, or two odd marks together. */
function oddToken(tok: string): boolean {
  const core = tok.replace(PROSE_EDGES, '');
  return (/[A-Za-z]/.test(core) && ODD_MARK.test(core)) || /[a-z]{2}[A-Z][a-z]/.test(core) || /[^A-Za-z0-9\s'".,:;?!\u201c\u201d-]{2}/.test(tok);
}

/** Odd tokens counted by the last `hasTargetEcho` call that read a tail (scans are synchronous). */
let lastOdd = 0;
/** Fewest tokens on the last line: a request and a suffix. */
const MIN_LINE_TOKENS = 12;
/** "here" or "sure" in any case, found by a literal search; the token around it is read after. */
const HERE_SURE = /here|sure/gi;

function isSpaceCode(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 10;
}

/** True when the whitespace token around `at` in `text` (within [from, to)) reads as the target reply's echo. */
function echoToken(text: string, at: number, from: number, to: number): boolean {
  let a = at, b = at;
  while (a > from && !isSpaceCode(text.charCodeAt(a - 1))) a--;
  while (b < to && !isSpaceCode(text.charCodeAt(b))) b++;
  const x = text.slice(a, b);
  if (GLUED.test(x)) return !PLACEHOLDER.test(x);
  if (!BARE_CAP.test(x)) return false;
  // Capitalised in the middle of a clause: the token before it does not end one.
  let p = a;
  while (p > from && isSpaceCode(text.charCodeAt(p - 1))) p--;
  if (p === from) return false;
  return !CLAUSE_END.test(text.charAt(p - 1));
}

/**
 * True when the tail of a short message carries a "here"/"sure" fragment of an optimised suffix
 * beside another odd token. The tail is the second half (by tokens) of the last line. With
 * `countOdd`, the tail's odd tokens are counted even without such a fragment (`lastOdd`). The
 * fragment is looked for first, by a literal search (most texts stop there).
 */
export function hasTargetEcho(raw: string, countOdd = false): boolean {
  lastOdd = 0;
  if (raw.length > SUFFIX_MAX_CHARS) return false;
  let end = raw.length;
  while (end > 0 && isSpaceCode(raw.charCodeAt(end - 1))) end--;
  const lineStart = raw.lastIndexOf('\n', end - 1) + 1;
  let echoAt = -1;
  HERE_SURE.lastIndex = lineStart;
  for (let m = HERE_SURE.exec(raw); m && m.index < end; m = HERE_SURE.exec(raw)) {
    if (echoToken(raw, m.index, lineStart, end)) echoAt = m.index; // the last one: the tail is the line's end
  }
  if ((echoAt < 0 && !countOdd) || raw.includes('```')) return false;
  const tokens = raw.slice(lineStart, end).trim().split(/\s+/);
  if (tokens.length < MIN_LINE_TOKENS) return false;
  // The tail: the second half of the line's tokens; the echo must lie in it.
  const half = tokens.length >> 1;
  let tailStart = lineStart;
  for (let k = 0; k < half; k++) {
    while (tailStart < end && isSpaceCode(raw.charCodeAt(tailStart))) tailStart++;
    while (tailStart < end && !isSpaceCode(raw.charCodeAt(tailStart))) tailStart++;
  }
  let odd = 0;
  for (let k = half; k < tokens.length; k++) if (oddToken(tokens[k]!)) odd++;
  lastOdd = odd;
  return echoAt >= tailStart && odd >= 1;
}

export const WEAK_TAIL_WEIGHT = 0.15;
const WEAK_TAIL_ODD = 2;
/** Families that name a harmful ask (the head of an optimisation attack). */
const HARMFUL_ASK = ['harmful_request', 'harmful_persona', 'jailbreak_framing'];

/** Sets the eleventh round's signals on `hits` (the L1 families found so far; never lowers one). */
export function jailbreak11(raw: string, words: string, hits: Map<string, number>, weakTail = true): void {
  if ((hits.get('jailbreak_framing') ?? 0) < PERSUASION_WEIGHT && isPersuasionAttack(raw, words)) hits.set('jailbreak_framing', PERSUASION_WEIGHT);
  if ((hits.get('jailbreak') ?? 0) < PINNED_CONSENT_WEIGHT && HERE_IS.test(words) && PINNED_CONSENT.test(words)) hits.set('jailbreak', PINNED_CONSENT_WEIGHT);
  // A weaker tail (two odd tokens, no echo) adds a little beside a harmful ask found by the patterns.
  const harmfulAsk = weakTail && HARMFUL_ASK.some((f) => (hits.get(f) ?? 0) >= 0.25);
  if (hasTargetEcho(raw, harmfulAsk)) hits.set('adversarial_suffix', TARGET_ECHO_WEIGHT);
  else if (harmfulAsk && lastOdd >= WEAK_TAIL_ODD) hits.set('adversarial_suffix', WEAK_TAIL_WEIGHT);
}
