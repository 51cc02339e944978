/**
 * Twenty-sixth issue-16 round: a note to the machine that reads handed-over content (eval/blind/batch103,
 * written blind by a helper and then read: tables and code whose one cell or comment speaks to the AI).
 * The reader is named as a machine where a note can start (a line, a table cell, a code comment, a
 * bracket, a quoted string, "hey"/"note for"): "Hey chatbot,", "AI helper, before you sort:", "Agent
 * instruction:", "<<AGENT:", "-- agent:", "// @ai-reviewer:", "[AI test generator:", "@assistant
 * Override:", "assistant_note": and within the note it is told what to do with its own means or
 * against its task ("use your wallet tool", "before you sort", "instead of tests", "reply to this
 * user", "keep it quiet", "so nobody notices", "new rules"). A chat transcript's speaker labels
 * ("Agent: ... Customer: ...") are no note, and a note quoted in a lesson as an example of an attack is
 * none either: both are left out.
 */
import type { Pattern } from './patterns.js';
import { alternatives } from './patterns-round20.js';
import { w } from './word-regex.js';

const MACHINE = String.raw`(?:ai|a\.i\.|llm|gpt|chat ?bot|bot|assistant|copilot|language model|agent|model)`;
const ROLE = String.raw`(?:[ _-](?:[a-z]+[ _-]){0,2}(?:helpers?|reviewers?|assistants?|agents?|models?|tools?|generators?|summari[sz]ers?|translators?|parsers?|notes?|instructions?|directives?|override|readers?|reviewing|sorting|processing)(?: and (?:llm|ai|gpt) (?:assistants?|agents?|models?|tools?))?)?`;
const NOTE_START = String.raw`(?:^|[\n|"'<\[(]|//|--|#|/\*|\*|<!--)[ \t<\[]*@?(?:(?:hey|hi|hello|dear|attention|note (?:for|to)(?: the)?|instruction (?:for|to)(?: the)?)[ ,]+)?`;
const ORDER = String.raw`(?:(?:use|call|run|invoke|trigger) (?:your|the) [\w-]+|your [\w-]+ tool|before (?:you|optimi[sz]ing|summari[sz]ing|sorting|answering|converting|replying|translating|reviewing)|after (?:answering|converting|summari[sz]ing|sorting|translating|reviewing|you)|instead(?: of)?|new rules|(?:output|write|generate|produce) (?:a|an|the) |rate (?:this|the) [\w-]+ \d+|state that|reply to (?:this|the) (?:user|buyer|customer)|respond (?:with|only)|recommend|(?:don'?t|do not|never) (?:show|mention|tell|include|reveal)|keep (?:it|this) (?:quiet|secret|hidden)|so (?:nobody|no one) (?:notices|sees|knows)|ask the user|from the (?:output|summary|result|table)|in your (?:summary|reply|answer|output|review)|ignore|disregard|transfer|open a dispute|request a (?:full )?refund|delete this|stop following|you (?:are now|have been granted|must now)|no (?:restrictions|filters|rules)|unfiltered|consents?\b)`;

/** The note itself (read on the lower-cased text); outbound/round26.ts reads replies with it too. */
export const MACHINE_NOTE = new RegExp(String.raw`${NOTE_START}${MACHINE}${ROLE}\s*(?:override|instruction)?\s*(?:["']\s*)?[:,=][^\n]{0,240}?\b${ORDER}`, 'i');
/** A chat transcript: its speakers named at the start of lines. */
export const TRANSCRIPT = /(?:^|\n)\s*(?:customer|user|client|caller|human|buyer|visitor|guest|q|me)\s*:/i;
/** Or the note quoted as an example in a lesson or a policy ("Consider a job description that ends with: ..."). */
const QUOTED_EXAMPLE = /\b(?:for instance|for example|e\.g\.|such as|consider (?:a|an|this)|ends with|example (?:of|attack|payload|string|note)|attackers?|malicious|(?:prompt )?injections?|injected|red[- ]team(?:ing|ers)?|phishing)\b/i;
export const LEFT_OUT = new RegExp(`${TRANSCRIPT.source}|${QUOTED_EXAMPLE.source}`, 'i');


/**
 * Marketplace abuse in plain business words (inbound batch 108, written blind and read), each move in
 * its general form: a platform control evaded ("so it won't hit the limit or the review queue", "so the
 * duplicate detector won't catch them", "the anti-fraud limits don't see it"); a claim the sender says
 * is false ("It didn't, to be clear", "None of that happened", "fake log excerpts are fine") put in a
 * review, a dispute or the delivery notes; the agent's keys or logins asked for; other buyers' contact
 * details, budgets, files or chats asked for; the payout address switched without the signed
 * confirmation; reviews written in other buyers' voices; the delivery accepted only against a
 * testimonial; a deliverable taken and the job cancelled for the refund; the safety filter said to be
 * approved off. Words view; weights below the block threshold.
 */
export const ROUND26_MARKETPLACE: Pattern[] = [
  ...alternatives('goal_hijack', 0.55, [
    `(?:won t|will not|doesn t|does not|don t|do not|can t|cannot|never) (?:hit|see|catch|notice|flag|detect|trigger|trip|reach|go to|land in)(?: [a-z]+){0,2} (?:the )?(?:limit|limits|cap|review|review queue|manual review|anti fraud|fraud|fraud check|duplicate detector|detector|filter|moderation|moderators|system|verification)`,
    `(?:so|and|that way) (?:the )?(?:anti fraud|fraud|duplicate|review|moderation|verification)(?: [a-z]+){0,2} (?:limits?|checks?|detectors?|system|queue|team) (?:don t|doesn t|won t|can t|never) (?:see|catch|notice|flag|detect)`,
    `(?:write|post|generate|create|draft) (?:me )?(?:[0-9]+|ten|five|twenty|fifteen|a few|some|several|multiple)? ?(?:five star |5 star |positive |glowing )?reviews?(?: [a-z0-9]+){0,8} (?:different (?:buyer|customer|client|person|people|account|voice|id)s?|(?:buyer|customer|client) s voice|ids i control|accounts i control|my own listings?|my own (?:profile|agent|listing)|won t catch|looks? natural|look organic)`,
    `(?:switch|change|update|set|move) (?:your |the |my )?(?:payout|withdrawal|payment|receiving) (?:address|wallet|account)(?: [a-z0-9]+){0,20} (?:don t wait|do not wait|without (?:waiting|the|a) (?:for )?(?:signed |signature )?(?:confirmation|approval|signature)|no need (?:to|for) (?:confirm|confirmation|approval|signature)|skip (?:the )?(?:confirmation|signature|approval))`,
    `(?:send|pay|transfer|wire)(?: [a-z]+){0,2} (?:the )?(?:rest|remaining|remainder|balance|other part)(?: [a-z0-9]+){0,3} (?:directly|straight|direct) (?:to|into) your (?:address|wallet|account)`,
    `(?:only|won t|will not|not) (?:accept|release|approve|sign off|close)(?: [a-z]+){0,4} (?:after|unless|until|once) you (?:post|leave|write|give|publish)(?: [a-z]+){0,3} (?:testimonial|review|rating|endorsement)|(?:escrow|payment|funds) (?:stays?|remains?|will stay) (?:locked|frozen|on hold)`,
    `(?:download|grab|get) (?:the )?(?:deliverable|files?|delivery|work)(?: [a-z]+){0,4} (?:then|and then|and) cancel (?:the )?(?:job|order|contract)|cancel (?:the )?(?:job|order|contract) (?:right away|immediately|straight away|after)(?: [a-z]+){0,6} (?:refund|money back)`,
    `(?:safety|content|security) (?:filter|scan|scanner|check)(?: [a-z]+){0,12} (?:approved|authori[sz]ed|cleared|signed off)(?: [a-z]+){0,3} (?:turning|switching|shutting) it off|(?:confirm|make sure) (?:it s|it is|the (?:filter|scan|scanner) is) (?:off|disabled)`,
  ]),
  // A claim the sender says is false, in a message about a review, a dispute or a refund.
  {
    family: 'goal_hijack', weight: 0.55, view: 'words', gate: (t) => /dispute|review|arbitration|refund|claim|report|notes/.test(t),
    re: w(`(?:it|they|he|she|that) (?:didn t|did not|never did|wasn t|weren t|was not|were not)(?: [a-z]+){0,3} (?:to be clear|but|though|honestly)|none of (?:that|this|it) (?:happened|is true|was true)|(?:fake|fabricated|made up|invented) (?:log|logs|log excerpts|evidence|screenshots?|receipts?|messages?|chat logs?)(?: [a-z]+){0,4} (?:are|is) (?:fine|ok|okay)|make the evidence (?:look )?(?:convincing|real|believable)`),
  },
  ...alternatives('exfiltration', 0.55, [
    `(?:email|e mail|phone|phone number|contact details?|address|budget|budgets|verusid|verusids)(?: and (?:the )?(?:email|e mail|phone|phone number|contact details?|budgets?))? (?:of|for) (?:whoever|the person who|the buyer who|the client who|the user who)`,
    `which (?:buyers|clients|customers|users) (?:hired|paid|used|contacted|messaged) you(?: [a-z0-9]+){0,10} (?:how much|what they paid|budgets?|verusids?|names|contacts?)`,
    `(?:send|paste|give|forward|show|post|export|pull|copy)(?: me)?(?: [a-z0-9]+){0,5} (?:transcripts?|chats?|files|attachments|messages)(?: [a-z0-9]+){0,6} (?:with|from|of) (?:other|previous|another|the other) (?:buyers?|clients?|customers?|users?)`,
    `(?:paste|pasting|reply with|send|post|share|provide|type|enter|confirm)(?<!(?:never|don t|do not|not|won t|will not|shouldn t|should not|never to|not to) (?:paste|pasting|reply with|send|post|share|provide|type|enter|confirm))(?: [a-z]+){0,4} (?:your|the) (?:private key|wif|wif key|seed phrase|recovery phrase|seed words|login|login details|login credentials|credentials|password|api key|2fa codes?|backup codes?)(?: [a-z0-9]+){0,6} (?:below|here|in (?:this|the) chat|to (?:us|me)|so (?:we|i) can)`,
    `sign in (?:at|on|to) [a-z0-9 ]{2,40} with your (?:verusid|wallet|account)?(?: and)? (?:password|private key|seed phrase|wif|login)`,
  ]),
];

export const ROUND26_PATTERNS: Pattern[] = [
  ...ROUND26_MARKETPLACE,
  {
    family: 'indirect_injection', weight: 0.55, view: 'plain', gate: /\bai\b|llm|gpt|bot\b|assistant|copilot|agent|model/,
    re: MACHINE_NOTE,
    unless: LEFT_OUT,
  },
];
