import { expect } from 'chai';
import { Browser, cliLogin, freshIp, startHarness, type Harness } from './harness.js';

describe('discovery and health (GET /v1/version, POST /v1/resolve-names, GET /health, GET /v1/health)', function () {
  this.timeout(60_000);
  let h: Harness;

  before(async () => {
    h = await startHarness();
  });
  after(() => h?.stop());

  const b = () => new Browser(h.url, freshIp());

  it('GET /v1/version lists only the capability flags that are true', async () => {
    const res = await b().get('/v1/version');
    expect(res.status).to.equal(200);
    expect(res.body.data.capabilities).to.have.members(['auth.rpc-unavailable-code', 'signing.canonical-v1']);
    expect(res.body.data.version).to.match(/^\d+\.\d+\.\d+/);
  });

  it('POST /v1/resolve-names resolves names to i-addresses and maps unknown names to null', async () => {
    const alice = await h.identity('alice');
    const res = await b().post('/v1/resolve-names', { names: [alice.name, 'nobody-at-all@', alice.address, alice.name] });
    expect(res.status).to.equal(200);
    expect(res.body.data.names).to.deep.equal({ [alice.name]: alice.address, 'nobody-at-all@': null, [alice.address]: alice.address });
  });

  it('POST /v1/resolve-names refuses more than 50 names and malformed bodies', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `n${i}@`);
    for (const body of [{ names: many }, { names: [] }, { names: ['no-at'] }, { names: 'alice@' }, {}]) {
      const res = await b().post('/v1/resolve-names', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    }
  });

  it('GET /health answers {status: ok}; GET /v1/health lists rpc, indexer and database', async () => {
    expect((await b().get('/health')).body).to.deep.equal({ status: 'ok' });
    const res = await b().get('/v1/health');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok', components: { rpc: 'ok', indexer: 'ok', database: 'ok' } });
  });

  it('sets the security headers and answers CORS only for configured origins', async () => {
    const res = await b().get('/v1/version', { origin: 'http://localhost:3000' });
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('x-frame-options')).to.equal('DENY');
    expect(res.headers.get('content-security-policy')).to.contain("default-src 'none'");
    expect(res.headers.get('access-control-allow-origin')).to.equal('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).to.equal('true');
    const evil = await b().get('/v1/version', { origin: 'https://evil.example' });
    expect(evil.headers.get('access-control-allow-origin')).to.equal(null);
    const pre = await b().request('OPTIONS', '/auth/consent/verify', undefined, {
      origin: 'http://localhost:3000', 'access-control-request-method': 'POST',
    });
    expect(pre.status).to.equal(204);
    expect(pre.headers.get('access-control-allow-methods')).to.contain('POST');
  });

  it('refuses a body over the size limit with VALIDATION_ERROR', async () => {
    const res = await b().post('/v1/resolve-names', { names: ['a@'], pad: 'x'.repeat(1_100_000) });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
  });

  describe('when the chain daemon is down', () => {
    it('reports rpc error, answers login with RPC_ERROR 502, stays up, and recovers when it returns', async () => {
      const alice = await h.identity('alice');
      const browser = b();
      const ch = await browser.get('/auth/consent/challenge');
      const signature = await h.sign(alice, ch.body.data.challengeHash);
      await h.stopChain();
      try {
        const health = await b().get('/v1/health');
        expect(health.status).to.equal(503);
        expect(health.body.components.rpc).to.equal('error');
        expect(health.body.components.database).to.equal('ok');

        const verify = await browser.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.name, signature });
        expect(verify.status).to.equal(502);
        expect(verify.body.error.code).to.equal('RPC_ERROR');
        // challenges state a tip height asked at most once a second (gateway/auth/tip-height.ts)
        await new Promise((r) => setTimeout(r, 1100));
        const challenge = await b().get('/auth/consent/challenge');
        expect(challenge.status).to.equal(502);
        expect(challenge.body.error.code).to.equal('RPC_ERROR');
        const names = await b().post('/v1/resolve-names', { names: ['alice@'] });
        expect(names.status).to.equal(502);
        expect((await b().get('/health')).status).to.equal(200);
      } finally {
        await h.restartChain();
      }
      expect((await b().get('/v1/health')).body.components.rpc).to.equal('ok');
      // The challenge issued before the outage still works.
      const verify = await browser.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.name, signature });
      expect(verify.status).to.equal(200);
      expect((await cliLogin(h, b(), alice)).status).to.equal(200);
    });
  });
});
