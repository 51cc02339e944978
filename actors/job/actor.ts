/**
 * The job actor: the pure machine bound to the runtime. A command's events are applied with
 * `evolve`, published (each domain event, plus `job:status` with the new status), stored in
 * `job_events`, and the job's read row (`jobs.view`) is rewritten, all in the commit. Reminders do
 * the actor's own work: a payment recheck reads the chain and feeds the observation back through
 * the machine; the data-deletion reminder deletes the job's files and messages with the event that
 * records it.
 */
import type { ChainName } from '../../chain/identity-address.js';
import { observeReference, type ObservedReference } from '../../chain/observation.js';
import type { RpcClient } from '../../chain/rpc.js';
import { CommandRejected } from '../../runtime/errors.js';
import type { ActorContext, ActorKind, EventDraft, Outcome, ReadModelWrite } from '../../runtime/types.js';
import { attentionWrites } from './attention.js';
import { decide, evolve } from './machine.js';
import { JOB_KIND, jobCommand, jobReminder, recheckCommand, SYSTEM, type JobCommand, type Observation } from './messages.js';
import type { Decision, JobEvent, JobState } from './state.js';
import { attestationsView, jobStatusPayload, jobView, replyData } from './view.js';

export interface JobActorDeps {
  rpc: Pick<RpcClient, 'getrawtransaction' | 'z_getoperationstatus'>;
  chain: ChainName;
}

/** The job's own read row: its whole view. */
function jobRow(after: JobState, ctx: ActorContext): ReadModelWrite {
  const view = jobView(after);
  return {
    op: 'upsert', table: 'jobs', key: { id: after.id },
    row: {
      buyer_id: after.buyerChainId, seller_id: after.sellerChainId, service_id: after.serviceId, status: after.status,
      price: view.price, currency: after.currency, job_hash: after.jobHash, frozen: view.frozen, view,
      attestations: attestationsView(after), version: ctx.version + 1,
      created_at: view.createdAt, updated_at: ctx.now,
    },
  };
}

/** The job's read rows after a decision: its view, its new events, and the deletion of its data. */
function jobWrites(before: JobState | null, after: JobState, d: Extract<Decision, { ok: true }>, ctx: ActorContext, command: JobCommand | null): ReadModelWrite[] {
  const writes: ReadModelWrite[] = [];
  // A chat message changes nothing of the job's row but its last message id, which reads take from
  // `job_messages` (gateway/read-models/jobs.ts): the busiest command skips the row's rewrite.
  if (!d.events.every((e) => e.type === 'message_posted')) writes.push(jobRow(after, ctx));
  d.events.forEach((e, idx) => writes.push({
    op: 'insert', table: 'job_events', key: { job_id: after.id, version: ctx.version + 1, idx },
    row: { type: e.type, payload: e, at: new Date(e.at) },
  }));
  if (d.events.some((e) => e.type === 'data_deleted')) {
    for (const table of ['job_file_chunks', 'job_files', 'job_messages', 'jailbox_payloads']) writes.push({ op: 'delete', table, key: { job_id: after.id } });
  }
  writes.push(...workRoomWrites(after, d, command, ctx));
  void before;
  return writes;
}

/** The notification event the socket layer pushes to each recipient (`notification:new`, docs/reputation.md). */
const NOTIFICATION_EVENT = 'notification:new';

/**
 * The work room's rows: a posted message (its content comes on the command and lives only here,
 * never in an event, so data deletion really removes it), a stored file's metadata (its chunks were
 * written by the gateway that streamed it), a removed file with its chunks.
 */
function workRoomWrites(after: JobState, d: Extract<Decision, { ok: true }>, command: JobCommand | null, ctx: ActorContext): ReadModelWrite[] {
  const writes: ReadModelWrite[] = [];
  for (const e of d.events) {
    if (e.type === 'message_posted' && command?.type === 'chat-post') {
      writes.push({
        op: 'insert', table: 'job_messages', key: { job_id: after.id, id: e.id },
        row: {
          sender_id: e.by, content: command.content, safety: { score: e.safety.score, warning: e.safety.warning, scanned: e.safety.scanned },
          client_message_id: e.clientMessageId, created_at: ctx.now,
        },
      });
    } else if (e.type === 'file_added') {
      writes.push({
        op: 'insert', table: 'job_files', key: { id: e.file.id },
        row: { job_id: after.id, uploader_id: e.by, name: e.file.name, mime: e.file.mime, size: e.file.size, sha256: e.file.sha256, created_at: ctx.now },
      });
    } else if (e.type === 'file_removed') {
      writes.push({ op: 'delete', table: 'job_file_chunks', key: { file_id: e.fileId } });
      writes.push({ op: 'delete', table: 'job_files', key: { id: e.fileId } });
    }
  }
  return writes;
}

/** Events of the work room alone do not move the job: no `job:status` for them. */
const WORK_ROOM_EVENTS = new Set([
  'message_posted', 'message_held', 'chat_escalated', 'chat_scanning_set', 'file_added', 'file_removed', 'jailbox_opened', 'jailbox_ended',
  'jailbox_op_requested', 'jailbox_op_decided', 'jailbox_op_finished',
]);

/** A chat reply is the stored message without its content (the gateway has it): replies are kept in the inbox. */
function reply(after: JobState, d: Extract<Decision, { ok: true }>, ctx: ActorContext): unknown {
  if (d.reply.kind === 'message') {
    const e = d.events.find((x) => x.type === 'message_posted') as Extract<JobEvent, { type: 'message_posted' }>;
    return {
      id: e.id, jobId: after.id, senderChainId: e.by, safety: { score: e.safety.score, warning: e.safety.warning },
      clientMessageId: e.clientMessageId, createdAt: ctx.now.toISOString(),
    };
  }
  return replyData(after, d.reply);
}

function outcome(state: JobState | null, d: Decision, ctx: ActorContext, command: JobCommand | null = null): Outcome<JobState | null> {
  if (!d.ok) throw new CommandRejected(d.code, d.message, d.details ?? []);
  const after = d.events.reduce<JobState | null>(evolve, state);
  if (!after) throw new Error('a job decision produced no job');
  const events: EventDraft[] = d.events.map((e) => ({ type: e.type, payload: e }));
  if (d.events.some((e) => !WORK_ROOM_EVENTS.has(e.type))) events.push({ type: 'job:status', payload: jobStatusPayload(after) });
  const attention = attentionWrites(after, d.events, ctx.version + 1);
  if (attention.notifications.length > 0) {
    events.push({ type: NOTIFICATION_EVENT, payload: { jobId: after.id, notifications: attention.notifications } });
  }
  return {
    state: after,
    events,
    reply: { status: d.reply.status, data: reply(after, d, ctx) },
    reminders: {
      set: (d.reminders?.set ?? []).map((r) => ({ name: r.name, at: new Date(r.at), payload: r.payload })),
      cancel: d.reminders?.cancel ?? [],
    },
    writes: d.events.length > 0 ? [...jobWrites(state, after, d, ctx, command), ...attention.writes] : [],
  };
}

/** A chain reading as the machine's observation; null when the chain does not know it (yet). */
export function toObservation(o: ObservedReference): Observation | null {
  if (o.kind === 'not_found') return null;
  return o;
}

export function jobActor(deps: JobActorDeps): ActorKind<JobState | null, JobCommand> {
  return {
    kind: JOB_KIND,
    messages: jobCommand,
    initial: () => null,
    handle(state, command, ctx) {
      return outcome(state, decide(state, command, ctx.now.getTime()), ctx, command);
    },
    async remind(state, r, ctx) {
      const task = jobReminder.safeParse(r.payload);
      if (!task.success || !state) return {};
      if (task.data.task === 'delete-data') {
        const d = decide(state, { type: 'data-deleted', by: SYSTEM }, ctx.now.getTime());
        return d.ok ? outcome(state, d, ctx) : {};
      }
      const p = task.data;
      const names = [state.currency, ...state.extensions.map((x) => x.currency)];
      const seen = await observeReference(deps.rpc, p.task === 'check-transaction' ? { txid: p.txid } : { opid: p.opid }, deps.chain, names);
      const observation = toObservation(seen);
      if (!observation) {
        // not on chain (yet): look again after the job's poll interval
        return { reminders: { set: [{ name: r.name, delayMs: state.pollIntervalMs, payload: r.payload }] } };
      }
      const d = decide(state, recheckCommand(p, observation), ctx.now.getTime());
      // a recheck the machine refuses (the job closed, the payment fell short) ends that reminder
      return d.ok ? outcome(state, d, ctx) : {};
    },
  };
}
