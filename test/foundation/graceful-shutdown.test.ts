import { expect } from 'chai';
import Router from '@koa/router';
import { request } from 'node:http';
import { createApp, type AppState } from '../../gateway/app.js';
import { listen } from '../../gateway/server.js';
import { createLogger } from '../../bin/logger.js';

function slowApp(delayMs: number) {
  const router = new Router<AppState>();
  router.get('/slow', async (ctx) => {
    await new Promise((r) => setTimeout(r, delayMs));
    ctx.body = { done: true };
  });
  return createApp({ log: createLogger('silent'), routers: [router] });
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    }).on('error', reject).end();
  });
}

describe('graceful shutdown of the HTTP server', () => {
  it('lets an in-flight request finish, then closes', async () => {
    const server = await listen(slowApp(800), 0, '127.0.0.1');
    const inFlight = get(`${server.url}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const closed = server.close(30_000);
    const res = await inFlight;
    expect(res.status).to.equal(200);
    expect(JSON.parse(res.body)).to.deep.equal({ done: true });
    await closed;
    expect(Date.now() - started).to.be.lessThan(3_000);
  });

  it('refuses new connections once closing has begun', async () => {
    const server = await listen(slowApp(600), 0, '127.0.0.1');
    const inFlight = get(`${server.url}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closed = server.close(30_000);
    let refused: unknown;
    try {
      await get(`${server.url}/slow`);
    } catch (err) {
      refused = err;
    }
    expect((refused as NodeJS.ErrnoException)?.code).to.equal('ECONNREFUSED');
    expect((await inFlight).status).to.equal(200);
    await closed;
  });

  it('drops what is still running when the grace period ends', async () => {
    const server = await listen(slowApp(60_000), 0, '127.0.0.1');
    const inFlight = get(`${server.url}/slow`).then(() => 'answered', () => 'dropped');
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await server.close(400);
    expect(Date.now() - started).to.be.within(300, 5_000);
    expect(await inFlight).to.equal('dropped');
  });
});
