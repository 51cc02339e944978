/**
 * Workspace tools: `read_file`, `write_file`, `list_directory` and `search_files`, offered to the
 * model of a job whose buyer has opened a workspace session (jailbox), and run in the buyer's folder
 * through the platform, never directly.
 *
 * The dispatcher asks the platform for the session and an agent connect token before each turn
 * (`workspaceGrant`); the token is scoped to that job, that agent and that session, and ends with it,
 * so it is handed to the job's runner (process or container), which connects to the socket layer with
 * it (`JailboxWorkspace`) and sends `jailbox:op` per tool call, then waits for its `jailbox:result`.
 * In a supervised session a write waits for the buyer's approval; a rejected one answers the model
 * with an error and never reaches the folder.
 */
import { tool, type ToolSet } from 'ai';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import type { WorkspaceGrant, WorkspaceOperation, WorkspaceTool } from './isolation/protocol.js';

/** Longest a write waits for the buyer's approval before the model hears it is still pending. */
export const APPROVAL_WAIT_MS = 120_000;
/** Longest any other operation waits for its result (the workspace client has 30 s). */
const RESULT_WAIT_MS = 45_000;
const READ_LIMIT = 64 * 1024;

type Result = { ok: boolean; error?: string; [k: string]: unknown };

/** One turn's connection to the job's workspace session, inside the runner. */
export class JailboxWorkspace {
  private socket: Socket | null = null;
  private readonly results = new Map<string, Result>();
  private readonly waiters = new Map<string, (r: Result) => void>();

  constructor(private readonly grant: WorkspaceGrant, private readonly onOperation?: (op: WorkspaceOperation) => void) {}

  private connect(): Promise<Socket> {
    if (this.socket?.connected) return Promise.resolve(this.socket);
    const socket = io(this.grant.url, {
      path: this.grant.path, auth: { token: this.grant.token }, transports: ['websocket'], reconnection: false,
    });
    this.socket = socket;
    socket.on('jailbox:result', (r: Result & { opId?: string; jobId?: string }) => {
      if (r.jobId !== this.grant.jobId || typeof r.opId !== 'string') return;
      const waiter = this.waiters.get(r.opId);
      if (waiter) waiter(r);
      else this.results.set(r.opId, r);
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => {
        // Results go to the job's room.
        socket.timeout(10_000).emitWithAck('job:join', { jobId: this.grant.jobId }).then(() => resolve(socket), reject);
      });
      socket.once('connect_error', (err) => reject(new Error(`cannot reach the workspace session: ${err.message}`)));
    });
  }

  /** Sends one operation and waits for its result (or `waitMs`). */
  async run(op: WorkspaceOperation, fields: Record<string, unknown>, signal: AbortSignal, waitMs = RESULT_WAIT_MS): Promise<Result> {
    const socket = await this.connect();
    const ack = await socket.timeout(10_000).emitWithAck('jailbox:op', { jobId: this.grant.jobId, op, ...fields }).catch(() => null) as
      { ok: boolean; opId?: string; status?: string; error?: { code?: string; message?: string } } | null;
    if (!ack) return { ok: false, error: 'the platform did not answer the operation' };
    if (!ack.ok || !ack.opId) return { ok: false, error: ack.error?.message ?? 'the platform refused the operation' };
    this.onOperation?.(op);
    const opId = ack.opId;
    const early = this.results.get(opId);
    if (early) return early;
    return new Promise<Result>((resolve) => {
      const done = (r: Result) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.waiters.delete(opId);
        resolve(r);
      };
      const onAbort = () => done({ ok: false, error: 'the turn ended before the operation finished' });
      const timer = setTimeout(() => done({
        ok: false,
        error: ack.status === 'pending' ? 'the buyer has not approved this write yet; it stays pending' : 'the workspace did not answer in time',
      }), waitMs);
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiters.set(opId, done);
    });
  }

  close(): void {
    this.socket?.close();
    this.socket = null;
  }
}

/** The model's view of a result: text instead of base64, no routing fields. */
function forModel(r: Result): Record<string, unknown> {
  if (!r.ok) return { error: r.error ?? 'failed' };
  const { ok: _ok, jobId: _job, opId: _op, data, ...rest } = r;
  return typeof data === 'string' ? { ...rest, content: Buffer.from(data, 'base64').toString('utf8') } : rest;
}

/** The AI SDK tools of a grant. */
export function workspaceToolSet(ws: JailboxWorkspace, grant: WorkspaceGrant, signal: AbortSignal): ToolSet {
  const tools: ToolSet = {};
  const path = z.string().min(1).describe('a path relative to the root of the buyer\'s workspace folder');
  for (const name of grant.tools) {
    if (name === 'read_file') {
      tools.read_file = tool({
        description: `Reads a text file of the buyer's workspace (at most ${READ_LIMIT} bytes from offset).`,
        inputSchema: z.object({ path, offset: z.number().int().min(0).optional() }),
        execute: async ({ path: p, offset }) => forModel(await ws.run('read', { path: p, offset: offset ?? 0, length: READ_LIMIT }, signal)),
      });
    } else if (name === 'write_file') {
      tools.write_file = tool({
        description: grant.mode === 'supervised'
          ? 'Writes a text file in the buyer\'s workspace; the buyer approves each write before it lands.'
          : 'Writes a text file in the buyer\'s workspace.',
        inputSchema: z.object({ path, content: z.string() }),
        execute: async ({ path: p, content }) =>
          forModel(await ws.run('write', { path: p, data: Buffer.from(content, 'utf8').toString('base64') }, signal, APPROVAL_WAIT_MS)),
      });
    } else if (name === 'list_directory') {
      tools.list_directory = tool({
        description: 'Lists a folder of the buyer\'s workspace.',
        inputSchema: z.object({ path: path.default('.') }),
        execute: async ({ path: p }) => forModel(await ws.run('list', { path: p }, signal)),
      });
    } else {
      tools.search_files = tool({
        description: 'Searches the text files of the buyer\'s workspace for a literal text.',
        inputSchema: z.object({ query: z.string().min(1), path: path.default('.') }),
        execute: async ({ query, path: p }) => forModel(await ws.run('search', { path: p, query }, signal)),
      });
    }
  }
  return tools;
}
