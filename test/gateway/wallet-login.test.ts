import { expect } from 'chai';
import { answerLoginConsent } from '../../chain/login-consent/test-wallet.js';
import { Browser, startHarness, type Harness, type TestIdentity } from './harness.js';

describe('wallet login flow (callback, status, confirm)', function () {
  this.timeout(60_000);
  let h: Harness;
  let alice: TestIdentity;

  before(async () => {
    h = await startHarness();
    alice = await h.identity('alice');
  });
  after(() => h?.stop());

  /** The dashboard asks for a challenge; the test wallet answers its deeplink as Verus Mobile does. */
  async function walletAnswers(browser: Browser, who: TestIdentity, opts: { createdAt?: number } = {}) {
    const ch = await browser.get('/auth/consent/challenge');
    expect(ch.status).to.equal(200);
    const answer = answerLoginConsent({
      deeplink: ch.body.data.deeplink, wifs: [who.wif], identityId: who.address,
      blockHeight: await h.rpc.getblockcount(), createdAt: opts.createdAt,
    });
    const delivery = answer.deliveries[0]!;
    expect(delivery.kind).to.equal('webhook');
    return { challengeId: ch.body.data.challengeId as string, delivery: delivery as { url: string; body: string }, answer };
  }

  async function deliver(body: string, ip?: string) {
    const res = await fetch(`${h.url}/auth/consent/callback`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip ?? '198.19.0.1' }, body,
    });
    return { status: res.status, body: await res.json() as any };
  }

  it('logs in: callback -> awaiting_confirm for the claiming browser -> confirm mints the session', async () => {
    const browser = new Browser(h.url);
    const { challengeId, delivery } = await walletAnswers(browser, alice);
    expect(delivery.url).to.equal(`${h.url}/auth/consent/callback`);

    const before = await browser.get(`/auth/consent/status/${challengeId}`);
    expect(before.body.data).to.deep.equal({ status: 'pending' });

    const cb = await deliver(delivery.body);
    expect(cb.status).to.equal(200);

    const status = await browser.get(`/auth/consent/status/${challengeId}`);
    expect(status.status).to.equal(200);
    expect(status.body.data.status).to.equal('awaiting_confirm');
    expect(status.body.data.chainId).to.equal(alice.address);
    expect(status.body.data.identityName).to.be.a('string');

    const confirm = await browser.post(`/auth/consent/confirm/${challengeId}`);
    expect(confirm.status).to.equal(200);
    expect(confirm.body.data.identityAddress).to.equal(alice.address);
    expect(browser.cookies.has('session')).to.equal(true);
    expect(browser.cookies.has('svc_login_claim')).to.equal(false);

    const out = await browser.post('/auth/logout');
    expect(out.status).to.equal(200);
  });

  it('reveals nothing to another browser and refuses its confirm', async () => {
    const browser = new Browser(h.url);
    const other = new Browser(h.url);
    await other.get('/auth/consent/challenge'); // has a claim cookie, but for another challenge
    const stranger = new Browser(h.url);
    const { challengeId, delivery } = await walletAnswers(browser, alice);
    expect((await deliver(delivery.body)).status).to.equal(200);

    for (const b of [other, stranger]) {
      const status = await b.get(`/auth/consent/status/${challengeId}`);
      expect(status.status).to.equal(403);
      expect(status.body.error.code).to.equal('FORBIDDEN');
      expect(JSON.stringify(status.body)).not.to.contain(alice.address);
      expect(JSON.stringify(status.body)).not.to.contain(alice.name.slice(0, -1));
      const confirm = await b.post(`/auth/consent/confirm/${challengeId}`);
      expect(confirm.status).to.equal(403);
      expect(b.cookies.has('session')).to.equal(false);
    }
    // A forged claim cookie is no better.
    const forged = new Browser(h.url);
    forged.cookies.set('svc_login_claim', `${'A'.repeat(43)}.${'B'.repeat(43)}`);
    expect((await forged.post(`/auth/consent/confirm/${challengeId}`)).status).to.equal(403);
    // The right browser still can.
    expect((await browser.post(`/auth/consent/confirm/${challengeId}`)).status).to.equal(200);
  });

  it('refuses confirm before the wallet answered, and a second confirm', async () => {
    const browser = new Browser(h.url);
    const { challengeId, delivery } = await walletAnswers(browser, alice);
    const early = await browser.post(`/auth/consent/confirm/${challengeId}`);
    expect(early.status).to.equal(400);
    expect(early.body.error.code).to.equal('VALIDATION_ERROR');
    await deliver(delivery.body);
    const claim = browser.cookies.get('svc_login_claim')!;
    expect((await browser.post(`/auth/consent/confirm/${challengeId}`)).status).to.equal(200);
    browser.cookies.set('svc_login_claim', claim); // replaying the cleared claim cookie
    const again = await browser.post(`/auth/consent/confirm/${challengeId}`);
    expect(again.status).to.equal(404);
    expect(again.body.error).to.deep.include({ code: 'NOT_FOUND', message: 'Challenge not found' });
  });

  it('refuses the same wallet response twice', async () => {
    const browser = new Browser(h.url);
    const { delivery } = await walletAnswers(browser, alice);
    expect((await deliver(delivery.body)).status).to.equal(200);
    const replay = await deliver(delivery.body);
    expect(replay.status).to.equal(404);
    expect(replay.body.error).to.deep.include({ code: 'NOT_FOUND', message: 'Challenge not found' });
  });

  it('refuses a response whose embedded request differs from the one we issued', async () => {
    const browser = new Browser(h.url);
    const { delivery } = await walletAnswers(browser, alice);
    const body = JSON.parse(delivery.body);
    // Tamper with the embedded request: another redirect target.
    body.decision.request.challenge.redirect_uris[0].uri = 'https://evil.example/cb';
    const res = await deliver(JSON.stringify(body));
    expect([400, 401]).to.include(res.status);
    expect(['VALIDATION_ERROR', 'UNAUTHORIZED']).to.include(res.body.error.code);
  });

  it('refuses a response whose signature was made by another identity', async () => {
    const mallory = await h.identity('mallory');
    const browser = new Browser(h.url);
    const ch = await browser.get('/auth/consent/challenge');
    // Mallory signs but claims to be alice.
    const answer = answerLoginConsent({ deeplink: ch.body.data.deeplink, wifs: [mallory.wif], identityId: alice.address, blockHeight: await h.rpc.getblockcount() });
    const res = await deliver(answer.webhookBody);
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
    expect((await browser.get(`/auth/consent/status/${ch.body.data.challengeId}`)).body.data.status).to.equal('pending');
  });

  it('refuses a stale decision', async () => {
    const browser = new Browser(h.url);
    const { delivery } = await walletAnswers(browser, alice, { createdAt: Math.floor(Date.now() / 1000) - 3600 });
    const res = await deliver(delivery.body);
    expect(res.status).to.equal(401);
  });

  it('refuses a revoked signer', async () => {
    const rev = await h.identity('walrev', { revocable: true });
    const browser = new Browser(h.url);
    const { delivery } = await walletAnswers(browser, rev);
    await h.rpc.call('revokeidentity', [rev.name]);
    const res = await deliver(delivery.body);
    expect(res.status).to.equal(401);
  });

  it('answers an expired challenge with VALIDATION_ERROR "Challenge has expired"', async () => {
    const browser = new Browser(h.url);
    const { challengeId, delivery } = await walletAnswers(browser, alice);
    await h.knex('login_challenges').where('id', challengeId).update({ expires_at: new Date(Date.now() - 1000) });
    const res = await deliver(delivery.body);
    expect(res.status).to.equal(400);
    expect(res.body.error).to.deep.include({ code: 'VALIDATION_ERROR', message: 'Challenge has expired' });
    const status = await browser.get(`/auth/consent/status/${challengeId}`);
    expect(status.body.error).to.deep.include({ code: 'VALIDATION_ERROR', message: 'Challenge has expired' });
  });

  it('answers bodies that are not a LoginConsentResponse with VALIDATION_ERROR', async () => {
    for (const body of ['{}', '[]', '"x"', '{"system_id":"x","decision":{}}']) {
      const res = await deliver(body);
      expect(res.status, body).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    }
  });

  it('names a PRIVATE_KEY that is not the platform identity\'s key (warned at start)', async () => {
    const { VerusWalletLogin } = await import('../../gateway/auth/wallet-login.js');
    const { generateWif } = await import('../../chain/keys.js');
    const ok = new VerusWalletLogin({ rpc: h.rpc, chain: 'VRSCTEST', platformIdentity: 'agentplatform@', privateKey: h.platformWif });
    expect(await ok.keyProblem()).to.equal(null);
    const wrong = new VerusWalletLogin({ rpc: h.rpc, chain: 'VRSCTEST', platformIdentity: 'agentplatform@', privateKey: generateWif() });
    expect(await wrong.keyProblem()).to.contain('PRIVATE_KEY');
    const missing = new VerusWalletLogin({ rpc: h.rpc, chain: 'VRSCTEST', platformIdentity: 'nosuchplatform@', privateKey: h.platformWif });
    expect(await missing.keyProblem()).to.contain('not on chain');
  });

  it('answers status and confirm of unknown challenges with NOT_FOUND', async () => {
    const b = new Browser(h.url);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await b.get(`/auth/consent/status/${id}`)).status).to.equal(404);
      expect((await b.post(`/auth/consent/confirm/${id}`)).status).to.equal(404);
    }
  });
});
