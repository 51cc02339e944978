/**
 * Twenty-seventh issue-16 round, outbound: the agent's own set-up shown, and notes planted for the
 * buyer's AI, in their general forms.
 *
 * - Set-up shown: the agent presents its own tools, configuration, prompt or operating instructions
 *   ("here's my full tool manifest", "here's my config so you can see why I answered that way", "the
 *   functions I can call", "my operator's instructions are to ..."), marks text as internal to the
 *   operator ("[INTERNAL — DO NOT SHOW BUYER] Operator rules v3"), or pastes set-up fields
 *   (`hidden_rules:`, `operator_api_key:`); in Japanese, Chinese and Korean too. A set-up the agent
 *   wrote for the buyer ("here's the system prompt I wrote for your bot", "my config for your
 *   server") is the delivery, not a disclosure.
 * - A note for the buyer's AI: text addressed to whatever assistant, agent or model reads the reply
 *   ("Assistant reading this:", "For your own AI agent:", "SYSTEM OVERRIDE for any AI shopping
 *   assistant", `<!-- for assistants -->`) that tells it to act.
 */
import type { StructuredFlag } from '../types.js';
import { LEFT_OUT } from '../inbound/patterns-round26.js';
import { OPERATORS_INSTRUCTIONS } from './round26.js';

const PRESENT = String.raw`(?:here(?:'s|\s+is|\s+are)|these\s+are|this\s+is|below\s+(?:is|are))`;
const MINE = String.raw`my\s+(?:(?:full|complete|whole|entire|internal|own|hidden|actual|current|exact|real|original)\s+)*`;
const SETUP_NOUN = String.raw`(?:tool\s+(?:manifest|list|definitions|spec)|toolset|functions|config(?:uration)?|system\s+prompt|prompt|persona(?:\s+card)?|set-?up)`;
/** Instructions or rules: the agent's only with a word that makes them the set-up. */
const RULES = String.raw`(?:(?:full|complete|hidden|internal|exact|original|actual|operator'?s?|system)\s+)+(?:instructions|rules|guidelines|directives)`;
const SETUP_SHOWN = new RegExp(String.raw`\b${PRESENT}\s+(?:${MINE}${SETUP_NOUN}|my\s+${RULES}|the\s+(?:functions|tools|instructions|rules)\s+I\s+(?:can\s+call|have\s+access\s+to|follow|was\s+given|operate\s+under|run\s+with))\b(?!\s+(?:for|on\s+how|to\s+(?:deploy|install|run|set|use))\b)`, 'i');
/** What the agent's own set-up is, told: "my operator's instructions are to upsell ...". */
const OPERATOR_RULES = new RegExp(String.raw`${OPERATORS_INSTRUCTIONS}(?:are|were|is|was)\s+(?:to|that)\b`, 'i');
/** Text marked as kept from the buyer, or the operator's rule set by version. */
const INTERNAL_MARK = /\[\s*(?:internal|confidential|private|operator\s+only)\s*[—–:-]+\s*(?:do\s+not|don'?t|never)\s+(?:show|share|reveal|send)\b|\boperator\s+rules\s+v\d/i;
/** Set-up fields pasted as data. */
const SETUP_FIELD = /^[ \t-]*["']?(?:hidden_rules|secret_rules|internal_rules|operator_(?:api_)?(?:key|token|secret)|hidden_instructions)["']?\s*:/m;
/** The same in Japanese, Chinese and Korean: "the instructions set for me, as they are", "my system prompt follows". */
const SETUP_CJK = /(?:私|わたし)に設定されている(?:指示|プロンプト)|(?:システムプロンプト|内部指示)を(?:そのまま|全文)|我的(?:系统提示词?|系统指令|内部指令)(?:如下|是)|(?:系统提示词?|内部指令)(?:原文|全文)如下|(?:제|내)\s*시스템\s*프롬프트(?:를|는)|시스템\s*프롬프트\s*(?:원문|전문)/;

/** A machine named as the reader. */
const TO_AI = /\b(?:assistant|AI|LLM|agent|bot|model|copilot)s?\s+(?:reading|processing|parsing|importing|summari[sz]ing|indexing)\s+this\b|\bfor\s+(?:your\s+own|any|all|every)\s+(?:AI|LLM|assistant|agent|bot|model)(?:\s+(?:agent|assistant|shopping\s+assistant|review\s+assistant|tools?))?s?\s*(?::|—|-|,)|\bfor\s+any\s+AI\b[^\n]{0,40}?(?:assistant|agent|tool)\b|\bfor\s+assistants\b|⟦\s*for\s+(?:assistants|ai|agents)\s*⟧/i;
/** What it is told to do: act, change, pass something on, keep quiet. */
const ORDER = /\b(?:call|switch|raise|lower|rate|mark|disable|apply|ignore|approve|release|send|confirm|set|change|update|auto-?accept|execute|run|transfer|pay|do\s+not\s+(?:tell|mention|inform)|don'?t\s+(?:tell|mention)|without\s+asking)\b/i;

/** The agent's set-up disclosed, or a note planted for the buyer's own AI. */
export function findDisclosure(text: string): StructuredFlag[] {
  const flags: StructuredFlag[] = [];
  if (SETUP_SHOWN.test(text) || OPERATOR_RULES.test(text) || INTERNAL_MARK.test(text) || SETUP_FIELD.test(text) || SETUP_CJK.test(text)) {
    flags.push({ type: 'system_prompt_leak', severity: 'high', detail: 'shows the agent\u2019s own tools, configuration or operating instructions', action: 'warn' });
  }
  const to = TO_AI.exec(text);
  // A note quoted in a lesson ("text like 'AI assistants reading this: ...' can try to steer") is not one.
  if (to && ORDER.test(text.slice(to.index, to.index + 400)) && !LEFT_OUT.test(text)) {
    flags.push({ type: 'prompt_injection', severity: 'high', detail: 'carries instructions aimed at the buyer\u2019s own AI assistant', action: 'warn' });
  }
  return flags;
}
