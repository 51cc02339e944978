import { randomBytes } from 'node:crypto';
import canonicalize from 'canonicalize';
import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { legacyActionMessage } from '../../gateway/auth/signed-action.js';
import { Browser, cliLogin, startHarness, type Harness, type TestIdentity } from './harness.js';
import { testRoutes } from './test-routes.js';

describe('signed requests instead of the cookie (signing v2 envelope, legacy v1)', function () {
  this.timeout(60_000);
  let h: Harness;
  let alice: TestIdentity;
  const nowS = () => Math.floor(Date.now() / 1000);
  const nonce = () => randomBytes(12).toString('hex');

  before(async () => {
    h = await startHarness({ routers: testRoutes });
    alice = await h.identity('alice');
  });
  after(() => h?.stop());

  const envelope = (id: { name: string }, over: Record<string, unknown> = {}) => ({
    action: 'request-access', jobId: 'job-1', identity: id.name, timestamp: nowS(), nonce: nonce(), note: 'needs the repo', ...over,
  });

  async function v2(id: TestIdentity, env: Record<string, unknown>) {
    const signature = await h.sign(id, canonicalize(env)!);
    return { envelope: env, signatures: [{ identity: env.identity as string, signature }] };
  }

  const post = (body: unknown, job = 'job-1') => new Browser(h.url).post(`/test/jobs/${job}/request-access`, body);

  it('authenticates a v2 envelope (object form) and hands the signed fields to the route', async () => {
    const env = envelope(alice);
    const res = await post(await v2(alice, env));
    expect(res.status).to.equal(200);
    expect(res.body.data.identityAddress).to.equal(alice.address);
    expect(res.body.data.via).to.equal('envelope-v2');
    expect(res.body.data.signed.note).to.equal('needs the repo');
  });

  it('authenticates a v2 envelope sent as its canonical JCS text, and refuses non-canonical text', async () => {
    const env = envelope(alice, { b: 1, a: [1, 'x'] });
    const text = canonicalize(env)!;
    const signature = await h.sign(alice, text);
    expect((await post({ envelope: text, signatures: [{ signature }] })).status).to.equal(200);
    const loose = JSON.stringify({ ...envelope(alice), zz: 1 }, null, 1);
    const res = await post({ envelope: loose, signatures: [{ signature }] });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
  });

  it('accepts a millisecond timestamp', async () => {
    expect((await post(await v2(alice, envelope(alice, { timestamp: Date.now() })))).status).to.equal(200);
  });

  it('authenticates the legacy v1 pipe form', async () => {
    const fields = { action: 'request-access', jobId: 'job-1', identity: alice.name, timestamp: nowS(), nonce: nonce() };
    const signature = await h.sign(alice, legacyActionMessage(fields));
    const res = await post({ ...fields, signature });
    expect(res.status).to.equal(200);
    expect(res.body.data.via).to.equal('signed-v1');
  });

  it('refuses the same nonce twice for one identity, but not for another identity', async () => {
    const n = nonce();
    const body = await v2(alice, envelope(alice, { nonce: n }));
    expect((await post(body)).status).to.equal(200);
    const replay = await post(body);
    expect(replay.status).to.equal(401);
    expect(replay.body.error).to.deep.include({ code: 'UNAUTHORIZED', message: 'Nonce has already been used' });
    const fresh = await post(await v2(alice, envelope(alice, { nonce: n })));
    expect(fresh.status).to.equal(401);
    const bob = await h.identity('bob');
    expect((await post(await v2(bob, envelope(bob, { nonce: n })))).status).to.equal(200);
  });

  it('refuses timestamps outside the 300 s window, in seconds and in milliseconds', async () => {
    // well outside the window, so a slow signature or request cannot bring one back inside it
    for (const timestamp of [nowS() - 330, nowS() + 330, Date.now() - 330_000, Date.now() + 330_000, 1]) {
      const res = await post(await v2(alice, envelope(alice, { timestamp })));
      expect(res.status, String(timestamp)).to.equal(401);
      expect(res.body.error.code).to.equal('UNAUTHORIZED');
      expect(res.body.error.message).to.match(/window/);
    }
  });

  it('refuses a field changed after signing', async () => {
    const body = await v2(alice, envelope(alice));
    (body.envelope as any).note = 'something else';
    const res = await post(body);
    expect(res.status).to.equal(401);
    expect(res.body.error).to.deep.include({ code: 'UNAUTHORIZED', message: 'Signature verification failed' });
  });

  it('refuses an envelope for another action or another job with VALIDATION_ERROR', async () => {
    expect((await post(await v2(alice, envelope(alice, { action: 'budget-request' })))).status).to.equal(400);
    expect((await post(await v2(alice, envelope(alice)), 'job-2')).status).to.equal(400);
  });

  it('refuses a signature by a rotated-out key and by a revoked identity', async () => {
    const carol = await h.walletIdentity('carol');
    const env = envelope(carol);
    const { signature } = await h.rpc.signmessage(carol.name, canonicalize(env)!);
    await h.rpc.updateidentity({ name: carol.name.slice(0, -1), primaryaddresses: [rAddressOfWif(generateWif())], minimumsignatures: 1 });
    const rotated = await post({ envelope: env, signatures: [{ signature }] });
    expect(rotated.status).to.equal(401);
    expect(rotated.body.error.code).to.equal('UNAUTHORIZED');

    const rev = await h.identity('rev', { revocable: true });
    const body = await v2(rev, envelope(rev));
    await h.rpc.call('revokeidentity', [rev.name]);
    const revoked = await post(body);
    expect(revoked.status).to.equal(401);
    expect(revoked.body.error).to.deep.include({ code: 'UNAUTHORIZED', message: 'Identity is revoked' });
  });

  it('refuses an envelope signed only by someone else, and an unknown identity', async () => {
    const mallory = await h.identity('mallory');
    const env = envelope(alice);
    const signature = await h.sign(mallory, canonicalize(env)!);
    expect((await post({ envelope: env, signatures: [{ identity: alice.name, signature }] })).status).to.equal(401);
    expect((await post({ envelope: env, signatures: [{ identity: mallory.name, signature }] })).status).to.equal(401);
    const ghost = await post(await v2(alice, envelope({ name: 'ghost-nobody@' })));
    expect(ghost.status).to.equal(404);
    expect(ghost.body.error.message).to.equal('Identity not found on chain');
  });

  it('answers malformed signed bodies with VALIDATION_ERROR', async () => {
    for (const body of [
      { envelope: {}, signatures: [] },
      { envelope: envelope(alice), signatures: [{}] },
      { envelope: 'not json', signatures: [{ signature: 'x' }] },
      { envelope: envelope(alice, { nonce: 'short' }), signatures: [{ signature: 'x' }] },
      { envelope: envelope(alice, { timestamp: 'yesterday' }), signatures: [{ signature: 'x' }] },
      { signatures: 'x' },
      { action: 'request-access', identity: alice.name, timestamp: nowS(), nonce: 'a|bcdefghij', signature: 'x' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    }
  });

  it('falls back to the session cookie when the body is not signed', async () => {
    expect((await post({ note: 'x' })).status).to.equal(401);
    const b = new Browser(h.url);
    await cliLogin(h, b, alice);
    const res = await b.post('/test/jobs/job-1/request-access', { note: 'x' });
    expect(res.status).to.equal(200);
    expect(res.body.data.via).to.equal('session');
  });
});
