/**
 * Signed job receipts (docs/reputation.md, "Receipts"): once a job is closed, the platform signs a
 * record of it with its own identity, exactly as the chain signs a message (a CIdentitySignature
 * over the text, checked by `verifymessage`), so anyone holding a receipt can check it against the
 * chain without trusting the platform's database, and reputation can be recomputed from receipts.
 *
 * The signed text is the RFC 8785 (JCS) form of the `receipt` object. A receipt file is
 * `{receipt, signature: {identity, signature}}`; changing any byte of the receipt changes its JCS
 * text and the signature no longer verifies.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { CHAIN_IDS, type ChainName } from '../chain/identity-address.js';
import { signAsIdentity } from '../chain/identity-signature.js';
import { RpcDaemonError, type RpcClient } from '../chain/rpc.js';

export const RECEIPT_TYPE = 'agentplatform.job-receipt';
export const RECEIPT_VERSION = 1;

export interface ReceiptFile {
  receipt: Record<string, any>;
  signature: { identity: string; identityName?: string; signature: string };
}

const txs = (part: { transactions?: { txid: string; amount: number; confirmed: boolean }[] } | undefined) =>
  (part?.transactions ?? []).map((t) => ({ txid: t.txid, amount: t.amount, confirmed: t.confirmed }));

/** JCS text; throws on values JCS refuses (none of ours). */
export function jcs(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('value cannot be canonicalized');
  return text;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * What a closed job's receipt says, from the job's read shape (actors/job/view.ts): job hash,
 * parties, service, price and currency, payment and fee transactions, delivery hash, timestamps,
 * final status, the dispute outcome and the review's digest. Null for a job that is not closed.
 */
export function receiptContent(view: Record<string, any>, platform: { identity: string; name: string; chain: ChainName }): Record<string, any> | null {
  if (view.status !== 'completed' && view.status !== 'cancelled') return null;
  const dispute = view.dispute?.resolution ? {
    outcome: view.dispute.resolution.outcome, percentage: view.dispute.resolution.percentage,
    refundAmount: view.dispute.resolution.refundAmount, resolvedAt: view.dispute.resolution.resolvedAt,
  } : null;
  return {
    type: RECEIPT_TYPE,
    version: RECEIPT_VERSION,
    chain: platform.chain,
    platform: { identity: platform.identity, name: platform.name },
    jobId: view.id,
    jobHash: view.jobHash,
    buyer: { chainId: view.buyerChainId, name: view.buyerName ?? null },
    seller: { chainId: view.sellerChainId, name: view.sellerName ?? null },
    service: { id: view.serviceId, name: view.serviceName ?? null, paymentTerms: view.paymentTerms },
    price: view.price,
    currency: view.currency,
    payment: { address: view.payment?.address ?? null, transactions: txs(view.payment) },
    platformFee: { address: view.payment?.platformFee?.address ?? null, amount: view.platformFee, transactions: txs(view.payment?.platformFee) },
    extensions: (view.extensions ?? []).filter((x: any) => x.status === 'paid')
      .map((x: any) => ({ id: x.id, price: x.price, platformFee: x.platformFee, txid: x.payment?.txid ?? null })),
    deliveryHash: view.deliveryHash ?? null,
    timestamps: {
      createdAt: view.createdAt, acceptedAt: view.acceptedAt ?? null, deliveredAt: view.deliveredAt ?? null,
      completedAt: view.completedAt ?? null, cancelledAt: view.cancelledAt ?? null,
    },
    status: view.status,
    dispute,
    review: view.review ? { id: view.review.id, digest: view.review.digest, rating: view.review.rating } : null,
  };
}

/** Every txid a receipt names (payments, fees, extensions): the chain must know each. */
export function receiptTxids(receipt: Record<string, any>): string[] {
  return [
    ...(receipt.payment?.transactions ?? []).map((t: any) => t.txid),
    ...(receipt.platformFee?.transactions ?? []).map((t: any) => t.txid),
    ...(receipt.extensions ?? []).map((x: any) => x.txid),
  ].filter((t): t is string => typeof t === 'string');
}

export interface ReceiptSigner {
  chain: ChainName;
  /** The platform identity's i-address and name. */
  identity: string;
  name: string;
  wif: string;
}

/** Signs `content` (plus `issuedAt`) as the platform identity at the chain's current height. */
export async function signReceipt(content: Record<string, any>, signer: ReceiptSigner, rpc: Pick<RpcClient, 'getblockcount'>, issuedAt: Date): Promise<ReceiptFile> {
  const receipt = { ...content, issuedAt: issuedAt.toISOString() };
  const blockHeight = await rpc.getblockcount();
  const signature = signAsIdentity({ wifs: [signer.wif], systemId: CHAIN_IDS[signer.chain], identityId: signer.identity, blockHeight, message: jcs(receipt) });
  return { receipt, signature: { identity: signer.identity, identityName: signer.name, signature } };
}

export interface ReceiptCheck {
  ok: boolean;
  problems: string[];
  signer: string | null;
  transactions: { txid: string; found: boolean }[];
}

/**
 * Checks a receipt file against the chain: the signature by the receipt's platform identity
 * (`verifymessage` at the signature's height, so a later key rotation does not void old receipts),
 * the expected platform identity when given, and every named transaction known to the chain.
 */
export async function verifyReceipt(
  file: unknown, rpc: Pick<RpcClient, 'verifymessage' | 'getrawtransaction' | 'getidentity'>, opts: { platform?: string } = {},
): Promise<ReceiptCheck> {
  const problems: string[] = [];
  const f = file as Partial<ReceiptFile>;
  if (!f || typeof f !== 'object' || typeof f.receipt !== 'object' || f.receipt === null || typeof f.signature?.signature !== 'string' || typeof f.signature.identity !== 'string') {
    return { ok: false, problems: ['not a receipt file: expected {receipt, signature: {identity, signature}}'], signer: null, transactions: [] };
  }
  const r = f.receipt;
  if (r.type !== RECEIPT_TYPE) problems.push(`receipt type is ${JSON.stringify(r.type)}, expected ${RECEIPT_TYPE}`);
  if (r.platform?.identity !== f.signature.identity) problems.push('the signature is not by the platform identity the receipt names');
  if (opts.platform) {
    const expected = (await rpc.getidentity(opts.platform)).identity.identityaddress;
    if (expected !== f.signature.identity) problems.push(`signed by ${f.signature.identity}, not by ${opts.platform} (${expected})`);
  }
  let verified = false;
  try {
    verified = await rpc.verifymessage(f.signature.identity, f.signature.signature, jcs(r), false);
  } catch (err) {
    // a malformed signature or an unknown identity is the daemon's refusal; an unreachable daemon is not an answer
    if (!(err instanceof RpcDaemonError)) throw err;
  }
  if (!verified) problems.push('the signature does not verify: the receipt was changed or not signed by this identity');
  const transactions: { txid: string; found: boolean }[] = [];
  for (const txid of receiptTxids(r)) {
    let found = false;
    try {
      await rpc.getrawtransaction(txid);
      found = true;
    } catch (err) {
      if (!(err instanceof RpcDaemonError)) throw err;
    }
    if (!found) problems.push(`transaction ${txid} is not on chain`);
    transactions.push({ txid, found });
  }
  return { ok: problems.length === 0, problems, signer: f.signature.identity, transactions };
}
