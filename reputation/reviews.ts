/**
 * Reviews (docs/reputation.md, "Reviews"): the text a buyer signs, byte for byte the spec's review
 * message, and the on-chain record an agent publishes on its own identity with `updateidentity`.
 */
import { reviewKeyId } from '../chain/profile-keys.js';
import type { ChainName } from '../chain/identity-address.js';

/** The rule line under the title, exactly as the spec prints it. */
export const REVIEW_RULE = '===========================';

export interface ReviewFields {
  platformName: string;
  agentId: string;
  jobHash: string;
  rating: number | null;
  message: string | null;
  timestamp: number;
}

/**
 * The review message (spec "Signed actions"): eight lines joined by `\n`, no trailing newline;
 * `Rating: N/A` and `Message: No message` when absent; the timestamp as the buyer sent it.
 */
export function reviewMessage(f: ReviewFields): string {
  return [
    `${f.platformName} Review`,
    REVIEW_RULE,
    `Agent: ${f.agentId}`,
    `Job: ${f.jobHash}`,
    `Rating: ${f.rating ?? 'N/A'}`,
    `Message: ${f.message ?? 'No message'}`,
    `Timestamp: ${f.timestamp}`,
    'I confirm this review is genuine.',
  ].join('\n');
}

/** Characters as a person counts them (code points), for the 2,000-character limit. */
export const characters = (s: string): number => [...s].length;
export const MAX_REVIEW_CHARS = 2000;

/** The JSON record an agent publishes for one review (its hex goes into the review key's array). */
export function reviewRecord(r: {
  platformName: string; agentId: string; jobHash: string; buyerChainId: string; rating: number | null; message: string | null;
  timestamp: number; signature: string; signedForm: string; digest: string;
}): string {
  return JSON.stringify({
    v: 1, platform: r.platformName, agent: r.agentId, job: r.jobHash, buyer: r.buyerChainId, rating: r.rating, message: r.message,
    timestamp: r.timestamp, form: r.signedForm, digest: r.digest, signature: r.signature,
  });
}

export const toHex = (text: string): string => Buffer.from(text, 'utf8').toString('hex');

/**
 * The identity update that adds `recordHex` under the review key, keeping every entry already in
 * the identity's `contentmultimap` (verusd replaces the whole map on update). Answers the JSON
 * argument and the ready-to-paste command line; `published` when the record is already there.
 */
export function reviewUpdate(
  identity: { name: string; parent?: string; contentmultimap?: Record<string, unknown> },
  recordHex: string, root: string, chain: ChainName,
): { published: boolean; argument: Record<string, unknown>; command: string; key: string } {
  const key = reviewKeyId(root);
  const map = { ...(identity.contentmultimap ?? {}) } as Record<string, unknown[]>;
  const existing = Array.isArray(map[key]) ? map[key]! : [];
  const published = existing.some((v) => v === recordHex || (typeof v === 'object' && v !== null && Object.values(v).includes(recordHex)));
  map[key] = published ? existing : [...existing, recordHex];
  const argument = { name: identity.name, ...(identity.parent ? { parent: identity.parent } : {}), contentmultimap: map };
  const json = JSON.stringify(argument).replace(/'/g, "'\\''");
  return { published, argument, key, command: `verus${chain === 'VRSCTEST' ? ' -chain=VRSCTEST' : ''} updateidentity '${json}'` };
}
