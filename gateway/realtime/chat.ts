/**
 * The chat pipeline (spec "Events": chat handling order), one path for the socket (`chat:send`) and
 * for `POST /v1/jobs/:id/messages`:
 *
 * 1. who: the job exists (NOT_FOUND), the caller is its buyer or seller (FORBIDDEN), it is open (JOB_CLOSED);
 * 2. sanitize: markup out, more than 8,000 characters refused (VALIDATION_ERROR), never cut;
 * 3. scan: the buyer's messages inbound (`/v1/scan` with the job as session, so the scanner weighs
 *    the conversation), the agent's outbound (`/v1/scan/output`: personal data, secrets, addresses
 *    not whitelisted) plus that agent's canary tokens (`agent_canaries`), which are always checked;
 *    a service with `guard` always scans, others unless the buyer turned scanning off;
 * 4. escalation: a job already escalated blocks at once; a message that escalates is recorded on the
 *    job (so the verdict survives restarts and gateways) and blocked;
 * 5. store through the job actor, which numbers the message (order) and writes the row;
 * 6. deliver: the actor's event reaches every gateway (JobFeed), which emits the stored message.
 *
 * Inbound score >= 0.8 is blocked ("Message blocked by safety filter", CONTENT_FLAGGED, nothing
 * stored); >= 0.3 is stored and delivered with `safety.warning`. An agent message with a critical
 * flag is held: nothing is stored for delivery, the agent is told why, the job counts it.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { JOB_KIND, type JobCommandInput } from '../../actors/job/messages.js';
import type { ScannerClient } from '../../scanner/client/mod.js';
import { findCanaries } from '../../scanner/engine/outbound/scan.js';
import type { RuntimeClient } from '../../runtime/mod.js';
import { sendCommand, type Actors } from '../actors.js';
import { ApiError } from '../errors.js';
import { JobReads, type JobRow, type Role } from '../read-models/jobs.js';
import { sanitizeMessage } from './sanitize.js';

/** Platform chat thresholds (spec "Events"): delivered with a warning from 0.3, blocked from 0.8. */
export const WARN_SCORE = 0.3;
export const BLOCK_SCORE = 0.8;
/** The scanner's flag for a conversation that escalated across messages. */
export const ESCALATION_FLAG = 'crescendo_escalation';
export const BLOCKED_MESSAGE = 'Message blocked by safety filter';
export const HELD_MESSAGE = 'Message held by the outbound safety filter: it did not reach the buyer; rewrite it without the flagged content';

/** The stored message, as `chat:message` and `GET /v1/jobs/:id/messages` answer it (DESIGN "Real time"). */
export interface ChatMessage {
  id: number;
  jobId: string;
  senderChainId: string;
  content: string;
  safety: { score: number; warning: boolean };
  createdAt: string;
  clientMessageId?: string | null;
}

export interface MessageRow {
  id: string | number;
  job_id: string;
  sender_id: string;
  content: string;
  safety: { score: number; warning: boolean };
  client_message_id: string | null;
  created_at: Date;
}

export const messageOf = (r: MessageRow): ChatMessage => ({
  id: Number(r.id), jobId: r.job_id, senderChainId: r.sender_id, content: r.content,
  safety: { score: r.safety.score, warning: r.safety.warning }, createdAt: new Date(r.created_at).toISOString(),
  clientMessageId: r.client_message_id,
});

const CLOSED = new Set(['completed', 'cancelled']);

export interface ChatDeps {
  knex: Knex;
  actors: Actors;
  /** Where a stored message is sent as a note, for the job's feeds (gateway/realtime/feed.ts). */
  notes?: Pick<RuntimeClient, 'publishNote'>;
  scanner: ScannerClient;
  log: Logger;
  /** Counts each verdict (inbound: passed, warned, blocked; outbound: passed, warned, held). */
  onVerdict?: (direction: 'inbound' | 'outbound', verdict: string) => void;
}

export class ChatPipeline {
  readonly jobs: JobReads;

  constructor(private readonly deps: ChatDeps) {
    this.jobs = new JobReads(deps.knex);
  }

  /** The job and the caller's role; NOT_FOUND or FORBIDDEN. */
  async participant(jobId: string | undefined, identity: string): Promise<{ job: JobRow; role: Role }> {
    const job = await this.jobs.job(jobId);
    return { job, role: this.jobs.roleOf(job, identity) };
  }

  /** Runs a message through the pipeline; resolves with the stored message or throws the refusal. */
  async post(identity: string, jobId: string | undefined, content: unknown, clientMessageId?: string): Promise<ChatMessage> {
    const { job, role } = await this.participant(jobId, identity);
    if (CLOSED.has(job.status)) throw new ApiError('JOB_CLOSED', `Job is ${job.status}; chat is closed`);
    const text = sanitizeMessage(content);
    const chat = (job.view.chat ?? {}) as { scanning?: boolean; escalated?: boolean };
    if (chat.escalated) throw blocked('escalation');
    const scanning = job.view.guard === true || chat.scanning !== false;

    let safety = { score: 0, warning: false, scanned: false };
    let escalation = false;
    if (role === 'buyer') {
      if (scanning) {
        const r = await this.deps.scanner.scan(text, { sessionId: `job:${job.id}` });
        escalation = r.flags.includes(ESCALATION_FLAG);
        this.deps.onVerdict?.('inbound', !escalation && r.score >= BLOCK_SCORE ? 'blocked' : r.score >= WARN_SCORE ? 'warned' : 'passed');
        if (!escalation && r.score >= BLOCK_SCORE) {
          await this.flag(job, identity, clientMessageId ?? `blocked-${r.score}`, r.score, true);
          throw blocked('score', r.score, r.flags);
        }
        safety = { score: r.score, warning: r.score >= WARN_SCORE, scanned: true };
      }
    } else {
      safety = await this.outbound(job, text, scanning);
    }

    const command: JobCommandInput = {
      type: 'chat-post', by: identity, content: text, safety, escalation,
      ...(clientMessageId ? { clientMessageId } : {}),
    };
    // A client resending the same clientMessageId (it never saw the ack) gets the first answer back:
    // the command id is derived from it, and the actor answers a known command id from its inbox.
    const commandId = clientMessageId ? derivedId(job.id, identity, clientMessageId) : undefined;
    const reply = await sendCommand<{ status: number; data: Omit<ChatMessage, 'content'> & { blocked?: boolean } }>(
      this.deps.actors, JOB_KIND, job.id, command, commandId ? { commandId } : {},
    );
    if (reply.data.blocked) throw blocked('escalation', safety.score);
    const message: ChatMessage = { ...reply.data, content: text };
    this.deps.notes?.publishNote(JOB_KIND, job.id, { message });
    if (safety.warning) await this.flag(job, identity, `message-${reply.data.id}`, safety.score, false);
    return message;
  }

  /**
   * Records flagged content on the job for the trust score's safety part (docs/reputation.md): the
   * sender, what was flagged and whether it was stopped. Best effort: a closed job refuses it.
   */
  private async flag(job: JobRow, subject: string, ref: string, score: number, stopped: boolean): Promise<void> {
    await sendCommand(this.deps.actors, JOB_KIND, job.id, {
      type: 'flag-safety', by: 'system', subject, source: 'message', ref: ref.slice(0, 200), score: Math.min(1, Math.max(0, score)), blocked: stopped,
    }).catch(() => {});
  }

  /** The agent's message toward the buyer: held on a critical flag, else its score and warning. */
  private async outbound(job: JobRow, text: string, scanning: boolean): Promise<{ score: number; warning: boolean; scanned: boolean }> {
    const canaries = await this.deps.knex('agent_canaries').where({ agent_id: job.seller_id }).pluck('token') as string[];
    const flags: { type: string; severity: string; detail: string }[] = findCanaries(text, canaries);
    let score = flags.length ? 1 : 0;
    if (scanning) {
      const payment = (job.view.payment ?? {}) as { address?: string; platformFee?: { address?: string } };
      const whitelistedAddresses = [payment.address, payment.platformFee?.address, job.buyer_id, job.seller_id]
        .filter((a): a is string => typeof a === 'string' && a.length > 0);
      const r = await this.deps.scanner.scanOutput({ text, jobId: job.id, whitelistedAddresses });
      flags.push(...r.flags);
      score = Math.max(score, r.score);
    }
    const critical = flags.filter((f) => f.severity === 'critical');
    this.deps.onVerdict?.('outbound', critical.length > 0 ? 'held' : score >= WARN_SCORE ? 'warned' : 'passed');
    if (critical.length > 0) {
      await sendCommand(this.deps.actors, JOB_KIND, job.id, { type: 'chat-held', by: job.seller_id, flags: critical.map((f) => f.type) });
      await this.flag(job, job.seller_id, `held-${critical.map((f) => f.type).join(',')}`, 1, true);
      throw new ApiError('CONTENT_FLAGGED', HELD_MESSAGE, critical.map((f) => ({ field: 'content', type: f.type, severity: f.severity, detail: f.detail })));
    }
    return { score, warning: score >= WARN_SCORE, scanned: scanning };
  }

  /** Messages of a job after `afterId`, oldest first. */
  async history(jobId: string, q: { afterId?: number; limit: number; offset?: number }): Promise<{ messages: ChatMessage[]; total: number }> {
    const base = this.deps.knex<MessageRow>('job_messages').where({ job_id: jobId });
    if (q.afterId !== undefined) base.where('id', '>', q.afterId);
    const [rows, count] = await Promise.all([
      base.clone().select('*').orderBy('id', 'asc').limit(q.limit).offset(q.offset ?? 0),
      base.clone().count({ n: '*' }),
    ]);
    return { messages: (rows as MessageRow[]).map(messageOf), total: Number(count[0]!.n) };
  }
}

/** CONTENT_FLAGGED with the spec's sentence; details say why (never the scanner's internals beyond its labels). */
export function blocked(reason: 'score' | 'escalation', score?: number, flags: string[] = []): ApiError {
  return new ApiError('CONTENT_FLAGGED', BLOCKED_MESSAGE, [{ field: 'content', reason, ...(score !== undefined ? { score } : {}), ...(flags.length ? { flags } : {}) }]);
}

/** A stable command id (UUID-shaped) for one sender's client message id in one job. */
export function derivedId(jobId: string, sender: string, clientMessageId: string): string {
  const h = createHash('sha256').update(`chat\0${jobId}\0${sender}\0${clientMessageId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
