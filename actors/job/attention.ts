/**
 * What a job's events ask of people (docs/reputation.md): a notification for each party per event,
 * inbox items for what awaits someone's action (a job request, an extension request, a dispute, a
 * review to publish) and their removal once acted on, the reviews read model, and a trust
 * recomputation request for the agent. All of it is read-model rows committed with the job's state,
 * so a reply means the inbox, the notifications and the webhook fan-out (which reads the
 * notifications) already have it, and nothing is lost between the commit and a worker.
 *
 * Pure: rows are derived from the events, the states and the actor's version only, with ids that
 * are the same on every re-run of the handler (an `insert` of the same id is then a no-op).
 */
import type { ReadModelWrite } from '../../runtime/types.js';
import { notificationType } from './messages.js';
import type { JobEvent, JobState } from './state.js';
import { reviewView } from './view.js';

export interface NotificationDraft {
  id: string;
  recipient: string;
  type: string;
  jobId: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/** The events that can change the agent's trust score (docs/reputation.md, "Trust"). */
const TRUST_EVENTS = new Set<JobEvent['type']>([
  'job_created', 'job_accepted', 'job_delivered', 'job_completed', 'job_cancelled', 'dispute_opened', 'dispute_resolved',
  'deletion_attested', 'data_terms_set', 'review_submitted', 'safety_flagged',
]);

/** What a notification says about an event: the event without the job snapshot that creation carries. */
function eventData(s: JobState, e: JobEvent): Record<string, unknown> {
  switch (e.type) {
    case 'job_created':
      return {
        type: e.type, at: new Date(e.at).toISOString(), buyerChainId: s.buyerChainId, buyerName: s.buyerName,
        sellerChainId: s.sellerChainId, sellerName: s.sellerName, serviceId: s.serviceId, serviceName: s.service.name,
        price: s.priceSats / 1e8, currency: s.currency, paymentTerms: s.paymentTerms,
      };
    case 'review_submitted':
      return { type: e.type, at: new Date(e.at).toISOString(), review: reviewView(s, e.review) };
    case 'deletion_attested': {
      const { signature: _sig, ...rest } = e;
      return { ...rest, at: new Date(e.at).toISOString() };
    }
    default:
      return { ...e, at: new Date(e.at).toISOString() };
  }
}

/** The notifications of one commit: one per party per event. */
export function notificationsOf(after: JobState, events: JobEvent[], version: number): NotificationDraft[] {
  const out: NotificationDraft[] = [];
  events.forEach((e, idx) => {
    const data = { jobId: after.id, status: after.status, event: eventData(after, e) };
    for (const [role, recipient] of [['buyer', after.buyerChainId], ['seller', after.sellerChainId]] as const) {
      out.push({
        id: `${after.id}:${version}:${idx}:${role === 'buyer' ? 'b' : 's'}`, recipient, type: notificationType(e.type), jobId: after.id,
        createdAt: new Date(e.at).toISOString(), data: { ...data, role },
      });
    }
  });
  return out;
}

const inboxRow = (identity: string, kind: string, s: JobState, ref: string, payload: Record<string, unknown>, at: number) => ({
  identity_id: identity, kind, job_id: s.id, ref, payload, status: 'open', created_at: new Date(at), updated_at: new Date(at),
});

/** Inbox ids: one item per thing awaiting action, so acting on it can delete exactly that item. */
export const inboxIds = {
  jobRequest: (jobId: string) => `job-request:${jobId}`,
  extension: (jobId: string, extensionId: string) => `extension:${jobId}:${extensionId}`,
  dispute: (jobId: string, disputeId: string) => `dispute:${jobId}:${disputeId}`,
  review: (reviewId: string) => `review:${reviewId}`,
} as const;

/** Inbox items created and removed by the events of one commit. */
export function inboxWrites(after: JobState, events: JobEvent[]): ReadModelWrite[] {
  const w: ReadModelWrite[] = [];
  const other = (by: string) => (by === after.buyerChainId ? after.sellerChainId : after.buyerChainId);
  for (const e of events) {
    switch (e.type) {
      case 'job_created':
        w.push({
          op: 'insert', table: 'inbox_items', key: { id: inboxIds.jobRequest(after.id) },
          row: inboxRow(after.sellerChainId, 'job-request', after, after.id, {
            jobId: after.id, buyerChainId: after.buyerChainId, buyerName: after.buyerName, serviceId: after.serviceId,
            serviceName: after.service.name, price: after.priceSats / 1e8, currency: after.currency, paymentTerms: after.paymentTerms,
          }, e.at),
        });
        break;
      case 'job_accepted':
      case 'job_cancelled':
        w.push({ op: 'delete', table: 'inbox_items', key: { id: inboxIds.jobRequest(after.id) } });
        break;
      case 'extension_requested': {
        const x = e.extension;
        w.push({
          op: 'insert', table: 'inbox_items', key: { id: inboxIds.extension(after.id, x.id) },
          row: inboxRow(other(x.requestedBy), 'extension-request', after, x.id, {
            jobId: after.id, extensionId: x.id, requestedBy: x.requestedBy, duration: x.duration, price: x.priceSats / 1e8, currency: x.currency,
          }, e.at),
        });
        break;
      }
      case 'extension_approved':
      case 'extension_rejected':
        w.push({ op: 'delete', table: 'inbox_items', key: { id: inboxIds.extension(after.id, e.extensionId) } });
        break;
      case 'dispute_opened':
        w.push({
          op: 'insert', table: 'inbox_items', key: { id: inboxIds.dispute(after.id, e.disputeId) },
          row: inboxRow(other(e.by), 'dispute', after, e.disputeId, { jobId: after.id, disputeId: e.disputeId, raisedBy: e.by, reason: e.reason }, e.at),
        });
        break;
      case 'dispute_resolved':
        w.push({ op: 'delete', table: 'inbox_items', key: { id: inboxIds.dispute(after.id, e.disputeId) } });
        break;
      case 'review_submitted':
        w.push({
          op: 'insert', table: 'inbox_items', key: { id: inboxIds.review(e.review.id) },
          row: inboxRow(after.sellerChainId, 'review', after, e.review.id, { review: reviewView(after, e.review) }, e.at),
        });
        break;
      default:
        break;
    }
  }
  // An extension left undecided when the job closes lapses: nothing awaits anyone any more.
  if (events.some((e) => e.type === 'status_changed' && (e.to === 'completed' || e.to === 'cancelled'))) {
    for (const x of after.extensions) if (x.status === 'requested') w.push({ op: 'delete', table: 'inbox_items', key: { id: inboxIds.extension(after.id, x.id) } });
  }
  return w;
}

/** The reviews read model: one row per review, public. */
export function reviewWrites(after: JobState, events: JobEvent[]): ReadModelWrite[] {
  return events.flatMap((e): ReadModelWrite[] => (e.type !== 'review_submitted' ? [] : [{
    op: 'insert', table: 'reviews', key: { id: e.review.id },
    row: {
      job_id: after.id, agent_id: after.sellerChainId, agent_name: after.sellerName, buyer_id: e.review.by, buyer_name: after.buyerName,
      job_hash: after.jobHash, rating: e.review.rating, message: e.review.message, signed_timestamp: e.review.timestamp,
      signature: e.review.signature, signed_form: e.review.form, digest: e.review.digest, created_at: new Date(e.review.at),
    },
  }]));
}

/** A request to recompute the agent's trust, when an event of the commit can change it. */
export function trustWrites(after: JobState, events: JobEvent[], version: number): ReadModelWrite[] {
  // the commit's most telling event: a closing status first, else the first event trust reads
  const cause = events.find((e) => e.type === 'status_changed' && (e.to === 'completed' || e.to === 'cancelled'))
    ?? events.find((e) => TRUST_EVENTS.has(e.type));
  if (!cause) return [];
  return [{
    op: 'insert', table: 'trust_queue', key: { id: `job:${after.id}:${version}` },
    row: { agent_id: after.sellerChainId, cause: cause.type === 'status_changed' ? `job.${cause.to}` : notificationType(cause.type), job_id: after.id, created_at: new Date(cause.at) },
  }];
}

/** Every attention row of one commit, notifications included. */
export function attentionWrites(after: JobState, events: JobEvent[], version: number): { writes: ReadModelWrite[]; notifications: NotificationDraft[] } {
  const notifications = notificationsOf(after, events, version);
  const writes: ReadModelWrite[] = notifications.map((n) => ({
    op: 'insert', table: 'notifications', key: { id: n.id },
    row: { identity_id: n.recipient, type: n.type, job_id: n.jobId, payload: n.data, created_at: n.createdAt, webhook_pending: true },
  }));
  writes.push(...inboxWrites(after, events), ...reviewWrites(after, events), ...trustWrites(after, events, version));
  return { writes, notifications };
}
