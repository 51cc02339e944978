/** Real-time test helpers: a job between two logged-in parties, and socket.io clients as browsers and agents open them. */
import { expect } from 'chai';
import { io, type Socket } from 'socket.io-client';
import type { Browser, Harness } from '../gateway/harness.js';
import { createJob, parties, type Parties } from '../jobs/helpers.js';

export interface Room extends Parties {
  jobId: string;
}

/** A requested job (chat is open from `requested`) between a fresh buyer and a fresh agent. */
export async function room(h: Harness, over: Record<string, unknown> = {}): Promise<Room> {
  const p = await parties(h, 'prepay', over);
  const job = await createJob(h, p);
  return { ...p, jobId: job.id };
}

/** The `Cookie` header a browser would send. */
export const cookieOf = (b: Browser): string => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

export interface Client {
  socket: Socket;
  /** Every `chat:message` received, in order. */
  messages: any[];
  errors: any[];
  events: { name: string; payload: any }[];
  emit<T = any>(event: string, payload: unknown): Promise<T>;
  close(): void;
}

/** A connected socket (cookie of `b`, or a connect token); rejects with the connect error. */
export async function connect(base: string, auth: { browser?: Browser; token?: string }): Promise<Client> {
  const socket = io(base, {
    path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true,
    extraHeaders: auth.browser ? { cookie: cookieOf(auth.browser), 'x-forwarded-for': auth.browser.ip } : {},
    auth: auth.token ? { token: auth.token } : {},
  });
  const c: Client = {
    socket, messages: [], errors: [], events: [],
    emit: (event, payload) => socket.timeout(20_000).emitWithAck(event, payload),
    close: () => socket.close(),
  };
  socket.on('chat:message', (m) => c.messages.push(m));
  socket.on('error', (e) => c.errors.push(e));
  socket.onAny((name, payload) => c.events.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
  return c;
}

export async function joined(base: string, browser: Browser, jobId: string): Promise<Client> {
  const c = await connect(base, { browser });
  const ack = await c.emit('job:join', { jobId });
  expect(ack, JSON.stringify(ack)).to.include({ ok: true });
  return c;
}

export async function until(what: string, cond: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
