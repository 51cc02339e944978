/** The RPC client against daemons that fail: unreachable, silent, garbage, wrong shapes. */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { expect } from 'chai';
import { freePort } from '../../../bin/database.js';
import { RpcClient, RpcDaemonError, RpcUnavailableError } from '../../../chain/rpc.js';
import { toApiError } from '../../../gateway/errors.js';

function listening<T extends Server | TcpServer>(server: T): Promise<{ server: T; url: string }> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    resolve({ server, url: `http://127.0.0.1:${port}/` });
  }));
}

/** A fake daemon answering every request with `status` and `body`. */
const answering = (status: number, body: string) =>
  listening(createHttpServer((req, res) => { req.resume(); req.on('end', () => res.writeHead(status).end(body)); }));

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(() => { throw new Error('expected a failure'); }, (err) => err);
}

describe('chain RPC client', function () {
  this.timeout(20_000);

  it('reports an unreachable daemon quickly as RpcUnavailableError, which the API answers 502 RPC_ERROR', async () => {
    const rpc = new RpcClient({ url: `http://127.0.0.1:${await freePort()}/`, user: 'u', pass: 'p', timeoutMs: 2_000 });
    const started = Date.now();
    const err = await failure(rpc.getblockcount());
    expect(err).to.be.instanceOf(RpcUnavailableError).and.to.include({ code: 'RPC_UNAVAILABLE', method: 'getblockcount' });
    expect(err).to.not.have.property('status');
    expect(Date.now() - started).to.be.below(2_000);
    const api = toApiError(err);
    expect(api.status).to.equal(502);
    expect(api.code).to.equal('RPC_ERROR');
  });

  it('gives up on a daemon that accepts the connection but never answers, within the timeout', async () => {
    const sockets: import('node:net').Socket[] = [];
    const { server, url } = await listening(createTcpServer((s) => { sockets.push(s); }));
    try {
      const rpc = new RpcClient({ url, user: 'u', pass: 'p', timeoutMs: 300 });
      const started = Date.now();
      const err = await failure(rpc.getinfo());
      expect(err).to.be.instanceOf(RpcUnavailableError);
      expect((err as Error).message).to.match(/within 300 ms/);
      expect(Date.now() - started).to.be.below(3_000);
    } finally {
      sockets.forEach((s) => s.destroy());
      server.close();
    }
  });

  it('reports a non-JSON-RPC answer and an unexpected result shape as RpcUnavailableError', async () => {
    const html = await answering(502, '<html>bad gateway</html>');
    const shape = await answering(200, '{"result":{"identity":"nope"},"error":null,"id":1}');
    try {
      const e1 = await failure(new RpcClient({ url: html.url, user: 'u', pass: 'p' }).getblockcount());
      expect(e1).to.be.instanceOf(RpcUnavailableError);
      expect((e1 as Error).message).to.match(/HTTP 502/);
      const e2 = await failure(new RpcClient({ url: shape.url, user: 'u', pass: 'p' }).getidentity('alice@'));
      expect(e2).to.be.instanceOf(RpcUnavailableError);
      expect((e2 as Error).message).to.match(/unexpected shape/);
    } finally {
      html.server.close();
      shape.server.close();
    }
  });

  it('keeps a daemon error\'s code and message, and sends JSON-RPC 1.0 with basic auth', async () => {
    let seen: { auth?: string; body?: any } = {};
    const { server, url } = await listening(createHttpServer((req, res) => {
      let text = '';
      req.on('data', (d) => { text += d; });
      req.on('end', () => {
        seen = { auth: req.headers.authorization, body: JSON.parse(text) };
        res.writeHead(500).end(JSON.stringify({ result: null, error: { code: -5, message: 'Identity not found' }, id: seen.body.id }));
      });
    }));
    try {
      const err = await failure(new RpcClient({ url, user: 'rpcuser', pass: 'rpcpass' }).getidentity('nobody@', 5));
      expect(err).to.be.instanceOf(RpcDaemonError).and.to.include({ rpcCode: -5, message: 'Identity not found', method: 'getidentity' });
      expect(seen.auth).to.equal(`Basic ${Buffer.from('rpcuser:rpcpass').toString('base64')}`);
      expect(seen.body).to.include({ jsonrpc: '1.0', method: 'getidentity' });
      expect(seen.body.params).to.deep.equal(['nobody@', 5]);
      expect(toApiError(err).code).to.equal('NOT_FOUND');
    } finally {
      server.close();
    }
  });
});
