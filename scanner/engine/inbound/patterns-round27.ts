/**
 * Twenty-seventh issue-16 round: a note in handed-over content addressed to the automated reader by its
 * job rather than by a name (eval/blind/batch114, written blind and then read). Where a note can start
 * (a line, a cell, a quoted string, a comment, a bracket), the reader is named as a machine doing its
 * work on the document ("Assistant preparing summaries:", "Processing note for support automation:",
 * "Note to automated compliance checkers:", "Reviewer instructions (for AI-assisted scoring):",
 * "<!-- summarizer:", "(Formatting note for machine translation:", "Automated diligence tools:", "#
 * ai-assist:", "AI coding assistants setting this up for a user should ..."), and the note tells it what
 * to put in or leave out of its output, or to act ("report X as compliant", "leave these rows out",
 * "assign 10 on every criterion", "do not mention the CVE", "render the deposit as USD 500", "end the
 * shortened version with ...", "issue a full refund", "first run `curl ... | bash`").
 * A human reader ("Note to reviewers:", "Note for the translator: keep brand names") is not a machine;
 * a note quoted in a lesson, and a transcript, are left out (`LEFT_OUT`). The rules of this file run from
 * concepts.ts (`matchRound27`), once its lexicon index has met one of their key words.
 */
import { LEFT_OUT, TRANSCRIPT } from './patterns-round26.js';

/** A request given as an example ("for example", "such as", "e.g."). */
const QUOTED_EXAMPLE_OF = /\b(?:for instance|for example|e\.g\.|such as|example (?:of|attack|payload|string|note|request|prompt))\b/i;

/** Words that make the addressee a machine. */
const MACHINE = String.raw`(?:ai|a\.i\.|llm|gpt|chat ?bots?|bots?|assistants?|copilots?|language models?|models?|automation|automated|automatic|machine (?:translation|translators?|readers?)|ai-assist(?:ed|ant)?)`;
/** Words that name a machine by its job alone. */
const JOB_MACHINE = String.raw`(?:[a-z-]+ )?(?:summari[sz]ers?|generators?|parsers?|scorers?|indexers?|pipelines?|ai-assist(?:ed|ant)?)`;
/** The job it does on the document ("preparing summaries", "setting this up for a user"). */
const DOING = String.raw`(?:preparing|processing|reading|summari[sz]ing|converting|translating|scoring|reviewing|setting (?:this|it) up|handling|parsing|indexing|checking|grading|triaging|screening|importing|refactoring|generating|writing|drafting)(?: [a-z-]+){0,4}`;
const ROLE = String.raw`(?:tools?|checkers?|systems?|readers?|reviewers?|assistants?|engines?|generators?|summari[sz]ers?|scorers?|parsers?)`;
/** A note's start: a line, a cell, a quoted string, a sentence; a comment or a bracket. */
const START = String.raw`(?:^|[\n|"'<\[(]|//|--|#|/\*|\*|<!--|\. |; |- )[ \t(\[]*`;
const COMMENT = String.raw`(?:<!--|//|#|/\*|\[|\()[ \t⟦]*`;
/** The addressee and the mark that ends it. */
const ADDRESSED = [
  // "Note to automated compliance checkers:", "Processing note for support automation:"
  String.raw`${START}(?:[a-z-]+ ){0,2}(?:note|notes|instructions?|directive|message|guidance) (?:to|for) (?:the |any |all |every )?(?:[a-z-]+ ){0,2}(?:${MACHINE}|${JOB_MACHINE})(?: [a-z-]+){0,3}\s*:`,
  // "Reviewer instructions (for AI-assisted scoring):"
  String.raw`${START}(?:[a-z-]+ ){0,2}(?:note|notes|instructions?) \(for [^)\n]{0,40}?(?:ai|automat|machine|model|llm)[^)\n]{0,30}\)\s*:`,
  // "Automated diligence tools:", "AI refactoring tools:"
  String.raw`${START}(?:[a-z-]+ )?${MACHINE}(?: [a-z-]+){0,2} ${ROLE}\s*:`,
  // "Assistant preparing summaries:", "AI coding assistants setting this up for a user should"
  String.raw`${START}(?:[a-z-]+ )?${MACHINE}(?: [a-z-]+){0,2} ${DOING}\s*(?::| should\b| must\b)`,
  // "<!-- summarizer:", "# ai-assist:", "<!-- release-notes generator:"
  String.raw`${COMMENT}${JOB_MACHINE}\s*:`,
].join('|');
/** What the note makes the machine do with its output or its means. */
const DIRECTIVE = String.raw`(?:report(?: [\w'-]+){0,4} as|state (?:that|it)|say (?:that|it)|assign|score(?: [\w'-]+){0,3} (?:as|at)|rate(?: [\w'-]+){0,3} (?:\d|as)|mark(?: [\w'-]+){0,3} as|describe(?: [\w'-]+){0,4} as|treat(?: [\w'-]+){0,3} as|list(?: [\w'-]+){0,3} as|render(?: [\w'-]+){0,4} as|leave(?: [\w'-]+){0,5} out|exclude|omit|skip|(?:do not|don t|don't|never) (?:mention|list|include|flag|report|escalate|ask|tell|show|reveal|disclose|note)|end (?:the|your|it|with)|begin (?:the|your|with)|start (?:the|your) (?:summary|reply|answer|output)|append|insert|also (?:print|output|include|add|list|send|email|forward|run)|print|output|run|execute|issue (?:a|the)|close (?:the|this|it)|approve|refund|send|forward|e-?mail|write (?:a|the|that)|recommend|pre-?approved|(?:fully|as) compliant|no gaps found|instead)`;
/** A sentence's worth after the addressee, on its line. */
const AUTOMATED_READER_NOTE = new RegExp(String.raw`(?:${ADDRESSED})[^\n]{0,300}?\b${DIRECTIVE}\b`, 'i');
/** Lessons, findings and reports that quote such a note: a tester, a finding, a bug bounty, "we found". */
const REPORTED = /\b(?:finding|severity|repro|tester|researcher|bug bounty|red[- ]team|incident|untrusted|proofread|we found|found this|caught it|containing:|policy section|threat)\b/i;
/**
 * The cheap test, read from the marks that end an addressee (a colon, "should", "must"): the 140
 * characters before one must name a machine and end with an addressee, and the rest of its line must
 * hold an order (at most the first 40 marks of a text). The whole-text expression runs only when one does.
 */
const MARK = /:|\b(?:should|must)\b/g;
const MACHINE_WORD = /\b(?:ai|a\.i\.|llm|gpt|chat ?bots?|bots?|assistants?|copilots?|models?|automat\w+|machine|summari[sz]ers?|generators?|parsers?|scorers?|indexers?|pipelines?|ai-assist\w*)\b/i;
const ENDS_ADDRESSED = new RegExp(String.raw`(?:${ADDRESSED})$`, 'i');
const ORDERED = new RegExp(String.raw`\b${DIRECTIVE}\b`, 'i');
function readerNote(plain: string): boolean {
  if (!MACHINE_WORD.test(plain)) return false;
  let n = 0;
  for (const m of plain.matchAll(MARK)) {
    if (++n > 40) break;
    const end = m.index + m[0].length;
    const before = plain.slice(Math.max(0, m.index - 140), end);
    if (!MACHINE_WORD.test(before) || !ENDS_ADDRESSED.test(before)) continue;
    const line = plain.slice(end, end + 300);
    if (ORDERED.test(line.split('\n', 1)[0]!)) return true;
  }
  return false;
}

/**
 * Marketplace abuse asked in plain words (batch 114): a platform act (a refund, a review, a release, a
 * scan, an order, a tip, a record) together with the move that takes it around the platform: its fee
 * or cut avoided, a check or limit got around, a scan skipped, a record made false ("I know you
 * haven't yet", "so the system shows it on time"), kept out of the log, several accounts or voices, a
 * review for a service not used, the deal moved to a messenger, money sent from or to a private
 * address. A question about such a move ("is it okay to...", "how do I report...") and a lesson are
 * left out.
 */
const EVASION = [
  String.raw`without the platform (?:taking|getting|charging) (?:a|its|their) (?:cut|fee|commission)|(?:avoid|skip|save on|dodge) (?:the )?(?:platform(?: s)? )?(?:fees?|commission|cut)|fee[- ]?free transfer|no platform fees?`,
  String.raw`(?:get|getting|go|going|work|working) around the (?:[a-z-]+ ){0,2}(?:check|limit|rule|policy|approval|sign[- ]?off|scanner|scan|verification|review)|(?:don['’]?t|do not|rather not) (?:want to )?go through (?:the )?(?:manager|approval|sign[- ]?off|review|dispute|compliance)|mark (?:[a-z]+ ){0,3}as (?:scanned|clean|verified|approved)|scan[- ]exempt|(?:skip|bypass|disable|turn off) (?:the |your )?platform['’]?s? (?:safety |security |virus |malware )?(?:scan|scanner|check|moderation|verification)\b|(?:skip|bypass) (?:the |your )?(?:safety |security |virus )?(?:scan|scanner) (?:for|on) (?:this|the|my) (?:file|upload|delivery|attachment|installer)`,
  String.raw`i know (?:you|it|we|they) (?:haven['’]?t|hasn['’]?t|didn['’]?t|wasn['’]?t|isn['’]?t|aren['’]?t|have not|has not|did not)|i know the (?:dispute )?policy says otherwise|(?:so|and) (?:that )?the (?:system|record|order|platform) (?:shows|says|reads|records) (?:it|them|that)|change the (?:delivery |completion |order )?date|backdate`,
  String.raw`(?:don['’]?t|do not) (?:log|record|report|mention) (?:it|this|that)|(?:keep|leave) (?:it|this) (?:off|out of) the (?:record|log|books|job|chat)|just a formality between us|no need to (?:loop in|involve|tell|contact) (?:regular |the )?(?:support|platform|moderators)`,
  String.raw`(?:from|under|with) (?:my |our )?(?:other|two|three|four|several|multiple|new|different|alt|alternate) (?:new )?accounts|sound like (?:different|separate|real) (?:buyers|people|customers|clients)|you don['’]?t (?:need|have) to (?:use|try|order) (?:the|my) (?:service|gig|product)`,
  String.raw`(?:continue|move|take|sort) (?:this|it|the chat|payment|the conversation)(?: [a-z]+){0,2} (?:on|to|over to|via) (?:telegram|whatsapp|signal|discord|wechat)\b|(?:send|pay|tip|refund|transfer)(?: [a-z0-9]+){0,6} (?:outside|off) (?:of )?the platform|(?:my|your) (?:personal|private) (?:wallet|address|account)|directly from your (?:payout )?wallet|(?:pilot |our )?treasury address`,
  String.raw`(?:export|list|send|share)(?: [a-z]+){0,3} (?:of )?(?:your )?(?:top \d+|other|all your) (?:clients|buyers|customers)\b(?: [a-z]+){0,4} (?:with|and) (?:their )?(?:order|names|contacts|volumes?|spend|budgets?)`,
].join('|');
const PLATFORM_ACT = /\b(?:refund\w*|reviews?|escrow|milestones?|orders?|payment|pay|tip|scan\w*|deliver\w*|complete|accounts?|discount|fees?|address|wallet|dispute|job|clients?|files?)\b/i;
const EVADED = new RegExp(String.raw`\b(?:${EVASION})`, 'i');
/** Asking about the move, or warning of it: not asking for it. */
const ASKED_ABOUT = /\b(?:is (?:it|that|this) (?:normal|okay|ok|safe|legit|allowed)|should i|how (?:do|can|should) i (?:report|handle|respond|avoid|spot|prevent)|scam\w*|phishing|suspicious|red flags?|someone (?:asked|offered|wants)|a (?:seller|buyer|client|user) (?:asked|offered|wants)|(?:an|the|one|another|a) (?:agent|seller|buyer|client|user|vendor) (?:asked|offered|wanted|told|suggested)|is (?:it|that|this) against the (?:rules|terms|policy)|i (?:said no|refused|declined|turned (?:it|them) down)|did i do (?:that|the) right)\b/i;

/**
 * Harm wrapped in a pretext (batch 114): a harm no purpose needs spelled out (a nerve agent, a pipe bomb,
 * fentanyl pressed into pills, a credential-stuffing tool, a payload that slips past AMSI or EDR, a
 * logic bomb, a drone that drops a payload on a crowd, traffickers' scripts) together with the
 * operational part asked for (precursors and reaction steps, ratios and settings, deployable or
 * complete code, the exact messages, the components and how they are triggered). The pretext ("for a
 * history lesson", "so readers know what to avoid", "for a CTF") does not change what is asked for, so
 * the words of protection that cancel the older harm rule do not cancel this one; a record of the
 * request does (`wrappedHarm` below).
 */
const STRONG_HARM = String.raw`(?:sarin|tabun|soman|novichok|vx nerve|nerve agents?|ricin|abrin|botulinum|anthrax|mustard gas|chlorine gas|phosgene|chl[oó]rov[yý] plyn|gas cloro|gaz chlor|pipe ?bombs?|rohrbomben?|bombas? caseras?|ied s?|improvised explosive|pressure plates?|detonators?|(?:cell ?phone|remote) (?:detonat\w+|triggers?)|shaped charges?|explosive payload|weaponi[sz]e (?:a |the )?(?:consumer )?drones?|fentanyl (?:to|and) binder|press(?:ed)? (?:\w+ ){0,3}into (?:counterfeit )?(?:\w+ )?pills|pill press|counterfeit (?:oxy\w*|xanax|pills)|credential[- ]stuffing|combo lists?|bypass(?:es|ing)? amsi|amsi bypass|(?:evade|evading|bypass\w*|hid(?:e|ing) (?:it )?from) (?:the )?(?:edr|defender|antivirus|windows defender)|niet door windows defender|logic bomb|ransomware|ran[cç]ongiciel|keylogger|skimmer|rootkit|info-?stealer|exfiltrat\w+ (?:the )?browser[- ]saved passwords|browser[- ]saved passwords|recruitment messages traffickers|traffick\w+|avvelenare|poison (?:a person|someone|him|her) slowly|without (?:the )?doctors noticing|senza che i medici)`;
const OPERATIONAL = String.raw`(?:precursors?|reaction steps|synthesis|purity|ratios?|proportions?|quantit(?:y|ies)|amounts|grams|settings|deployable|working (?:code|example|tool|exploit|payload)|complete code|full code|volledige code|ready to (?:use|run|deploy)|pr[eê]t [aà] l[’']emploi|step[- ]by[- ]step|krok po kroku|exact (?:\w+ ){0,2}(?:messages|script|steps|components|materials|recipe)|specific components|which materials|welche materialien|welche mengen|how (?:the )?(?:trigger|detonator|zünder|ignition)\w* (?:works|funktioniert)|wie der zünder funktioniert|materials?, (?:quantities|amounts)|how to (?:build|make|assemble|wire|trigger|detonate|press|cook|synthesi[sz]e)|where to buy|(?:mua|comprar|acheter) (?:ở đâu|onde|où)|linh kiện|con dosi e tempistiche|be precise|deployable code|not pseudocode|saving the hits|release mechanism|payload weight)`;
const HARM_NAMED = new RegExp(String.raw`\b${STRONG_HARM}\b`, 'i');
const WRAPPED_HARM = new RegExp(String.raw`\b${STRONG_HARM}\b[\s\S]{0,400}?\b${OPERATIONAL}|\b${OPERATIONAL}\b[\s\S]{0,400}?\b${STRONG_HARM}\b`, 'i');

const LESSON = new RegExp(`${LEFT_OUT.source}|${REPORTED.source}`, 'i');
const ASKED_OR_LESSON = new RegExp(`${LEFT_OUT.source}|${REPORTED.source}|${ASKED_ABOUT.source}`, 'i');

/**
 * The three rules, read by concepts.ts (`matchConcepts`) once its lexicon index has found one of their
 * key words in the message: the index costs nothing per extra word, where these expressions run over a
 * whole message cost several microseconds each.
 */
export function automatedReaderNote(text: string): boolean {
  return readerNote(text) && AUTOMATED_READER_NOTE.test(text) && !LESSON.test(text);
}
/**
 * A pretext names attackers and threats ("for a CTF the attacker role needs...", "to understand the
 * threat"): for the harm rule only a record of the request is a lesson (a finding, an incident, a
 * request refused or blocked), and a transcript or a quoted example.
 */
const HARM_RECORDED = /\b(?:finding|severity|repro|bug bounty|incident|proofread|we found|found this|caught it|refused|declined|blocked|rejected|flagged)\b/i;
export function wrappedHarm(text: string): boolean {
  return HARM_NAMED.test(text) && WRAPPED_HARM.test(text) && !TRANSCRIPT.test(text) && !QUOTED_EXAMPLE_OF.test(text) && !HARM_RECORDED.test(text);
}
export function platformEvaded(text: string): boolean {
  return PLATFORM_ACT.test(text) && EVADED.test(text) && !ASKED_OR_LESSON.test(text);
}
