/**
 * The platform's real-time channel (DESIGN "Real time"): socket.io at path `/ws`, authenticated by the
 * `session` cookie. In: `job:join {jobId}`, `chat:send {jobId, content, clientMessageId}` (both with
 * acks). Out: `chat:message`, `job:status`, `session_ending`, `error`.
 *
 * Reconnection is socket.io's (exponential backoff with jitter, `maxRetries` attempts); the cookie is
 * read afresh for every attempt, rooms are joined again after each reconnect, and a refusal by the
 * server's auth (expired session) asks `relogin` for a new cookie and connects again.
 */
import { EventEmitter } from 'node:events';
import { io, type Socket } from 'socket.io-client';
import * as wire from './wire.js';

export interface RealtimeOptions {
  baseUrl: string;
  cookie: () => string | undefined;
  /** Logs in again; called when the server refuses the connection's session. */
  relogin: () => Promise<void>;
  maxRetries: number;
  delayMs?: number;
  delayMaxMs?: number;
  ackTimeoutMs?: number;
}

export interface RealtimeEvents {
  connected: [];
  disconnected: [reason: string];
  reconnecting: [attempt: number];
  /** Every reconnection attempt failed (`maxRetries` reached). */
  'gave-up': [];
  'chat:message': [wire.ChatMessage];
  'job:status': [wire.JobStatusEvent];
  session_ending: [{ jobId: string }];
  'server-error': [{ message: string; code?: string }];
}

export class Realtime extends EventEmitter<RealtimeEvents> {
  readonly socket: Socket;
  private readonly joined = new Set<string>();
  private closed = false;

  constructor(private readonly options: RealtimeOptions) {
    super();
    this.socket = io(options.baseUrl, {
      path: '/ws',
      transports: ['websocket'],
      autoConnect: false,
      reconnection: true,
      reconnectionAttempts: options.maxRetries,
      reconnectionDelay: options.delayMs ?? 1_000,
      reconnectionDelayMax: options.delayMaxMs ?? 30_000,
      randomizationFactor: 0.5,
      extraHeaders: this.headers(),
    });
    const manager = this.socket.io;
    manager.on('reconnect_attempt', (n) => {
      manager.opts.extraHeaders = this.headers();
      this.emit('reconnecting', n);
    });
    manager.on('reconnect_failed', () => this.emit('gave-up'));
    this.socket.on('connect', () => {
      this.emit('connected');
      for (const jobId of this.joined) void this.emitAck('job:join', { jobId }).catch(() => {});
    });
    this.socket.on('disconnect', (reason) => this.emit('disconnected', reason));
    this.socket.on('connect_error', (err) => {
      // A refusal by the server's middleware is not retried by socket.io: log in again, then retry.
      if (this.closed || this.socket.active) return;
      void this.options.relogin().then(
        () => { if (!this.closed) { manager.opts.extraHeaders = this.headers(); this.socket.connect(); } },
        () => this.emit('disconnected', `auth refused: ${err.message}`),
      );
    });
    this.socket.on('chat:message', (m: unknown) => {
      const parsed = wire.chatMessage.safeParse(m);
      if (parsed.success) this.emit('chat:message', parsed.data);
    });
    this.socket.on('job:status', (m: unknown) => {
      const parsed = wire.jobStatusEvent.safeParse(m);
      if (parsed.success) this.emit('job:status', parsed.data);
    });
    this.socket.on('session_ending', (m: { jobId?: unknown }) => {
      if (typeof m?.jobId === 'string') this.emit('session_ending', { jobId: m.jobId });
    });
    this.socket.on('error', (m: { message?: unknown; code?: unknown }) => {
      this.emit('server-error', { message: String(m?.message ?? m), code: typeof m?.code === 'string' ? m.code : undefined });
    });
  }

  private headers(): Record<string, string> {
    const cookie = this.options.cookie();
    return cookie ? { cookie } : {};
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  /** Connects; resolves on the first connection, rejects on a connection error. */
  connect(timeoutMs = 15_000): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { cleanup(); reject(new Error(`no real-time connection to ${this.options.baseUrl} within ${timeoutMs} ms`)); }, timeoutMs);
      const ok = () => { cleanup(); resolve(); };
      const fail = (err: Error) => { if (!this.socket.active) { cleanup(); reject(err); } };
      const cleanup = () => { clearTimeout(timer); this.socket.off('connect', ok); this.socket.off('connect_error', fail); };
      this.socket.on('connect', ok);
      this.socket.on('connect_error', fail);
      this.socket.io.opts.extraHeaders = this.headers();
      this.socket.connect();
    });
  }

  private async emitAck(event: string, payload: unknown): Promise<Ack> {
    const answer = await this.socket.timeout(this.options.ackTimeoutMs ?? 10_000).emitWithAck(event, payload);
    const parsed = wire.ack.safeParse(answer);
    if (!parsed.success) throw new Error(`${event}: the server answered without {ok}`);
    return parsed.data;
  }

  /** Joins a job's room (again after every reconnect). */
  async join(jobId: string): Promise<void> {
    this.joined.add(jobId);
    const ack = await this.emitAck('job:join', { jobId });
    if (!ack.ok) {
      this.joined.delete(jobId);
      throw new Error(`job:join ${jobId} refused: ${JSON.stringify(ack.error)}`);
    }
  }

  leave(jobId: string): void {
    this.joined.delete(jobId);
  }

  /** Sends a chat message; answers the stored message. */
  async send(jobId: string, content: string, clientMessageId: string): Promise<wire.ChatMessage | null> {
    const ack = await this.emitAck('chat:send', { jobId, content, clientMessageId });
    if (!ack.ok) throw new Error(`chat:send refused: ${typeof ack.error === 'string' ? ack.error : JSON.stringify(ack.error)}`);
    const m = wire.chatMessage.safeParse(ack.message);
    return m.success ? m.data : null;
  }

  close(): void {
    this.closed = true;
    this.socket.io.opts.reconnection = false;
    this.socket.disconnect();
    this.removeAllListeners();
  }
}

type Ack = { ok: boolean; error?: unknown; message?: unknown };
