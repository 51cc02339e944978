/**
 * The job as clients read it (DESIGN "The domain": job reads and payments), built purely from the
 * machine's state. Amounts leave satoshis only here, as decimal numbers of at most 8 decimals.
 */
import {
  chatOf, filesOf, jailboxOf, openJailbox, scanningOn,
  dueNow, EXTENSION_FEE_PERCENT, extensionFeeSats, firstHalf, fromSats, MAX_PAUSES, openDispute, paidSoFar, toSats,
  type Dispute, type Extension, type JobReply, type JobState, type TxRecord,
} from './machine.js';

import { sendCurrencyCommand as chainSendCurrencyCommand } from '../../chain/payments.js';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** A ready-to-paste `verus sendcurrency` line paying every output from the wallet's funds (`"*"`). */
export function sendCurrencyCommand(
  chain: 'VRSCTEST' | 'VRSC',
  outputs: { address: string; amountSats: number; currency: string }[],
): string {
  return chainSendCurrencyCommand(chain, outputs.map((o) => ({ address: o.address, currency: o.currency, amount: fromSats(o.amountSats) })));
}

function txView(t: TxRecord) {
  return {
    txid: t.txid, amount: fromSats(t.amountSats), confirmations: t.confirmations, confirmed: t.confirmed,
    recordedAt: iso(t.recordedAt), confirmedAt: iso(t.confirmedAt),
  };
}

/** One of the job's two payments (seller and platform fee), with the command for what is due now. */
function paymentPart(s: JobState, purpose: 'payment' | 'fee') {
  const total = purpose === 'payment' ? s.priceSats : s.feeSats;
  const address = purpose === 'payment' ? s.paymentAddress : s.feeAddress;
  const { recorded, confirmed } = paidSoFar(s, purpose);
  const records = s.transactions.filter((t) => t.purpose === purpose);
  // Before acceptance nothing is recorded yet, but the buyer may want to see what will be due.
  const due = s.acceptedAt !== null ? dueNow(s, purpose) : s.paymentTerms === 'split' ? firstHalf(total) : total;
  return {
    address,
    amount: fromSats(total),
    currency: s.currency,
    txid: records[0]?.txid ?? null,
    confirmed: confirmed >= total,
    /** Beyond DESIGN's fields: what is confirmed, waiting, and due in the next transaction. */
    paid: fromSats(confirmed),
    pending: fromSats(recorded - confirmed),
    due: fromSats(due),
    transactions: records.map(txView),
    command: due > 0 ? sendCurrencyCommand(s.chain, [{ address, amountSats: due, currency: s.currency }]) : null,
  };
}

export function disputeView(s: JobState, d: Dispute) {
  return {
    id: d.id, jobId: s.id, status: d.status, reason: d.reason, raisedBy: d.raisedBy, openedAt: iso(d.openedAt),
    statusAtOpen: d.statusAtOpen,
    resolution: d.resolution && {
      outcome: d.resolution.outcome,
      percentage: d.resolution.percentage,
      refundAmount: d.resolution.refundSats === null ? null : fromSats(d.resolution.refundSats),
      currency: s.currency,
      note: d.resolution.note,
      resolvedBy: d.resolution.resolvedBy,
      resolvedAt: iso(d.resolution.resolvedAt),
    },
  };
}

export function extensionView(s: JobState, x: Extension) {
  const tx = s.transactions.find((t) => t.purpose === 'extension' && t.extensionId === x.id) ?? null;
  const due = x.status === 'approved' && !tx;
  return {
    id: x.id, jobId: s.id, status: x.status, requestedBy: x.requestedBy, requestedAt: iso(x.requestedAt),
    duration: x.duration, price: fromSats(x.priceSats), currency: x.currency,
    platformFee: fromSats(x.feeSats), total: fromSats(x.priceSats + x.feeSats),
    decidedAt: iso(x.decidedAt), paidAt: iso(x.paidAt),
    payment: tx && { txid: tx.txid, confirmed: tx.confirmed, confirmations: tx.confirmations },
    command: due ? sendCurrencyCommand(s.chain, [
      { address: s.paymentAddress, amountSats: x.priceSats, currency: x.currency },
      { address: s.feeAddress, amountSats: x.feeSats, currency: x.currency },
    ]) : null,
  };
}

/**
 * `GET /v1/jobs/:id/extension-invoice?amount=`: the agent's amount, the 5% platform fee, the total
 * and one `sendcurrency` line paying both. Null when the amount is not a positive coin amount.
 */
export function extensionInvoice(s: JobState, amount: number, currency = s.currency) {
  const agentSats = toSats(amount);
  if (agentSats === null || agentSats === 0) return null;
  const feeSats = extensionFeeSats(agentSats);
  return {
    jobId: s.id, currency, agentAmount: fromSats(agentSats), platformFee: fromSats(feeSats), platformFeePercent: EXTENSION_FEE_PERCENT,
    total: fromSats(agentSats + feeSats), agentAddress: s.paymentAddress, feeAddress: s.feeAddress,
    command: sendCurrencyCommand(s.chain, [
      { address: s.paymentAddress, amountSats: agentSats, currency },
      { address: s.feeAddress, amountSats: feeSats, currency },
    ]),
  };
}

/** The job as `GET /v1/jobs/:id` answers it: the spec's fields, then DESIGN's, then ours. */
export function jobView(s: JobState) {
  const fee = paymentPart(s, 'fee');
  const current = openDispute(s) ?? s.disputes[s.disputes.length - 1];
  const reactivationTxs = s.transactions.filter((t) => t.purpose === 'reactivation' && t.pauseNumber === s.pauses.length);
  return {
    id: s.id,
    status: s.status,
    buyerChainId: s.buyerChainId,
    buyerName: s.buyerName,
    sellerChainId: s.sellerChainId,
    sellerName: s.sellerName,
    serviceId: s.serviceId,
    serviceName: s.service.name,
    price: fromSats(s.priceSats),
    currency: s.currency,
    createdAt: iso(s.createdAt),
    jobHash: s.jobHash,
    acceptedAt: iso(s.acceptedAt),
    paymentTerms: s.paymentTerms,
    platformFee: fromSats(s.feeSats),
    platformFeeRate: s.platformFeeRate,
    payment: { ...paymentPart(s, 'payment'), platformFee: fee },
    guard: s.service.guard,
    turnaround: s.service.turnaround,
    inProgressSince: iso(s.inProgressSince),
    deliveryHash: s.deliveryHash,
    deliveredAt: iso(s.deliveredAt),
    completedAt: iso(s.completedAt),
    cancelledAt: iso(s.cancelledAt),
    pauses: {
      count: s.pauses.length,
      max: MAX_PAUSES,
      history: s.pauses.map((p) => ({ pausedAt: iso(p.pausedAt), reactivationRequestedAt: iso(p.reactivationRequestedAt), resumedAt: iso(p.resumedAt) })),
    },
    reactivationFee: {
      amount: fromSats(s.reactivationFeeSats),
      currency: s.currency,
      address: s.paymentAddress,
      txid: reactivationTxs[0]?.txid ?? null,
      confirmed: s.reactivationFeeSats === 0 || reactivationTxs.some((t) => t.confirmed),
    },
    frozen: openDispute(s) !== undefined,
    dispute: current ? disputeView(s, current) : null,
    dataTerms: { ...s.dataTerms, setBy: s.dataTermsSetBy, setAt: iso(s.dataTermsSetAt) },
    dataDeletion: s.dataDeletion && { dueAt: iso(s.dataDeletion.dueAt), reason: s.dataDeletion.reason, deletedAt: iso(s.dataDeletedAt) },
    deletionAttestations: s.attestations.length,
    extensions: s.extensions.map((x) => extensionView(s, x)),
    extendedSeconds: s.extendedSeconds,
    review: s.review ? reviewView(s, s.review) : null,
    ...workRoomView(s),
  };
}
export type JobView = ReturnType<typeof jobView>;

/** The buyer's review as every read answers it (docs/reputation.md). */
export function reviewView(s: JobState, r: NonNullable<JobState['review']>) {
  return {
    id: r.id, jobId: s.id, jobHash: s.jobHash, agentChainId: s.sellerChainId, agentName: s.sellerName,
    buyerChainId: r.by, buyerName: s.buyerName, rating: r.rating, message: r.message, timestamp: r.timestamp,
    signature: r.signature, signedForm: r.form, digest: r.digest, createdAt: iso(r.at),
  };
}

/** The work room as the job read shows it: chat settings and counts, file usage, the workspace session. */
export function workRoomView(s: JobState) {
  const chat = chatOf(s);
  const files = filesOf(s);
  return {
    chat: {
      scanning: scanningOn(s),
      scanningChoice: chat.scanning,
      lastMessageId: chat.lastMessageId,
      escalated: chat.escalatedAt !== null,
      escalatedAt: iso(chat.escalatedAt),
      held: chat.held,
    },
    files: { count: files.length, bytes: files.reduce((n, f) => n + f.size, 0) },
    jailbox: jailboxView(s),
  };
}

/** The workspace session (`GET /v1/jailbox/:jobId` adds the connect details). */
export function jailboxView(s: JobState) {
  const j = jailboxOf(s);
  if (!j) return null;
  return {
    sessionId: j.id,
    status: openJailbox(s) ? 'active' : 'ended',
    mode: j.mode,
    permissions: j.permissions,
    openedAt: iso(j.openedAt),
    endedAt: iso(j.endedAt ?? (openJailbox(s) ? null : s.completedAt ?? s.cancelledAt)),
    endReason: j.endReason ?? (openJailbox(s) ? null : j.endedAt === null ? 'job-closed' : null),
    pending: j.ops.filter((o) => o.status === 'pending').map((o) => ({ opId: o.id, kind: o.kind, path: o.path, size: o.size, requestedAt: iso(o.requestedAt) })),
    running: j.ops.filter((o) => o.status === 'approved').map((o) => o.id),
    counts: j.counts,
  };
}

/** The deletion attestations as the buyer reads them. */
export function attestationsView(s: JobState) {
  return s.attestations.map((a) => ({ ...a.fields, signature: a.signature, agentChainId: a.by, receivedAt: iso(a.receivedAt) }));
}

/** The `data` of the route's answer, from the state after the command and the machine's reply. */
export function replyData(s: JobState, reply: JobReply): unknown {
  switch (reply.kind) {
    case 'job': return jobView(s);
    case 'operation-pending': return { status: 'pending', opid: reply.opid, message: reply.message };
    case 'operation-failed': return { status: 'failed', code: 'OPID_FAILED', opid: reply.opid, message: reply.message };
    case 'dispute': return disputeView(s, s.disputes.find((d) => d.id === reply.disputeId)!);
    case 'data-terms': return { ...s.dataTerms, setBy: s.dataTermsSetBy, setAt: iso(s.dataTermsSetAt) };
    case 'attestation': return { stored: true, ...attestationsView(s)[reply.index] };
    case 'extension': return extensionView(s, s.extensions.find((x) => x.id === reply.extensionId)!);
    case 'session-ending': return { jobId: s.id, event: 'session_ending' };
    case 'data-deleted': return { jobId: s.id, deletedAt: iso(s.dataDeletedAt) };
    case 'review': return reviewView(s, s.review!);
    case 'safety-flag': return { jobId: s.id, flags: (s.safetyFlags ?? []).length };
    case 'message': return { id: reply.id, jobId: s.id };
    case 'chat-blocked': return { blocked: true, reason: reply.reason };
    case 'chat-held': return { held: true, count: chatOf(s).held };
    case 'chat-settings': return workRoomView(s).chat;
    case 'file': return { fileId: reply.fileId, ...workRoomView(s).files };
    case 'jailbox': return jailboxView(s);
    case 'jailbox-op': return { opId: reply.opId, jailbox: jailboxView(s) };
  }
}

/** The `job:status` socket payload: small, and enough to decide whether to refetch the job. */
export function jobStatusPayload(s: JobState) {
  return {
    jobId: s.id, status: s.status, acceptedAt: iso(s.acceptedAt), frozen: openDispute(s) !== undefined,
    paymentConfirmed: paidSoFar(s, 'payment').confirmed >= s.priceSats,
    platformFeeConfirmed: paidSoFar(s, 'fee').confirmed >= s.feeSats,
    deliveryHash: s.deliveryHash, seq: s.seq,
  };
}
