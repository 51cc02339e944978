/**
 * The real-time channel (spec "Events", DESIGN "Real time"): socket.io at path `/ws` on every
 * gateway. A socket is authenticated once, when it connects, by the `session` cookie or by
 * `auth: {token}` (a connect token, tokens.ts); a token socket acts only on its job.
 *
 * In:  `job:join {jobId}` -> ack `{ok, error?}`; `job:leave {jobId}`;
 *      `chat:send {jobId, content, clientMessageId?}` -> ack `{ok, message?, error?}`;
 *      `chat:history {jobId, afterId?, limit?}` -> ack `{ok, messages, hasMore, error?}`;
 *      `jailbox:op {...}` (agent) -> ack `{ok, opId, status}`; `jailbox:ready {jobId}` (workspace client).
 * Out: `chat:message` (the stored message), `job:status {jobId, status, ...}`, `session_ending {jobId}`,
 *      `error {message, code?}`, `jailbox:opened|pending|result|ended`, and `jailbox:exec` to the
 *      workspace client.
 * Errors in acks are `{code, message, details}` with the API's codes.
 */
import type { Server as HttpServer } from 'node:http';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { PublishedEvent, RuntimeClient } from '../../runtime/mod.js';
import type { ScannerClient } from '../../scanner/client/mod.js';
import type { Actors } from '../actors.js';
import { unsignCookieValue } from '../auth/cookie-signature.js';
import { SESSION_COOKIE } from '../auth/cookies.js';
import type { SessionStore } from '../auth/sessions.js';
import { ApiError, toApiError } from '../errors.js';
import { ChatPipeline, type ChatMessage } from './chat.js';
import { JobFeeds } from './feed.js';
import { JailboxRelay, type SocketAuth } from './jailbox.js';
import { readConnectToken } from './tokens.js';

export const WS_PATH = '/ws';
const HISTORY_MAX = 1000;

export interface RealtimeDeps {
  knex: Knex;
  actors: Actors;
  events: Pick<RuntimeClient, 'subscribeEvents' | 'subscribeNotes' | 'publishNote'>;
  scanner: ScannerClient;
  sessions: SessionStore;
  cookieSecret: string;
  log: Logger;
  /** CORS origins allowed to open sockets from a browser (CORS_ORIGIN); none means same-origin only. */
  origins?: string[];
  /** The gateway's chat pipeline (shared with the HTTP routes). */
  chat?: ChatPipeline;
}

export interface Realtime {
  io: Server;
  chat: ChatPipeline;
  feeds: JobFeeds;
  /** Disconnects every socket and stops listening to jobs; the HTTP server stays up. */
  close(): Promise<void>;
}

const jobRef = z.object({ jobId: z.string().min(1).max(100) });
const sendBody = z.object({ jobId: z.string().min(1).max(100), content: z.unknown(), clientMessageId: z.string().min(1).max(100).optional() });
const historyBody = z.object({
  jobId: z.string().min(1).max(100),
  afterId: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(HISTORY_MAX).default(HISTORY_MAX),
});

const room = (jobId: string) => `job:${jobId}`;
const wire = (err: unknown) => {
  const e = toApiError(err);
  return { code: e.code, message: e.message, details: e.details };
};
type Ack = (answer: unknown) => void;
const ackOf = (a: unknown): Ack => (typeof a === 'function' ? (a as Ack) : () => {});

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const r = schema.safeParse(raw ?? {});
  if (!r.success) throw new ApiError('VALIDATION_ERROR', 'Invalid data', r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
  return r.data;
}

export function attachRealtime(server: HttpServer, deps: RealtimeDeps): Realtime {
  const io = new Server(server, {
    path: WS_PATH,
    serveClient: false,
    maxHttpBufferSize: 1e6,
    cors: deps.origins?.length ? { origin: deps.origins, credentials: true } : undefined,
  });
  const chat = deps.chat ?? new ChatPipeline({ knex: deps.knex, actors: deps.actors, notes: deps.events, scanner: deps.scanner, log: deps.log });
  let jailbox: JailboxRelay;
  const feeds = new JobFeeds({
    events: deps.events, knex: deps.knex, log: deps.log,
    sink: {
      messages(jobId: string, messages: ChatMessage[]) {
        for (const m of messages) io.to(room(jobId)).emit('chat:message', m);
      },
      event(jobId: string, e: PublishedEvent) {
        if (e.type === 'job:status') io.to(room(jobId)).emit('job:status', e.payload);
        else if (e.type === 'session_ending') io.to(room(jobId)).emit('session_ending', { jobId });
        else if (e.type.startsWith('jailbox_')) jailbox.onEvent(jobId, e);
      },
    },
  });
  jailbox = new JailboxRelay({ io, knex: deps.knex, actors: deps.actors, jobs: chat.jobs, log: deps.log });

  io.use((socket, next) => {
    authenticate(socket).then((auth) => {
      socket.data.auth = auth;
      next();
    }, (err) => {
      const e = toApiError(err);
      next(Object.assign(new Error(e.message), { data: { code: e.code } }));
    });
  });

  async function authenticate(socket: Socket): Promise<SocketAuth> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token !== undefined) {
      const claims = readConnectToken(deps.cookieSecret, token);
      if (!claims) throw new ApiError('UNAUTHORIZED', 'Invalid or expired connect token');
      const job = await chat.jobs.job(claims.jobId);
      const jb = job.view.jailbox as { sessionId?: string; status?: string } | null | undefined;
      if (!jb || jb.status !== 'active' || jb.sessionId !== claims.sessionId) throw new ApiError('UNAUTHORIZED', 'The workspace session of this token has ended');
      const expected = claims.purpose === 'workspace' ? job.buyer_id : job.seller_id;
      if (claims.identity !== expected) throw new ApiError('UNAUTHORIZED', 'The connect token does not belong to this job\'s party');
      return { identity: claims.identity, via: 'token', token: { purpose: claims.purpose, jobId: job.id, sessionId: claims.sessionId } };
    }
    const signed = cookieValue(socket.request.headers.cookie, SESSION_COOKIE);
    const value = unsignCookieValue(deps.cookieSecret, SESSION_COOKIE, signed);
    if (!value) throw new ApiError('UNAUTHORIZED', 'Authentication required');
    const found = await deps.sessions.touch(value);
    if (found.state !== 'active') throw new ApiError('UNAUTHORIZED', found.state === 'expired' ? 'Session expired' : 'Authentication required');
    return { identity: found.session.identityAddress, via: 'session' };
  }

  /** The job a socket may act on: a token socket only its own; then participants only. */
  async function member(auth: SocketAuth, jobId: string) {
    if (auth.token && auth.token.jobId !== jobId) throw new ApiError('FORBIDDEN', 'The connect token is for another job');
    return chat.participant(jobId, auth.identity);
  }

  io.on('connection', (socket) => {
    const auth = socket.data.auth as SocketAuth;
    const joined = new Set<string>();
    const join = async (jobId: string) => {
      if (joined.has(jobId)) return;
      joined.add(jobId);
      await feeds.watch(jobId);
      await socket.join(room(jobId));
    };

    socket.on('job:join', async (raw: unknown, ack: unknown) => {
      try {
        const { jobId } = parse(jobRef, raw);
        const { job } = await member(auth, jobId);
        await join(job.id);
        ackOf(ack)({ ok: true, jobId: job.id, status: job.status });
      } catch (err) {
        ackOf(ack)({ ok: false, error: wire(err) });
      }
    });

    socket.on('job:leave', async (raw: unknown, ack: unknown) => {
      const jobId = (raw as { jobId?: unknown } | undefined)?.jobId;
      if (typeof jobId === 'string' && joined.delete(jobId)) {
        await socket.leave(room(jobId));
        feeds.unwatch(jobId);
      }
      ackOf(ack)({ ok: true });
    });

    socket.on('chat:send', async (raw: unknown, ack: unknown) => {
      try {
        const body = parse(sendBody, raw);
        if (auth.token && auth.token.jobId !== body.jobId) throw new ApiError('FORBIDDEN', 'The connect token is for another job');
        const message = await chat.post(auth.identity, body.jobId, body.content, body.clientMessageId);
        ackOf(ack)({ ok: true, message });
      } catch (err) {
        const error = wire(err);
        if (error.code === 'CONTENT_FLAGGED') socket.emit('error', { message: error.message, code: error.code });
        ackOf(ack)({ ok: false, error });
      }
    });

    socket.on('chat:history', async (raw: unknown, ack: unknown) => {
      try {
        const q = parse(historyBody, raw);
        const { job } = await member(auth, q.jobId);
        const { messages, total } = await chat.history(job.id, { afterId: q.afterId, limit: q.limit });
        ackOf(ack)({ ok: true, messages, hasMore: total > messages.length });
      } catch (err) {
        ackOf(ack)({ ok: false, error: wire(err) });
      }
    });

    socket.on('jailbox:op', async (raw: unknown, ack: unknown) => {
      try {
        // The sender wants the result, which goes to the job's room: a participant joins it first
        // (a no-op when it had), so no result can come before it listens.
        const jobId = (raw as { jobId?: unknown } | undefined)?.jobId;
        if (typeof jobId === 'string' && !joined.has(jobId)) {
          const participant = await member(auth, jobId).catch(() => null);
          if (participant) await join(participant.job.id);
        }
        ackOf(ack)({ ok: true, ...(await jailbox.request(auth, raw)) });
      } catch (err) {
        ackOf(ack)({ ok: false, error: wire(err) });
      }
    });

    socket.on('jailbox:ready', async (raw: unknown, ack: unknown) => {
      try {
        const { jobId } = parse(jobRef, raw);
        await join(jobId);
        await jailbox.ready(socket, auth, jobId);
        ackOf(ack)({ ok: true });
      } catch (err) {
        ackOf(ack)({ ok: false, error: wire(err) });
      }
    });

    socket.on('disconnect', () => {
      for (const jobId of joined) feeds.unwatch(jobId);
      joined.clear();
    });
  });

  let closed = false;
  return {
    io, chat, feeds,
    async close() {
      if (closed) return;
      closed = true;
      io.disconnectSockets(true);
      feeds.close();
      // Close the engine without closing the HTTP server, which the caller owns.
      io.engine.close();
    },
  };
}
