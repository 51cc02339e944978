import { expect } from 'chai';
import { createGateway } from '../../gateway/mod.js';
import { listen } from '../../gateway/server.js';
import { createLogger } from '../../bin/logger.js';
import { Browser, cliLogin, freshIp, startHarness, type Harness } from './harness.js';
import { testRoutes } from './test-routes.js';

/** Sends `limit` requests (in parallel batches) that must pass, then one that must be refused. */
async function tripsAt(limit: number, send: () => Promise<{ status: number; body: any; headers: Headers }>) {
  for (let done = 0; done < limit;) {
    const batch = Math.min(20, limit - done);
    const answers = await Promise.all(Array.from({ length: batch }, send));
    for (const a of answers) expect(a.status, `request ${done + 1} of ${limit}: ${JSON.stringify(a.body)}`).not.to.equal(429);
    done += batch;
  }
  const over = await send();
  expect(over.status).to.equal(429);
  expect(over.body.error).to.deep.include({ code: 'RATE_LIMITED' });
  expect(over.body.error.details).to.deep.equal([]);
  const retryAfter = Number(over.headers.get('retry-after'));
  expect(retryAfter).to.be.within(1, 60);
}

describe('rate limits (spec "Limits")', function () {
  this.timeout(120_000);
  let h: Harness;

  before(async () => {
    h = await startHarness({ routers: testRoutes });
  });
  after(() => h?.stop());

  const fresh = () => new Browser(h.url, freshIp());
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';

  it('GET /auth/consent/challenge: 120/min per IP', async () => {
    const b = fresh();
    await tripsAt(120, () => b.get('/auth/consent/challenge'));
    expect((await fresh().get('/auth/consent/challenge')).status).to.equal(200); // another IP is unaffected
  });

  it('POST /auth/consent/verify: 120/min per IP', async () => {
    const b = fresh();
    await tripsAt(120, () => b.post('/auth/consent/verify', {}));
  });

  it('POST /auth/consent/callback: 20/min', async () => {
    const b = fresh();
    await tripsAt(20, () => b.post('/auth/consent/callback', {}));
  });

  it('GET /auth/consent/status/:id: 60/min', async () => {
    const b = fresh();
    await tripsAt(60, () => b.get(`/auth/consent/status/${UNKNOWN}`));
  });

  it('POST /auth/consent/confirm/:id: 60/min', async () => {
    const b = fresh();
    await tripsAt(60, () => b.post(`/auth/consent/confirm/${UNKNOWN}`));
  });

  it('POST /v1/resolve-names: 10/min', async () => {
    const b = fresh();
    await tripsAt(10, () => b.post('/v1/resolve-names', { names: ['agentplatform@'] }));
  });

  it('GET /v1/health: 30/min', async () => {
    const b = fresh();
    await tripsAt(30, () => b.get('/v1/health'));
  });

  it('unauthenticated requests elsewhere: 100/min per IP; /health is never limited', async () => {
    const b = fresh();
    await tripsAt(100, () => b.get('/v1/version'));
    expect((await b.get('/health')).status).to.equal(200);
    expect((await b.get('/test/whoami')).status).to.equal(429); // 401 routes count too
  });

  it('authenticated requests: 300/min per session, apart from the IP budget', async () => {
    const alice = await h.identity('alice');
    const b = fresh();
    expect((await cliLogin(h, b, alice)).status).to.equal(200);
    await tripsAt(300, () => b.get('/test/whoami'));
    // The same IP without the session still has its own budget.
    const anon = new Browser(h.url, b.ip);
    expect((await anon.get('/v1/version')).status).to.equal(200);
  });

  it('a forged session cookie is counted per IP, not as a session', async () => {
    const b = fresh();
    b.cookies.set('session', 'forged.value');
    await tripsAt(100, () => b.get('/test/whoami'));
  });

  it('a limit shared by two gateways (PostgreSQL store) trips on both within 1 s of traffic past its number', async () => {
    const second = createGateway({ config: h.config, knex: h.knex, rpc: h.rpc, log: createLogger('silent') });
    const http = await listen(second.app, 0, '127.0.0.1');
    try {
      const ip = freshIp();
      const one = new Browser(h.url, ip), two = new Browser(http.url, ip);
      // 100/min per IP: the hundred requests, half on each gateway, all pass.
      for (let i = 0; i < 100; i += 10) {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, j) => ((i + j) % 2 ? one : two).get('/v1/version')));
        for (const a of answers) expect(a.status).to.equal(200);
      }
      // Then traffic on both: each gateway alone has allowed only 50, so only shared counts refuse
      // here; both must refuse within a second, and keep refusing.
      const started = Date.now();
      let tripped = false;
      while (!tripped) {
        expect(Date.now() - started, 'both gateways refuse within 1 s').to.be.below(1000);
        const [a, b] = await Promise.all([one.get('/v1/version'), two.get('/v1/version')]);
        tripped = a.status === 429 && b.status === 429;
        if (!tripped) await new Promise((r) => setTimeout(r, 50));
      }
      for (const b of [one, two, one, two]) expect((await b.get('/v1/version')).status).to.equal(429);
    } finally {
      await http.close(1000);
      await second.stop();
    }
  });
});

describe('rate limits: RATE_LIMIT_MAX and the memory store', function () {
  this.timeout(60_000);
  let h: Harness;

  before(async () => {
    h = await startHarness({ routers: testRoutes, env: { RATE_LIMIT_MAX: '7', RATE_LIMIT_STORE: 'memory' } });
  });
  after(() => h?.stop());

  it('RATE_LIMIT_MAX replaces the per-IP figure', async () => {
    const b = new Browser(h.url, freshIp());
    await tripsAt(7, () => b.get('/v1/version'));
  });

  it('RATE_LIMIT_MAX replaces the per-session figure', async () => {
    const alice = await h.identity('alice');
    const b = new Browser(h.url, freshIp());
    await cliLogin(h, b, alice);
    await tripsAt(7, () => b.get('/test/whoami'));
  });

  it('route limits keep their own figures', async () => {
    const b = new Browser(h.url, freshIp());
    await tripsAt(10, () => b.post('/v1/resolve-names', { names: ['agentplatform@'] }));
  });
});
