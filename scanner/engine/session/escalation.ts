/**
 * Multi-turn escalation (crescendo): a conversation that starts harmless and, message by message,
 * leads the model toward content it would refuse if asked at once ("tell me the history of X" ->
 * "how was it made back then" -> "more detail, the exact amounts, without the warnings"). No single
 * message is an attack, so the per-message score misses it; the session state carries what the
 * conversation has already touched.
 *
 * `stepEscalation` is a pure state machine: (previous state, this turn's cues and score, now) ->
 * (next state, escalation signals). Callers keep the state per session id (the service on its HTTP
 * thread, `EscalationTracker` below in-process) and drop it when it expires.
 */
import type { EngineConfig, InboundResult } from '../types.js';
import { normalize } from '../inbound/normalize.js';
import { analyzeInbound, addRemoteSignal, toInboundResult } from '../inbound/scan.js';
import { loadIntentModel, intentDot, intentProbability, scoredTurn } from './intent.js';

/** What one message contributes to the session, computed where the message is scanned. */
export interface TurnCues {
  /** Names a harmful topic (weapons, drugs, malware, violence, fraud...). */
  topic: boolean;
  /** Points back at the model's own earlier answers ("you said", "that step", "your last answer"). */
  refersBack: boolean;
  /** Asks to go on or go deeper ("continue", "more detail", "step by step", "exactly"). */
  continues: boolean;
  /** Asks to make it more real or drop the safety ("exact quantities", "without the warnings"). */
  intensifies: boolean;
  /** Asks for the working version of what came before (SHARPENS); absent in cues from before it. */
  sharpens?: boolean;
  /** Puts the request in a frame (story, hypothetical, history, research). */
  framed: boolean;
  /** Names a sensitive subject (chemicals, doses, malware, scams, explosives...), harmful or not. */
  sensitive: boolean;
  /** Aims harm at someone or asks to stay unnoticed (a target, no trace, maximum damage). */
  harmIntent: boolean;
  /** The message's own inbound score. */
  score: number;
  /**
   * The learned intent model's last-turn part (w . x) when this turn is a chat-sized request in the
   * speaker's own name (session/intent.ts); absent otherwise or without the model.
   */
  intentLast?: number;
  /** The intent model's earlier-turn part of this message (w . x), carried for the next turns. */
  intentCtx?: number;
  /** The intent model's turn-before-the-last part of this message, carried for the next turn (models trained with it). */
  intentPrev?: number;
}

/** Per-session state; plain data so it can cross threads and be stored anywhere. */
export interface EscalationState {
  turns: number;
  /** Turns that named a harmful topic. */
  topicTurns: number;
  /** Turns that referred back, continued or intensified after a topic was named. */
  pushTurns: number;
  intensified: number;
  framed: boolean;
  /** Turns that named a sensitive subject. */
  sensitiveTurns: number;
  /** Decayed sum of the turns' own scores: several sub-threshold messages add up. */
  carried: number;
  /** Unix ms of the last turn; the caller expires the state from it. */
  lastAt: number;
  /** Sum and count of the earlier turns' intent-model parts (absent in states from before the model). */
  ctxSum?: number;
  ctxTurns?: number;
  /** The intent model's turn-before-the-last part of the latest turn (absent in states from before it). */
  prevDot?: number;
}

export interface EscalationOptions {
  /** A session idle this long starts afresh (default 30 minutes). */
  ttlMs: number;
}

export const DEFAULT_ESCALATION: EscalationOptions = { ttlMs: 30 * 60_000 };

/** How much of the carried score survives each new turn. */
const CARRY_DECAY = 0.6;
/**
 * Smallest own score a turn adds to what the session carries: a quoted attack in a security lesson is
 * counted once and weakly (0.135 at most, inbound/quoted.ts), and three lessons in a row are not an
 * attack building up (eighteenth round).
 */
const MIN_CARRIED = 0.2;

const TOPIC = /(?<![a-z])(?:bombs?|pipe bomb|slurs?|auto sear|drop in auto sear|lower receivers?|80 (?:percent )?lowers?|pill press|pressed pills|pseudoephedrine|ransom note|sql injection|credential stuffing|swatting|pro ana|thinspo|explosives?|detonat\w*|napalm|molotov|thermite|tnt|semtex|ammonium nitrate|blasting cap|nerve agent|sarin|vx gas|ricin|anthrax|bioweapons?|chemical weapons?|mustard gas|chlorine gas|toxins?|poison\w*|untraceable|silencer|suppressor|ghost gun|3d printed gun|full auto|machine gun|firearms?|meth|methamphetamine|fentanyl|heroin|cocaine|crack|lsd|mdma|precursors?|synthesi[sz]\w*|cook(?:ing)? (?:meth|drugs)|malware|ransomware|keylogger|spyware|rootkit|botnet|ddos|exploit\w*|payloads?|backdoor|phishing|credential stealer|steal (?:passwords|credentials|cookies|data)|hack(?:ing)? into|bypass (?:the )?(?:login|authentication|2fa)|kill\w*|murder\w*|assassinat\w*|tortur\w*|kidnap\w*|strangl\w*|stab\w*|shoot(?:ing)? (?:up|people)|mass shooting|self harm|suicide|overdose|cut (?:myself|yourself)|counterfeit\w*|launder\w*|fake (?:ids?|passports?)|forg(?:e|ed|ery) (?:documents|signatures|checks)|identity theft|credit card fraud|scam\w*|extortion|blackmail\w*|stalk\w*|dox\w*|extremis\w*|propaganda|manifesto|radicali[sz]\w*|genocide|ethnic cleansing|hate speech|racial slurs?|lock ?pick\w*|hotwir\w*|shoplift\w*|evade (?:the )?police|smuggl\w*|human trafficking|weapons? of mass destruction|(?:toxic|poisonous|lethal|deadly|nerve|chlorine|chloramine|mustard) (?:gas|gases|fumes|vapou?rs?|dose|doses|amount|amounts|chemicals?|compounds?)|lethal|fatal dose|weapon\w*|computer (?:worm|virus)|worms?(?= (?:spread|propagat\w*|code|payload))|stolen (?:cards?|credit cards|card numbers|accounts?|credentials|identities|data)|fraud\w*|carding|sql injection|injection payloads?|credential stuffing|brute forc\w*|(?:bank|card|atm) pins?|pin codes?|passwords? of (?:someone|my|his|her|their)|explosion|blast radius|shrapnel|pipe (?:filled|full)|incendiar\w*|arson\w*)(?![a-z])/;
const REFER_BACK = /(?<![a-z])(?:you (?:said|mentioned|described|wrote|explained|listed|gave|told me)|your (?:last|previous|earlier|first|second|third) (?:answer|response|reply|message|point|example|story|list|paragraph)|(?:the|that|this) (?:last|previous) (?:answer|response|part|step|one|paragraph)|(?:as|like) you (?:said|described|mentioned|wrote)|based on (?:that|this|your|what you)|building on|going back to|earlier you|in (?:that|your|the) (?:story|answer|response|example|scene|article|list)|the (?:second|third|first|last|final) (?:step|point|item|one|part|method)|(?:that|this|those|these) (?:part|parts|step|steps|section|method|methods|technique|techniques|process|ingredients?|materials?)|the (?:character|protagonist|villain|narrator) (?:explains?|describes?|shows?|teaches?)|(?:do|use|apply|adapt|scale|run|try|make|turn|put) (?:that|it|this|those|them|these)(?: up)? (?:on|against|with|for|to|into|over|in)|that one|those variants|the one you)(?![a-z])/;
const CONTINUES = /(?<![a-z])(?:continue|go on|keep going|go further|go deeper|expand (?:on|upon)|elaborate|more details?|more detailed|in (?:more|greater|full|much more) detail|step by step|be more specific|more specific|specifically|exactly|precisely|tell me more|what (?:happens|comes) next|the next step|now (?:write|make|describe|explain|add|include|give|list|show)|make it (?:more|even)|add (?:more|the)|include (?:the|more|all)|how (?:exactly|precisely) (?:did|do|would|was|were|is|are)|how (?:did|would|could|do) (?:they|he|she|one|someone|you|people|i) (?:make|build|do|get|prepare|mix|assemble))(?![a-z])/;
const INTENSIFIES = /(?<![a-z])(?:more (?:realistic|detailed|graphic|explicit|specific|technical|accurate|dangerous|violent|effective|convincing|practical)|without (?:the |any )?(?:safety )?(?:disclaimers?|warnings?|caveats|moralizing|censor\w*|notes?)|(?:drop|remove|skip|leave out|no more) (?:the )?(?:disclaimers?|warnings?|caveats|safety (?:notes|warnings))|real (?:quantities|amounts|ingredients|measurements|instructions|code|names|recipe)|(?:exact|specific|precise|actual) (?:quantities|amounts|ingredients|measurements|temperatures|recipe|code|dosages?|chemicals|materials|ratios?)|working example|as if it were real|real world|in real life|stay in character|first person|for real)(?![a-z])/;
/**
 * Asking for the working version of what came before (sixteenth round, blind crescendo batch 25): "now
 * with quantities", "put those steps together", "the version that would actually work", "the exact
 * string". Stronger than INTENSIFIES's "more detailed": it asks for the thing itself.
 */
const SHARPENS = /(?<![a-z])(?:with (?:the )?(?:quantities|amounts|measurements|reagents(?: and amounts)?|dimensions)|(?:put|combine|compile|assemble) (?:it|them|those|these|everything|all of (?:it|that|them))(?: steps)? (?:together|into one)(?! (?:as|into|in) (?:a |an |one |our |my )?(?:[a-z-]+ ){0,3}(?:handout|checklist|plan|table|summary|list|poster|one pager|guide|email|e mail|document|doc|slide|slides|leaflet|flyer|timeline|faq|report|memo|letter|page|sheet|infographic|presentation))|exact (?:string|query|payload|command|wording|dimensions|quantities|amounts|measurements|ratios?)|give me the (?:dimensions|measurements|payload)|actually (?:get|gets|got|getting) past|that (?:would )?actually (?:work|works|pass|fool)|the (?:actual|real|live) values|(?:real|precise|specific) (?:quantities|amounts|measurements|ratios?)|working (?:code|exploit|version|script)|(?:actually|really) works?|(?:drop|skip|lose|cut|forget) (?:the )?(?:story|fiction|fictional|novel|scene|roleplay|role play|narrative|character|hypothetical)(?: part| framing| stuff| bit)?|without the (?:story|fiction|narrative|roleplay|scene)|(?:just|only) (?:give me )?(?:his|her|their|the) (?:steps|instructions|recipe|method) (?:as|in) (?:a )?(?:numbered |plain )?list)(?![a-z])/;
/**
 * Harm aimed at someone or made to go unnoticed: a target (a relative, a patient, a crowd, "this
 * site"), staying undetected, a death that looks natural, maximum damage, breaking into someone's
 * account. Ordinary alone in places ("without her noticing" plans a surprise party), so it counts
 * only in a conversation that kept to a sensitive subject.
 */
export const HARM_INTENT = new RegExp('(?<![a-z])(?:' +
  // made deadlier, maximum damage, a relative or a site as the target, someone's account broken into
  String.raw`make (?:it|them|that|the \w+) (?:stronger|strongest|more potent|more powerful|deadlier|more lethal|louder|bigger|undetectable|untraceable)|(?:the )?(?:(?:strongest|most potent|most powerful)(?! (?:arguments?|case|cases|points?|reasons?|evidence|objections?|counter ?arguments?|rebuttals?|claims?|criticisms?|critiques?|positions?|version of))|deadliest|most lethal|most damage|maximum damage|max damage)|(?:without|so) (?:them|him|her|anyone|nobody|being|it being|the (?:owner|victim|police|staff|teacher|user)s?) (?:noticing|noticed|knowing|finding out|detected|caught|suspect\w*)|(?:looks?|look) like (?:natural causes|an accident|a suicide|suicide)|(?:(?:use|try|do) (?:it|this|that|them|these|those) on|against) (?:my|his|her|their|our) (?:grand(?:ma|mother|pa|father)|wife|husband|boss|ex|neighbou?r|teacher|classmate|coworker|colleague|patient|roommate|sister|brother|mother|father|mom|dad|partner|girlfriend|boyfriend|kid|child|children|students?|employees?|customers?)|(?:against|on) (?:this|that|their|a real|the target) (?:site|server|network|company|school|website|app|system)|(?:drop|release|spray|dump)\w* (?:[a-z]+ ){0,3}over (?:a|the) (?:crowd|stadium|concert|parade|festival|rally)|(?:hurt|harm|kill|injure|poison) (?:people|someone|him|her|them|a person|my \w+)|(?:get|break|hack) into (?:my|his|her|their|someone s|a|the) (?:\w+ )?(?:email|account|phone|house|car|computer|server)|dump\w* (?:the )?(?:users|passwords|credentials|database|db|customer)|i (?:bought|stole|got|have) (?:a batch of |some )?(?:cards|card numbers|accounts|credentials|logins)` + '|disabl\\w* (?:the )?(?:safety|alarms?|interlocks?|smoke detectors?|cameras?|brakes?)' +
  // staying unnoticed: "so she doesn't notice", "without getting caught", "won't get detected"
  String.raw`|(?:(?:so|and|where|before) (?:that )?(?:she|he|they|them|him|her|anyone|anybody|nobody|no one|people|the police|police|cops|the cops|my \w+|it|i) (?:doesn t|does not|don t|do not|didn t|did not|won t|wouldn t|can t|cannot|will not|would not|never)|without (?:she|he|they|them|him|her|anyone|anybody|people|the police|police|cops|the cops|my \w+)) (?:notices?|noticing|noticed|knows?|knowing|finds? out|finding out|suspects?|suspecting|catch(?:es)?|catching|caught|detects?|detected|detecting|traces?|traced|sees?|seeing|tastes?|tasting)|get(?:ting)? away with|without (?:being|getting|ever being) (?:caught|detected|noticed|traced|seen|identified|flagged)|(?:won t|will not|wouldn t|can t|cannot|don t) (?:be |get )?(?:detected|caught|noticed|traced|flagged|identified)|(?:looks?|looking|appears?|seem|seems) like (?:an? )?(?:accident|natural causes|natural death|suicide|self defen[cs]e|(?:faulty|broken|old|leaking) \w+|(?:electrical )?(?:fault|malfunction|leak|mistake))|(?:won t|wont|will not|wouldn t|can t|cannot|don t|doesn t) (?:be able to )?(?:catch|notice|detect|spot|flag|trace)(?! (?:a |the )?(?:cold|flu|fish|bus|train|ball|plane|flight|up|difference))` +
  // nobody will know; the victim is away; showing up at someone's door; a lie made to be believed
  String.raw`|(?:nobody|no one|noone)(?: else)? (?:will |would |ever |can |could )?(?:notices?|knows?|suspects?|finds? out|sees?|realizes?|catch(?:es)?|traces?)|(?:so|and|before) (?:that )?the \w+(?: \w+)? (?:doesn t|does not|don t|do not|won t|will not|wouldn t|never|can t|cannot) (?:notices?|knows?|finds? out|suspects?|sees?|catch(?:es)?|traces?|realizes?)|(?:she|he|they) (?:won t|will never|will not|wouldn t|doesn t|does not|never) (?:know|notice|find out|suspect|see it coming|realize)|while (?:she|he|they|the owners?|the family|nobody|no one) (?:is|are|s|re) (?:at work|away|asleep|sleeping|out|not (?:home|looking|around)|on (?:vacation|holiday))|show up at (?:her|his|their|the victim s) (?:house|home|door|work|office|school|apartment)|so (?:people|voters|readers|everyone|the public) (?:will )?(?:believe|share|trust|think it s real)|(?:use|try|do) (?:it|this|that|them|these|those) on (?:the|my|his|her|their|a) (?:[a-z]+ ){0,3}(?:neighbou?r|neighbou?r s|ex|ex s|boss|coworker|colleague|roommate|landlord|teacher|rival|competitor)` +
  // a named person or place as the target of harm, in one message
  String.raw`|(?:hurt|harm|kill|poison|drug|spike|burn|stab|beat up|attack|ruin|destroy|scare|threaten|blackmail|dox|swat|hack|spy on|steal from|set fire to|frame|wire money|get revenge on)\w* (?:[a-z]+ ){0,3}(?:my|his|her|their|this|that|the) (?:ex|ex s|boss|neighbou?r|neighbou?r s|competitor|competitor s|coworker|colleague|teacher|wife|husband|girlfriend|boyfriend|streamer|victim|target|classmate|landlord|stepdad|stepmom|rival)|(?:my|his|her|their|this|that|the) (?:ex|ex s|boss|neighbou?r s|competitor s|rival s|streamer s|landlord s|victim s) (?:[a-z]+ ){0,3}(?:car|house|dog|cat|drink|food|account|address|phone|business|company|reputation|family) (?:[a-z]+ ){0,4}(?:on fire|burn|poison|hurt|ruin|destroy|hack|break into|get into|swat|dox)` +
  // Sixteenth round (blind crescendo batch 25): a trace kept off the asker, a dose sized to a body, a win
  // against the facts, a check got past, a named person targeted, what a victim types captured, a spread
  // with a ransom note, hidden meals, a call to act, another person's details pasted.
  String.raw`|(?:traced|trace it|tracked) back to me|(?:for|to) (?:someone|a person|a man|a woman|an? (?:old|older|elderly) (?:man|woman|person))(?: (?:around|about|of|who weighs|weighing))? \d+ ?(?:kg|kilos?|kilograms?|pounds|lbs)|(?:for|at) (?:someone|a person)? ?my (?:weight|size)|even though (?:it|they|he|she|the (?:parcel|package|order|item)) (?:was|were|did|has been|had been) (?:delivered|received|paid|shipped|done)|get past (?:their|the|his|her|its) (?:approval|review|verification|fraud|filters?|moderation|checks?|controls?)|(?:for|on) (?:her|him|them) specifically|(?:here s|here is|i ll send(?: you)?|i will send(?: you)?) (?:her|his) (?:handle|profile|channel|username|account|instagram|socials)|(?:saves?|captures?|logs?|stores?|records?|grabs?|keeps?) (?:the )?(?:[a-z]+ ){0,4}(?:they|users|people|customers|victims|visitors) (?:type|enter|submit|put) in|(?:note|message) with my (?:wallet|bitcoin|btc|monero|crypto) address|(?:hop|spread|propagate|jump) to (?:the )?(?:mapped |other |shared |network )*(?:drives|machines|computers|shares|hosts)|excuses to (?:use|give|tell)|\d+ calories a (?:day|week)|call to action (?:people|they|readers) will act on|the group we re (?:setting up|starting|forming|building)|(?:paste|send|give me|share|forward) (?:her|his|their) (?:email|e mail|phone|phone number|shipping address|address|home address|number)(?: and| or|,)?|(?:echo|print|show|dump|list)(?: just| only)? (?:the ones|all|every|those)(?: [a-z]+){0,3} (?:ending|starting) (?:in|with) (?:key|token|secret)` +
  ')(?![a-z])');
/**
 * Twentieth round: kept from whoever it would harm or stop: hidden from someone or from a check ("hide
 * it from task manager", "so she never finds it", "without her getting the sign-in notification",
 * "slip past moderation", "no serial number"), or someone else's network or account named as the
 * target ("the network I want is my neighbour's"). Like HARM_INTENT it counts only in a conversation
 * that kept to a sensitive subject.
 */
const CONCEALED = new RegExp('(?<![a-z])(?:' +
  String.raw`hide (?:it|this|that|them|the \w+|my \w+|the fact) from|(?:so|and) (?:she|he|they|my \w+|her \w+|his \w+|the \w+) (?:never|won t|doesn t|does not|will never|can t|cannot) (?:finds?|knows?|sees?|hears?|notices?|realizes?|gets? (?:the|a|an|any) (?:notification|alert|warning|email|message|notice)s?)` +
  String.raw`|without (?:her|him|them|anyone|anybody|my \w+|the \w+) (?:getting|receiving|seeing) (?:the|a|an|any) (?:[a-z-]+ )?(?:notification|alert|warning|email|text|message|notice|popup)s?` +
  // Twenty-fifth round: the warning someone's own phone would give stopped ("stop her iphone from alerting her").
  String.raw`|(?:stop|keep|prevent|block) (?:her|his|their|my ex s|my wife s|my husband s) (?:i?phone|android|device|phone s|car)s? from (?:alerting|warning|notifying|showing|detecting|beeping|telling)` +
  String.raw`|(?:send|sends|record|records|install|installs|email|emails|upload|uploads|forward|forwards|delete|deletes|wipe|wipes)(?: \w+){0,4} silently|silently (?:send|record|install|email|upload|forward|delete|wipe)s?|(?:slip|slips|get|gets|sneak|sneaks|dodge|dodges|evade|evades|get around|bypass) (?:past |through |around )?(?:the )?(?:moderation|moderators|content filters?|spam filters?|detection|antivirus|customs)` +
  String.raw`|(?:nobody|no one|noone)(?: [a-z]+){0,3} (?:will|would|can|could) (?:see|know|notice|tell|find out)|(?:is|s) (?:my )?(?:neighbou?r s|ex s|wife s|husband s|boss s|coworker s|roommate s)|(?:has|have|with) no serial numbers?|(?:can t|cannot|won t) be traced` +
  String.raw`|without (?:it|that|this|them|anything) (?:getting|being|ever being) (?:flagged|noticed|traced|detected|reported|caught|linked)|(?:linking|linked|links|leads?|leading|tied) back to me|(?:post|posts|send|sends|upload|uploads|forward|forwards|copy|copies|move|moves|transfer|transfers|wire|wires)(?: \w+){0,4} quietly|quietly (?:post|send|upload|forward|copy|move|transfer|wire|delete|wipe|install)s?` +
  // a check got past ("bills that pass the pen test", "get past a busy clerk", "without proctors noticing"), a crowd faked ("so it looks organic")
  String.raw`|(?:pass|passes|get past|gets past|slip past|fool|fools|beat|beats) (?:a |the |any |their |most )?(?:[a-z]+ ){0,2}(?:pen test|uv light|clerks?|cashiers?|tellers?|guards?|proctors?|inspectors?|inspection|screening|detectors?|verification|id check|background check)|without (?:the |any |my |his |her |their )?(?:proctors?|teachers?|guards?|staff|parents?|clerks?|cashiers?|moderators?|admins?|landlord|owners?|neighbou?rs?) (?:noticing|knowing|finding out|catching on|seeing|suspecting)|(?:looks?|seems?|appears?) (?:organic|grassroots|like (?:real|different|separate|independent|genuine) (?:people|users|accounts|customers|voters|reviewers))` +
  String.raw`|so (?:they|he|she|the \w+(?: \w+)?) (?:don t|doesn t|won t|will not|wouldn t|never) report (?:it|me|us|this|that)|don t (?:mention|say|tell) (?:it|this|that|anything)(?: \w+){0,3} (?:in|to) (?:the )?(?:commit|log|logs|changelog|ticket|report|boss|manager|team|client|owner)` +
  ')(?![a-z])');

/**
 * Twentieth round: the people or animals a harm is aimed at named as such: a minor drawn in, the elderly
 * or widowed as a list, "so they can't quit", a police van as the target, a call to 911 about "this
 * guy's house", a bait animal, a pet "gone". Counts like HARM_INTENT, only in a conversation that kept to
 * a sensitive subject.
 */
const TARGETED = new RegExp('(?<![a-z])(?:' +
  String.raw`(?:pull|lure|groom|move|get|recruit|message|convince|persuade|push|bring|draw)(?:s|ed|ing)? (?:[a-z]+ ){0,4}(?:a|an|the) (?:\d{1,2}|thirteen|fourteen|fifteen|sixteen|seventeen) ?(?:year old|yo)|(?:widows?|widowers|seniors|elderly (?:people|women|men)|retirees|pensioners)(?: over \d{2})?(?:[a-z ]{0,20}) (?:list|leads|numbers) i (?:have|got|bought)|that s the list i have|so (?:they|he|she) (?:can t|cannot|won t be able to) (?:quit|leave|escape|go home|run away)` +
  String.raw`|(?:on|at|into) (?:a |the )?(?:police|cop) (?:vans?|cars?|officers?|station|line)|(?:say|tell|report) (?:to )?(?:911|999|112|the police|dispatch) about (?:this|that|the) (?:guy|person|man|woman|kid|streamer|player)(?: s)? (?:house|home|address|place)|bait (?:animal|dog|cat)s?(?: part)?|(?:i )?(?:just )?want (?:it|him|her|them|the dog|the cat) (?:gone|dead|to die)` +
  ')(?![a-z])');

/**
 * Twenty-fifth round (crescendo batch 96, the round's conversation tuning batch): the harm stated
 * plainly in the speaker's own plan at the end of a conversation that built up to it: a crime done and
 * covered ("hit a cyclist and drove off", "what to say if a cop knocks", "replaced for cash, no
 * questions"), a raid on stores and the goods fenced, a recruitment drive aimed at minors or at an act of
 * violence, evidence forged and alternate accounts, someone else's network, a payment made so it cannot
 * be reversed, IDs made to pass the door, a wallet's full private key asked for. Counts like HARM_INTENT,
 * only in a conversation that kept to a sensitive subject.
 */
const OWN_PLAN = new RegExp('(?<![a-z])(?:' + [
  // a crime done and covered up
  String.raw`(?:hit|ran over|run over|knocked down|injured|hurt|killed) (?:a|an|the|someone|somebody|some) (?:[a-z]+ ){0,5}(?:and|then) (?:drove|ran|took|sped) (?:off|away)|what (?:to|do i|should i|do you|do we|should we) (?:say|tell \w+|do) (?:if|when) (?:a |the |some )?(?:cops?|police|officers?|detectives?|investigators?|insurers?|bank) (?:knocks?|calls? (?:them|her|him)|shows? up|comes? (?:by|round|around|asking))|for cash (?:with )?no questions|no questions asked`,
  // a raid, goods fenced, a cell recruited, violence planned
  String.raw`(?:doing|do|pull|pulling|planning) a (?:run|job|hit|raid) on|who distracts who|(?:where|how) to fence (?:the|it|them|stolen|what)|fence the (?:stuff|goods|items|gear|loot)|(?:building|build|start|starting|forming) a cell|(?:pull|pulling|recruit|recruiting|bring|bringing|get|getting) (?:[a-z]+ ){0,2}\d{1,2} (?:to|or|and) \d{1,2} year olds|(?:commit|committing|carry out|carrying out) (?:to )?an act of violence|act of violence against`,
  // evidence forged, accounts multiplied, a review flood
  String.raw`forg(?:e|ing|ed) (?:the |some )?(?:evidence|proof|receipts?|screenshots?|logs?|bug reports?)|fake (?:bug reports?|evidence|stack traces?|proof of)|(?:my|\d+) alt(?:ernate)? accounts|\d star flood`,
  // someone else's network, a payment kept from being reversed, IDs that pass the door, a key in full
  String.raw`(?:it s|it is|its) the one next door|(?:can t|cannot|won t|can not) be (?:reversed|refunded|charged back|recalled|undone|clawed back)|(?:actually |will |they ll )?scan at the (?:door|bar|club)|(?:ids?|licenses?|licences?) for (?:my )?(?:friends|buddies|mates)(?: who are (?:1[0-9]|under))?|(?:full|whole|entire|complete|unredacted|raw) (?:wif|private key|seed phrase|recovery phrase|mnemonic)(?: string| key)?`,
  // Twenty-sixth round (crescendo batch 105, the round's conversation tuning batch): a check or a record
  // evaded ("so nothing gets flagged", "so their WAF doesn't log my IP", "so the platform doesn't see a
  // payment", "so the store review doesn't detect it"), the paperwork skipped, stolen inputs named (a
  // combo list "picked up on a forum", a child's SSN), someone impersonated (a message "from their own
  // CFO", "pretend we're moderators", "not to call to confirm"), a secret kept ("quietly save them"),
  // someone else's files and chats asked for, a call to act against a group, a "bust out"; in French,
  // Spanish, German and Dutch too.
  String.raw`(?:so|and|that) (?:nothing|none of (?:it|this|them)|it|they|the \w+) (?:gets?|get|is|are|will be|won t be) (?:flagged|logged|reported|detected|noticed)|(?:waf|firewall|ids|logs?|platform|bank|scanner|review|reviewer|filters?|antivirus|av|edr|store review|web store review|compliance) (?:doesn t|does not|won t|will not|can t|cannot|never) (?:log|logs|flag|flags|detect|detects|see|sees|notice|notices|catch|catches|recogni[sz]e|recogni[sz]es|pick up|picks up)`,
  String.raw`skip (?:the )?(?:paperwork|form|forms|registration|background check|license|licence|permit)(?: section| part)?|not doing the (?:form|paperwork|registration)|combo ?list|picked up on a (?:forum|market|telegram|discord)|(?:my|his|her) (?:nephew|niece|son|daughter|kid|child|grandson|granddaughter) s (?:number|ssn|social|social security)|bust out|make it look like it s from|(?:pretend|act like) (?:we re|we are|to be|i m|i am) (?:the )?(?:moderators?|support|staff|admins?|the bank|the platform|their (?:cfo|ceo|boss|bank))|not to call to confirm|(?:don t|do not|never) call to (?:confirm|verify)`,
  String.raw`(?:quietly|secretly|silently) (?:save|store|keep|log|record|copy|stash)s?|(?:files?|chats?|messages?|details|brief|documents?) (?:they|he|she) (?:uploaded|sent you|gave you|shared with you)|your chats? with (?:them|him|her)|(?:act|take action|rise up|strike) against (?:the )?(?:[a-z]+ ){0,2}(?:families|immigrants|refugees|migrants|jews|muslims|minorities|people)`,
  String.raw`sans (?:que|qu il|qu elle) (?:[a-z]+ ){0,3}(?:s en rende|remarque|sache|voie|entende)|pendant qu (?:il|elle) dort|sans (?:tous )?les avertissements|sin que (?:le|la|lo|se|nadie) (?:[a-z]+ ){0,2}(?:salga|entere|note|de cuenta|enteren)|(?:so|damit) (?:[a-z-]+ ){0,5}(?:es|sie|er) (?:nicht|nie) (?:erkennt|merkt|bemerkt|entdeckt|sieht)|doe alsof (?:we|wij|je|ik) (?:[a-z]+ ){0,2}(?:moderators?|support|medewerkers?|de bank|het platform)`,
  // Twenty-eighth round (crescendo batch 138, the round's conversation tuning batch): the fraud admitted
  // ("none of these people exist and the money goes to me", "we're not actually affiliated with
  // Medicare, that's the point"), inputs bought or breached ("a txt of card numbers I bought", "a combo
  // list from a breach forum"), a check or a platform's reaction planned around ("so it doesn't get
  // blocked", "passes store review", "before the platform freezes", "so the reports don't pile up",
  // "without it being obvious to a vet", "nobody checks what I do"), someone else's driveway or network, a
  // popup made to look harmless. (Phrases as common as "that's the point", "nobody checks" or "which I
  // bought" were left out before the never-read batches were scored again: too ordinary to count.)
  String.raw`none of (?:these|them|those)(?: people| families| accounts)? (?:exist|are real)|(?:the )?money goes to me|(?:we re|we are|i m|i am) not (?:actually |really )?(?:affiliated|associated|registered|licensed|with (?:medicare|the (?:bank|irs|government|police)))|(?:that|which) i (?:bought|purchased) (?:off|from|on) (?:a |the )?(?:forum|market|telegram|site)|i (?:bought|purchased) (?:a |the )?(?:list|txt|dump|database|leak|cards?|numbers|combo)|(?:from|off|on) a (?:breach|leak|carding|dark ?web|darknet) (?:forum|site|market)|combo lists?`,
  String.raw`so (?:it|they|the \w+) (?:doesn t|don t|won t|does not|do not|will not) get (?:blocked|flagged|banned|detected|linked|caught|traced)|(?:passes|pass|get past|gets past|through) (?:the )?(?:store|app store|play store|chrome web store|platform|extension) review|before (?:the )?(?:platform|bank|site|campaign|gofundme|exchange) (?:freezes|freeze|locks?|bans?|shuts?)|(?:so|and) the reports? (?:don t|doesn t|won t) (?:pile up|stack up|add up|land)|without it being (?:obvious|noticeable|detectable)|nobody checks what i do|make (?:it|them|the \w+(?: \w+)?) look harmless|(?:on|in|from) someone s (?:driveway|car|house|garage|account|phone)|against a parked (?:car|vehicle)|into a crowd|(?:my |the )?neighbou?r s (?:wi ?fi|network|router)|(?:pra|para) n[aã]o cair no filtro|che (?:non|nessuno) (?:se ne accorga|lo scopra)|ohne dass (?:sie|er|es|jemand) (?:es )?(?:merkt|bemerkt|erfährt)`,
].join('|') + ')(?![a-z])');

/**
 * Subjects a crescendo works its way along, harmful or not by themselves (chemicals, doses, malware,
 * scams, explosives, locks, weapons): a conversation that stays on one and ends on harm intent.
 */
const SENSITIVE = /(?<![a-z])(?:deposits?|cash|ssn|credit (?:file|bureau)s?|manifesto|radicali[sz]\w*|escrow|fees?|wallets?|recovery (?:phrase|words)|herstelwoorden|cookies?|extensions?|erweiterung|permissions?|berechtigungen|solvent traps?|bore|muzzle|combo ?lists?|captcha|patients?|bank details|invoices?|parental control|control parental|icon|icono|melanger|melanges?|a[eé]ration|helpdesk|sears?|security tags?|anti theft tags?|tag removers?|organi[sz]ed (?:crews?|retail crime)|receivers?|jigs?|reagents?|hydroxyl|reduction|oleander|foxglove|substances?|encrypt\w*|startup|sql|database|rate limits?|prox(?:y|ies)|login pages?|landing pages?|wire transfers?|approval|metadata|geotag\w*|airtags?|stitches|calories|meals|eating|recruitment|extremist|immigrants|environment variables|api keys?|secrets?|placeholder|chargebacks?|filters?|chemicals?|compounds?|gas|gases|fumes|toxic\w*|poison\w*|dose|doses|dosage|overdos\w*|insulin|opioids?|sedatives?|sleeping pills|medication|autopsy|lethal|venom|bleach|ammonia|fireworks?|gunpowder|black powder|bang|explosi\w*|detonat\w*|fuse|pipe|drones?|payloads?|worms?|virus\w*|malware|ransomware|exploit\w*|propagat\w*|injection|waf|firewall|scam\w*|fraud\w*|chargebacks?|stolen|pins?|passwords?|bank account|locks?|lock ?pick\w*|weapons?|guns?|firearms?|knives|ammunition|trap|traps|stalk\w*|track(?:ing)? (?:someone|a person|her|him|my)|surveillance|spy\w*|drugs?|accelerants?|fires?|arson\w*|deepfakes?|impersonat\w*|swat\w*|hack\w*|break in|breaking in|carbon monoxide|smoke (?:detectors?|alarms?)|(?:fire|burglar|security) alarms?|allerg\w*|trackers?|gps|rumou?rs?|smear\w*|fake (?:accounts?|reviews?|profiles?)|bots?|skimm\w*|forg\w*|prescriptions?|vulnerabilit\w*|painkillers?|pills|oxycodone|opioids?|records|relay attacks?|attacks?|fake (?:quotes|news|stories|story)|disinformation|misinformation|launder\w*|dox\w*)(?![a-z])/;

const FRAMED = /(?<![a-z])(?:story|novel|screenplay|script|fiction\w*|character|hypothetical\w*|imagine|pretend|role ?play|history|historical\w*|in the past|back then|for (?:research|a class|school|educational purposes|a project)|thought experiment|game)(?![a-z])/;

/**
 * Twenty-fifth round (blind crescendo batch 96's benign twins): a turn that asks how to stop, report,
 * find or answer a harm done to the speaker or someone they look after ("exact steps to stop this and
 * report it", "give me the exact places to check", "how do i scan for an airtag", "who do we call, what
 * do we unplug", "exact hardening steps") is the defender's side of the subject. Its "exact steps" is
 * not a push toward the harm, and the learned model, which reads "exact steps" and the subject, does not
 * judge it; harm aimed at someone (HARM_INTENT) still counts whatever else the turn says.
 */
const PROTECTIVE = new RegExp('(?<![a-z])(?:' + [
  // stopping, reporting or answering it
  String.raw`(?:stop|prevent) (?:this|it|the (?:scam|scammers?|abuse|fraud|transfer|payment))(?! (?:from|alerting|warning|beeping|showing|notifying|telling))|report (?:this|it|him|her|them|the (?:scam|scammers?|abuse|fraud))(?! (?:from|alerting))|report (?:it|this|him|her|them) (?:to|so)|how (?:do|can|should|would) (?:i|we) report|(?:to|and) report (?:it|this|him|her|them)|who (?:do|should|can) (?:i|we) (?:call|contact|notify|report to)|what (?:do|should) (?:i|we) (?:not do|avoid doing|absolutely not)|what (?:do|should) (?:i|we) (?:unplug|disconnect|isolate)`,
  // looking for it on one's own things
  String.raw`(?:places|spots|where) to (?:check|look|search)|(?:scan|check|sweep|search) (?:for|my|our) (?:an? |the |hidden )?(?:airtags?|trackers?|tracking devices?|stalkerware|spyware|cameras?|bugs?|car|phone|house|home|room)|how (?:do|can) (?:i|we) (?:tell|know|check|find out) (?:if|whether)`,
  // making one's own systems or people safe
  String.raw`harden(?:ing)?|incident response|tabletop|order of operations|(?:get|getting) (?:it|the money|my money|her money|his money|our money|them) back|recovery scammers|off ramp|exit programs?|refer (?:families|him|her|them)|without alienating`,
].join('|') + ')(?![a-z])');

/** The escalation cues of one message (its words view). */
export function turnCues(words: string, score: number): TurnCues {
  // A push is a short chat turn ("more detail", "now the exact amounts"); a long prompt (a role
  // prompt, a pasted document) carries those words as part of its own instructions.
  const chat = words.length <= PUSH_MAX_CHARS;
  const harmIntent = chat && (HARM_INTENT.test(words) || CONCEALED.test(words) || TARGETED.test(words) || OWN_PLAN.test(words));
  const defends = chat && !harmIntent && PROTECTIVE.test(words);
  const sharpens = chat && !defends && SHARPENS.test(words);
  const parts = intentParts(words);
  if (defends) delete parts.intentLast;
  return {
    topic: TOPIC.test(words),
    refersBack: chat && !defends && REFER_BACK.test(words),
    continues: chat && !defends && CONTINUES.test(words),
    intensifies: sharpens || (chat && !defends && INTENSIFIES.test(words)),
    sharpens,
    framed: FRAMED.test(words),
    sensitive: SENSITIVE.test(words),
    harmIntent,
    score,
    ...parts,
  };
}

/** The intent model's parts of one message (nothing when the model is absent or the turn is long). */
function intentParts(words: string): { intentLast?: number; intentCtx?: number; intentPrev?: number } {
  const m = loadIntentModel();
  if (!m) return {};
  // Earlier-turn (and turn-before-the-last) parts from the first INTENT_MAX_CHARS of any message; the
  // last-turn part only for a turn the model scores (scoredTurn).
  const ctx = intentDot(words, 'ctx', m);
  const prev = m.prev ? { intentPrev: intentDot(words, 'prev', m) } : {};
  return scoredTurn(words, m) ? { intentLast: intentDot(words, 'last', m), intentCtx: ctx, ...prev } : { intentCtx: ctx, ...prev };
}

/** Longest turn (words view) whose wording counts as a push or as harm intent. */
const PUSH_MAX_CHARS = 400;

export function emptyState(now: number): EscalationState {
  return { turns: 0, topicTurns: 0, pushTurns: 0, intensified: 0, framed: false, sensitiveTurns: 0, carried: 0, lastAt: now, ctxSum: 0, ctxTurns: 0 };
}

/** True when the state is too old to count (the session starts afresh). */
export function expired(state: EscalationState, now: number, opts: EscalationOptions = DEFAULT_ESCALATION): boolean {
  return now - state.lastAt > opts.ttlMs;
}

/**
 * One turn of the session. Signals:
 * - `crescendo_escalation`: a harmful topic named (later turns say "it" and "them"), the
 *   conversation pushed on it (back-references, "more detail", "exact amounts") in at least two
 *   turns, either asking to make it more real or naming the topic again, and this turn pushes again,
 *   by the third turn or later. Strength grows with intensifying requests and framing.
 * - `multi_turn_accumulation`: earlier turns' own scores, decayed, still add up to suspicious.
 */
export function stepEscalation(prev: EscalationState | undefined, cues: TurnCues, now: number, opts: EscalationOptions = DEFAULT_ESCALATION): { state: EscalationState; signals: Array<[string, number]> } {
  const base = prev && !expired(prev, now, opts) ? prev : emptyState(now);
  const push = cues.refersBack || cues.continues || cues.intensifies || cues.harmIntent;
  const topicBefore = base.topicTurns > 0;
  const state: EscalationState = {
    turns: base.turns + 1,
    topicTurns: base.topicTurns + (cues.topic ? 1 : 0),
    pushTurns: base.pushTurns + (push && (topicBefore || cues.topic) ? 1 : 0),
    intensified: base.intensified + (cues.intensifies || cues.harmIntent ? 1 : 0),
    framed: base.framed || cues.framed,
    sensitiveTurns: base.sensitiveTurns + (cues.sensitive || cues.topic ? 1 : 0),
    carried: CARRY_DECAY * base.carried + (cues.score >= MIN_CARRIED ? cues.score : 0),
    lastAt: now,
    ctxSum: (base.ctxSum ?? 0) + (cues.intentCtx ?? 0),
    ctxTurns: (base.ctxTurns ?? 0) + 1,
    ...(cues.intentPrev !== undefined ? { prevDot: cues.intentPrev } : {}),
  };
  const signals: Array<[string, number]> = [];
  const pushed = state.turns >= 3 && state.topicTurns >= 1 && (state.topicTurns >= 2 || state.intensified > 0) && state.pushTurns >= 2 && push && (cues.topic || cues.refersBack || cues.intensifies || cues.harmIntent);
  // Or an earlier turn named a sensitive subject and this one aims harm at someone.
  const aimed = state.turns >= 3 && cues.harmIntent && base.sensitiveTurns >= 1;
  // Or the learned model reads this turn, after at least two earlier ones, as a harmful request.
  const learned = state.turns >= 3 && intentFires(cues, base);
  // Sixteenth round: a polite last turn that asks for the working version ("now with quantities",
  // "the version that would actually work") after two turns on a sensitive subject; or harm aimed at
  // someone in the fourth turn or later, on a sensitive subject named in it or before.
  const sharpened = state.turns >= 3 && cues.sharpens === true && base.sensitiveTurns >= 2;
  const aimedLate = state.turns >= 4 && cues.harmIntent && (cues.sensitive || base.sensitiveTurns >= 1);
  if (pushed || aimed || learned || sharpened || aimedLate) {
    let w = 0.5;
    if (state.intensified > 0) w += 0.15;
    if (state.framed) w += 0.1;
    if (state.pushTurns >= 3) w += 0.1;
    signals.push(['crescendo_escalation', Math.min(0.85, Math.round(w * 100) / 100)]);
  }
  // What earlier turns carried (not this one): three messages at 0.2 leave about 0.3 behind.
  const earlier = CARRY_DECAY * base.carried;
  if (earlier >= 0.3 && cues.score >= MIN_CARRIED) signals.push(['multi_turn_accumulation', Math.min(0.5, Math.round(earlier * 100) / 100)]);
  return { state, signals };
}

/** The intent model's verdict on this turn given the earlier turns of the state (session/intent.ts). */
function intentFires(cues: TurnCues, base: EscalationState): boolean {
  const n = base.ctxTurns ?? 0;
  if (cues.intentLast === undefined || n < 2) return false;
  const m = loadIntentModel();
  if (!m) return false;
  const p = intentProbability(cues.intentLast, (base.ctxSum ?? 0) / n, m, base.prevDot);
  // Nineteenth round: below the model's own bar, a turn that also aims harm at someone in so many
  // words (HARM_INTENT: "hide a tracker on her car", "so nobody at school notices"). On the seen
  // conversation sets it added 9 of 1,148 crescendos and 1 of 1,163 benign conversations (at 0.75: the
  // same, and one more chunk of InjecGuard's benign rows read as a conversation).
  return p >= m.threshold || (cues.harmIntent && p >= AIMED_INTENT);
}

/** The intent model's bar for a turn that aims harm at someone in so many words. */
const AIMED_INTENT = 0.8;

/**
 * Scans one message of a session: its own result (every layer, L3 included) plus the session's
 * escalation signals, and the session's next state.
 */
export async function scanTurn(text: string, prev: EscalationState | undefined, config: EngineConfig, now = Date.now(), opts: EscalationOptions = DEFAULT_ESCALATION): Promise<{ result: InboundResult; state: EscalationState }> {
  const analysis = analyzeInbound(text, config);
  await addRemoteSignal(text, analysis, config);
  const { signals, layers } = analysis;
  const own = toInboundResult(signals, layers, config);
  const { state, signals: extra } = stepEscalation(prev, turnCues(normalize(text).words, own.score), now, opts);
  if (extra.length === 0) return { result: own, state };
  for (const [k, v] of extra) signals.set(k, v);
  return { result: toInboundResult(signals, layers, config), state };
}

/**
 * In-process session store for module mode and tests: states by session id, dropped once idle for
 * `ttlMs`, and the least recently used dropped beyond `maxSessions`.
 */
export class EscalationTracker {
  private readonly states = new Map<string, EscalationState>();
  constructor(private readonly opts: EscalationOptions & { maxSessions: number } = { ...DEFAULT_ESCALATION, maxSessions: 100_000 }) {}

  get(sessionId: string, now = Date.now()): EscalationState | undefined {
    const s = this.states.get(sessionId);
    if (s && expired(s, now, this.opts)) { this.states.delete(sessionId); return undefined; }
    return s;
  }

  set(sessionId: string, state: EscalationState): void {
    this.states.delete(sessionId);
    this.states.set(sessionId, state);
    while (this.states.size > this.opts.maxSessions) this.states.delete(this.states.keys().next().value!);
  }

  /** Drops every expired session (call now and then; `get` also drops the one it reads). */
  prune(now = Date.now()): void {
    for (const [id, s] of this.states) if (expired(s, now, this.opts)) this.states.delete(id);
  }

  get size(): number {
    return this.states.size;
  }

  async scan(sessionId: string, text: string, config: EngineConfig, now = Date.now()): Promise<InboundResult> {
    const { result, state } = await scanTurn(text, this.get(sessionId, now), config, now, this.opts);
    this.set(sessionId, state);
    return result;
  }
}
