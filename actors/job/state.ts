/**
 * The shapes of a job: its state, its events and the machine's decisions. Types only, so the
 * machine (which may import nothing but types) and the view share them; docs/jobs.md says what
 * they mean.
 */
import type {
  AttestationFields, DataTerms, JobReminderPayload, JobStatus, PaymentTerms, Purpose, ServiceSnapshot,
} from './messages.js';

// ---------------------------------------------------------------------------------------------
// State

export type Side = 'seller' | 'fee';

/** A transaction counted for the job. Amounts are satoshis paid to the address of its purpose. */
export interface TxRecord {
  purpose: Purpose;
  txid: string;
  /** Paid to the seller's pay address (payment, reactivation, extension) or the fee address (fee). */
  amountSats: number;
  /** Extension only: paid to the fee address. */
  feeSats: number;
  confirmations: number;
  confirmed: boolean;
  recordedAt: number;
  confirmedAt: number | null;
  extensionId: string | null;
  /** Reactivation only: which pause (1-based) the fee ends. */
  pauseNumber: number | null;
}

/** An opid the buyer gave whose operation had not produced a transaction yet. */
export interface PendingOperation {
  purpose: Purpose;
  opid: string;
  since: number;
  extensionId: string | null;
  pauseNumber: number | null;
}

export interface Pause {
  pausedAt: number;
  /** When the buyer asked to reactivate (the fee may still be confirming). */
  reactivationRequestedAt: number | null;
  resumedAt: number | null;
}

export type DisputeOutcome = 'refund' | 'rework' | 'reject';

export interface Dispute {
  id: string;
  raisedBy: string;
  reason: string;
  openedAt: number;
  statusAtOpen: JobStatus;
  status: 'open' | 'resolved';
  resolution: {
    outcome: DisputeOutcome;
    percentage: number | null;
    /** Refund only: the share of the confirmed job payment the seller owes back, in job currency. */
    refundSats: number | null;
    note: string | null;
    resolvedBy: string;
    resolvedAt: number;
  } | null;
}

export interface Extension {
  id: string;
  requestedBy: string;
  requestedAt: number;
  duration: number;
  currency: string;
  priceSats: number;
  /** 5% of the price (spec "Extension platform fee"), to the fee address, same currency. */
  feeSats: number;
  status: 'requested' | 'approved' | 'rejected' | 'paid';
  decidedAt: number | null;
  paidAt: number | null;
}

export interface Attestation {
  fields: AttestationFields;
  signature: string;
  by: string;
  receivedAt: number;
}

/** The buyer's review of the completed job (one per job). */
export interface Review {
  id: string;
  by: string;
  rating: number | null;
  message: string | null;
  /** The timestamp in the signed text, as the buyer gave it (seconds or milliseconds). */
  timestamp: number;
  signature: string;
  form: 'review-message' | 'envelope-v2';
  /** SHA-256 hex of the signed text. */
  digest: string;
  at: number;
}

/** Flagged content of a party, as the scanner judged it. */
export interface SafetyFlag {
  subject: string;
  source: 'message' | 'file';
  ref: string;
  score: number;
  blocked: boolean;
  at: number;
}

export interface JobState {
  id: string;
  /** Number of events applied: the job's own version. */
  seq: number;
  status: JobStatus;
  buyerChainId: string;
  buyerName: string | null;
  sellerChainId: string;
  sellerName: string | null;
  serviceId: string;
  service: ServiceSnapshot;
  paymentTerms: PaymentTerms;
  currency: string;
  priceSats: number;
  platformFeeRate: number;
  feeSats: number;
  reactivationFeeSats: number;
  paymentAddress: string;
  feeAddress: string;
  jobHash: string;
  confirmationsRequired: number;
  pollIntervalMs: number;
  chain: 'VRSCTEST' | 'VRSC';
  createdAt: number;
  acceptedAt: number | null;
  /** When the job last entered `in_progress` (the 60 s before a pause count from here). */
  inProgressSince: number | null;
  deliveredAt: number | null;
  deliveryHash: string | null;
  completedAt: number | null;
  cancelledAt: number | null;
  transactions: TxRecord[];
  operations: PendingOperation[];
  pauses: Pause[];
  disputes: Dispute[];
  dataTerms: DataTerms;
  dataTermsSetBy: string | null;
  dataTermsSetAt: number | null;
  /** Set when the job closes: when its data goes, and why. */
  dataDeletion: { dueAt: number; reason: 'cancelled' | DataTerms['retention'] } | null;
  dataDeletedAt: number | null;
  attestations: Attestation[];
  extensions: Extension[];
  /** Seconds added by paid extensions. */
  extendedSeconds: number;
  lastSessionEndingAt: number | null;
  /** Absent on states stored before reviews existed: read as null. */
  review?: Review | null;
  /** Absent on states stored before safety flags existed: read as []. */
  safetyFlags?: SafetyFlag[];
  /**
   * The work room (chat, files, workspace session). Optional because jobs stored before it existed
   * have none; the machine reads them through `chatOf`, `filesOf`, `jailboxOf`.
   */
  chat?: ChatState;
  files?: FileEntry[];
  jailbox?: JailboxSession | null;
}

// ---------------------------------------------------------------------------------------------
// The work room: chat, files and the workspace session (docs/realtime.md)

export interface ChatState {
  /** Id of the last stored message: message ids are the job's own sequence 1, 2, 3... */
  lastMessageId: number;
  /** The buyer's choice; a service with `guard` scans whatever it says. */
  scanning: boolean;
  /** Set once the scanner saw the conversation escalate: every later message is blocked. */
  escalatedAt: number | null;
  /** Agent messages held by the outbound scan (they reached the buyer in no form). */
  held: number;
}

export interface FileEntry {
  id: string;
  size: number;
  by: string;
}

export type JailboxMode = 'standard' | 'supervised';
export type JailboxOpKind = 'read' | 'list' | 'search' | 'write';

/** An operation still open: waiting for the buyer's approval, or approved and not yet run. */
export interface JailboxOp {
  id: string;
  kind: JailboxOpKind;
  path: string;
  size: number;
  status: 'pending' | 'approved';
  requestedAt: number;
}

export interface JailboxCounts {
  requested: number;
  approved: number;
  rejected: number;
  completed: number;
  failed: number;
}

export interface JailboxSession {
  id: string;
  mode: JailboxMode;
  permissions: { read: boolean; write: boolean };
  openedAt: number;
  endedAt: number | null;
  endReason: 'aborted' | 'replaced' | null;
  ops: JailboxOp[];
  counts: JailboxCounts;
}

export interface MessageSafety {
  score: number;
  warning: boolean;
  /** False when scanning was off for the job (the buyer turned it off; no guard). */
  scanned: boolean;
}

// ---------------------------------------------------------------------------------------------
// Events (each carries `at`; `status_changed` is the only event that moves `status`)

export type StatusReason =
  | 'accepted' | 'paid' | 'delivered' | 'completed' | 'paused' | 'reactivated' | 'cancelled'
  | 'dispute-refund' | 'dispute-rework';

export type JobEvent =
  | { type: 'job_created'; at: number; job: JobState }
  | { type: 'job_accepted'; at: number; by: string }
  | { type: 'status_changed'; at: number; from: JobStatus; to: JobStatus; reason: StatusReason }
  | { type: 'payment_recorded'; at: number; record: TxRecord; opid: string | null }
  | { type: 'payment_confirmed'; at: number; purpose: Purpose; txid: string; confirmations: number; extensionId: string | null }
  | { type: 'operation_pending'; at: number; operation: PendingOperation }
  | { type: 'operation_failed'; at: number; purpose: Purpose; opid: string; error: string }
  | { type: 'job_delivered'; at: number; by: string; deliveryHash: string | null }
  | { type: 'job_completed'; at: number; by: string }
  | { type: 'job_paused'; at: number; by: string; pauseNumber: number }
  | { type: 'reactivation_requested'; at: number; by: string; pauseNumber: number }
  | { type: 'job_cancelled'; at: number; by: string; deleteFiles: true }
  | { type: 'session_ending'; at: number; by: string }
  | { type: 'dispute_opened'; at: number; disputeId: string; by: string; reason: string; statusAtOpen: JobStatus }
  | {
    type: 'dispute_resolved'; at: number; disputeId: string; by: string; outcome: DisputeOutcome;
    percentage: number | null; refundSats: number | null; note: string | null;
  }
  | { type: 'data_terms_set'; at: number; by: string; terms: DataTerms }
  | { type: 'deletion_attested'; at: number; by: string; attestation: AttestationFields; signature: string }
  | { type: 'data_deletion_scheduled'; at: number; dueAt: number; reason: 'cancelled' | DataTerms['retention'] }
  | { type: 'data_deleted'; at: number }
  | { type: 'extension_requested'; at: number; extension: Extension }
  | { type: 'extension_approved'; at: number; by: string; extensionId: string }
  | { type: 'extension_rejected'; at: number; by: string; extensionId: string }
  | { type: 'extension_applied'; at: number; extensionId: string; duration: number }
  | { type: 'review_submitted'; at: number; review: Review }
  | { type: 'safety_flagged'; at: number; flag: SafetyFlag }
  // the work room: no message or file content is ever in an event (events outlive data deletion)
  | { type: 'message_posted'; at: number; id: number; by: string; clientMessageId: string | null; safety: MessageSafety }
  | { type: 'message_held'; at: number; by: string; flags: string[] }
  | { type: 'chat_escalated'; at: number; by: string; score: number }
  | { type: 'chat_scanning_set'; at: number; by: string; scanning: boolean }
  | { type: 'file_added'; at: number; by: string; file: { id: string; name: string; mime: string; size: number; sha256: string } }
  | { type: 'file_removed'; at: number; by: string; fileId: string }
  | { type: 'jailbox_opened'; at: number; by: string; sessionId: string; mode: JailboxMode; permissions: { read: boolean; write: boolean } }
  | { type: 'jailbox_ended'; at: number; by: string; sessionId: string; reason: 'aborted' | 'replaced' }
  | { type: 'jailbox_op_requested'; at: number; by: string; sessionId: string; op: JailboxOp }
  | { type: 'jailbox_op_decided'; at: number; by: string; sessionId: string; opId: string; decision: 'approved' | 'rejected' }
  | { type: 'jailbox_op_finished'; at: number; by: string; sessionId: string; opId: string; ok: boolean; error: string | null };

export type JobEventType = JobEvent['type'];

// ---------------------------------------------------------------------------------------------
// Decisions

export type JobErrorCode =
  | 'FORBIDDEN' | 'JOB_CLOSED' | 'VALIDATION_ERROR' | 'CURRENCY_NOT_ACCEPTED' | 'INVALID_TXID' | 'OPID_FAILED' | 'NOT_FOUND'
  | 'CONTENT_FLAGGED' | 'FILE_LIMIT' | 'STORAGE_LIMIT';

export interface JobReminder {
  name: string;
  /** Absolute time, ms since the epoch. */
  at: number;
  payload: JobReminderPayload;
}

/** What the route answers: `data` is the response's `data`; 202 while an operation is still running. */
export type JobReply =
  | { status: 200; kind: 'job' }
  | { status: 202; kind: 'operation-pending'; opid: string; message: string }
  | { status: 200; kind: 'operation-failed'; opid: string; message: string }
  | { status: 200; kind: 'dispute'; disputeId: string }
  | { status: 200; kind: 'data-terms' }
  | { status: 200; kind: 'attestation'; index: number }
  | { status: 200; kind: 'extension'; extensionId: string }
  | { status: 200; kind: 'session-ending' }
  | { status: 200; kind: 'data-deleted' }
  | { status: 201; kind: 'review' }
  | { status: 200; kind: 'safety-flag' }
  | { status: 200; kind: 'message'; id: number }
  | { status: 200; kind: 'chat-blocked'; reason: 'escalation' }
  | { status: 200; kind: 'chat-held' }
  | { status: 200; kind: 'chat-settings' }
  | { status: 200; kind: 'file'; fileId: string }
  | { status: 200; kind: 'jailbox' }
  | { status: 200; kind: 'jailbox-op'; opId: string };

export type Refusal = { ok: false; code: JobErrorCode; message: string; details?: Record<string, unknown>[] };
export type Accepted = {
  ok: true;
  events: JobEvent[];
  /** Which read answers the command; `view.ts`'s `replyData(state, reply)` builds it from the new state. */
  reply: JobReply;
  reminders?: { set?: JobReminder[]; cancel?: string[] };
};
export type Decision = Accepted | Refusal;
