import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { readQr } from './qr-reader.js';
import { Browser, cliLogin, startHarness, type Harness, type TestIdentity } from './harness.js';

describe('CLI login flow (GET /auth/consent/challenge, POST /auth/consent/verify)', function () {
  this.timeout(60_000);
  let h: Harness;
  let alice: TestIdentity;

  before(async () => {
    h = await startHarness();
    alice = await h.identity('alice');
  });
  after(() => h?.stop());

  it('issues a challenge with every field of the spec and sets the HttpOnly claim cookie', async () => {
    const b = new Browser(h.url);
    const res = await b.get('/auth/consent/challenge');
    expect(res.status).to.equal(200);
    const d = res.body.data;
    expect(d.challengeId).to.match(/^[0-9a-f-]{36}$/);
    expect(d.challengeHash).to.match(/^[0-9a-f]{64}$/);
    expect(d.deeplink).to.match(/^i5jtwbp6zymeay9llnraglgjqgdrffsau4:\/\/x-callback-url\/i3dQmgjq8L8XFGQUrs9Gpo8zvPWqs1KMtV\/\?i3dQmgjq8L8XFGQUrs9Gpo8zvPWqs1KMtV=[A-Za-z0-9_-]+$/);
    expect(readQr(d.qrDataUrl).text, 'the QR code carries the deeplink').to.equal(d.deeplink);
    expect(d.signCommand).to.contain('signmessage').and.to.contain(d.challengeHash);
    expect(d.verifyCommand).to.contain('/auth/consent/verify').and.to.contain(d.challengeId);
    expect(Date.parse(d.expiresAt) - Date.now()).to.be.within(200_000, 301_000);
    const claim = res.headers.getSetCookie().find((c) => c.startsWith('svc_login_claim='));
    expect(claim).to.match(/httponly/i);
    expect(claim).to.match(/path=\//i);
  });

  it('logs in with a signature over challengeHash and sets an HttpOnly session cookie', async () => {
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const signature = await h.sign(alice, ch.body.data.challengeHash);
    const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.name, signature });
    expect(res.status).to.equal(200);
    expect(res.body.data).to.include({ success: true, identityAddress: alice.address });
    expect(res.body.data.identityName).to.match(new RegExp(`^${alice.name.slice(0, -1)}`, 'i'));
    expect(Date.parse(res.body.data.expiresAt)).to.be.greaterThan(Date.now());
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
    expect(cookie).to.match(/httponly/i);
    expect(cookie).not.to.match(/secure/i); // Secure only in production
    const me = await b.post('/auth/logout');
    expect(me.status).to.equal(200);
  });

  it('accepts the i-address as chainId', async () => {
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const signature = await h.sign(alice, ch.body.data.challengeHash);
    const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.address, signature });
    expect(res.status).to.equal(200);
    expect(res.body.data.identityAddress).to.equal(alice.address);
  });

  it('accepts a signature made by the daemon wallet (signmessage)', async () => {
    const b = new Browser(h.url);
    const created = await h.rpc.call('dev_createidentity', [{ name: `wallet${Date.now().toString(36)}` }]) as any;
    const ch = await b.get('/auth/consent/challenge');
    const { signature } = await h.rpc.signmessage(created.identity.identityaddress, ch.body.data.challengeHash);
    const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: created.identity.identityaddress, signature });
    expect(res.status).to.equal(200);
  });

  it('refuses the same challenge twice with NOT_FOUND "Challenge not found"', async () => {
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const signature = await h.sign(alice, ch.body.data.challengeHash);
    const body = { challengeId: ch.body.data.challengeId, chainId: alice.name, signature };
    expect((await b.post('/auth/consent/verify', body)).status).to.equal(200);
    const again = await new Browser(h.url).post('/auth/consent/verify', body);
    expect(again.status).to.equal(404);
    expect(again.body.error).to.deep.include({ code: 'NOT_FOUND', message: 'Challenge not found' });
  });

  it('gives exactly one session when the same challenge is verified concurrently', async () => {
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const signature = await h.sign(alice, ch.body.data.challengeHash);
    const body = { challengeId: ch.body.data.challengeId, chainId: alice.name, signature };
    const answers = await Promise.all([1, 2, 3, 4].map(() => new Browser(h.url).post('/auth/consent/verify', body)));
    expect(answers.filter((a) => a.status === 200)).to.have.length(1);
    expect(answers.filter((a) => a.status === 404)).to.have.length(3);
  });

  it('refuses an unknown challenge with NOT_FOUND "Challenge not found"', async () => {
    const b = new Browser(h.url);
    for (const challengeId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await b.post('/auth/consent/verify', { challengeId, chainId: alice.name, signature: 'AAAA' });
      expect(res.status).to.equal(404);
      expect(res.body.error).to.deep.include({ code: 'NOT_FOUND', message: 'Challenge not found' });
    }
  });

  it('refuses an expired challenge with VALIDATION_ERROR "Challenge has expired"', async () => {
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    await h.knex('login_challenges').where('id', ch.body.data.challengeId).update({ expires_at: new Date(Date.now() - 1000) });
    const signature = await h.sign(alice, ch.body.data.challengeHash);
    const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.name, signature });
    expect(res.status).to.equal(400);
    expect(res.body.error).to.deep.include({ code: 'VALIDATION_ERROR', message: 'Challenge has expired' });
  });

  it('refuses an identity that does not exist with NOT_FOUND "Identity not found on chain"', async () => {
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: 'nobody-here-at-all@', signature: 'AAAA' });
    expect(res.status).to.equal(404);
    expect(res.body.error).to.deep.include({ code: 'NOT_FOUND', message: 'Identity not found on chain' });
  });

  it('refuses a signature by another identity with 401 and leaves the challenge usable', async () => {
    const mallory = await h.identity('mallory');
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const forged = await h.sign(mallory, ch.body.data.challengeHash);
    const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.name, signature: forged });
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
    const good = await h.sign(alice, ch.body.data.challengeHash);
    expect((await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.name, signature: good })).status).to.equal(200);
  });

  it('refuses a signature over another message and a malformed signature with 401', async () => {
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const other = await h.sign(alice, 'f'.repeat(64));
    for (const signature of [other, 'not base64 at all!', 'AAAA']) {
      const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: alice.name, signature });
      expect(res.status, signature).to.equal(401);
      expect(res.body.error.code).to.equal('UNAUTHORIZED');
    }
  });

  it('refuses a signature by a rotated-out key once the identity has new keys', async () => {
    const carol = await h.walletIdentity('carol');
    const b = new Browser(h.url);
    const ch = await b.get('/auth/consent/challenge');
    const { signature: oldSig } = await h.rpc.signmessage(carol.name, ch.body.data.challengeHash);
    const newWif = generateWif();
    await h.rpc.updateidentity({ name: carol.name.slice(0, -1), primaryaddresses: [rAddressOfWif(newWif)], minimumsignatures: 1 });
    const res = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: carol.name, signature: oldSig });
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
    const newSig = await h.sign({ ...carol, wif: newWif }, ch.body.data.challengeHash);
    const ok = await b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: carol.name, signature: newSig });
    expect(ok.status).to.equal(200);
  });

  it('refuses a revoked identity with 401, though its signature is well formed', async () => {
    const rev = await h.identity('revokee', { revocable: true });
    expect((await cliLogin(h, new Browser(h.url), rev)).status).to.equal(200);
    await h.rpc.call('revokeidentity', [rev.name]);
    const res = await cliLogin(h, new Browser(h.url), rev);
    expect(res.status).to.equal(401);
    expect(res.body.error).to.deep.include({ code: 'UNAUTHORIZED', message: 'Identity is revoked' });
  });

  it('answers bad bodies with VALIDATION_ERROR and the fields', async () => {
    const b = new Browser(h.url);
    for (const body of [{}, { challengeId: 'x' }, { challengeId: 'x', chainId: 'no-at-sign', signature: 'A' }, { challengeId: 1, chainId: [], signature: null }]) {
      const res = await b.post('/auth/consent/verify', body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details).to.be.an('array').that.is.not.empty;
    }
  });
});
