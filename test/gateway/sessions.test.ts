import { expect } from 'chai';
import { Browser, cliLogin, startHarness, type Harness, type TestIdentity } from './harness.js';
import { testRoutes } from './test-routes.js';

describe('sessions (cookie `session`, POST /auth/logout)', function () {
  this.timeout(60_000);
  let h: Harness;
  let alice: TestIdentity;

  before(async () => {
    h = await startHarness({ routers: testRoutes });
    alice = await h.identity('alice');
  });
  after(() => h?.stop());

  it('authenticates later requests with the session cookie', async () => {
    const b = new Browser(h.url);
    expect((await cliLogin(h, b, alice)).status).to.equal(200);
    const me = await b.get('/test/whoami');
    expect(me.status).to.equal(200);
    expect(me.body.data).to.deep.equal({ identityAddress: alice.address, via: 'session' });
  });

  it('answers a request without a cookie with 401 "Authentication required"', async () => {
    const res = await new Browser(h.url).get('/test/whoami');
    expect(res.status).to.equal(401);
    expect(res.body.error).to.deep.equal({ code: 'UNAUTHORIZED', message: 'Authentication required', details: [] });
  });

  it('stores only a hash of the token server-side; the cookie holds the signed id only', async () => {
    const b = new Browser(h.url);
    await cliLogin(h, b, alice);
    const cookie = b.cookies.get('session')!;
    const token = cookie.slice(0, cookie.lastIndexOf('.'));
    expect(await h.knex('sessions').where('id', token).first()).to.equal(undefined);
    expect(cookie).not.to.contain(alice.address);
  });

  it('refuses a tampered session cookie', async () => {
    const b = new Browser(h.url);
    await cliLogin(h, b, alice);
    const good = b.cookies.get('session')!;
    const dot = good.lastIndexOf('.');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (const bad of [flip(good, 0), flip(good, dot + 1), good.slice(0, dot), `${good}x`, 'garbage', `${'x'.repeat(43)}.${good.slice(dot + 1)}`]) {
      const t = new Browser(h.url);
      t.cookies.set('session', bad);
      const res = await t.get('/test/whoami');
      expect(res.status, bad).to.equal(401);
      expect(res.body.error.code).to.equal('UNAUTHORIZED');
    }
    expect((await b.get('/test/whoami')).status).to.equal(200);
  });

  it('refuses the cookie after logout, and logout without a session', async () => {
    const b = new Browser(h.url);
    await cliLogin(h, b, alice);
    const cookie = b.cookies.get('session')!;
    const out = await b.post('/auth/logout');
    expect(out.status).to.equal(200);
    expect(out.body.data.message).to.be.a('string');
    expect(b.cookies.has('session')).to.equal(false); // cleared by Set-Cookie
    const replay = new Browser(h.url);
    replay.cookies.set('session', cookie);
    expect((await replay.get('/test/whoami')).status).to.equal(401);
    expect((await replay.post('/auth/logout')).status).to.equal(401);
  });
});

describe('sessions: idle expiry', function () {
  this.timeout(60_000);
  let h: Harness;

  before(async () => {
    h = await startHarness({ routers: testRoutes, env: { SESSION_IDLE_TIMEOUT_MS: '1500' } });
  });
  after(() => h?.stop());

  it('slides the idle expiry while the session is used', async () => {
    const alice = await h.identity('busy');
    const b = new Browser(h.url);
    expect((await cliLogin(h, b, alice)).status).to.equal(200);
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 700));
      expect((await b.get('/test/whoami')).status, `use ${i + 1}`).to.equal(200); // 2.8 s in all, idle timeout 1.5 s
    }
  });

  it('refuses a session idle past its expiry with 401 "Session expired"', async () => {
    const alice = await h.identity('idle');
    const b = new Browser(h.url);
    expect((await cliLogin(h, b, alice)).status).to.equal(200);
    expect((await b.get('/test/whoami')).status).to.equal(200);
    await new Promise((r) => setTimeout(r, 1800));
    const res = await b.get('/test/whoami');
    expect(res.status).to.equal(401);
    expect(res.body.error).to.deep.include({ code: 'UNAUTHORIZED', message: 'Session expired' });
  });
});
