/**
 * The job lifecycle as a pure, event-sourced state machine (docs/jobs.md is its plain-words page).
 *
 * `decide(state, command, now)` either refuses with a code of the spec or answers the events the
 * command causes, a reply and the reminders to set or cancel; `evolve(state, event)` applies one
 * event. The state after a command is `events.reduce(evolve, state)`, so a job's stored events
 * replay to its state from `null`. Nothing here does I/O or reads the clock: time comes in as
 * `now`, generated ids come in on the command, chain facts come in as observations. The file is
 * long because the transition table is one thing and reads best in one place; the shapes of
 * state, events and decisions are in `state.ts`, the read shape in `view.ts`.
 *
 * Imports: only types (`./messages.js`, `./state.js`); no runtime values, so it can run anywhere.
 */
import type { CommandOf, DataTerms, JobCommand, JobStatus, Observation, Purpose } from './messages.js';
import type {
  Accepted, ChatState, Decision, Dispute, Extension, FileEntry, JailboxSession, JobErrorCode, JobEvent, JobReminder, JobReply, JobState,
  Pause, Refusal, Side, StatusReason, TxRecord,
} from './state.js';

export type * from './state.js';

// ---------------------------------------------------------------------------------------------
// Rules (spec "Limits" and DESIGN "Decisions where the spec is silent")

export const SATS_PER_COIN = 100_000_000;
export const MAX_PAUSES = 3;
export const MIN_IN_PROGRESS_BEFORE_PAUSE_MS = 60_000;
export const EXTENSION_FEE_PERCENT = 5;
/** Bounds that keep one job's state small; each refusal names its field. */
export const MAX_EXTENSIONS = 20;
export const MAX_DISPUTES = 10;
export const MAX_ATTESTATIONS = 20;
export const MAX_REASON_CHARS = 2000;
/** Longest extension: one year, in seconds. */
export const MAX_EXTENSION_SECONDS = 365 * 86_400;
/** Largest amount in coins: keeps every satoshi count a safe integer (and is above any supply). */
export const MAX_AMOUNT = 90_000_000;
/** How long after a job closes its data is deleted, by retention (spec "Data policy / data terms"). */
export const RETENTION_DELAY_MS = { none: 0, 'job-duration': 3_600_000, '30-days': 30 * 86_400_000 } as const;
export const DEFAULT_DATA_TERMS: DataTerms = { retention: 'job-duration', allowTraining: false, allowThirdParty: false, requireDeletion: false };

/** Same value as messages.ts's SYSTEM; written here because the machine imports no values. */
const SYSTEM = 'system';
const TXID = /^[0-9a-fA-F]{64}$/;

const refuse = (code: JobErrorCode, message: string, ...details: Record<string, unknown>[]): Refusal =>
  details.length ? { ok: false, code, message, details } : { ok: false, code, message };

// ---------------------------------------------------------------------------------------------
// Money: integer satoshis throughout, decimal numbers only at the edges

/** Satoshis of an amount in coins, or null when it has more than 8 decimals or is out of range. */
export function toSats(coins: number): number | null {
  if (!Number.isFinite(coins) || coins < 0 || coins > MAX_AMOUNT) return null;
  const sats = Math.round(coins * SATS_PER_COIN);
  // A hundredth of a satoshi absorbs binary noise (0.1 + 0.2) but not a ninth decimal.
  return Math.abs(coins * SATS_PER_COIN - sats) < 0.01 ? sats : null;
}

/** Coins of a satoshi count: the nearest double to the decimal, which prints with at most 8 decimals. */
export const fromSats = (sats: number): number => sats / SATS_PER_COIN;

/** Currency names are case-insensitive on Verus; i-addresses never differ only by case in practice. */
export const sameCurrency = (a: string, b: string): boolean => a === b || a.toLowerCase() === b.toLowerCase();

/** Satoshis the outputs pay to `address` in `currency` (observed amounts are whole satoshis already). */
export function paidSats(outputs: { address: string; currency: string; amount: number }[], address: string, currency: string): number {
  let sum = 0;
  for (const o of outputs) if (o.address === address && sameCurrency(o.currency, currency)) sum += Math.round(o.amount * SATS_PER_COIN);
  return sum;
}

/** The first installment of a split: half, the odd satoshi going first so both halves sum exactly. */
export const firstHalf = (sats: number): number => Math.ceil(sats / 2);

export const extensionFeeSats = (priceSats: number): number => Math.round((priceSats * EXTENSION_FEE_PERCENT) / 100);

// ---------------------------------------------------------------------------------------------
// Derived facts

export const isClosed = (s: Pick<JobState, 'status'>): boolean => s.status === 'completed' || s.status === 'cancelled';
export const openDispute = (s: JobState): Dispute | undefined => s.disputes.find((d) => d.status === 'open');

const recordsOf = (s: JobState, purpose: Purpose, extensionId: string | null = null, pauseNumber: number | null = null) =>
  s.transactions.filter((t) => t.purpose === purpose && t.extensionId === extensionId && (pauseNumber === null || t.pauseNumber === pauseNumber));
/** Satoshis of records of one purpose (their `amountSats` is paid to that purpose's address). */
const sumSats = (ts: TxRecord[]) => ts.reduce((n, t) => n + t.amountSats, 0);
const confirmedOnly = (ts: TxRecord[]) => ts.filter((t) => t.confirmed);

/** Satoshis recorded (pending or confirmed) and confirmed, for the job payment or the platform fee. */
export function paidSoFar(s: JobState, purpose: 'payment' | 'fee'): { recorded: number; confirmed: number } {
  const ts = recordsOf(s, purpose);
  return { recorded: sumSats(ts), confirmed: sumSats(confirmedOnly(ts)) };
}

/** What must be confirmed before work starts, by payment terms. */
export function dueBeforeStart(s: JobState): { payment: number; fee: number } {
  switch (s.paymentTerms) {
    case 'prepay': return { payment: s.priceSats, fee: s.feeSats };
    case 'split': return { payment: firstHalf(s.priceSats), fee: firstHalf(s.feeSats) };
    case 'postpay': return { payment: 0, fee: 0 };
  }
}

/**
 * What one new transaction for the payment or the fee must cover now: the first installment of a
 * split until it is recorded, else everything not yet recorded. Zero means nothing is due.
 */
export function dueNow(s: JobState, purpose: 'payment' | 'fee'): number {
  const total = purpose === 'payment' ? s.priceSats : s.feeSats;
  const { recorded } = paidSoFar(s, purpose);
  const first = purpose === 'payment' ? dueBeforeStart(s).payment : dueBeforeStart(s).fee;
  const target = s.paymentTerms === 'split' && recorded < first ? first : total;
  return Math.max(0, target - recorded);
}

const startPaid = (s: JobState): boolean => {
  const due = dueBeforeStart(s);
  return paidSoFar(s, 'payment').confirmed >= due.payment && paidSoFar(s, 'fee').confirmed >= due.fee;
};
const fullyPaid = (s: JobState): boolean =>
  paidSoFar(s, 'payment').confirmed >= s.priceSats && paidSoFar(s, 'fee').confirmed >= s.feeSats;

const lastPause = (s: JobState): Pause | undefined => s.pauses[s.pauses.length - 1];
const reactivationPaid = (s: JobState): boolean =>
  s.reactivationFeeSats === 0 || sumSats(confirmedOnly(recordsOf(s, 'reactivation', null, s.pauses.length))) >= s.reactivationFeeSats;

/** Reminder names: setting a name again replaces the reminder, so one per reference. */
export const reminderNames = {
  check: (purpose: Purpose, ref: string, extensionId: string | null) => `check:${purpose}${extensionId ? `:${extensionId}` : ''}:${ref}`,
  deleteData: 'delete-data',
} as const;

// ---------------------------------------------------------------------------------------------
// evolve

/** Applies one event; never mutates `state`. */
export function evolve(state: JobState | null, event: JobEvent): JobState {
  if (event.type === 'job_created') return { chat: DEFAULT_CHAT, files: [], jailbox: null, ...event.job, seq: 1 };
  if (!state) throw new Error(`job event ${event.type} before job_created`);
  const s: JobState = { ...state, seq: state.seq + 1 };
  switch (event.type) {
    case 'job_accepted':
      return { ...s, acceptedAt: event.at };
    case 'status_changed': {
      const next: JobState = { ...s, status: event.to };
      if (event.to === 'in_progress') next.inProgressSince = event.at;
      if (event.from === 'paused') next.pauses = s.pauses.map((p, i) => (i === s.pauses.length - 1 ? { ...p, resumedAt: event.at } : p));
      if (event.to === 'completed') next.completedAt = event.at;
      if (event.to === 'cancelled') next.cancelledAt = event.at;
      return next;
    }
    case 'payment_recorded':
      return {
        ...s,
        transactions: [...s.transactions, event.record],
        operations: event.opid ? s.operations.filter((o) => o.opid !== event.opid) : s.operations,
      };
    case 'payment_confirmed':
      return {
        ...s,
        transactions: s.transactions.map((t) =>
          t.txid === event.txid && t.purpose === event.purpose && t.extensionId === event.extensionId
            ? { ...t, confirmed: true, confirmations: event.confirmations, confirmedAt: event.at }
            : t),
      };
    case 'operation_pending':
      return { ...s, operations: [...s.operations, event.operation] };
    case 'operation_failed':
      return { ...s, operations: s.operations.filter((o) => o.opid !== event.opid) };
    case 'job_delivered':
      return { ...s, deliveredAt: event.at, deliveryHash: event.deliveryHash };
    case 'job_completed':
      return s;
    case 'job_paused':
      return { ...s, pauses: [...s.pauses, { pausedAt: event.at, reactivationRequestedAt: null, resumedAt: null }] };
    case 'reactivation_requested':
      return { ...s, pauses: s.pauses.map((p, i) => (i === event.pauseNumber - 1 ? { ...p, reactivationRequestedAt: event.at } : p)) };
    case 'job_cancelled':
      return s;
    case 'session_ending':
      return { ...s, lastSessionEndingAt: event.at };
    case 'dispute_opened':
      return {
        ...s,
        disputes: [...s.disputes, {
          id: event.disputeId, raisedBy: event.by, reason: event.reason, openedAt: event.at, statusAtOpen: event.statusAtOpen,
          status: 'open', resolution: null,
        }],
      };
    case 'dispute_resolved':
      return {
        ...s,
        // Rework sends the delivery back: the job no longer has one until the seller delivers again.
        deliveryHash: event.outcome === 'rework' ? null : s.deliveryHash,
        deliveredAt: event.outcome === 'rework' ? null : s.deliveredAt,
        disputes: s.disputes.map((d) => (d.id !== event.disputeId ? d : {
          ...d,
          status: 'resolved' as const,
          resolution: {
            outcome: event.outcome, percentage: event.percentage, refundSats: event.refundSats, note: event.note,
            resolvedBy: event.by, resolvedAt: event.at,
          },
        })),
      };
    case 'data_terms_set':
      return { ...s, dataTerms: { ...event.terms }, dataTermsSetBy: event.by, dataTermsSetAt: event.at };
    case 'deletion_attested':
      return { ...s, attestations: [...s.attestations, { fields: event.attestation, signature: event.signature, by: event.by, receivedAt: event.at }] };
    case 'data_deletion_scheduled':
      return { ...s, dataDeletion: { dueAt: event.dueAt, reason: event.reason } };
    case 'data_deleted':
      return { ...s, dataDeletedAt: event.at };
    case 'extension_requested':
      return { ...s, extensions: [...s.extensions, event.extension] };
    case 'extension_approved':
    case 'extension_rejected':
      return {
        ...s,
        extensions: s.extensions.map((x) => (x.id !== event.extensionId ? x
          : { ...x, status: event.type === 'extension_approved' ? 'approved' as const : 'rejected' as const, decidedAt: event.at })),
      };
    case 'extension_applied':
      return {
        ...s,
        extendedSeconds: s.extendedSeconds + event.duration,
        extensions: s.extensions.map((x) => (x.id !== event.extensionId ? x : { ...x, status: 'paid' as const, paidAt: event.at })),
      };
    case 'review_submitted':
      return { ...s, review: event.review };
    case 'safety_flagged':
      return { ...s, safetyFlags: [...(s.safetyFlags ?? []), event.flag] };
    default:
      return evolveWorkRoom(s, event);
  }
}

/** Replays a job's stored events from nothing. */
export const replay = (events: readonly JobEvent[]): JobState | null => events.reduce<JobState | null>(evolve, null);

// ---------------------------------------------------------------------------------------------
// decide

/** Collects events while applying them, so later checks in the same decision see their effect. */
class Draft {
  readonly events: JobEvent[] = [];
  readonly set: JobReminder[] = [];
  readonly cancel: string[] = [];
  constructor(public state: JobState, readonly now: number) {}
  emit(e: JobEvent): this {
    this.events.push(e);
    this.state = evolve(this.state, e);
    return this;
  }
  status(to: JobStatus, reason: StatusReason): this {
    return this.emit({ type: 'status_changed', at: this.now, from: this.state.status, to, reason });
  }
  accept(reply: JobReply): Accepted {
    const reminders = this.set.length || this.cancel.length
      ? { ...(this.set.length ? { set: this.set } : {}), ...(this.cancel.length ? { cancel: this.cancel } : {}) }
      : undefined;
    return { ok: true, events: this.events, reply, ...(reminders ? { reminders } : {}) };
  }
}

const JOB: JobReply = { status: 200, kind: 'job' };

/**
 * Decides a command against the job's state at time `now` (ms). Checks run in this order, so the
 * same command always meets the same refusal: job exists (NOT_FOUND), caller is a participant
 * (FORBIDDEN), job not closed (JOB_CLOSED), caller has the right role (FORBIDDEN), no open dispute
 * (VALIDATION_ERROR), then the command's own conditions.
 */
export function decide(state: JobState | null, command: JobCommand, now: number): Decision {
  if (command.type === 'create') return create(state, command, now);
  if (!state) return refuse('NOT_FOUND', 'Job not found');

  const by = command.by;
  const buyer = by === state.buyerChainId;
  const seller = by === state.sellerChainId;
  const system = by === SYSTEM;

  if (command.type === 'resolve-dispute') {
    if (buyer || seller || system) return refuse('FORBIDDEN', 'A dispute is resolved by an admin who is not a party to the job', { field: 'by' });
  } else if (system) {
    if (!['payment-observed', 'fee-observed', 'reactivate', 'extension-payment', 'data-deleted', 'flag-safety'].includes(command.type)) {
      return refuse('FORBIDDEN', `The platform does not ${command.type} on anyone's behalf`, { field: 'by' });
    }
  } else if (command.type === 'flag-safety') {
    return refuse('FORBIDDEN', 'Safety flags are recorded by the platform', { field: 'by' });
  } else if (!buyer && !seller) {
    return refuse('FORBIDDEN', 'Only the buyer and the seller of this job may act on it', { field: 'by' });
  }

  // A review comes after the job is over (its own rules, before the closed check).
  if (command.type === 'review') return review(state, command, buyer, now);

  // Deletion bookkeeping and attestations concern the job's data, which outlives its closing.
  const afterClose = command.type === 'data-deleted' || command.type === 'deletion-attestation';
  if (isClosed(state) && !afterClose) return refuse('JOB_CLOSED', `The job is ${state.status}; no further actions are possible`, { status: state.status });

  const d = new Draft(state, now);
  switch (command.type) {
    case 'accept': return accept(d, command, seller);
    case 'deliver': return deliver(d, command, seller);
    case 'complete': return complete(d, command, buyer);
    case 'payment-observed': return observe(d, 'payment', command.observation, { buyer, system });
    case 'fee-observed': return observe(d, 'fee', command.observation, { buyer, system });
    case 'pause': return pause(d, command, seller);
    case 'reactivate': return reactivate(d, command, { buyer, system });
    case 'cancel': return cancel(d, command, buyer);
    case 'end-session': return frozen(d.state) ?? d.emit({ type: 'session_ending', at: now, by }).accept({ status: 200, kind: 'session-ending' });
    case 'dispute': return dispute(d, command);
    case 'resolve-dispute': return resolve(d, command);
    case 'data-terms': return setTerms(d, command, seller);
    case 'deletion-attestation': return attest(d, command, seller);
    case 'data-deleted': return system ? dataDeleted(d) : refuse('FORBIDDEN', 'Data deletion is recorded by the platform', { field: 'by' });
    case 'extension-request': return extensionRequest(d, command);
    case 'extension-approve':
    case 'extension-reject': return extensionDecide(d, command);
    case 'extension-payment': return extensionPay(d, command, { buyer, system });
    case 'flag-safety': return flagSafety(d, command);
    default: return decideWorkRoom(d, command, { buyer, seller });
  }
}

/**
 * The buyer reviews a completed job, once (docs/reputation.md): the seller or a stranger is
 * FORBIDDEN; a job not (or not yet) completed, or already reviewed, is VALIDATION_ERROR.
 */
function review(s: JobState, c: CommandOf<'review'>, buyer: boolean, now: number): Decision {
  if (!buyer) return refuse('FORBIDDEN', 'Only the buyer can review the job', { field: 'by', role: 'buyer' });
  if (s.status !== 'completed') {
    return refuse('VALIDATION_ERROR', `Only a completed job can be reviewed; this one is ${s.status}`, { field: 'jobId', status: s.status });
  }
  if (s.review) return refuse('VALIDATION_ERROR', 'The job is already reviewed', { field: 'jobId', reviewId: s.review.id });
  const d = new Draft(s, now);
  d.emit({
    type: 'review_submitted', at: now,
    review: {
      id: c.reviewId, by: c.by, rating: c.rating, message: c.message, timestamp: c.timestamp, signature: c.signature,
      form: c.form, digest: c.digest, at: now,
    },
  });
  return d.accept({ status: 201, kind: 'review' });
}

/** Records content of a party the scanner flagged; the subject must be the buyer or the seller. */
function flagSafety(d: Draft, c: CommandOf<'flag-safety'>): Decision {
  const s = d.state;
  if (c.subject !== s.buyerChainId && c.subject !== s.sellerChainId) {
    return refuse('VALIDATION_ERROR', 'The flagged content must be the buyer\'s or the seller\'s', { field: 'subject' });
  }
  d.emit({ type: 'safety_flagged', at: d.now, flag: { subject: c.subject, source: c.source, ref: c.ref, score: c.score, blocked: c.blocked, at: d.now } });
  return d.accept({ status: 200, kind: 'safety-flag' });
}

const roleOnly = (ok: boolean, who: 'buyer' | 'seller', what: string): Refusal | null =>
  ok ? null : refuse('FORBIDDEN', `Only the ${who} can ${what}`, { field: 'by', role: who });

/** An open dispute freezes the job: nothing but its resolution (and bookkeeping) goes through. */
function frozen(s: JobState): Refusal | null {
  const open = openDispute(s);
  return open
    ? refuse('VALIDATION_ERROR', 'The job is frozen by an open dispute until an admin resolves it', { field: 'status', disputeId: open.id })
    : null;
}

const wrongState = (s: JobState, action: string, allowed: string): Refusal =>
  refuse('VALIDATION_ERROR', `Cannot ${action} a job that is ${s.status}; it must be ${allowed}`, { field: 'status', status: s.status });

function create(state: JobState | null, c: CommandOf<'create'>, now: number): Decision {
  if (state) return refuse('VALIDATION_ERROR', 'The job already exists', { field: 'jobId' });
  if (c.by !== c.buyerChainId) return refuse('FORBIDDEN', 'A job is created by its buyer', { field: 'by' });
  if (c.buyerChainId === c.sellerChainId) return refuse('VALIDATION_ERROR', 'An agent cannot hire itself', { field: 'agentChainId' });
  const accepted = c.service.acceptedCurrencies.length
    ? c.service.acceptedCurrencies
    : [{ currency: c.service.currency, price: c.service.price }];
  const entry = accepted.find((a) => sameCurrency(a.currency, c.currency));
  if (!entry) {
    return refuse('CURRENCY_NOT_ACCEPTED', `The service does not accept ${c.currency}`,
      { field: 'currency', accepted: accepted.map((a) => a.currency) });
  }
  const priceSats = toSats(c.price);
  if (priceSats === null || priceSats === 0) {
    return refuse('VALIDATION_ERROR', `The price must be above 0 and at most ${MAX_AMOUNT}, with at most 8 decimals`, { field: 'price' });
  }
  if (toSats(entry.price) !== priceSats) {
    return refuse('VALIDATION_ERROR', `The price must be the service's price in ${entry.currency}, ${entry.price}`, { field: 'price', expected: entry.price });
  }
  const reactivationFeeSats = toSats(c.reactivationFee);
  if (reactivationFeeSats === null) return refuse('VALIDATION_ERROR', 'The reactivation fee must have at most 8 decimals', { field: 'reactivationFee' });
  if (!(c.platformFeeRate >= 0 && c.platformFeeRate <= 1)) return refuse('VALIDATION_ERROR', 'The platform fee rate must be between 0 and 1', { field: 'platformFeeRate' });
  if (!/^[0-9a-f]{64}$/.test(c.jobHash)) return refuse('VALIDATION_ERROR', 'The job hash must be 64 lowercase hex characters', { field: 'jobHash' });

  const job: JobState = {
    id: c.jobId, seq: 0, status: 'requested',
    buyerChainId: c.buyerChainId, buyerName: c.buyerName, sellerChainId: c.sellerChainId, sellerName: c.sellerName,
    serviceId: c.serviceId, service: c.service, paymentTerms: c.service.paymentTerms,
    currency: entry.currency, priceSats, platformFeeRate: c.platformFeeRate,
    feeSats: Math.round(priceSats * c.platformFeeRate), reactivationFeeSats,
    paymentAddress: c.paymentAddress, feeAddress: c.feeAddress, jobHash: c.jobHash,
    confirmationsRequired: c.confirmationsRequired, pollIntervalMs: c.pollIntervalMs, chain: c.chain,
    createdAt: now, acceptedAt: null, inProgressSince: null, deliveredAt: null, deliveryHash: null, completedAt: null, cancelledAt: null,
    transactions: [], operations: [], pauses: [], disputes: [],
    dataTerms: DEFAULT_DATA_TERMS, dataTermsSetBy: null, dataTermsSetAt: null, dataDeletion: null, dataDeletedAt: null,
    attestations: [], extensions: [], extendedSeconds: 0, lastSessionEndingAt: null,
  };
  return { ok: true, events: [{ type: 'job_created', at: now, job }], reply: JOB };
}

function accept(d: Draft, c: CommandOf<'accept'>, seller: boolean): Decision {
  const s = d.state;
  const no = roleOnly(seller, 'seller', 'accept the job') ?? frozen(s);
  if (no) return no;
  if (s.acceptedAt !== null) return refuse('VALIDATION_ERROR', 'The job is already accepted', { field: 'status', acceptedAt: new Date(s.acceptedAt).toISOString() });
  if (s.status !== 'requested') return wrongState(s, 'accept', 'requested');
  d.emit({ type: 'job_accepted', at: d.now, by: c.by });
  if (s.paymentTerms === 'postpay') d.status('in_progress', 'accepted');
  return d.accept(JOB);
}

function deliver(d: Draft, c: CommandOf<'deliver'>, seller: boolean): Decision {
  const s = d.state;
  const no = roleOnly(seller, 'seller', 'deliver') ?? frozen(s);
  if (no) return no;
  if (s.status !== 'in_progress') return wrongState(s, 'deliver', 'in_progress');
  d.emit({ type: 'job_delivered', at: d.now, by: c.by, deliveryHash: c.deliveryHash?.toLowerCase() ?? null });
  d.status('pending_delivery', 'delivered');
  return d.accept(JOB);
}

function complete(d: Draft, c: CommandOf<'complete'>, buyer: boolean): Decision {
  const s = d.state;
  const no = roleOnly(buyer, 'buyer', 'complete the job') ?? frozen(s);
  if (no) return no;
  if (s.status !== 'in_progress' && s.status !== 'pending_delivery') return wrongState(s, 'complete', 'in_progress or pending_delivery');
  if (!fullyPaid(s)) {
    const pay = paidSoFar(s, 'payment');
    const fee = paidSoFar(s, 'fee');
    return refuse('VALIDATION_ERROR', 'The payment and the platform fee must be confirmed on chain before the job is completed',
      { field: 'payment', amount: fromSats(s.priceSats), confirmed: fromSats(pay.confirmed), pending: fromSats(pay.recorded - pay.confirmed) },
      { field: 'platformFee', amount: fromSats(s.feeSats), confirmed: fromSats(fee.confirmed), pending: fromSats(fee.recorded - fee.confirmed) });
  }
  d.emit({ type: 'job_completed', at: d.now, by: c.by });
  d.status('completed', 'completed');
  close(d, d.state.dataTerms.retention);
  return d.accept(JOB);
}

/** Schedules the data's deletion and stops following transactions: the job is over. */
function close(d: Draft, reason: 'cancelled' | DataTerms['retention']) {
  const dueAt = d.now + (reason === 'cancelled' ? 0 : RETENTION_DELAY_MS[reason]);
  d.emit({ type: 'data_deletion_scheduled', at: d.now, dueAt, reason });
  d.set.push({ name: reminderNames.deleteData, at: dueAt, payload: { task: 'delete-data' } });
  for (const t of d.state.transactions) if (!t.confirmed) d.cancel.push(reminderNames.check(t.purpose, t.txid, t.extensionId));
  for (const o of d.state.operations) d.cancel.push(reminderNames.check(o.purpose, o.opid, o.extensionId));
}

function pause(d: Draft, c: CommandOf<'pause'>, seller: boolean): Decision {
  const s = d.state;
  const no = roleOnly(seller, 'seller', 'pause the job') ?? frozen(s);
  if (no) return no;
  if (s.status !== 'in_progress') return wrongState(s, 'pause', 'in_progress');
  if (s.pauses.length >= MAX_PAUSES) {
    return refuse('VALIDATION_ERROR', `A job can be paused at most ${MAX_PAUSES} times`, { field: 'pauses', limit: MAX_PAUSES, used: s.pauses.length });
  }
  const since = s.inProgressSince ?? s.createdAt;
  if (d.now - since < MIN_IN_PROGRESS_BEFORE_PAUSE_MS) {
    const wait = Math.ceil((MIN_IN_PROGRESS_BEFORE_PAUSE_MS - (d.now - since)) / 1000);
    return refuse('VALIDATION_ERROR', `A job must be in progress for at least 60 seconds before a pause; try again in ${wait} s`,
      { field: 'status', inProgressSince: new Date(since).toISOString(), retryAfterSeconds: wait });
  }
  d.emit({ type: 'job_paused', at: d.now, by: c.by, pauseNumber: s.pauses.length + 1 });
  d.status('paused', 'paused');
  return d.accept(JOB);
}

function reactivate(d: Draft, c: CommandOf<'reactivate'>, who: { buyer: boolean; system: boolean }): Decision {
  const s = d.state;
  const no = roleOnly(who.buyer || who.system, 'buyer', 'reactivate the job');
  if (no) return no;
  if (!who.system) {
    const f = frozen(s);
    if (f) return f;
  }
  if (s.status !== 'paused') return wrongState(s, 'reactivate', 'paused');
  const pause = lastPause(s)!;
  if (who.system && pause.reactivationRequestedAt === null) return refuse('VALIDATION_ERROR', 'No reactivation is waiting for its fee', { field: 'txid' });
  if (s.reactivationFeeSats > 0 && !c.observation && !reactivationPaid(s)) {
    const pending = recordsOf(s, 'reactivation', null, s.pauses.length).length > 0;
    return refuse('VALIDATION_ERROR', pending
      ? 'The reactivation fee is recorded and waiting for confirmations'
      : `A reactivation fee of ${fromSats(s.reactivationFeeSats)} ${s.currency} to ${s.paymentAddress} is due; send its txid`,
    { field: 'txid', amount: fromSats(s.reactivationFeeSats), currency: s.currency, address: s.paymentAddress });
  }
  if (pause.reactivationRequestedAt === null) d.emit({ type: 'reactivation_requested', at: d.now, by: c.by, pauseNumber: s.pauses.length });
  if (c.observation && s.reactivationFeeSats > 0 && !reactivationPaid(s)) return observe(d, 'reactivation', c.observation, who);
  advance(d);
  return d.accept(JOB);
}

function cancel(d: Draft, c: CommandOf<'cancel'>, buyer: boolean): Decision {
  const s = d.state;
  const no = roleOnly(buyer, 'buyer', 'cancel the job') ?? frozen(s);
  if (no) return no;
  if (s.status !== 'requested' || s.acceptedAt !== null) {
    return refuse('VALIDATION_ERROR', 'A job can be cancelled only before the seller accepts it', { field: 'status', status: s.status, accepted: s.acceptedAt !== null });
  }
  d.emit({ type: 'job_cancelled', at: d.now, by: c.by, deleteFiles: true });
  d.status('cancelled', 'cancelled');
  close(d, 'cancelled');
  return d.accept(JOB);
}

function dispute(d: Draft, c: CommandOf<'dispute'>): Decision {
  const s = d.state;
  const open = openDispute(s);
  if (open) return refuse('VALIDATION_ERROR', 'A dispute is already open for this job', { field: 'status', disputeId: open.id });
  const reason = c.reason.trim();
  if (reason.length < 1 || reason.length > MAX_REASON_CHARS) {
    return refuse('VALIDATION_ERROR', `The reason must be 1 to ${MAX_REASON_CHARS} characters`, { field: 'reason' });
  }
  if (s.disputes.some((x) => x.id === c.disputeId)) return refuse('VALIDATION_ERROR', 'The dispute id is already used', { field: 'disputeId' });
  if (s.disputes.length >= MAX_DISPUTES) {
    return refuse('VALIDATION_ERROR', `A job can have at most ${MAX_DISPUTES} disputes`, { field: 'reason', limit: MAX_DISPUTES });
  }
  d.emit({ type: 'dispute_opened', at: d.now, disputeId: c.disputeId, by: c.by, reason, statusAtOpen: s.status });
  return d.accept({ status: 200, kind: 'dispute', disputeId: c.disputeId });
}

function resolve(d: Draft, c: CommandOf<'resolve-dispute'>): Decision {
  const s = d.state;
  const target = s.disputes.find((x) => x.id === c.disputeId);
  if (!target) return refuse('NOT_FOUND', 'Dispute not found', { field: 'disputeId' });
  if (target.status !== 'open') return refuse('VALIDATION_ERROR', 'The dispute is already resolved', { field: 'disputeId' });
  if (c.outcome === 'refund' && c.percentage === undefined) {
    return refuse('VALIDATION_ERROR', 'A refund needs a percentage from 0 to 100', { field: 'percentage' });
  }
  if (c.outcome !== 'refund' && c.percentage !== undefined) {
    return refuse('VALIDATION_ERROR', 'Only a refund takes a percentage', { field: 'percentage' });
  }
  const percentage = c.outcome === 'refund' ? c.percentage! : null;
  const refundSats = percentage === null ? null : Math.floor((paidSoFar(s, 'payment').confirmed * percentage) / 100);
  d.emit({ type: 'dispute_resolved', at: d.now, disputeId: c.disputeId, by: c.by, outcome: c.outcome, percentage, refundSats, note: c.note ?? null });
  if (c.outcome === 'refund') {
    d.status('cancelled', 'dispute-refund');
    close(d, d.state.dataTerms.retention);
  } else {
    if (c.outcome === 'rework' && (s.status === 'pending_delivery' || s.status === 'paused')) d.status('in_progress', 'dispute-rework');
    advance(d);
  }
  return d.accept({ status: 200, kind: 'dispute', disputeId: c.disputeId });
}

const RETENTION_ORDER: Record<DataTerms['retention'], number> = { none: 0, 'job-duration': 1, '30-days': 2 };

/** Which fields a change loosens (more retention, training or third parties allowed, deletion no longer required). */
export function loosenedTerms(from: DataTerms, to: DataTerms): string[] {
  const out: string[] = [];
  if (RETENTION_ORDER[to.retention] > RETENTION_ORDER[from.retention]) out.push('retention');
  if (to.allowTraining && !from.allowTraining) out.push('allowTraining');
  if (to.allowThirdParty && !from.allowThirdParty) out.push('allowThirdParty');
  if (!to.requireDeletion && from.requireDeletion) out.push('requireDeletion');
  return out;
}

function setTerms(d: Draft, c: CommandOf<'data-terms'>, seller: boolean): Decision {
  const s = d.state;
  const f = frozen(s);
  if (f) return f;
  // The data is the buyer's: the seller may make the terms stricter, never looser.
  const loosened = seller ? loosenedTerms(s.dataTerms, c.terms) : [];
  if (loosened.length) {
    return refuse('FORBIDDEN', 'Only the buyer can loosen the data terms', ...loosened.map((field) => ({ field: `terms.${field}` })));
  }
  d.emit({ type: 'data_terms_set', at: d.now, by: c.by, terms: c.terms });
  return d.accept({ status: 200, kind: 'data-terms' });
}

function attest(d: Draft, c: CommandOf<'deletion-attestation'>, seller: boolean): Decision {
  const s = d.state;
  const no = roleOnly(seller, 'seller', 'attest deletion') ?? frozen(s);
  if (no) return no;
  if (c.attestation.jobId !== s.id) return refuse('VALIDATION_ERROR', 'The attestation names another job', { field: 'attestation.jobId' });
  if (s.attestations.length >= MAX_ATTESTATIONS) {
    return refuse('VALIDATION_ERROR', `A job keeps at most ${MAX_ATTESTATIONS} deletion attestations`, { field: 'attestation', limit: MAX_ATTESTATIONS });
  }
  d.emit({ type: 'deletion_attested', at: d.now, by: c.by, attestation: c.attestation, signature: c.signature });
  return d.accept({ status: 200, kind: 'attestation', index: s.attestations.length });
}

function dataDeleted(d: Draft): Decision {
  const s = d.state;
  if (!isClosed(s)) return wrongState(s, 'delete the data of', 'completed or cancelled');
  // The reminder may fire again after a crash: deleting twice is the same as once.
  if (s.dataDeletedAt === null) d.emit({ type: 'data_deleted', at: d.now });
  return d.accept({ status: 200, kind: 'data-deleted' });
}

function extensionRequest(d: Draft, c: CommandOf<'extension-request'>): Decision {
  const s = d.state;
  const f = frozen(s);
  if (f) return f;
  if (s.acceptedAt === null) return refuse('VALIDATION_ERROR', 'Extensions can be requested once the seller has accepted the job', { field: 'status' });
  if (s.extensions.some((x) => x.id === c.extensionId)) return refuse('VALIDATION_ERROR', 'The extension id is already used', { field: 'extensionId' });
  if (s.extensions.length >= MAX_EXTENSIONS) {
    return refuse('VALIDATION_ERROR', `A job can have at most ${MAX_EXTENSIONS} extensions`, { field: 'extensionId', limit: MAX_EXTENSIONS });
  }
  if (!Number.isInteger(c.duration) || c.duration < 1 || c.duration > MAX_EXTENSION_SECONDS) {
    return refuse('VALIDATION_ERROR', `The duration is in seconds, from 1 to ${MAX_EXTENSION_SECONDS}`, { field: 'duration' });
  }
  const priceSats = toSats(c.price);
  if (priceSats === null || priceSats === 0) {
    return refuse('VALIDATION_ERROR', `The price must be above 0 and at most ${MAX_AMOUNT}, with at most 8 decimals`, { field: 'price' });
  }
  const accepted = s.service.acceptedCurrencies.length ? s.service.acceptedCurrencies.map((a) => a.currency) : [s.service.currency];
  const currency = accepted.find((a) => sameCurrency(a, c.currency));
  if (!currency) return refuse('CURRENCY_NOT_ACCEPTED', `The service does not accept ${c.currency}`, { field: 'currency', accepted });
  d.emit({
    type: 'extension_requested', at: d.now,
    extension: {
      id: c.extensionId, requestedBy: c.by, requestedAt: d.now, duration: c.duration, currency, priceSats,
      feeSats: extensionFeeSats(priceSats), status: 'requested', decidedAt: null, paidAt: null,
    },
  });
  return d.accept({ status: 200, kind: 'extension', extensionId: c.extensionId });
}

function extensionDecide(d: Draft, c: CommandOf<'extension-approve' | 'extension-reject'>): Decision {
  const s = d.state;
  const f = frozen(s);
  if (f) return f;
  const x = s.extensions.find((e) => e.id === c.extensionId);
  if (!x) return refuse('NOT_FOUND', 'Extension not found', { field: 'extensionId' });
  const verb = c.type === 'extension-approve' ? 'approve' : 'reject';
  if (x.requestedBy === c.by) return refuse('FORBIDDEN', `The other party decides on an extension; you cannot ${verb} your own request`, { field: 'by' });
  if (x.status !== 'requested') return refuse('VALIDATION_ERROR', `The extension is already ${x.status}`, { field: 'extensionId', status: x.status });
  d.emit({ type: c.type === 'extension-approve' ? 'extension_approved' : 'extension_rejected', at: d.now, by: c.by, extensionId: x.id });
  return d.accept({ status: 200, kind: 'extension', extensionId: x.id });
}

function extensionPay(d: Draft, c: CommandOf<'extension-payment'>, who: { buyer: boolean; system: boolean }): Decision {
  const s = d.state;
  const no = roleOnly(who.buyer || who.system, 'buyer', 'pay for an extension');
  if (no) return no;
  const x = s.extensions.find((e) => e.id === c.extensionId);
  if (!x) return refuse('NOT_FOUND', 'Extension not found', { field: 'extensionId' });
  return observe(d, 'extension', c.observation, who, x);
}

// ---------------------------------------------------------------------------------------------
// Payments: one path for the job payment, the platform fee, the reactivation fee and extensions

interface Target {
  /** Satoshis the transaction must pay to the seller's pay address and to the fee address. */
  seller: number;
  fee: number;
  currency: string;
  extensionId: string | null;
  pauseNumber: number | null;
}

/** What a new transaction for `purpose` must pay now, or why nothing can be paid for it now. */
function target(s: JobState, purpose: Purpose, x?: Extension): Target | Refusal {
  const base = { currency: s.currency, extensionId: null, pauseNumber: null };
  switch (purpose) {
    case 'payment':
    case 'fee': {
      const label = purpose === 'payment' ? 'payment' : 'platform fee';
      if (s.acceptedAt === null) {
        return refuse('VALIDATION_ERROR', `The ${label} is recorded after the seller accepts the job; send the same txid again then`, { field: 'txid', status: s.status });
      }
      const due = dueNow(s, purpose);
      if (due === 0) {
        const { recorded, confirmed } = paidSoFar(s, purpose);
        return refuse('VALIDATION_ERROR', recorded > confirmed
          ? `The ${label} is already recorded and waiting for confirmations`
          : `Nothing is due for the ${label}`, { field: 'txid' });
      }
      return purpose === 'payment' ? { ...base, seller: due, fee: 0 } : { ...base, seller: 0, fee: due };
    }
    case 'reactivation': {
      if (s.status !== 'paused') return wrongState(s, 'pay the reactivation fee of', 'paused');
      const paid = sumSats(recordsOf(s, 'reactivation', null, s.pauses.length));
      if (paid >= s.reactivationFeeSats) return refuse('VALIDATION_ERROR', 'The reactivation fee is already recorded', { field: 'txid' });
      return { ...base, seller: s.reactivationFeeSats - paid, fee: 0, pauseNumber: s.pauses.length };
    }
    case 'extension': {
      if (x!.status !== 'approved') return refuse('VALIDATION_ERROR', `The extension is ${x!.status}; only an approved extension is paid`, { field: 'extensionId', status: x!.status });
      if (recordsOf(s, 'extension', x!.id).length) return refuse('VALIDATION_ERROR', 'The extension\'s payment is already recorded and waiting for confirmations', { field: 'txid' });
      return { seller: x!.priceSats, fee: x!.feeSats, currency: x!.currency, extensionId: x!.id, pauseNumber: null };
    }
  }
}

const sidesOf = (p: Purpose): Side[] => (p === 'fee' ? ['fee'] : p === 'extension' ? ['seller', 'fee'] : ['seller']);

/** Checks the outputs pay the target to both addresses; names the field and the shortfall when not. */
function checkOutputs(s: JobState, t: Target, outputs: Observation & { kind: 'transaction' }): Refusal | { seller: number; fee: number } {
  const paid = { seller: 0, fee: 0 };
  for (const side of ['seller', 'fee'] as const) {
    const need = t[side];
    if (need === 0) continue;
    const address = side === 'seller' ? s.paymentAddress : s.feeAddress;
    const got = paidSats(outputs.outputs, address, t.currency);
    const label = side === 'seller' ? "the seller's pay address" : 'the platform fee address';
    if (got === 0) {
      const other = outputs.outputs.find((o) => o.address === address && !sameCurrency(o.currency, t.currency) && o.amount > 0);
      if (other) {
        return refuse('CURRENCY_NOT_ACCEPTED', `The transaction pays ${label} in ${other.currency}; the job is paid in ${t.currency}`,
          { field: 'txid', address, currency: t.currency, paidCurrency: other.currency });
      }
      return refuse('VALIDATION_ERROR', `The transaction pays nothing to ${label} ${address}`, { field: 'txid', address, currency: t.currency });
    }
    if (got < need) {
      return refuse('VALIDATION_ERROR', `The transaction pays ${fromSats(got)} ${t.currency} to ${label}; ${fromSats(need)} is due`,
        { field: 'txid', address, currency: t.currency, expected: fromSats(need), paid: fromSats(got) });
    }
    paid[side] = got;
  }
  return paid;
}

/**
 * Records what the chain shows for a payment: a running operation (followed by a reminder), a
 * failed one (OPID_FAILED), or a transaction: refused if it pays the wrong address, currency or
 * too little; recorded pending (with a reminder) below the confirmations required; confirmed at
 * or above. A transaction already recorded is only ever confirmed, never counted twice.
 */
function observe(d: Draft, purpose: Purpose, obs: Observation, who: { buyer: boolean; system: boolean }, x?: Extension): Decision {
  const s = d.state;
  const role = roleOnly(who.buyer || who.system, 'buyer', 'record a payment');
  if (role) return role;
  const extensionId = x?.id ?? null;
  const tracked = obs.kind === 'transaction'
    ? s.transactions.find((t) => t.txid === obs.txid && t.purpose === purpose && t.extensionId === extensionId)
    : s.operations.find((o) => o.opid === obs.opid && o.purpose === purpose && o.extensionId === extensionId);
  const trackedOp = obs.opid ? s.operations.find((o) => o.opid === obs.opid && o.purpose === purpose && o.extensionId === extensionId) : undefined;
  // The platform's own rechecks only follow what a buyer already gave; during a dispute only they go through.
  if (who.system && !tracked && !trackedOp) return refuse('VALIDATION_ERROR', 'Nothing is being followed under this reference', { field: obs.kind === 'transaction' ? 'txid' : 'opid' });
  if (!who.system) {
    const f = frozen(s);
    if (f) return f;
  }

  if (obs.kind === 'operation') {
    const name = reminderNames.check(purpose, obs.opid, extensionId);
    if (obs.status === 'failed' || obs.status === 'cancelled') {
      const message = `The operation ${obs.status}${obs.error ? `: ${obs.error}` : ''}`;
      if (!tracked) return refuse('OPID_FAILED', message, { field: 'opid', opid: obs.opid });
      d.emit({ type: 'operation_failed', at: d.now, purpose, opid: obs.opid, error: obs.error ?? obs.status });
      d.cancel.push(name);
      return d.accept({ status: 200, kind: 'operation-failed', opid: obs.opid, message });
    }
    if (!tracked) {
      const t = target(s, purpose, x);
      if ('ok' in t) return t;
      d.emit({ type: 'operation_pending', at: d.now, operation: { purpose, opid: obs.opid, since: d.now, extensionId, pauseNumber: t.pauseNumber } });
    }
    d.set.push({ name, at: d.now + s.pollIntervalMs, payload: { task: 'check-operation', purpose, opid: obs.opid, ...(extensionId ? { extensionId } : {}) } });
    return d.accept({ status: 202, kind: 'operation-pending', opid: obs.opid, message: 'The operation is still running; the payment is recorded once it has a transaction' });
  }

  if (!TXID.test(obs.txid)) return refuse('INVALID_TXID', 'Transaction hash must be 64 hex characters', { field: 'txid' });
  const txid = obs.txid.toLowerCase();
  const name = reminderNames.check(purpose, txid, extensionId);
  const confirmed = obs.confirmations >= s.confirmationsRequired;
  const existing = s.transactions.find((t) => t.txid === txid && t.purpose === purpose && t.extensionId === extensionId);
  if (existing) {
    // Seen before: only its confirmations can change. A confirmed one stays confirmed (a reorg is not undone).
    if (existing.confirmed) return d.accept(replyFor(purpose, extensionId));
    if (!confirmed) {
      d.set.push({ name, at: d.now + s.pollIntervalMs, payload: { task: 'check-transaction', purpose, txid, ...(extensionId ? { extensionId } : {}) } });
      return d.accept(replyFor(purpose, extensionId));
    }
    d.emit({ type: 'payment_confirmed', at: d.now, purpose, txid, confirmations: obs.confirmations, extensionId });
    d.cancel.push(name);
    advance(d);
    return d.accept(replyFor(purpose, extensionId));
  }

  // A transaction's outputs to one address count once: the same txid may pay the seller and the fee
  // address (two purposes), never the seller twice.
  const clash = s.transactions.find((t) => t.txid === txid && sidesOf(t.purpose).some((side) => sidesOf(purpose).includes(side)));
  if (clash) {
    return refuse('VALIDATION_ERROR', `This transaction is already counted for the job's ${clash.purpose}${clash.extensionId ? ` (extension ${clash.extensionId})` : ''}`, { field: 'txid' });
  }
  const t = target(s, purpose, x);
  const paid = 'ok' in t ? t : checkOutputs(s, t, obs);
  if ('ok' in paid || 'ok' in t) {
    const refusal = ('ok' in t ? t : paid) as Refusal;
    // An operation the platform followed ended in a transaction that cannot count: stop following it.
    if (who.system && trackedOp) {
      d.emit({ type: 'operation_failed', at: d.now, purpose, opid: trackedOp.opid, error: refusal.message });
      d.cancel.push(reminderNames.check(purpose, trackedOp.opid, extensionId));
      return d.accept({ status: 200, kind: 'operation-failed', opid: trackedOp.opid, message: refusal.message });
    }
    return refusal;
  }
  const record: TxRecord = {
    purpose, txid,
    amountSats: purpose === 'fee' ? paid.fee : paid.seller,
    feeSats: purpose === 'extension' ? paid.fee : 0,
    confirmations: obs.confirmations, confirmed, recordedAt: d.now, confirmedAt: confirmed ? d.now : null,
    extensionId, pauseNumber: t.pauseNumber,
  };
  const opid = trackedOp?.opid ?? null;
  d.emit({ type: 'payment_recorded', at: d.now, record, opid });
  if (opid) d.cancel.push(reminderNames.check(purpose, opid, extensionId));
  if (confirmed) advance(d);
  else d.set.push({ name, at: d.now + s.pollIntervalMs, payload: { task: 'check-transaction', purpose, txid, ...(extensionId ? { extensionId } : {}) } });
  return d.accept(replyFor(purpose, extensionId));
}

const replyFor = (purpose: Purpose, extensionId: string | null): JobReply =>
  purpose === 'extension' && extensionId ? { status: 200, kind: 'extension', extensionId } : JOB;

/**
 * The transitions nobody asks for by name: work starts once the payments due before it are
 * confirmed; a paused job resumes once its reactivation fee is; an extension applies once paid.
 * Held while a dispute is open (the job is frozen where it is) and run again at its resolution.
 */
function advance(d: Draft): void {
  if (openDispute(d.state)) return;
  const s = d.state;
  if (s.status === 'requested' && s.acceptedAt !== null && startPaid(s)) d.status('in_progress', 'paid');
  const p = lastPause(d.state);
  if (d.state.status === 'paused' && p && p.reactivationRequestedAt !== null && reactivationPaid(d.state)) d.status('in_progress', 'reactivated');
  for (const x of d.state.extensions) {
    if (x.status === 'approved' && recordsOf(d.state, 'extension', x.id).some((t) => t.confirmed)) {
      d.emit({ type: 'extension_applied', at: d.now, extensionId: x.id, duration: x.duration });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// For the actor and the socket layer

/** The `job:status` payload when a command moved the job, else null. */
export function statusChanged(before: JobState | null, after: JobState): { jobId: string; status: JobStatus; previous: JobStatus | null } | null {
  return before?.status === after.status ? null : { jobId: after.id, status: after.status, previous: before?.status ?? null };
}

/**
 * Everything that must hold of any job state; empty when it is sound. The property test runs it
 * after every command, and the lead's concurrency test can run it on replayed histories.
 */
export function invariantViolations(s: JobState): string[] {
  const v: string[] = [];
  if (s.pauses.length > MAX_PAUSES) v.push('more pauses than allowed');
  if (s.disputes.filter((x) => x.status === 'open').length > 1) v.push('two open disputes');
  if (s.status !== 'requested' && s.status !== 'cancelled' && s.acceptedAt === null) v.push(`${s.status} without acceptance`);
  if (s.status === 'completed' && !fullyPaid(s)) v.push('completed without confirmed payment and fee');
  if (['in_progress', 'paused', 'pending_delivery'].includes(s.status) && !startPaid(s)) v.push(`${s.status} before the payments due at start`);
  if (s.status === 'paused' && !s.pauses.length) v.push('paused without a pause record');
  if (s.pauses.slice(0, -1).some((p) => p.resumedAt === null)) v.push('an earlier pause never ended');
  if (s.status === 'pending_delivery' && s.deliveredAt === null) v.push('pending_delivery without a delivery');
  if (isClosed(s) && s.dataDeletion === null) v.push('closed without a deletion scheduled');
  if (s.status === 'cancelled' && s.cancelledAt === null) v.push('cancelled without cancelledAt');
  if (s.status === 'completed' && s.completedAt === null) v.push('completed without completedAt');
  // Overpaying in one transaction is allowed; a transaction recorded once the amount was covered is not.
  for (const [purpose, total] of [['payment', s.priceSats], ['fee', s.feeSats]] as const) {
    let sum = 0;
    for (const t of recordsOf(s, purpose)) {
      if (sum >= total) v.push(`a ${purpose} transaction recorded after the amount was covered`);
      sum += t.amountSats;
    }
  }
  const seen = new Set<string>();
  for (const t of s.transactions) {
    for (const side of sidesOf(t.purpose)) {
      const key = `${t.txid}:${side}`;
      if (seen.has(key)) v.push(`txid ${t.txid} counted twice for the ${side} address`);
      seen.add(key);
    }
  }
  for (const x of s.extensions) if (x.status === 'paid' && !recordsOf(s, 'extension', x.id).some((t) => t.confirmed)) v.push(`extension ${x.id} applied unpaid`);
  const applied = s.extensions.filter((x) => x.status === 'paid').reduce((n, x) => n + x.duration, 0);
  if (applied !== s.extendedSeconds) v.push('extended seconds differ from the paid extensions');
  return v;
}

// ---------------------------------------------------------------------------------------------
// The work room: chat, files and the workspace session (docs/realtime.md). The gateway has already
// sanitized and scanned what it sends; the machine owns the order (message ids), the escalation
// verdict, the file limits and the workspace session with its pending operations. Checks: the
// common ones of `decide` (job exists, participant, not closed), then the role, then the command's
// own. An open dispute does not stop the work room: the parties still talk and share evidence.

export const DEFAULT_CHAT: ChatState = { lastMessageId: 0, scanning: true, escalatedAt: null, held: 0 };
/** Most workspace operations open (pending or approved, not yet run) at once. */
export const MAX_OPEN_JAILBOX_OPS = 100;
const FILE_BYTES = 10 * 1024 * 1024;
const FILES_PER_JOB = 50;
const JOB_STORAGE_BYTES = 100 * 1024 * 1024;

export const chatOf = (s: JobState): ChatState => s.chat ?? DEFAULT_CHAT;
export const filesOf = (s: JobState): FileEntry[] => s.files ?? [];
export const jailboxOf = (s: JobState): JailboxSession | null => s.jailbox ?? null;
/** The workspace session while it is open (opened, not ended, job not closed). */
export const openJailbox = (s: JobState): JailboxSession | null => {
  const j = jailboxOf(s);
  return j && j.endedAt === null && !isClosed(s) ? j : null;
};
/** Scanning applies: a service with guard always scans; otherwise unless the buyer turned it off. */
export const scanningOn = (s: JobState): boolean => s.service.guard || chatOf(s).scanning;

type WorkRoomCommand = Extract<JobCommand, {
  type: 'chat-post' | 'chat-held' | 'chat-settings' | 'file-add' | 'file-remove' | 'jailbox-open' | 'jailbox-op' | 'jailbox-decide'
    | 'jailbox-finish' | 'jailbox-abort';
}>;

function decideWorkRoom(d: Draft, c: WorkRoomCommand, who: { buyer: boolean; seller: boolean }): Decision {
  const s = d.state;
  switch (c.type) {
    case 'chat-post': {
      const chat = chatOf(s);
      if (chat.escalatedAt !== null) {
        return refuse('CONTENT_FLAGGED', 'Message blocked by safety filter', { field: 'content', reason: 'escalation', escalatedAt: new Date(chat.escalatedAt).toISOString() });
      }
      if (c.escalation) {
        d.emit({ type: 'chat_escalated', at: d.now, by: c.by, score: c.safety.score });
        return d.accept({ status: 200, kind: 'chat-blocked', reason: 'escalation' });
      }
      const id = chat.lastMessageId + 1;
      d.emit({ type: 'message_posted', at: d.now, id, by: c.by, clientMessageId: c.clientMessageId ?? null, safety: c.safety });
      return d.accept({ status: 200, kind: 'message', id });
    }
    case 'chat-held': {
      const no = roleOnly(who.seller, 'seller', 'have a message held by the outbound scan');
      if (no) return no;
      d.emit({ type: 'message_held', at: d.now, by: c.by, flags: c.flags });
      return d.accept({ status: 200, kind: 'chat-held' });
    }
    case 'chat-settings': {
      const no = roleOnly(who.buyer, 'buyer', 'turn message scanning on or off');
      if (no) return no;
      if (!c.scanning && s.service.guard) {
        return refuse('FORBIDDEN', 'The service has guard on: the scanner is enforced and cannot be turned off', { field: 'scanning', guard: true });
      }
      if (chatOf(s).scanning !== c.scanning) d.emit({ type: 'chat_scanning_set', at: d.now, by: c.by, scanning: c.scanning });
      return d.accept({ status: 200, kind: 'chat-settings' });
    }
    case 'file-add': {
      const files = filesOf(s);
      if (c.file.size > FILE_BYTES) {
        return refuse('VALIDATION_ERROR', 'A file may be at most 10 MB', { field: 'file', limit: FILE_BYTES, size: c.file.size });
      }
      if (files.length >= FILES_PER_JOB) return refuse('FILE_LIMIT', `File limit of ${FILES_PER_JOB} files per job reached`, { field: 'file', limit: FILES_PER_JOB });
      const used = files.reduce((n, f) => n + f.size, 0);
      if (used + c.file.size > JOB_STORAGE_BYTES) {
        return refuse('STORAGE_LIMIT', 'Storage limit of 100 MB per job reached', { field: 'file', limit: JOB_STORAGE_BYTES, used, size: c.file.size });
      }
      if (files.some((f) => f.id === c.file.id)) return refuse('VALIDATION_ERROR', 'The file is already stored', { field: 'fileId' });
      d.emit({ type: 'file_added', at: d.now, by: c.by, file: c.file });
      return d.accept({ status: 200, kind: 'file', fileId: c.file.id });
    }
    case 'file-remove': {
      const f = filesOf(s).find((x) => x.id === c.fileId);
      if (!f) return refuse('NOT_FOUND', 'File not found', { field: 'fileId' });
      if (f.by !== c.by) return refuse('FORBIDDEN', 'Only the uploader may delete a file', { field: 'by' });
      d.emit({ type: 'file_removed', at: d.now, by: c.by, fileId: f.id });
      return d.accept({ status: 200, kind: 'file', fileId: f.id });
    }
    case 'jailbox-open': {
      const no = roleOnly(who.buyer, 'buyer', 'open a workspace session');
      if (no) return no;
      if (!c.permissions.read && !c.permissions.write) {
        return refuse('VALIDATION_ERROR', 'A workspace session needs read or write permission', { field: 'permissions' });
      }
      const current = openJailbox(s);
      if (current) d.emit({ type: 'jailbox_ended', at: d.now, by: c.by, sessionId: current.id, reason: 'replaced' });
      d.emit({ type: 'jailbox_opened', at: d.now, by: c.by, sessionId: c.sessionId, mode: c.mode, permissions: c.permissions });
      return d.accept({ status: 200, kind: 'jailbox' });
    }
    case 'jailbox-op': {
      const no = roleOnly(who.seller, 'seller', 'send workspace operations');
      if (no) return no;
      const j = openJailbox(s);
      if (!j) return refuse('VALIDATION_ERROR', 'No workspace session is open for this job', { field: 'jailbox' });
      const need = c.kind === 'write' ? 'write' : 'read';
      if (!j.permissions[need]) return refuse('FORBIDDEN', `The workspace session does not allow ${need}`, { field: 'permissions', permission: need });
      if (j.ops.some((o) => o.id === c.opId)) return refuse('VALIDATION_ERROR', 'The operation is already requested', { field: 'opId' });
      if (j.ops.length >= MAX_OPEN_JAILBOX_OPS) {
        return refuse('VALIDATION_ERROR', `At most ${MAX_OPEN_JAILBOX_OPS} workspace operations may wait at once`, { field: 'opId', limit: MAX_OPEN_JAILBOX_OPS });
      }
      // Supervised: every write waits for the buyer. Reads, lists and searches run at once (the buyer granted read).
      const status = c.kind === 'write' && j.mode === 'supervised' ? 'pending' : 'approved';
      d.emit({
        type: 'jailbox_op_requested', at: d.now, by: c.by, sessionId: j.id,
        op: { id: c.opId, kind: c.kind, path: c.path, size: c.size, status, requestedAt: d.now },
      });
      return d.accept({ status: 200, kind: 'jailbox-op', opId: c.opId });
    }
    case 'jailbox-decide': {
      const no = roleOnly(who.buyer, 'buyer', 'approve or reject workspace operations');
      if (no) return no;
      const j = openJailbox(s);
      if (!j) return refuse('VALIDATION_ERROR', 'No workspace session is open for this job', { field: 'jailbox' });
      const op = j.ops.find((o) => o.id === c.opId);
      if (!op) return refuse('NOT_FOUND', 'Operation not found (or already finished)', { field: 'opId' });
      if (op.status !== 'pending') return refuse('VALIDATION_ERROR', 'The operation is not waiting for approval', { field: 'opId', status: op.status });
      d.emit({ type: 'jailbox_op_decided', at: d.now, by: c.by, sessionId: j.id, opId: op.id, decision: c.decision === 'approve' ? 'approved' : 'rejected' });
      return d.accept({ status: 200, kind: 'jailbox-op', opId: op.id });
    }
    case 'jailbox-finish': {
      const no = roleOnly(who.buyer, 'buyer', 'report what the workspace did');
      if (no) return no;
      const j = openJailbox(s);
      if (!j) return refuse('VALIDATION_ERROR', 'No workspace session is open for this job', { field: 'jailbox' });
      const op = j.ops.find((o) => o.id === c.opId);
      if (!op) return refuse('NOT_FOUND', 'Operation not found (or already finished)', { field: 'opId' });
      if (op.status !== 'approved') return refuse('VALIDATION_ERROR', 'The operation has not been approved', { field: 'opId', status: op.status });
      d.emit({ type: 'jailbox_op_finished', at: d.now, by: c.by, sessionId: j.id, opId: op.id, ok: c.ok, error: c.ok ? null : (c.error ?? 'failed') });
      return d.accept({ status: 200, kind: 'jailbox-op', opId: op.id });
    }
    case 'jailbox-abort': {
      const no = roleOnly(who.buyer, 'buyer', 'abort the workspace session');
      if (no) return no;
      const j = openJailbox(s);
      if (!j) return refuse('VALIDATION_ERROR', 'No workspace session is open for this job', { field: 'jailbox' });
      d.emit({ type: 'jailbox_ended', at: d.now, by: c.by, sessionId: j.id, reason: 'aborted' });
      return d.accept({ status: 200, kind: 'jailbox' });
    }
  }
}

type WorkRoomEvent = Extract<JobEvent, {
  type: 'message_posted' | 'message_held' | 'chat_escalated' | 'chat_scanning_set' | 'file_added' | 'file_removed' | 'jailbox_opened'
    | 'jailbox_ended' | 'jailbox_op_requested' | 'jailbox_op_decided' | 'jailbox_op_finished';
}>;

function withJailbox(s: JobState, sessionId: string, f: (j: JailboxSession) => JailboxSession): JobState {
  const j = jailboxOf(s);
  return j && j.id === sessionId ? { ...s, jailbox: f(j) } : s;
}

function evolveWorkRoom(s: JobState, event: WorkRoomEvent): JobState {
  const chat = chatOf(s);
  switch (event.type) {
    case 'message_posted':
      return { ...s, chat: { ...chat, lastMessageId: event.id } };
    case 'message_held':
      return { ...s, chat: { ...chat, held: chat.held + 1 } };
    case 'chat_escalated':
      return { ...s, chat: { ...chat, escalatedAt: event.at } };
    case 'chat_scanning_set':
      return { ...s, chat: { ...chat, scanning: event.scanning } };
    case 'file_added':
      return { ...s, files: [...filesOf(s), { id: event.file.id, size: event.file.size, by: event.by }] };
    case 'file_removed':
      return { ...s, files: filesOf(s).filter((f) => f.id !== event.fileId) };
    case 'jailbox_opened':
      return {
        ...s,
        jailbox: {
          id: event.sessionId, mode: event.mode, permissions: { ...event.permissions }, openedAt: event.at, endedAt: null, endReason: null,
          ops: [], counts: { requested: 0, approved: 0, rejected: 0, completed: 0, failed: 0 },
        },
      };
    case 'jailbox_ended':
      return withJailbox(s, event.sessionId, (j) => ({ ...j, endedAt: event.at, endReason: event.reason, ops: [] }));
    case 'jailbox_op_requested':
      return withJailbox(s, event.sessionId, (j) => ({
        ...j,
        ops: [...j.ops, event.op],
        counts: { ...j.counts, requested: j.counts.requested + 1, approved: j.counts.approved + (event.op.status === 'approved' ? 1 : 0) },
      }));
    case 'jailbox_op_decided':
      return withJailbox(s, event.sessionId, (j) => event.decision === 'approved'
        ? { ...j, ops: j.ops.map((o) => (o.id === event.opId ? { ...o, status: 'approved' as const } : o)), counts: { ...j.counts, approved: j.counts.approved + 1 } }
        : { ...j, ops: j.ops.filter((o) => o.id !== event.opId), counts: { ...j.counts, rejected: j.counts.rejected + 1 } });
    case 'jailbox_op_finished':
      return withJailbox(s, event.sessionId, (j) => ({
        ...j,
        ops: j.ops.filter((o) => o.id !== event.opId),
        counts: event.ok ? { ...j.counts, completed: j.counts.completed + 1 } : { ...j.counts, failed: j.counts.failed + 1 },
      }));
  }
}
