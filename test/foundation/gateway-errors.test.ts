import { expect } from 'chai';
import { Writable } from 'node:stream';
import { createApp } from '../../gateway/app.js';
import { healthRouter } from '../../gateway/routes/health.js';
import { listen, type RunningServer } from '../../gateway/server.js';
import { createLogger } from '../../bin/logger.js';

describe('gateway error mapping', () => {
  const lines: any[] = [];
  let server: RunningServer;

  before(async () => {
    const sink = new Writable({
      write(chunk, _enc, cb) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    const app = createApp({ log: createLogger('info', 'test', sink), routers: [healthRouter({ database: async () => true, rpc: async () => { throw new Error('down'); } })] });
    server = await listen(app, 0, '127.0.0.1');
  });
  after(() => server.close(1000));

  it('answers an unknown route with 404 NOT_FOUND in the error shape', async () => {
    const res = await fetch(`${server.url}/v1/nope`);
    expect(res.status).to.equal(404);
    const body = (await res.json()) as any;
    expect(body.error.code).to.equal('NOT_FOUND');
    expect(body.error.details).to.deep.equal([]);
  });

  it('answers a malformed JSON body with 400 VALIDATION_ERROR', async () => {
    const res = await fetch(`${server.url}/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(res.status).to.equal(400);
    expect(((await res.json()) as any).error.code).to.equal('VALIDATION_ERROR');
  });

  it('answers an oversized JSON body with 400 VALIDATION_ERROR', async () => {
    const big = JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) });
    const res = await fetch(`${server.url}/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).to.equal(400);
    expect(((await res.json()) as any).error.code).to.equal('VALIDATION_ERROR');
  });

  it('logs neither as an error nor with a stack', () => {
    expect(lines.filter((l) => l.level >= 50)).to.deep.equal([]);
    expect(JSON.stringify(lines)).to.not.contain('"stack"');
  });

  it('gives every response a request id, echoing a sane incoming one', async () => {
    const res = await fetch(`${server.url}/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).to.equal('abc-123');
    const res2 = await fetch(`${server.url}/health`, { headers: { 'x-request-id': 'has spaces and {braces}' } });
    expect(res2.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('reports a failing component as error with 503 on /v1/health', async () => {
    const res = await fetch(`${server.url}/v1/health`);
    expect(res.status).to.equal(503);
    expect(await res.json()).to.deep.equal({ status: 'error', components: { database: 'ok', rpc: 'error' } });
  });
});
