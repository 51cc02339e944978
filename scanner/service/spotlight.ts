/**
 * L4 spotlighting: untrusted text goes between delimiters that only the scanner and the agent's system
 * prompt know. The delimiter tag is HMAC-SHA256(key, sessionId), so it is stable for a session,
 * different across sessions and unguessable without the key; a sender cannot forge the closing marker.
 */
import { createHmac } from 'node:crypto';

export interface Delimiters {
  open: string;
  close: string;
}

/** The delimiters of one session. */
export function spotlightDelimiters(key: Buffer, sessionId: string): Delimiters {
  const tag = createHmac('sha256', key).update('agentplatform/spotlight/v1\0').update(sessionId, 'utf8').digest('hex').slice(0, 32);
  return { open: `<<<UNTRUSTED_INPUT_${tag}>>>`, close: `<<<END_UNTRUSTED_INPUT_${tag}>>>` };
}

// Anything that looks like a marker is defused, so pasted (or guessed-at) markers cannot close the block early.
const MARKER = /<<<(\/?)(END_)?UNTRUSTED_INPUT_/gi;

/** The text inside the session's delimiters, with marker look-alikes inside it defused. */
export function spotlight(key: Buffer, sessionId: string, text: string): string {
  const { open, close } = spotlightDelimiters(key, sessionId);
  const body = text.replace(MARKER, (_m, slash: string, end: string | undefined) => `<< <${slash}${end ?? ''}UNTRUSTED_INPUT_`);
  return `${open}\n${body}\n${close}`;
}
