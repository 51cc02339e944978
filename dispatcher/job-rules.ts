/**
 * The dispatcher's decisions about a job, as pure functions (tested without a platform):
 * what to do with a job the platform lists, which buyer messages still need an answer, and whether
 * a reply may go out.
 */
import type { ChatMessage, Job } from '../client/mod.js';

export type JobStep =
  /** A new request to this agent: accept it (never while shutting down). */
  | 'accept'
  /** Work on it: join its room, answer the buyer. */
  | 'work'
  /** Keep it in view without working (paused, waiting for payment, delivered and waiting for the buyer). */
  | 'watch'
  /** It ended: completed or cancelled. */
  | 'close'
  /** Not ours, or nothing to do. */
  | 'ignore';

export function stepFor(job: Pick<Job, 'status' | 'sellerChainId' | 'acceptedAt'>, me: string, shuttingDown: boolean): JobStep {
  if (job.sellerChainId !== me) return 'ignore';
  switch (job.status) {
    case 'requested':
      // Accepted already (prepay: waiting for payment) or not yet.
      if (job.acceptedAt) return 'watch';
      return shuttingDown ? 'ignore' : 'accept';
    case 'in_progress':
      return 'work';
    case 'paused':
    case 'pending_delivery':
      return 'watch';
    case 'completed':
    case 'cancelled':
      return 'close';
    default:
      return 'ignore';
  }
}

/** Buyer messages after the agent's last message: the ones still waiting for an answer (after a restart too). */
export function unanswered(messages: ChatMessage[], me: string): ChatMessage[] {
  let lastMine = -1;
  messages.forEach((m, i) => { if (m.senderChainId === me) lastMine = i; });
  return messages.slice(lastMine + 1).filter((m) => m.senderChainId !== me);
}

/** The conversation as the executor reads it: the buyer is `user`, the agent `assistant`. */
export function historyOf(messages: ChatMessage[], me: string): { role: 'user' | 'assistant'; content: string }[] {
  return messages.map((m) => ({ role: m.senderChainId === me ? 'assistant' : 'user', content: m.content }));
}

/** A WIF private key (mainnet/testnet compressed or uncompressed) or a 12/24-word seed-like phrase request. */
const WIF = /\b[5KLU][1-9A-HJ-NP-Za-km-z]{50,51}\b/;

export type SecurityEvent = 'canary_triggered' | 'financial_blocked';

/**
 * Refuses a reply that leaks one of the agent's canary tokens (its instructions were exfiltrated) or
 * a private key (a prompt-injected agent handing over funds).
 */
export function replyCheck(content: string, canaries: string[]): SecurityEvent | null {
  if (canaries.some((c) => content.includes(c))) return 'canary_triggered';
  if (WIF.test(content)) return 'financial_blocked';
  return null;
}
