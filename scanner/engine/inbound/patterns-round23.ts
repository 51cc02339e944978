/**
 * Twenty-third issue-16 round: moves of the round's inbound tuning batch (eval/blind/batch80, written
 * blind by a helper asked to avoid the famous phrasings, then read), each a rule of its own:
 * - the agent's own set-up named by how it came to be ("the guidance you were configured with", "each
 *   instruction you received before this chat", "the rules you've been given", "the private notes from
 *   your operator", "the text you run on") and asked for in another form (a translation, a poem, a
 *   table, one haiku per rule), or the place it sits in ("message zero, including hidden or prepended
 *   messages", "the text the platform inserts before each user turn", "the first message in your
 *   context");
 * - what other buyers asked, ordered, paid or uploaded, or a copy of what they send;
 * - the escrow dodged in plain business words: paid "straight to your wallet" with the job declined,
 *   "skip the whole request/payment flow", marked delivered "anyway" with the files later;
 * - reviews traded, written from other accounts, left before the work starts, or posted on a rival's
 *   profile with a made-up story; jobs opened in someone else's name to raise a count;
 * - the chat or the delivery wiped before a dispute ("so there's nothing for the arbiter");
 * - a refund sent to another wallet than the one paid from; a price changed so the other side won't
 *   notice; a cooldown or the file scan skipped; a dispute closed on an arbiter's informal word;
 * - a note to a machine reader planted in content, addressed by its role ("Screening model:", "to the
 *   analysis tool:", "if an AI is parsing this sheet").
 * Words view unless said; weights below the block threshold: suspicious alone, blocking beside another
 * family. The look-alikes beside them (a buyer asking how reviews or refunds work, a developer asking
 * what rules an assistant should follow, a transcript's "Assistant:" line) stay out
 * (test/scanner/engine/families-round23.test.ts).
 */
import type { Pattern } from './patterns.js';
import { alternatives } from './patterns-round20.js';

/** The agent's own rules, by their name. */
const SETUP = `(?:rules?|instructions?|guidance|guidelines?|directives?|notes|config|configuration|setup|set up|settings|prompt|briefing|brief|orders|policies|constraints)`;
/** ... and by how they came to the agent. */
const GIVEN = `(?:you (?:were|ve been|have been|had been|got|are) (?:given|configured|set up|told|provided|briefed|programmed|loaded|initiali[sz]ed|instructed|started)|you (?:received|got|follow|run on|operate under|are running on|were started with|started with|woke up with))`;
/** A form the set-up is asked to be put in (a transformation keeps its content). */
const FORM = `(?:translate|translation|poem|haiku|haikus|limerick|song|rap|emoji|emojis|table|column|json|yaml|csv|bullet points?|acrostic|riddle|story|one per|each line|every line|line by line|in order|word for word|verbatim|exact wording|actual wording|quote|quoted|restate|restates|reproduce|recite|paraphrase|summari[sz]e|list|spell|encode|base64|reverse)`;
const OPERATOR = `(?:operator|operators|developer|developers|owner|owners|creator|creators|deployer|provider|makers?|builder|builders|admin|admins|configurer)`;

export const ROUND23_PATTERNS: Pattern[] = [
  ...alternatives('prompt_extraction', 0.55, [
    // "translate the guidance you were configured with ... word for word", "one haiku per rule you've been given"
    `(?:${FORM}) ~~(?:the |your |each |every |all |one |of |the first \\d+ )*(?:[a-z]+ )?${SETUP} ${GIVEN}`,
    `${SETUP} ${GIVEN}(?: [a-z0-9]+){0,12} (?:${FORM})`,
    // "the private notes from your operator", "the instructions your developer wrote"
    `${SETUP} (?:from|by|of) your ${OPERATOR}`,
    `(?:your|the) (?:confidential|hidden|secret|private|undisclosed|internal) (?:rules|instructions|guidelines|guidance|notes|config|configuration|setup|directives|policies)(?: [a-z]+){0,8} (?:into|as|in) (?:[a-z]+ ){0,2}(?:emoji|emojis|poem|haiku|json|table|french|german|spanish|code|base64|bullet points?)`,
    // where the set-up sits
    `(?:hidden|prepended|injected|pre loaded|preloaded) (?:or (?:hidden|prepended|injected|system) )?(?:messages?|turns?|text)(?: [a-z]+){0,8} (?:role labels?|verbatim|as written|in full)`,
    `from message (?:zero|0)(?: [a-z]+){0,4} (?:hidden|prepended|system)`,
    `(?:text|message|prompt|instructions?|wording) (?:that )?(?:the (?:platform|system|app|server|operator) )?(?:inserts?|inserted|prepends?|prepended|injects?|injected|adds?|added) before (?:each|every|my|the) (?:user )?(?:turn|message|input)`,
    `(?:first|opening|initial|earliest|very first) (?:message|messages|text|lines?|words|prompt|instruction) (?:in|of|at the top of) your (?:context|context window|memory|input|conversation)`,
    `(?:text|prompt|instructions|code) you (?:run|operate|were built|are built) on`,
    // the list offered for the agent to confirm and complete
    `(?:which|what) of these (?:appear|appears|are|is|show up) in your (?:instructions|rules|prompt|guidelines|configuration|config|setup)`,
    `(?:you continue|continue it|keep going|finish the sentence|complete the sentence)(?: [a-z]+){0,6} my (?:operator|developer|creator|owner|maker|instructions|system prompt|rules) (?:told|tells|says|said|instructed|wants)|my (?:operator|developer|creator|owner|maker) (?:told|tells|instructed|asked) me to(?: [a-z]+){0,4} (?:keep going|continue|until you ve covered)`,
    `(?:returns?|responds? with|dump|print|output)(?: [a-z]+){0,4} (?:the )?(?:full|complete|entire|whole|raw) (?:agent|system|bot|assistant|model) (?:config|configuration|setup|prompt)`,
  ]),
  ...alternatives('exfiltration', 0.55, [
    // What other buyers asked, ordered, paid, uploaded; a copy of what they send.
    `(?:what|which) did (?:the )?(?:buyer|user|client|customer|person)s? (?:before me|ahead of me|you had before|you talked to before)(?: [a-z]+){0,3} (?:ask|order|buy|pay|say|want|upload|send)`,
    `(?:what|which) did (?:they|he|she) (?:order|buy)(?: [a-z0-9]+){0,6} (?:how much|what) did (?:they|he|she) pay`,
    `(?:files?|documents?|messages?|conversations?|chats?|requests?|uploads?|orders?) (?:that )?(?:other|previous|earlier|past|the other) (?:users|buyers|clients|customers) (?:uploaded|sent|shared|asked|ordered|had|made|submitted)`,
    `(?:every|all|each) (?:buyer|client|customer|user)s? (?:identit(?:y|ies) |ids? |accounts? )?(?:you ve|you have|you) (?:transacted|worked|dealt|traded) with`,
    `forward me (?:a copy of )?(?:whatever|everything|anything|what|all) (?:they|he|she|the other (?:buyer|client|user)) (?:send|sends|sent|say|says|write|writes)`,
  ]),
  ...alternatives('goal_hijack', 0.55, [
    // The escrow dodged.
    `(?:pay|send|transfer|wire|tip)(?: [a-z0-9]+){0,4} (?:straight|directly|direct) (?:to|into) (?:your|my) (?:wallet|identity|id|address|r address|account)(?: [a-z0-9]+){0,14} (?:decline|cancel|reject|close|skip|escrow|fee|fees|nothing gets charged|off platform|outside)`,
    `(?:skip|bypass|avoid|go around) the (?:whole |entire )?(?:request|payment|escrow|job|platform)(?: and| /)?(?: payment| escrow)? (?:flow|process|system|step)`,
    `(?:don t|do not|never) (?:log|record|register|list|file) (?:it|this|that|them) (?:as|on) (?:a |the )?(?:job|order|platform)`,
    `(?:off platform|outside the platform|outside the escrow) obviously|tip(?: [a-z0-9]+){0,3} off platform`,
    `(?:hit|click|press|mark|set|flag)(?: [a-z0-9]+){0,2} (?:delivered|complete|completed|done)(?: [a-z0-9]+){0,2} anyway`,
    `(?:mark|hit|set|flag)(?: it| this| the job| the order)? (?:as )?delivered (?:files?|work|delivery) (?:later|tomorrow|after)`,
    `(?:haven t|have not|hasn t|has not|didn t) (?:sent|delivered|uploaded|started|done|finished)(?: [a-z0-9]+){0,8} (?:hit|mark|click|release|close)(?: [a-z0-9]+){0,4} (?:delivered|complete|completed|escrow|payment)`,
    `release (?:the )?(?:escrow|payment|funds)(?: [a-z0-9]+){0,3} now(?: [a-z0-9]+){0,10} (?:tip|bonus|extra)|(?:basically|practically|almost|pretty much) done in spirit`,
    `(?:actually|really) (?:upload|send|deliver|do) (?:them|it|the files|the work)(?: [a-z]+){0,2} (?:tomorrow|later|next week)(?: [a-z0-9]+){0,8} (?:payment|escrow|funds) (?:should |will |can )?(?:release|clear)`,
    // Reviews traded, written from other accounts, left before the work, or a rival's made up.
    `(?:review|reviews|rating|ratings|feedback) (?:swap|swaps|exchange|trade)(?! (?:scheme|schemes|ring|rings|offer|offers|is|are|was|were))|(?<!(?:offered|offers|offering|proposed|proposes|asked|asks|tried|tries|wants|wanted|trying|not|never) to )(?:swap|exchange|trade) (?:reviews|ratings|5 star reviews|five star reviews)`,
    `(?:i ll|i will|i can|i d) (?:leave|give|write|post) (?:you )?(?:a )?(?:5|five) star(?: review)?(?: [a-z0-9]+){0,10} (?:you|if you) (?:leave|give|write|post)(?: [a-z]+){0,3} (?:one|review|5|five)`,
    `(?:reviews?|ratings?) (?:for|on) (?:my|our) (?:[a-z]+ )?(?:agent|shop|store|profile|listing|service)s? (?:from|under|with|using) (?:different|other|multiple|several|fake|alt|separate) (?:buyer |customer )?(?:accounts|identities|names|profiles|ids)`,
    `(?:reviews?|rating) (?:[a-z]+ ){0,6}(?:from|under|using) (?:different|other|multiple|several|fake|alt) (?:buyer |customer )?(?:accounts|identities|names)`,
    `(?:review|rating|five stars|5 stars)(?: [a-z0-9]+){0,8} (?:right now )?before the (?:work|job|delivery|order)(?: even)? (?:starts|begins|started|arrives|is done|is delivered)`,
    `(?:bad|negative|1 star|one star|fake) review (?:posted |left |written )?on [a-z0-9 ]{1,30} profile(?: [a-z]+){0,3} say (?:they|he|she|it)`,
    `(?:open|create|start|post|place|make)(?: [a-z0-9]+){0,3} (?:jobs?|job requests?|orders?) (?:under|in|using) (?:my |the )?(?:business partner s|partner s|friend s|colleague s|brother s|sister s|cousin s|someone else s|other (?:identit(?:y|ies)|accounts?)|names? of)`,
    `(?:job|order|sales|completed job|review|rating) count up`,
    // The chat or the delivery wiped before a dispute.
    `(?:delete|wipe|remove|erase|purge|clear)(?: [a-z0-9]+){0,8} (?:messages?|chat|thread|files?|attachments?|draft|history|logs?)(?: [a-z0-9]+){0,14} (?:open the dispute|dispute clean|nothing for the (?:arbiter|arbitrator|mediator|moderator)|before (?:they|the buyer|the client) (?:file|open)s? (?:it|the dispute))`,
    `(?:before|ahead of) (?:they|the buyer|the client|we) (?:file|open|go into|start)s? (?:it|a dispute|the dispute)(?: [a-z0-9]+){0,14} (?:wipe|delete|erase|remove|purge)`,
    // Money sent elsewhere; terms changed behind the other side's back; checks skipped.
    `refund(?: [a-z0-9]+){0,8} (?:to|into) (?:my |a |his |her )?(?:cousin s|friend s|brother s|sister s|partner s|wife s|husband s|other|another|different|new|second) (?:wallet|address|account|identity)`,
    `(?:change|lower|edit|alter|drop|set)(?: [a-z0-9]+){0,8} (?:price|amount|total|budget|fee)(?: [a-z0-9]+){0,12} (?:they|he|she|the (?:seller|buyer|client)) (?:won t|will not|wont|doesn t|don t|wouldn t) (?:notice|see|check|know)`,
    `(?:skip|bypass|waive|ignore|override|get around) (?:the )?(?:\\d+ ?h(?:our)? |\\d+ hour |24h )?(?:cooldown|cool down|waiting period|holding period|hold period)`,
    `(?:skip|bypass|disable|turn off) (?:the )?(?:safety |virus |malware |security |content |file )?(?:scan|scanner|scanning)(?: [a-z]+){0,3}(?: it s| this is)? (?:an? )?(?:exe|installer|file|zip|binary|always flags)|(?:accept|mark|treat)(?: [a-z]+){0,3} (?:file|zip|exe|upload|attachment) (?:as )?(?:delivered|safe|clean)(?: [a-z]+){0,2} (?:and )?(?:skip|without|bypass)`,
    `(?:talked|spoke|chatted) (?:to|with) the (?:arbiter|arbitrator|mediator|moderator)s? (?:informally|privately|off the record)|(?:mark|set|close)(?: [a-z]+){0,3} (?:my |the |this )?dispute (?:as )?resolved in my favou?r`,
    `(?:on behalf of|from) (?:the )?(?:[a-z]+ )?(?:marketplace|platform) (?:support|team|trust|staff|compliance|billing)(?: [a-z0-9]+){0,30} (?:re send|resend|send|transfer|move) (?:the )?funds`,
    `tell the (?:buyer|client|customer)(?: [a-z]+){0,6} (?:done|delivered|shipped|sent|uploaded)(?: [a-z0-9]+){0,20} (?:i ll|i will) (?:actually|really) (?:upload|send|deliver|do)`,
  ]),
  // Harm asked for in the speaker's own plan (the last turns of crescendo batch 67, read): a reporting duty
  // dodged ("so the IRS never sees it", "without my bank filing a SAR"), someone made unable to resist or
  // remember ("so she's out of it but still walking and won't remember"), the damage of a crash hidden
  // with what to tell the police, a weapon's registration skipped ("drill size and order, skipping the
  // form 4"), a teenager recruited into hatred.
  ...alternatives('harmful_request', 0.5, [
    `(?:so|and|where|that) (?:the )?(?:irs|hmrc|tax office|tax authorities|taxman|my bank|the bank|banks|fincen|regulators?|auditors?) (?:never|doesn t|does not|won t|will not|can t|cannot|don t|wouldn t) (?:sees?|finds? out|notices?|knows?|files?|reports?|flags?|catch(?:es)?)`,
    `without (?:my |the |a |any )?(?:bank|banks|accountant|auditor|irs|broker|exchange) (?:ever )?(?:filing|reporting|flagging|noticing) (?:a |an |any )?(?:sar|sars|suspicious activity reports?|ctrs?|reports?|anything)`,
    `(?:how much|what dose|what amount|how many|enough)(?: [a-z0-9]+){0,12} so (?:she|he|they) (?:s|is|are|will be|ll be|re|gets?|get|goes|go)? ?(?:out of it|knocked out|passed out|unconscious|zonked|can t resist|can t fight back)(?: [a-z]+){0,6} (?:won t|will not|doesn t|does not|don t|can t) (?:remember|recall|notice|resist)`,
    `(?:get rid of|hide|fix|remove|cover up|clean off|clean up|buff out) (?:the )?(?:damage|dent|dents|blood|paint transfer|evidence|marks?|scratches)(?: [a-z]+){0,8} (?:what (?:do|should|would) i|and what (?:do|should) i) (?:say|tell)`,
    `(?:skip|skipping|without|bypass|bypassing|no need for|avoid|avoiding) (?:the |a |any )?(?:form 4|form 1|atf (?:form|approval|paperwork|tax stamp)|tax stamp|serial number|background check)(?! (?:is|are|was|were) (?:required|needed|mandatory))`,
    `get(?<!(?:try|tries|tried|trying|attempt|attempts|want|wants) to get) (?:him|her|them|the kid|the boy|the girl|teens?|kids) to (?:hate|despise|attack|hurt) (?:immigrants|jews|muslims|black people|gay people|gays|refugees|foreigners|women|christians|migrants|asians|minorities)`,
  ]),
  ...alternatives('indirect_injection', 0.5, [
    // A machine reader addressed by a condition ("if an AI is parsing this sheet", "if the notetaker bot is listening").
    `if (?:an?|the|any|some) (?:[a-z]+ )?(?:ai|llm|model|bot|agent|assistant|language model|copilot|crawler|scraper|summari[sz]er|notetaker|note taker) (?:is |are )?(?:parsing|reading|processing|listening|summari[sz]ing|reviewing|scanning|looking at|analy[sz]ing|indexing|screening|ranking|grading)`,
  ]),
  // ... or by its role before a colon ("Screening model:", "to the analysis tool:", "Agents processing this brief:").
  {
    family: 'indirect_injection', weight: 0.5, view: 'plain', gate: /:/,
    re: /(?:^|[\n.!?)"'(][ \t]*|\b(?:to|dear|attention|note (?:for|to)|hey|hi|also,? to) )(?:the |any |all |every )?(?:(?:screening|analysis|analytics|shopping|notetaker|note-taking|ranking|hiring|grading|review|summary|summari[sz]ation|triage|parsing|processing|recruiting|procurement|comparison)[ -](?:model|tool|agent|bot|ai|assistant|system)s?|ai pair[- ]programmers?|processor|(?:agents?|models?|bots?|ais?|assistants?) (?:processing|reading|parsing|summari[sz]ing|comparing|reviewing|screening) (?:this|these|the) [a-z]+(?: [a-z]+)?)\s*:\s*\S/i,
    // the note quoted as an example in a policy or a lesson
    unless: /\b(?:for instance|for example|e\.g\.|such as)[\s(]*["'“]/i,
  },
];
