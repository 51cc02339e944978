/**
 * The job actor's messages. Every command is a fact the gateway has already checked: signatures
 * verified through the chain, transactions read from the chain and reduced to their outputs,
 * identities resolved to i-addresses, ids generated. `by` is the acting identity's i-address, or
 * `system` for the bookkeeping the actor does for itself (payment rechecks, retention deletion).
 * The machine (`machine.ts`) still refuses whatever breaks a business rule; these schemas only say
 * what a well-formed command looks like.
 */
import { z } from 'zod';

/** The actor kind; a job actor's id is the job id. */
export const JOB_KIND = 'job';

/** The identity of the actor's own bookkeeping (reminder-driven rechecks and deletions). */
export const SYSTEM = 'system' as const;

export const JOB_STATUSES = ['requested', 'in_progress', 'paused', 'pending_delivery', 'completed', 'cancelled'] as const;
export const jobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatus>;

export const paymentTerms = z.enum(['prepay', 'postpay', 'split']);
export type PaymentTerms = z.infer<typeof paymentTerms>;

const iAddress = z.string().regex(/^i[a-zA-Z0-9]{25,50}$/, 'must be an i-address');
const actor = z.union([iAddress, z.literal(SYSTEM)]);
const name = z.string().min(1).max(200);
const currency = z.string().min(1).max(100);
/** Currency units; the machine refuses more than 8 decimals and anything above 90,000,000. */
const amount = z.number().finite().nonnegative();
const address = z.string().min(1).max(200);
const id = z.string().min(1).max(100);

/** The service as it was when the job was created: later edits of the service never reach the job. */
export const serviceSnapshot = z.object({
  name,
  price: amount,
  currency,
  acceptedCurrencies: z.array(z.object({ currency, price: amount })).max(50).default([]),
  paymentTerms,
  guard: z.boolean().default(false),
  turnaround: z.string().max(200).nullable().default(null),
});
export type ServiceSnapshot = z.infer<typeof serviceSnapshot>;

/** One output of an observed transaction, in currency units; `currency` as the gateway names the job's. */
export const txOutput = z.object({ address, currency, amount });

/**
 * What the gateway saw on chain for a `txid` or `opid`: a transaction (with its confirmations and
 * outputs), or an operation that has no transaction yet (still running, or failed).
 */
export const observation = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('transaction'),
    txid: z.string().min(1).max(200),
    /** The operation the transaction came from, when the buyer gave an opid. */
    opid: z.string().min(1).max(200).optional(),
    confirmations: z.number().int().min(0),
    outputs: z.array(txOutput).max(1000),
  }),
  z.object({
    kind: z.literal('operation'),
    opid: z.string().min(1).max(200),
    status: z.enum(['queued', 'executing', 'failed', 'cancelled']),
    error: z.string().max(500).optional(),
  }),
]);
export type Observation = z.infer<typeof observation>;

export const RETENTIONS = ['none', 'job-duration', '30-days'] as const;
export const dataTerms = z.object({
  retention: z.enum(RETENTIONS).default('job-duration'),
  allowTraining: z.boolean().default(false),
  allowThirdParty: z.boolean().default(false),
  requireDeletion: z.boolean().default(false),
});
export type DataTerms = z.infer<typeof dataTerms>;

/**
 * The fields of a deletion attestation (spec: "canonical JSON of attestation fields with
 * alphabetically sorted keys"). The agent signs the JCS text of these fields with
 * `action: "deletion-attestation"`; the gateway checks the signature and forwards them.
 */
export const attestationFields = z.object({
  jobId: id,
  /** When the agent deleted the data, ISO 8601. */
  deletedAt: z.iso.datetime(),
  /** What was deleted. */
  scope: z.array(z.enum(['files', 'messages', 'workspace', 'memory', 'all'])).min(1).max(5),
  method: z.string().max(200).optional(),
  notes: z.string().max(1000).optional(),
});
export type AttestationFields = z.infer<typeof attestationFields>;

/** Work-room limits (spec "Limits"); the machine refuses past them, the gateway checks them early too. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_JOB = 50;
export const MAX_JOB_STORAGE_BYTES = 100 * 1024 * 1024;

/** What the scanner said of a message the gateway stores (DESIGN: `safety: {score, warning}`). */
export const messageSafety = z.object({
  score: z.number().min(0).max(1),
  warning: z.boolean(),
  /** False when the buyer turned scanning off for a job without guard. */
  scanned: z.boolean(),
});

export const JAILBOX_OPS = ['read', 'list', 'search', 'write'] as const;
export const jailboxOpKind = z.enum(JAILBOX_OPS);
export const jailboxMode = z.enum(['standard', 'supervised']);

/** The work room's commands: chat (ordering and escalation), files (limits), the workspace session. */
const workRoom = [
  z.object({
    type: z.literal('chat-post'),
    by: iAddress,
    /** The message itself travels with the command and is stored as a read-model row, never in an event. */
    content: z.string().min(1).max(8000),
    clientMessageId: z.string().min(1).max(100).optional(),
    safety: messageSafety,
    /** The scanner saw this conversation escalate with this message: record it and block. */
    escalation: z.boolean().default(false),
  }),
  /** An agent message the outbound scan held: counted, never stored for delivery. */
  z.object({ type: z.literal('chat-held'), by: iAddress, flags: z.array(z.string().max(100)).max(50) }),
  z.object({ type: z.literal('chat-settings'), by: iAddress, scanning: z.boolean() }),
  z.object({
    type: z.literal('file-add'),
    by: iAddress,
    file: z.object({
      id,
      name: z.string().min(1).max(255),
      mime: z.string().min(1).max(200),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  }),
  z.object({ type: z.literal('file-remove'), by: iAddress, fileId: id }),
  z.object({
    type: z.literal('jailbox-open'),
    by: iAddress,
    sessionId: id,
    mode: jailboxMode,
    permissions: z.object({ read: z.boolean(), write: z.boolean() }),
  }),
  z.object({
    type: z.literal('jailbox-op'),
    by: iAddress,
    opId: id,
    kind: jailboxOpKind,
    /** Relative to the shared folder; the workspace client refuses anything that leaves it. */
    path: z.string().max(4096),
    /** Bytes a write carries (0 for the others). */
    size: z.number().int().min(0).default(0),
  }),
  z.object({ type: z.literal('jailbox-decide'), by: iAddress, opId: id, decision: z.enum(['approve', 'reject']) }),
  /** The workspace client (acting for the buyer) ran an approved operation. */
  z.object({ type: z.literal('jailbox-finish'), by: iAddress, opId: id, ok: z.boolean(), error: z.string().max(500).optional() }),
  z.object({ type: z.literal('jailbox-abort'), by: iAddress }),
] as const;

const dispute = z.object({ type: z.literal('dispute'), by: iAddress, disputeId: id, reason: z.string().min(1).max(2000) });

export const jobCommand = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('create'),
    by: iAddress,
    jobId: id,
    buyerChainId: iAddress,
    buyerName: name.nullable().default(null),
    sellerChainId: iAddress,
    sellerName: name.nullable().default(null),
    serviceId: id,
    service: serviceSnapshot,
    /** The currency the buyer chose, and its price from the service's accepted list. */
    currency,
    price: amount,
    platformFeeRate: z.number().min(0).max(1).default(0.05),
    /** The seller's pay address (its `payaddress` VDXF value, else its i-address). */
    paymentAddress: address,
    feeAddress: address,
    /** Paid to the seller's pay address, in the job's currency, to reactivate a paused job. */
    reactivationFee: amount.default(0),
    jobHash: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex'),
    confirmationsRequired: z.number().int().min(0).max(1000).default(1),
    /** How often an unconfirmed payment is looked at again (POLL_INTERVAL_MS). */
    pollIntervalMs: z.number().int().min(100).max(3_600_000).default(10_000),
    chain: z.enum(['VRSCTEST', 'VRSC']).default('VRSCTEST'),
  }),
  z.object({ type: z.literal('accept'), by: iAddress }),
  z.object({
    type: z.literal('deliver'),
    by: iAddress,
    deliveryHash: z.string().regex(/^sha256:[0-9a-fA-F]{64}$/, 'must be sha256:<64 hex>').optional(),
  }),
  z.object({ type: z.literal('complete'), by: iAddress }),
  z.object({ type: z.literal('payment-observed'), by: actor, observation }),
  z.object({ type: z.literal('fee-observed'), by: actor, observation }),
  z.object({ type: z.literal('pause'), by: iAddress }),
  z.object({ type: z.literal('reactivate'), by: actor, observation: observation.optional() }),
  z.object({ type: z.literal('cancel'), by: iAddress }),
  z.object({ type: z.literal('end-session'), by: iAddress }),
  dispute,
  z.object({
    type: z.literal('resolve-dispute'),
    /** An admin (the gateway checked ADMIN_IDENTITIES and ADMIN_ALLOWED_IPS). */
    by: iAddress,
    disputeId: id,
    outcome: z.enum(['refund', 'rework', 'reject']),
    /** Refund only: the share of the confirmed job payment the seller returns, 0-100. */
    percentage: z.number().int().min(0).max(100).optional(),
    note: z.string().max(2000).optional(),
  }),
  z.object({ type: z.literal('data-terms'), by: iAddress, terms: dataTerms }),
  z.object({
    type: z.literal('deletion-attestation'),
    by: iAddress,
    attestation: attestationFields,
    signature: z.string().min(1).max(2000),
  }),
  z.object({ type: z.literal('data-deleted'), by: z.literal(SYSTEM) }),
  z.object({
    type: z.literal('extension-request'),
    by: iAddress,
    extensionId: id,
    /** Seconds of extra time, like the dispatcher's `sessionParams.duration`. */
    duration: z.number().int().positive(),
    price: amount,
    currency,
  }),
  z.object({ type: z.literal('extension-approve'), by: iAddress, extensionId: id }),
  z.object({ type: z.literal('extension-reject'), by: iAddress, extensionId: id }),
  z.object({ type: z.literal('extension-payment'), by: actor, extensionId: id, observation }),
  /**
   * The buyer's review of a completed job (docs/reputation.md). The gateway built the signed text
   * (the spec's review message, or the v2 envelope), checked the signature on chain and that it is
   * used once; `digest` is the SHA-256 of the signed text.
   */
  z.object({
    type: z.literal('review'),
    by: iAddress,
    reviewId: id,
    rating: z.number().int().min(1).max(5).nullable(),
    /** Up to 2,000 characters (code points; the gateway counts them). */
    message: z.string().min(1).max(8000).nullable(),
    timestamp: z.number().int().positive(),
    signature: z.string().min(1).max(4096),
    form: z.enum(['review-message', 'envelope-v2']),
    digest: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex'),
  }),
  /**
   * Content of one party that the safety scanner flagged (a chat message or a file), recorded by the
   * platform for the trust score's safety part. Sent by whatever scanned it, as `system`.
   */
  z.object({
    type: z.literal('flag-safety'),
    by: z.literal(SYSTEM),
    /** Who sent the flagged content: the buyer or the seller. */
    subject: iAddress,
    source: z.enum(['message', 'file']),
    ref: z.string().min(1).max(200),
    score: z.number().min(0).max(1),
    blocked: z.boolean(),
  }),
  ...workRoom,
]);
export type JobCommand = z.infer<typeof jobCommand>;
/** A command as the gateway writes it, before defaults are filled in. */
export type JobCommandInput = z.input<typeof jobCommand>;
export type JobCommandType = JobCommand['type'];
export type CommandOf<T extends JobCommandType> = Extract<JobCommand, { type: T }>;

/** What a transaction pays for: it is checked against the address and amount of its purpose. */
export const PURPOSES = ['payment', 'fee', 'reactivation', 'extension'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The payload of every reminder the machine sets; `remind()` turns it into work and a command. */
export const jobReminder = z.discriminatedUnion('task', [
  /** Read the transaction again; send its observation as `recheckCommand` builds it. */
  z.object({ task: z.literal('check-transaction'), purpose: z.enum(PURPOSES), txid: z.string(), extensionId: id.optional() }),
  /** Ask `z_getoperationstatus` again; send the transaction or the failure the same way. */
  z.object({ task: z.literal('check-operation'), purpose: z.enum(PURPOSES), opid: z.string(), extensionId: id.optional() }),
  /** Delete the job's files (and anything else kept for it), then send `data-deleted`. */
  z.object({ task: z.literal('delete-data') }),
]);
export type JobReminderPayload = z.infer<typeof jobReminder>;

/** The command that carries a recheck's result back to the job, from the reminder that asked for it. */
export function recheckCommand(
  r: Extract<JobReminderPayload, { task: 'check-transaction' | 'check-operation' }>,
  seen: Observation,
): JobCommand {
  switch (r.purpose) {
    case 'payment': return { type: 'payment-observed', by: SYSTEM, observation: seen };
    case 'fee': return { type: 'fee-observed', by: SYSTEM, observation: seen };
    case 'reactivation': return { type: 'reactivate', by: SYSTEM, observation: seen };
    case 'extension': return { type: 'extension-payment', by: SYSTEM, extensionId: r.extensionId ?? '', observation: seen };
  }
}

/**
 * The name a job event has in notifications and webhooks (docs/reputation.md): `payment.*` for
 * money, `review.*` for reviews, `message.*` for chat, `job.*` for the rest. Unknown (future) event
 * types keep their name under `job.` (or `message.` when they are about messages).
 */
const NOTIFICATION_NAMES: Record<string, string> = {
  job_created: 'job.created',
  job_accepted: 'job.accepted',
  status_changed: 'job.status_changed',
  payment_recorded: 'payment.recorded',
  payment_confirmed: 'payment.confirmed',
  operation_pending: 'payment.pending',
  operation_failed: 'payment.failed',
  job_delivered: 'job.delivered',
  job_completed: 'job.completed',
  job_paused: 'job.paused',
  reactivation_requested: 'job.reactivation_requested',
  job_cancelled: 'job.cancelled',
  session_ending: 'job.session_ending',
  dispute_opened: 'job.dispute_opened',
  dispute_resolved: 'job.dispute_resolved',
  data_terms_set: 'job.data_terms_set',
  deletion_attested: 'job.deletion_attested',
  data_deletion_scheduled: 'job.data_deletion_scheduled',
  data_deleted: 'job.data_deleted',
  extension_requested: 'job.extension_requested',
  extension_approved: 'job.extension_approved',
  extension_rejected: 'job.extension_rejected',
  extension_applied: 'job.extension_applied',
  review_submitted: 'review.submitted',
  safety_flagged: 'message.flagged',
};

export function notificationType(eventType: string): string {
  return NOTIFICATION_NAMES[eventType] ?? (/^(chat_)?message/.test(eventType) ? `message.${eventType.replace(/^(chat_)?message_?/, '') || 'created'}` : `job.${eventType}`);
}

/** Every notification (and webhook event) name known today; webhooks may also subscribe to `job.*`, `payment.*`, `review.*`, `message.*` or `*`. */
export const NOTIFICATION_TYPES = [...new Set([...Object.values(NOTIFICATION_NAMES), 'message.created'])].sort();
export const NOTIFICATION_GROUPS = ['job', 'payment', 'review', 'message'] as const;
