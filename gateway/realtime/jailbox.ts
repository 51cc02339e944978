/**
 * The workspace session over sockets (docs/realtime.md, "Workspace sessions"). Three parties:
 *
 * - the agent sends `jailbox:op {jobId, op, path, data?, query?}` (ack `{ok, opId, status}`);
 * - the job actor decides: in a supervised session a write waits (`pending`) until the buyer
 *   approves it over HTTP; everything else is `approved` at once; it logs and counts every step;
 * - the buyer's workspace client (`agentplatform workspace`), connected with its workspace token
 *   and announced by `jailbox:ready {jobId}`, gets `jailbox:exec {opId, op, path, ...}` for each
 *   approved operation and answers with the result.
 *
 * They may sit on different gateways: the operation's bytes go through `jailbox_payloads`, its state
 * through the job actor's events, so whichever gateway holds the workspace client runs it and every
 * gateway tells its sockets the result (`jailbox:result`). `jailbox_ended` (abort, a new session,
 * the job closing) is told to the room (`jailbox:ended`) and disconnects the workspace client and the
 * agent's token sockets of that session at once.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import { JOB_KIND, JAILBOX_OPS } from '../../actors/job/messages.js';
import type { PublishedEvent } from '../../runtime/mod.js';
import { sendCommand, type Actors } from '../actors.js';
import { ApiError } from '../errors.js';
import type { JobReads } from '../read-models/jobs.js';

/** Largest write an agent may send, and largest read a workspace client answers, in bytes. */
export const MAX_WORKSPACE_BYTES = 256 * 1024;
/** How long the workspace client has to run one operation. */
export const EXEC_TIMEOUT_MS = 30_000;

export const opRequest = z.object({
  jobId: z.string().min(1).max(100),
  op: z.enum(JAILBOX_OPS),
  path: z.string().max(4096).default('.'),
  /** write: the bytes, base64. */
  data: z.string().max(Math.ceil(MAX_WORKSPACE_BYTES / 3) * 4 + 4).optional(),
  /** search: a literal text to find. */
  query: z.string().min(1).max(200).optional(),
  /** read: a byte range. */
  offset: z.number().int().min(0).optional(),
  length: z.number().int().min(1).max(MAX_WORKSPACE_BYTES).optional(),
}).superRefine((r, ctx) => {
  if (r.op === 'write' && r.data === undefined) ctx.addIssue({ code: 'custom', path: ['data'], message: 'a write carries data (base64)' });
  if (r.op === 'search' && r.query === undefined) ctx.addIssue({ code: 'custom', path: ['query'], message: 'a search carries a query' });
});
export type OpRequest = z.infer<typeof opRequest>;

export interface SocketAuth {
  identity: string;
  via: 'session' | 'token';
  token?: { purpose: 'workspace' | 'agent'; jobId: string; sessionId: string };
}

const room = (jobId: string) => `job:${jobId}`;

export class JailboxRelay {
  /** The workspace client of each job connected to this gateway. */
  readonly #workspaces = new Map<string, Socket>();
  readonly #running = new Set<string>();

  constructor(private readonly deps: { io: Server; knex: Knex; actors: Actors; jobs: JobReads; log: Logger }) {}

  /** An agent's operation: payload stored, then the command; answers the op id and whether it waits. */
  async request(auth: SocketAuth, raw: unknown): Promise<{ opId: string; status: 'pending' | 'approved' }> {
    const parsed = opRequest.safeParse(raw);
    if (!parsed.success) {
      throw new ApiError('VALIDATION_ERROR', 'Invalid workspace operation', parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
    }
    const r = parsed.data;
    if (auth.token && auth.token.jobId !== r.jobId) throw new ApiError('FORBIDDEN', 'The connect token is for another job');
    const job = await this.deps.jobs.job(r.jobId);
    if (this.deps.jobs.roleOf(job, auth.identity) !== 'seller') throw new ApiError('FORBIDDEN', 'Only the agent sends workspace operations');
    const bytes = r.data === undefined ? 0 : Buffer.from(r.data, 'base64').length;
    if (bytes > MAX_WORKSPACE_BYTES) throw new ApiError('VALIDATION_ERROR', `A write may carry at most ${MAX_WORKSPACE_BYTES} bytes`, [{ field: 'data', limit: MAX_WORKSPACE_BYTES }]);
    const opId = randomUUID();
    const request = { op: r.op, path: r.path, data: r.data, query: r.query, offset: r.offset, length: r.length };
    await this.deps.knex('jailbox_payloads').insert({ job_id: job.id, op_id: opId, part: 'request', data: Buffer.from(JSON.stringify(request)) });
    const reply = await sendCommand<{ data: { jailbox: { pending: { opId: string }[] } } }>(this.deps.actors, JOB_KIND, job.id, {
      type: 'jailbox-op', by: auth.identity, opId, kind: r.op, path: r.path, size: bytes,
    });
    return { opId, status: reply.data.jailbox.pending.some((p) => p.opId === opId) ? 'pending' : 'approved' };
  }

  /** The buyer's workspace client says it is ready: it becomes the job's workspace here and runs what is waiting. */
  async ready(socket: Socket, auth: SocketAuth, jobId: unknown): Promise<void> {
    if (!auth.token || auth.token.purpose !== 'workspace' || auth.token.jobId !== jobId) {
      throw new ApiError('FORBIDDEN', 'Only a workspace client with this job\'s workspace token serves the folder');
    }
    const previous = this.#workspaces.get(auth.token.jobId);
    if (previous && previous.id !== socket.id) previous.disconnect(true);
    this.#workspaces.set(auth.token.jobId, socket);
    socket.once('disconnect', () => {
      if (this.#workspaces.get(auth.token!.jobId) === socket) this.#workspaces.delete(auth.token!.jobId);
    });
    const job = await this.deps.jobs.job(auth.token.jobId);
    for (const opId of (job.view.jailbox?.running ?? []) as string[]) void this.#execute(job.id, opId);
  }

  /** A job event about the workspace, as every gateway hears it. */
  onEvent(jobId: string, e: PublishedEvent): void {
    const p = e.payload as Record<string, any>;
    switch (e.type) {
      case 'jailbox_opened':
        this.deps.io.to(room(jobId)).emit('jailbox:opened', { jobId, sessionId: p.sessionId, mode: p.mode, permissions: p.permissions });
        return;
      case 'jailbox_op_requested':
        if (p.op.status === 'pending') {
          this.deps.io.to(room(jobId)).emit('jailbox:pending', { jobId, opId: p.op.id, op: p.op.kind, path: p.op.path, size: p.op.size });
        } else {
          void this.#execute(jobId, p.op.id);
        }
        return;
      case 'jailbox_op_decided':
        if (p.decision === 'approved') void this.#execute(jobId, p.opId);
        else this.deps.io.to(room(jobId)).emit('jailbox:result', { jobId, opId: p.opId, ok: false, error: 'rejected by the buyer' });
        return;
      case 'jailbox_op_finished':
        void this.#tellResult(jobId, p.opId, p.ok, p.error);
        return;
      case 'jailbox_ended':
        this.end(jobId, p.sessionId, p.reason);
        return;
    }
  }

  /** Tells the room and disconnects the session's workspace client and token sockets here. */
  end(jobId: string, sessionId: string, reason: string): void {
    this.deps.io.to(room(jobId)).emit('jailbox:ended', { jobId, sessionId, reason });
    for (const s of this.deps.io.sockets.sockets.values()) {
      const a = s.data.auth as SocketAuth | undefined;
      if (a?.token && a.token.jobId === jobId && a.token.sessionId === sessionId) s.disconnect(true);
    }
    this.#workspaces.delete(jobId);
  }

  async #execute(jobId: string, opId: string): Promise<void> {
    const ws = this.#workspaces.get(jobId);
    const key = `${jobId}/${opId}`;
    if (!ws || this.#running.has(key)) return;
    this.#running.add(key);
    try {
      const row = await this.deps.knex('jailbox_payloads').where({ job_id: jobId, op_id: opId, part: 'request' }).first('data');
      if (!row) return;
      const request = JSON.parse(Buffer.from(row.data).toString('utf8'));
      let result: { ok: boolean; error?: string; [k: string]: unknown };
      try {
        result = await ws.timeout(EXEC_TIMEOUT_MS).emitWithAck('jailbox:exec', { jobId, opId, ...request });
      } catch {
        result = { ok: false, error: 'the workspace client did not answer in time' };
      }
      const ok = result?.ok === true;
      const error = ok ? undefined : String(result?.error ?? 'failed').slice(0, 500);
      const buyer = (ws.data.auth as SocketAuth).identity;
      await this.deps.knex('jailbox_payloads')
        .insert({ job_id: jobId, op_id: opId, part: 'result', data: Buffer.from(JSON.stringify({ ...result, ok, error })) })
        .onConflict(['job_id', 'op_id', 'part']).ignore();
      await sendCommand(this.deps.actors, JOB_KIND, jobId, { type: 'jailbox-finish', by: buyer, opId, ok, ...(error ? { error } : {}) });
    } catch (err) {
      this.deps.log.warn({ event: 'jailbox.exec_failed', jobId, opId, err: String(err) });
    } finally {
      this.#running.delete(key);
    }
  }

  async #tellResult(jobId: string, opId: string, ok: boolean, error: string | null): Promise<void> {
    const row = await this.deps.knex('jailbox_payloads').where({ job_id: jobId, op_id: opId, part: 'result' }).first('data');
    const result = row ? JSON.parse(Buffer.from(row.data).toString('utf8')) : {};
    this.deps.io.to(room(jobId)).emit('jailbox:result', { ...result, jobId, opId, ok, ...(error ? { error } : {}) });
  }
}
