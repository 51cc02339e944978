/**
 * The client's real-time channel against a socket.io server on path /ws that authenticates by the
 * `session` cookie and speaks the DESIGN events (`job:join`, `chat:send` with acks; `chat:message`).
 * The server is a peer for the client's connection handling only (reconnect, rejoin, give up, log in
 * again); the platform's own channel is exercised by test/dispatcher/job-flow.test.ts.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import { expect } from 'chai';
import { Server } from 'socket.io';
import { Realtime } from '../../client/realtime.js';

interface Peer { http: HttpServer; io: Server; port: number; joins: string[]; close(): Promise<void> }

async function peer(port = 0, validCookie = () => 'session=good'): Promise<Peer> {
  const http = createServer();
  const io = new Server(http, { path: '/ws' });
  const joins: string[] = [];
  io.use((socket, next) => (socket.handshake.headers.cookie === validCookie() ? next() : next(new Error('Session expired'))));
  io.on('connection', (socket) => {
    socket.on('job:join', (p: { jobId: string }, ack: (a: unknown) => void) => {
      joins.push(p.jobId);
      void socket.join(p.jobId);
      ack({ ok: true });
    });
    socket.on('chat:send', (p: { jobId: string; content: string }, ack: (a: unknown) => void) => {
      const message = { id: String(Date.now()), jobId: p.jobId, senderChainId: 'iSeller', content: p.content, createdAt: new Date().toISOString() };
      io.to(p.jobId).emit('chat:message', message);
      ack({ ok: true, message });
    });
  });
  await new Promise<void>((r) => http.listen(port, '127.0.0.1', () => r()));
  return {
    http, io, joins, port: (http.address() as { port: number }).port,
    close: () => new Promise<void>((r) => { io.close(); http.closeAllConnections(); http.close(() => r()); }),
  };
}

const waitFor = (rt: Realtime, event: 'connected' | 'gave-up', timeoutMs = 10_000) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    rt.once(event, () => { clearTimeout(t); resolve(); });
  });

describe('client real-time channel (socket.io on /ws)', function () {
  this.timeout(30_000);

  it('joins, sends with an ack, and receives chat:message', async () => {
    const p = await peer();
    const rt = new Realtime({ baseUrl: `http://127.0.0.1:${p.port}`, cookie: () => 'session=good', relogin: async () => {}, maxRetries: 3 });
    try {
      await rt.connect();
      await rt.join('job-1');
      const got = new Promise((r) => rt.once('chat:message', r));
      const stored = await rt.send('job-1', 'hello', 'c1');
      expect(stored).to.include({ jobId: 'job-1', content: 'hello' });
      expect(await got).to.include({ content: 'hello' });
    } finally {
      rt.close();
      await p.close();
    }
  });

  it('reconnects after the server comes back and joins its rooms again', async () => {
    let p = await peer();
    const port = p.port;
    const rt = new Realtime({ baseUrl: `http://127.0.0.1:${port}`, cookie: () => 'session=good', relogin: async () => {}, maxRetries: 20, delayMs: 100, delayMaxMs: 300 });
    try {
      await rt.connect();
      await rt.join('job-2');
      await p.close();
      const back = waitFor(rt, 'connected');
      p = await peer(port);
      await back;
      await new Promise((r) => setTimeout(r, 200));
      expect(p.joins).to.deep.equal(['job-2']);
    } finally {
      rt.close();
      await p.close();
    }
  });

  it('gives up after maxRetries attempts', async () => {
    const p = await peer();
    const rt = new Realtime({ baseUrl: `http://127.0.0.1:${p.port}`, cookie: () => 'session=good', relogin: async () => {}, maxRetries: 2, delayMs: 50, delayMaxMs: 100 });
    const attempts: number[] = [];
    rt.on('reconnecting', (n) => attempts.push(n));
    try {
      await rt.connect();
      const gaveUp = waitFor(rt, 'gave-up');
      await p.close();
      await gaveUp;
      expect(attempts).to.deep.equal([1, 2]);
    } finally {
      rt.close();
    }
  });

  it('logs in again when the server refuses the session, then connects', async () => {
    let cookie = 'session=old';
    let relogins = 0;
    const p = await peer(0, () => 'session=new');
    const rt = new Realtime({
      baseUrl: `http://127.0.0.1:${p.port}`, cookie: () => cookie, maxRetries: 3,
      relogin: async () => { relogins += 1; cookie = 'session=new'; },
    });
    try {
      const connected = waitFor(rt, 'connected');
      rt.socket.connect();
      await connected;
      expect(relogins).to.equal(1);
    } finally {
      rt.close();
      await p.close();
    }
  });
});
