/**
 * The control socket, `ctl.sock` in the dispatcher folder (mode 0600: only the owner may steer the
 * dispatcher). HTTP over the Unix socket, JSON both ways, so `curl --unix-socket` works too:
 *
 * | request | ctl command |
 * |---|---|
 * | GET /status | ctl status |
 * | GET /jobs?agent=&status= | ctl jobs |
 * | GET /agents | ctl agents |
 * | GET /earnings?from=&to= | ctl earnings |
 * | POST /jobs/:id/deliver | ctl deliver |
 * | POST /jobs/:id/reject {reason} | ctl reject |
 * | POST /shutdown {force} | ctl shutdown |
 */
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { z } from 'zod';
import { DispatcherError, issuePath } from './errors.js';

export interface ControlHandlers {
  status(): Promise<unknown>;
  jobs(filter: { agent?: string; status?: string }): Promise<unknown>;
  agents(): Promise<unknown>;
  earnings(range: { from?: string; to?: string }): Promise<unknown>;
  deliver(jobId: string): Promise<unknown>;
  reject(jobId: string, reason: string): Promise<unknown>;
  shutdown(force: boolean): Promise<unknown>;
}

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const earningsQuery = z.strictObject({
  from: z.string().regex(DATE, 'must be a date (YYYY-MM-DD) or ISO time').optional(),
  to: z.string().regex(DATE, 'must be a date (YYYY-MM-DD) or ISO time').optional(),
});
const jobsQuery = z.strictObject({ agent: z.string().min(1).optional(), status: z.string().min(1).optional() });
const rejectBody = z.strictObject({ reason: z.string().trim().min(1, 'give a reason').max(2000) });
const shutdownBody = z.strictObject({ force: z.boolean().default(false) });

function parse<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const details = r.error.issues.map((i) => ({ field: issuePath(i.path), message: i.message }));
    throw new DispatcherError('VALIDATION_ERROR', details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join('; '), details);
  }
  return r.data;
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 64 * 1024) throw new DispatcherError('VALIDATION_ERROR', 'body too large');
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new DispatcherError('VALIDATION_ERROR', 'body is not JSON');
  }
}

export interface ControlServer {
  path: string;
  close(): Promise<void>;
}

export async function startControlServer(path: string, h: ControlHandlers): Promise<ControlServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://ctl');
    const route = `${req.method} ${url.pathname}`;
    const query = Object.fromEntries(url.searchParams);
    const job = /^\/jobs\/([^/]+)\/(deliver|reject)$/.exec(url.pathname);
    (async () => {
      if (route === 'GET /status') return h.status();
      if (route === 'GET /jobs') return h.jobs(parse(jobsQuery, query));
      if (route === 'GET /agents') return h.agents();
      if (route === 'GET /earnings') return h.earnings(parse(earningsQuery, query));
      if (req.method === 'POST' && job?.[2] === 'deliver') return h.deliver(decodeURIComponent(job[1]!));
      if (req.method === 'POST' && job?.[2] === 'reject') return h.reject(decodeURIComponent(job[1]!), parse(rejectBody, await body(req)).reason);
      if (route === 'POST /shutdown') return h.shutdown(parse(shutdownBody, await body(req)).force);
      throw new DispatcherError('NOT_FOUND', `no control command ${route}`);
    })().then(
      (data) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data }));
      },
      (err) => {
        const e = err instanceof DispatcherError ? err : new DispatcherError('INTERNAL_ERROR', (err as Error).message);
        res.writeHead(e.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(e.toWire()));
      },
    );
  });
  // A socket file left by a dispatcher that died: nothing listens on it, so it can go.
  if (existsSync(path)) unlinkSync(path);
  const oldMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(oldMask);
  }
  chmodSync(path, 0o600);
  return {
    path,
    close: () => new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}
