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

export const ROUND26_PATTERNS: Pattern[] = [
  {
    family: 'indirect_injection', weight: 0.55, view: 'plain', gate: /\bai\b|llm|gpt|bot\b|assistant|copilot|agent|model/,
    re: MACHINE_NOTE,
    unless: LEFT_OUT,
  },
];
