/**
 * The dev chain's HTTP face, shaped like verusd's (bitcoind's httprpc): POST a JSON-RPC 1.0 request
 * (or a batch array) with basic auth; replies are `{result, error, id}`. A bad or missing password is
 * 401 with no body; an unknown method is 404 with -32601; an invalid request 400 with -32600; any
 * other error 500 with the method's code; success 200.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { RPC_CODES } from '../rpc.js';
import type { RpcMethod } from './methods.js';
import { RpcFault } from './rpc-fault.js';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

interface Reply {
  result: unknown;
  error: { code: number; message: string } | null;
  id: unknown;
}

export interface RpcServerOptions {
  host: string;
  port: number;
  user: string;
  pass: string;
  methods: Record<string, RpcMethod>;
  log: Logger;
}

export interface RunningRpcServer {
  host: string;
  port: number;
  close(): Promise<void>;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function statusOf(reply: Reply): number {
  if (!reply.error) return 200;
  if (reply.error.code === RPC_CODES.INVALID_REQUEST) return 400;
  if (reply.error.code === RPC_CODES.METHOD_NOT_FOUND) return 404;
  return 500;
}

/** Listens on host:port; resolves once listening (port 0 picks a free one). */
export function listenRpc(options: RpcServerOptions): Promise<RunningRpcServer> {
  const expected = digest(`Basic ${Buffer.from(`${options.user}:${options.pass}`).toString('base64')}`);
  const { methods, log } = options;

  const call = async (request: unknown): Promise<Reply> => {
    const r = request as Record<string, unknown>;
    const id = typeof request === 'object' && request !== null && 'id' in r ? r.id : null;
    try {
      if (typeof request !== 'object' || request === null || Array.isArray(request)) {
        throw new RpcFault(RPC_CODES.INVALID_REQUEST, 'Invalid Request object');
      }
      if (r.method === undefined) throw new RpcFault(RPC_CODES.INVALID_REQUEST, 'Missing method');
      if (typeof r.method !== 'string') throw new RpcFault(RPC_CODES.INVALID_REQUEST, 'Method must be a string');
      const params = r.params === undefined || r.params === null ? [] : r.params;
      if (!Array.isArray(params)) throw new RpcFault(RPC_CODES.INVALID_REQUEST, 'Params must be an array');
      const method = Object.hasOwn(methods, r.method) ? methods[r.method] : undefined;
      if (!method) throw new RpcFault(RPC_CODES.METHOD_NOT_FOUND, 'Method not found');
      return { result: (await method(params)) ?? null, error: null, id };
    } catch (err) {
      if (err instanceof RpcFault) return { result: null, error: { code: err.code, message: err.message }, id };
      log.error({ event: 'devchain.rpc_failed', method: r?.method, err }, 'dev chain method failed');
      return { result: null, error: { code: RPC_CODES.MISC_ERROR, message: (err as Error)?.message ?? String(err) }, id };
    }
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = `${JSON.stringify(body)}\n`;
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const auth = req.headers.authorization;
    if (!auth || !timingSafeEqual(digest(auth), expected)) {
      log.warn({ event: 'devchain.auth_refused', remote: req.socket.remoteAddress }, 'dev chain refused RPC credentials');
      res.writeHead(401, { 'www-authenticate': 'Basic realm="jsonrpc"', 'content-length': 0 });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST', 'content-length': 0 });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413, { connection: 'close', 'content-length': 0 });
        res.end();
        req.destroy();
        return;
      }
      chunks.push(chunk as Buffer);
    }
    let request: unknown;
    try {
      request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      send(res, 500, { result: null, error: { code: RPC_CODES.PARSE_ERROR, message: 'Parse error' }, id: null });
      return;
    }
    if (Array.isArray(request)) {
      send(res, 200, await Promise.all(request.map(call)));
      return;
    }
    const reply = await call(request);
    send(res, statusOf(reply), reply);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      log.error({ event: 'devchain.http_failed', err }, 'dev chain request failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 30_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        host: options.host,
        port,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}
