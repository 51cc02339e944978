/** Every job route with no session, a stranger, an unknown job and bad input; the unsigned actions' rules over HTTP. */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Browser, startHarness, type Harness } from '../gateway/harness.js';
import { loggedIn, signedBody } from '../catalog/helpers.js';
import { createJob, job, parties, step, type Parties } from './helpers.js';

describe('job routes: sessions, identities, bad input', function () {
  this.timeout(120_000);
  let h: Harness;
  let p: Parties;
  let jobId: string;
  before(async () => {
    h = await startHarness({ domain: true, env: { ADMIN_IDENTITIES: 'nobody-admin@' } });
    p = await parties(h, 'postpay');
    jobId = (await createJob(h, p)).id;
  });
  after(() => h?.stop());

  const routes = (id: string): [string, string, unknown][] => [
    ['GET', `/v1/jobs/${id}`, undefined],
    ['GET', `/v1/jobs/${id}/message/accept`, undefined],
    ['POST', `/v1/jobs/${id}/accept`, { signature: 'x', timestamp: 1, nonce: 'nonce-nonce' }],
    ['POST', `/v1/jobs/${id}/deliver`, { signature: 'x', timestamp: 1, nonce: 'nonce-nonce' }],
    ['POST', `/v1/jobs/${id}/complete`, { signature: 'x', timestamp: 1, nonce: 'nonce-nonce' }],
    ['POST', `/v1/jobs/${id}/payment`, { txid: 'a'.repeat(64) }],
    ['POST', `/v1/jobs/${id}/platform-fee`, { txid: 'a'.repeat(64) }],
    ['POST', `/v1/jobs/${id}/pause`, {}],
    ['POST', `/v1/jobs/${id}/reactivate`, {}],
    ['POST', `/v1/jobs/${id}/cancel`, {}],
    ['POST', `/v1/jobs/${id}/end-session`, {}],
    ['POST', `/v1/jobs/${id}/dispute`, { reason: 'late' }],
    ['POST', `/v1/jobs/${id}/data-terms`, { retention: 'none' }],
    ['POST', `/v1/jobs/${id}/deletion-attestation`, { deletedAt: new Date().toISOString(), scope: ['all'], signature: 'x', timestamp: 1, nonce: 'nonce-nonce' }],
    ['POST', `/v1/jobs/${id}/extensions`, { duration: 60, price: 1, currency: 'VRSCTEST' }],
    ['GET', `/v1/jobs/${id}/extensions`, undefined],
    ['POST', `/v1/jobs/${id}/extensions/x/approve`, {}],
    ['POST', `/v1/jobs/${id}/extensions/x/reject`, {}],
    ['POST', `/v1/jobs/${id}/extensions/x/payment`, { txid: 'a'.repeat(64) }],
    ['GET', `/v1/jobs/${id}/extension-invoice?amount=1`, undefined],
  ];

  it('answers 401 without a session on every job route', async () => {
    const b = new Browser(h.url);
    for (const [m, path, body] of [...routes(jobId), ['GET', '/v1/me/jobs', undefined], ['GET', '/v1/jobs/message/request', undefined], ['POST', '/v1/jobs', {}]] as [string, string, unknown][]) {
      const res = await b.request(m, path, body);
      expect([res.status, res.body.error?.code], `${m} ${path}`).to.deep.equal([401, 'UNAUTHORIZED']);
    }
  });

  it('answers 403 to an identity that is neither buyer nor seller, and 404 for an unknown job', async () => {
    const stranger = await loggedIn(h, 'stranger');
    for (const [m, path, body] of routes(jobId)) {
      const res = await stranger.browser.request(m, path, body);
      expect([res.status, res.body.error?.code], `${m} ${path}`).to.deep.equal([403, 'FORBIDDEN']);
    }
    for (const [m, path, body] of routes(randomUUID())) {
      const res = await stranger.browser.request(m, path, body);
      expect(res.status, `${m} ${path}`).to.equal(404);
    }
    expect((await stranger.browser.get('/v1/jobs/not-a-uuid')).status).to.equal(404);
  });

  it('lets only the right party act (seller accepts, buyer completes and cancels)', async () => {
    expect((await p.buyer.browser.get(`/v1/jobs/${jobId}/message/accept`)).body.error.code).to.equal('FORBIDDEN');
    const byBuyer = await p.buyer.browser.post(`/v1/jobs/${jobId}/accept`, await signedBody(h, p.buyer.id, 'accept', {}, { jobId }));
    expect(byBuyer.body.error.code).to.equal('FORBIDDEN');
    expect((await p.seller.browser.post(`/v1/jobs/${jobId}/cancel`)).body.error.code).to.equal('FORBIDDEN');
    expect((await p.buyer.browser.post(`/v1/jobs/${jobId}/pause`)).body.error.code).to.equal('FORBIDDEN');
  });

  it('refuses malformed bodies, naming the field', async () => {
    const b = p.buyer.browser;
    const field = (res: any) => res.body.error.details.map((x: any) => x.field);
    expect(field(await b.post('/v1/jobs', { agentChainId: p.seller.id.address }))).to.include.members(['serviceId', 'currency', 'message', 'signature']);
    expect(field(await b.post(`/v1/jobs/${jobId}/dispute`, { reason: '' }))).to.include('reason');
    expect(field(await b.post(`/v1/jobs/${jobId}/dispute`, { reason: 'x'.repeat(2001) }))).to.include('reason');
    expect(field(await b.post(`/v1/jobs/${jobId}/data-terms`, { retention: 'forever' }))).to.include('retention');
    expect(field(await b.post(`/v1/jobs/${jobId}/extensions`, { duration: -1, price: 1, currency: 'VRSCTEST' }))).to.include('duration');
    expect(field(await b.get(`/v1/jobs/${jobId}/extension-invoice?amount=abc`))).to.include('amount');
    expect(field(await b.get('/v1/me/jobs?role=king'))).to.include('role');
    expect(field(await b.get('/v1/me/jobs?limit=101'))).to.include('limit');
    expect((await b.get(`/v1/jobs/${jobId}/message/dance`)).status).to.equal(400);
  });

  it('refuses a creation text that differs from the server\'s, a wrong currency, and a forged signature', async () => {
    const q = `agentChainId=${p.seller.id.address}&serviceId=${p.serviceId}&currency=VRSCTEST`;
    const got = (await p.buyer.browser.get(`/v1/jobs/message/request?${q}`)).body.data;
    const tampered = got.message.replace('"price":10', '"price":1');
    const sig = await h.sign(p.buyer.id, tampered);
    const res = await p.buyer.browser.post('/v1/jobs', { agentChainId: p.seller.id.address, serviceId: p.serviceId, currency: 'VRSCTEST', message: tampered, signature: sig, timestamp: got.timestamp, nonce: got.nonce });
    expect(res.body.error.details[0].field).to.equal('message');
    const wrong = await p.buyer.browser.get(`/v1/jobs/message/request?agentChainId=${p.seller.id.address}&serviceId=${p.serviceId}&currency=VRSC`);
    expect(wrong.body.error.code).to.equal('CURRENCY_NOT_ACCEPTED');
    const forged = await p.buyer.browser.post('/v1/jobs', { agentChainId: p.seller.id.address, serviceId: p.serviceId, currency: 'VRSCTEST', message: got.message, signature: await h.sign(p.seller.id, got.message), timestamp: got.timestamp, nonce: got.nonce });
    expect([forged.status, forged.body.error.code]).to.deep.equal([401, 'INVALID_SIGNATURE']);
    const template = (await p.buyer.browser.get('/v1/jobs/message/request')).body.data;
    expect(template.message).to.contain('<agent i-address>');
    const self = await p.seller.browser.get(`/v1/jobs/message/request?agentChainId=${p.seller.id.address}&serviceId=${p.serviceId}&currency=VRSCTEST`);
    expect(self.body.error.code).to.equal('VALIDATION_ERROR');
  });

  it('refuses a replayed step signature and one made for another job or action', async () => {
    const other = (await createJob(h, p)).id;
    const s = await signedBody(h, p.seller.id, 'accept', {}, { jobId: other });
    const cross = await p.seller.browser.post(`/v1/jobs/${jobId}/accept`, s);
    expect(cross.body.error.code).to.equal('INVALID_SIGNATURE');
    const wrongAction = await signedBody(h, p.seller.id, 'deliver', {}, { jobId });
    expect((await p.seller.browser.post(`/v1/jobs/${jobId}/accept`, wrongAction)).body.error.code).to.equal('INVALID_SIGNATURE');
    const good = await signedBody(h, p.seller.id, 'accept', {}, { jobId: other });
    expect((await p.seller.browser.post(`/v1/jobs/${other}/accept`, good)).status).to.equal(200);
    const replay = await p.seller.browser.post(`/v1/jobs/${other}/accept`, good);
    expect(replay.status).to.equal(401);
    const stale = await signedBody(h, p.seller.id, 'accept', {}, { jobId, timestamp: Math.floor(Date.now() / 1000) - 1000 });
    expect((await p.seller.browser.post(`/v1/jobs/${jobId}/accept`, stale)).status).to.equal(401);
  });

  it('pauses only after 60 s in progress, freezes on dispute, publishes end-session, keeps data terms', async () => {
    const q = await parties(h, 'postpay');
    const id = (await createJob(h, q)).id;
    await step(h, q.seller, id, 'accept');
    const early = await q.seller.browser.post(`/v1/jobs/${id}/pause`);
    expect(early.body.error.code).to.equal('VALIDATION_ERROR');
    const ending = await q.buyer.browser.post(`/v1/jobs/${id}/end-session`);
    expect(ending.body.data).to.deep.include({ jobId: id });
    const terms = await q.buyer.browser.post(`/v1/jobs/${id}/data-terms`, { retention: 'none', requireDeletion: true });
    expect(terms.body.data).to.include({ retention: 'none', requireDeletion: true });
    const loosen = await q.seller.browser.post(`/v1/jobs/${id}/data-terms`, { retention: '30-days' });
    expect(loosen.body.error.code).to.equal('FORBIDDEN');
    const disputed = await q.buyer.browser.post(`/v1/jobs/${id}/dispute`, { reason: 'Nothing happened' });
    expect(disputed.body.data).to.include({ status: 'open', reason: 'Nothing happened' });
    const frozen = await step(h, q.seller, id, 'deliver');
    expect(frozen.body.error.code).to.equal('VALIDATION_ERROR');
    expect((await job(q.buyer, id)).frozen).to.equal(true);
    const notAdmin = await q.buyer.browser.post(`/v1/admin/jobs/${id}/disputes/${disputed.body.data.id}/resolve`, { outcome: 'reject' });
    expect(notAdmin.status).to.equal(403);
  });

  it('stores a signed deletion attestation from the seller, readable by the buyer', async () => {
    const fields = { deletedAt: new Date().toISOString(), scope: ['files', 'messages'], method: 'rm -rf' };
    const res = await p.seller.browser.post(`/v1/jobs/${jobId}/deletion-attestation`, { ...fields, ...(await signedBody(h, p.seller.id, 'deletion-attestation', fields, { jobId })) });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const list = await p.buyer.browser.get(`/v1/jobs/${jobId}/deletion-attestations`);
    expect(list.body.data[0]).to.include({ jobId, method: 'rm -rf', agentChainId: p.seller.id.address });
    const forged = await p.seller.browser.post(`/v1/jobs/${jobId}/deletion-attestation`, { ...fields, ...(await signedBody(h, p.seller.id, 'deletion-attestation', { ...fields, method: 'other' }, { jobId })) });
    expect(forged.body.error.code).to.equal('INVALID_SIGNATURE');
    expect((await p.buyer.browser.post(`/v1/jobs/${jobId}/deletion-attestation`, { ...fields, ...(await signedBody(h, p.buyer.id, 'deletion-attestation', fields, { jobId })) })).status).to.equal(403);
  });
});
