/**
 * Reviews, inbox, notifications, trust and administration over HTTP (issue 12, acceptance 1-3, 6),
 * on the dev chain with the in-process runtime and the real trust worker.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'chai';
import canonicalize from 'canonicalize';
import { createLogger } from '../../bin/logger.js';
import { TrustStore, TrustWorker } from '../../reputation/trust-store.js';
import { trustScore } from '../../reputation/trust.js';
import { Browser, startHarness, type Harness, type TestIdentity } from '../gateway/harness.js';
import { registeredAgent, walletLoggedIn, type Agent } from '../catalog/helpers.js';
import { actorJob, browserFor, completedJob, eventually, jobRow, namedIdentity, specReviewText } from './helpers.js';

const now = () => Math.floor(Date.now() / 1000);

describe('reputation routes', function () {
  this.timeout(120_000);
  let h: Harness;
  let worker: TrustWorker;
  let seller: Agent;
  let buyer: TestIdentity;
  let buyerB: Browser;
  let stranger: Browser;
  let admin: TestIdentity;
  const adminName = `repadm${randomBytes(4).toString('hex')}`;

  before(async () => {
    h = await startHarness({ domain: true, env: { ADMIN_IDENTITIES: `${adminName}@`, ADMIN_ALLOWED_IPS: '198.18.0.0/15' } });
    worker = new TrustWorker(new TrustStore(h.knex), createLogger('silent', 'test'), 50);
    worker.start();
    seller = await registeredAgent(h, 'seller');
    buyer = await h.identity('buyer');
    buyerB = await browserFor(h, buyer);
    stranger = await browserFor(h, await h.identity('stranger'));
    admin = await namedIdentity(h, adminName);
  });
  after(async () => {
    await worker?.stop();
    await h?.stop();
  });

  /** The simple review body signed by `who` over the spec's text. */
  async function reviewBody(who: TestIdentity, jobId: string, f: { rating?: number; message?: string; timestamp?: number } = {}) {
    const job = await jobRow(h, jobId);
    const timestamp = f.timestamp ?? now();
    const text = specReviewText({ agent: job.seller_id, jobHash: job.job_hash, rating: f.rating, message: f.message, timestamp });
    return { jobId, ...(f.rating !== undefined && { rating: f.rating }), ...(f.message !== undefined && { message: f.message }), timestamp, signature: await h.sign(who, text) };
  }

  describe('POST /v1/reviews', () => {
    it('answers 401 without a session', async () => {
      const res = await new Browser(h.url).post('/v1/reviews', { jobId: randomUUID(), signature: 'x', timestamp: now() });
      expect(res.status).to.equal(401);
    });

    it('refuses bad input with VALIDATION_ERROR naming the field', async () => {
      const id = await completedJob(h, seller.id, buyer);
      for (const [body, field] of [
        [{ jobId: id, rating: 6, signature: 'x', timestamp: now() }, 'rating'],
        [{ jobId: id, rating: 2.5, signature: 'x', timestamp: now() }, 'rating'],
        [{ jobId: id, message: 'x'.repeat(2001), signature: 'x', timestamp: now() }, 'message'],
        [{ jobId: id, timestamp: now() }, 'signature'],
        [{ jobId: id, signature: 'x', timestamp: now(), extra: 1 }, ''],
      ] as const) {
        const res = await buyerB.post('/v1/reviews', body);
        expect(res.status, JSON.stringify(res.body)).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_ERROR');
        if (field) expect(res.body.error.details.map((x: any) => x.field)).to.include(field);
      }
      expect((await buyerB.post('/v1/reviews', { jobId: randomUUID(), signature: 'x', timestamp: now() })).status).to.equal(404);
    });

    it('signs the spec\'s review message byte for byte, and takes one review per job', async () => {
      const id = await completedJob(h, seller.id, buyer);
      const job = await jobRow(h, id);
      const timestamp = now();
      const helper = await buyerB.get(`/v1/reviews/message?jobId=${id}&rating=4&message=${encodeURIComponent('Fast, "exact" work\u00e9')}&timestamp=${timestamp}`);
      const expected = specReviewText({ agent: seller.id.address, jobHash: job.job_hash, rating: 4, message: 'Fast, "exact" work\u00e9', timestamp });
      expect(helper.body.data.message).to.equal(expected);
      expect(Buffer.from(helper.body.data.message)).to.deep.equal(Buffer.from(expected));
      const body = { jobId: id, rating: 4, message: 'Fast, "exact" work\u00e9', timestamp, signature: await h.sign(buyer, expected) };
      const res = await buyerB.post('/v1/reviews', body);
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.data).to.include({ jobId: id, rating: 4, agentChainId: seller.id.address, buyerChainId: buyer.address, signedForm: 'review-message' });
      // the replayed request is refused, and so is a fresh signature for the same job
      const replay = await buyerB.post('/v1/reviews', body);
      expect(replay.status).to.equal(401);
      expect(replay.body.error.message).to.match(/already been used/);
      const second = await buyerB.post('/v1/reviews', await reviewBody(buyer, id, { rating: 1 }));
      expect(second.status).to.equal(400);
      expect(second.body.error.message).to.match(/already reviewed/);
    });

    it('refuses a forged or altered signature with 401 INVALID_SIGNATURE and a stale one with 401', async () => {
      const id = await completedJob(h, seller.id, buyer);
      const forger = await h.identity('forger');
      const forged = await buyerB.post('/v1/reviews', await reviewBody(forger, id, { rating: 5 }));
      expect(forged.status).to.equal(401);
      expect(forged.body.error.code).to.equal('INVALID_SIGNATURE');
      const altered = { ...(await reviewBody(buyer, id, { rating: 5, message: 'good' })), rating: 1 };
      expect((await buyerB.post('/v1/reviews', altered)).body.error.code).to.equal('INVALID_SIGNATURE');
      const alteredText = { ...(await reviewBody(buyer, id, { rating: 5, message: 'good' })), message: 'good!' };
      expect((await buyerB.post('/v1/reviews', alteredText)).body.error.code).to.equal('INVALID_SIGNATURE');
      const stale = await buyerB.post('/v1/reviews', await reviewBody(buyer, id, { timestamp: now() - 3600 }));
      expect(stale.status).to.equal(401);
      expect(stale.body.error.code).to.equal('UNAUTHORIZED');
      expect((await buyerB.post('/v1/reviews', await reviewBody(buyer, id))).status).to.equal(201);
    });

    it('refuses the seller or a stranger (FORBIDDEN) and a job not yet completed', async () => {
      const id = await actorJob(h, seller.id, buyer);
      expect((await seller.browser.post('/v1/reviews', await reviewBody(seller.id, id))).body.error.code).to.equal('FORBIDDEN');
      expect((await stranger.post('/v1/reviews', await reviewBody(buyer, id))).body.error.code).to.equal('FORBIDDEN');
      const early = await buyerB.post('/v1/reviews', await reviewBody(buyer, id, { rating: 3 }));
      expect(early.status).to.equal(400);
      expect(early.body.error.message).to.match(/completed/);
    });

    it('takes a v2 envelope with action review-submit, without a session', async () => {
      const id = await completedJob(h, seller.id, buyer);
      const envelope = { action: 'review-submit', jobId: id, identity: buyer.address, timestamp: now(), nonce: randomUUID(), rating: 2, message: 'Slow' };
      const res = await new Browser(h.url).post('/v1/reviews', { envelope, signatures: [{ signature: await h.sign(buyer, canonicalize(envelope)!) }] });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.data).to.include({ rating: 2, message: 'Slow', signedForm: 'envelope-v2' });
      const tampered = { envelope: { ...envelope, nonce: randomUUID(), rating: 5 }, signatures: [{ signature: await h.sign(buyer, canonicalize(envelope)!) }] };
      expect((await new Browser(h.url).post('/v1/reviews', tampered)).body.error.code).to.equal('INVALID_SIGNATURE');
    });
  });

  describe('GET /v1/agents/:id/reviews', () => {
    it('lists an agent\'s reviews newest first, paginated, with the average rating', async () => {
      const agent = await registeredAgent(h, 'reviewed');
      const ratings = [5, 3, 4];
      for (const rating of ratings) {
        const id = await completedJob(h, agent.id, buyer);
        expect((await buyerB.post('/v1/reviews', await reviewBody(buyer, id, { rating }))).status).to.equal(201);
      }
      const page = await new Browser(h.url).get(`/v1/agents/${agent.id.address}/reviews?limit=2`);
      expect(page.status).to.equal(200);
      expect(page.body.meta).to.deep.include({ limit: 2, offset: 0, total: 3, averageRating: 4 });
      expect(page.body.data.map((r: any) => r.rating)).to.deep.equal([4, 3]);
      const rest = await new Browser(h.url).get(`/v1/agents/${agent.id.address}/reviews?limit=2&offset=2`);
      expect(rest.body.data.map((r: any) => r.rating)).to.deep.equal([5]);
      expect((await new Browser(h.url).get(`/v1/agents/${agent.id.address}/reviews?limit=101`)).status).to.equal(400);
      expect((await new Browser(h.url).get(`/v1/agents/iUnknownAgentZZZZZZZZZZZZZZZZZZZZ/reviews`)).status).to.equal(404);
    });
  });

  describe('inbox', () => {
    it('holds a job request for the seller until it is accepted', async () => {
      const id = await actorJob(h, seller.id, buyer);
      const inbox = await seller.browser.get('/v1/me/inbox?kind=job-request');
      const item = inbox.body.data.find((i: any) => i.jobId === id);
      expect(item).to.include({ kind: 'job-request', status: 'open' });
      expect(item.data).to.include({ buyerChainId: buyer.address, price: 10 });
      const count = await seller.browser.get('/v1/me/inbox/count');
      expect(count.body.data.byKind['job-request']).to.be.greaterThan(0);
      expect((await buyerB.get(`/v1/me/inbox/${encodeURIComponent(item.id)}`)).status).to.equal(404);
      await h.runtime!.client.send('job', id, { type: 'accept', by: seller.id.address });
      const after = await seller.browser.get('/v1/me/inbox?kind=job-request&limit=100');
      expect(after.body.data.map((i: any) => i.jobId)).to.not.include(id);
    });

    it('gives the agent each review with the updateidentity command that publishes it, and rejects on request', async () => {
      const agent = await registeredAgent(h, 'inboxrev');
      const id = await completedJob(h, agent.id, buyer);
      expect((await buyerB.post('/v1/reviews', await reviewBody(buyer, id, { rating: 5, message: 'ok' }))).status).to.equal(201);
      const list = await agent.browser.get('/v1/me/inbox?kind=review');
      expect(list.body.meta.total).to.equal(1);
      const item = list.body.data[0];
      const detail = await agent.browser.get(`/v1/me/inbox/${encodeURIComponent(item.id)}`);
      expect(detail.status).to.equal(200);
      const onChain = detail.body.data.onChain;
      expect(onChain.published).to.equal(false);
      expect(onChain.command).to.match(/^verus -chain=VRSCTEST updateidentity '/);
      const record = JSON.parse(onChain.record);
      expect(record).to.include({ agent: agent.id.address, buyer: buyer.address, rating: 5, message: 'ok' });
      expect(onChain.updateidentity.contentmultimap[onChain.key]).to.deep.equal([Buffer.from(onChain.record).toString('hex')]);
      // the record carries what anyone needs to check the buyer's signature on chain
      const job = await jobRow(h, id);
      const text = specReviewText({ agent: record.agent, jobHash: record.job, rating: record.rating, message: record.message, timestamp: record.timestamp });
      expect(job.job_hash).to.equal(record.job);
      expect(await h.rpc.verifymessage(buyer.address, record.signature, text)).to.equal(true);
      const rejected = await agent.browser.post(`/v1/me/inbox/${encodeURIComponent(item.id)}/reject`);
      expect(rejected.body.data.status).to.equal('rejected');
      expect((await agent.browser.post(`/v1/me/inbox/${encodeURIComponent(item.id)}/reject`)).status).to.equal(400);
      expect((await agent.browser.get('/v1/me/inbox?kind=review')).body.meta.total).to.equal(0);
    });

    it('leaves the inbox once the review is published on the agent\'s identity with the command it gave', async () => {
      const agent = await walletLoggedIn(h, 'pubagent');
      const sellerId = { name: agent.name, address: agent.address, wif: '' };
      const id = await completedJob(h, sellerId, buyer);
      expect((await buyerB.post('/v1/reviews', await reviewBody(buyer, id, { rating: 4 }))).status).to.equal(201);
      const [item] = (await agent.browser.get('/v1/me/inbox?kind=review')).body.data;
      const detail = (await agent.browser.get(`/v1/me/inbox/${encodeURIComponent(item.id)}`)).body.data;
      expect(detail.onChain.published).to.equal(false);
      // what the agent pastes: the daemon's updateidentity with the argument of the command line
      const argument = JSON.parse(detail.onChain.command.replace(/^verus -chain=VRSCTEST updateidentity '/, '').replace(/'$/, ''));
      expect(argument).to.deep.equal(detail.onChain.updateidentity);
      await h.rpc.call('updateidentity', [argument]);
      const onChain = (await h.rpc.getidentity(agent.address)).identity as { contentmultimap: Record<string, string[]> };
      expect(onChain.contentmultimap[detail.onChain.key]).to.deep.equal([Buffer.from(detail.onChain.record).toString('hex')]);
      const after = (await agent.browser.get(`/v1/me/inbox/${encodeURIComponent(item.id)}`)).body.data;
      expect(after).to.include({ status: 'done' });
      expect(after.onChain.published).to.equal(true);
      expect((await agent.browser.get('/v1/me/inbox/count')).body.data.byKind.review).to.equal(0);
    });

    it('refuses bad queries and answers 401 without a session', async () => {
      expect((await seller.browser.get('/v1/me/inbox?kind=nonsense')).status).to.equal(400);
      expect((await seller.browser.get('/v1/me/inbox?offset=-1')).status).to.equal(400);
      expect((await new Browser(h.url).get('/v1/me/inbox')).status).to.equal(401);
      expect((await new Browser(h.url).get('/v1/me/inbox/count')).status).to.equal(401);
      expect((await seller.browser.post('/v1/me/inbox/nope/reject')).status).to.equal(404);
    });
  });

  describe('notifications', () => {
    it('are published after commit as notification:new on the job\'s event subject, for the socket layer', async () => {
      const seen: { jobId: string; notifications: { recipient: string; type: string }[] }[] = [];
      const sub = h.runtime!.client.subscribeEvents('job', '*', (e) => { if (e.type === 'notification:new') seen.push(e.payload as never); });
      try {
        const id = await actorJob(h, seller.id, buyer);
        const got = await eventually(async () => seen.find((p) => p.jobId === id));
        expect(got.notifications.map((n) => [n.recipient, n.type])).to.deep.equal([[buyer.address, 'job.created'], [seller.id.address, 'job.created']]);
      } finally {
        sub.unsubscribe();
      }
    });

    it('records every job event for both parties; read, read-all and paging', async () => {
      const party = await h.identity('notified');
      const b = await browserFor(h, party);
      const id = await completedJob(h, seller.id, party);
      const all = await b.get(`/v1/me/notifications?jobId=${id}&limit=100`);
      const types = all.body.data.map((n: any) => n.type);
      for (const t of ['job.created', 'job.accepted', 'payment.recorded', 'job.delivered', 'job.completed', 'job.status_changed']) expect(types).to.include(t);
      expect(all.body.meta.unread).to.equal(all.body.meta.total);
      const sellerSide = await seller.browser.get(`/v1/me/notifications?jobId=${id}&type=job.completed`);
      expect(sellerSide.body.data).to.have.length(1);
      const page = await b.get('/v1/me/notifications?limit=2&offset=1');
      expect(page.body.data).to.have.length(2);
      expect(page.body.data[0].id).to.equal(all.body.data[1].id);
      const one = await b.post(`/v1/me/notifications/${encodeURIComponent(all.body.data[0].id)}/read`);
      expect(one.body.data.read).to.equal(true);
      expect((await stranger.post(`/v1/me/notifications/${encodeURIComponent(all.body.data[1].id)}/read`)).status).to.equal(404);
      expect((await b.get('/v1/me/notifications?unread=true&limit=100')).body.meta.total).to.equal(all.body.meta.total - 1);
      const readAll = await b.post('/v1/me/notifications/read-all');
      expect(readAll.body.data.updated).to.equal(all.body.meta.total - 1);
      expect((await b.get('/v1/me/notifications')).body.meta.unread).to.equal(0);
      expect((await b.get('/v1/me/notifications?unread=maybe')).status).to.equal(400);
      expect((await new Browser(h.url).get('/v1/me/notifications')).status).to.equal(401);
      expect((await new Browser(h.url).post('/v1/me/notifications/read-all')).status).to.equal(401);
    });
  });

  describe('trust', () => {
    const trustOf = async (b: Browser) => (await b.get('/v1/me/trust')).body.data;
    const settled = async (agent: Agent, cause: RegExp) => eventually(async () => {
      const hist = await agent.browser.get('/v1/me/trust/history?limit=100');
      return hist.body.data.some((p: any) => cause.test(p.cause)) ? hist.body : undefined;
    }, 10_000, `a trust point caused by ${cause}`);

    it('moves with completions, cancellations and disputes, each point with its cause, and recomputes to the stored score', async () => {
      const agent = await registeredAgent(h, 'trusty');
      const first = await settled(agent, /agent\.registered/);
      const start = await trustOf(agent.browser);
      expect(start.score).to.be.a('number');
      expect(start.subscores).to.have.keys('uptime', 'completion', 'responsiveness', 'transparency', 'safety');

      await completedJob(h, agent.id, buyer);
      const afterDone = await eventually(async () => {
        const t = await trustOf(agent.browser);
        return t.facts.completed === 1 ? t : undefined;
      });
      expect(afterDone.subscores.completion).to.be.greaterThan(start.subscores.completion);

      const cancelled = await actorJob(h, agent.id, buyer);
      await h.runtime!.client.send('job', cancelled, { type: 'cancel', by: buyer.address });
      const afterCancel = await eventually(async () => {
        const t = await trustOf(agent.browser);
        return t.facts.cancelled === 1 ? t : undefined;
      });
      expect(afterCancel.subscores.completion).to.be.lessThan(afterDone.subscores.completion);

      const disputed = await actorJob(h, agent.id, buyer, { terms: 'postpay' });
      await h.runtime!.client.send('job', disputed, { type: 'accept', by: agent.id.address });
      await h.runtime!.client.send('job', disputed, { type: 'dispute', by: buyer.address, disputeId: randomUUID(), reason: 'Nothing delivered' });
      const afterDispute = await eventually(async () => {
        const t = await trustOf(agent.browser);
        return t.facts.disputesOpen === 1 ? t : undefined;
      });
      expect(afterDispute.subscores.completion).to.be.lessThan(afterCancel.subscores.completion);

      const hist = await agent.browser.get('/v1/me/trust/history?limit=100');
      const causes = hist.body.data.flatMap((p: any) => p.cause.split(', '));
      expect(causes).to.include.members(['job.completed', 'job.cancelled', 'job.dispute_opened']);
      expect(hist.body.meta.total).to.be.greaterThan(first.meta.total);
      expect(hist.body.data[0].score).to.equal(afterDispute.score);
      expect(hist.body.data[0].previous).to.equal(hist.body.data[1].score);

      // anyone can recompute: the stored facts give the stored score, and the records as of asOf give the facts
      expect(trustScore(afterDispute.facts)).to.deep.equal({ score: afterDispute.score, subscores: afterDispute.subscores });
      const again = await new TrustStore(h.knex).compute(agent.id.address, new Date(afterDispute.asOf));
      expect(again.facts).to.deep.equal(afterDispute.facts);
      expect(again.score).to.equal(afterDispute.score);

      // the public score, without sub-scores, on agent reads
      const pub = await new Browser(h.url).get(`/v1/agents/${agent.id.address}`);
      expect(pub.body.data.trustScore).to.equal(afterDispute.score);
      const pubTrust = await new Browser(h.url).get(`/v1/agents/${agent.id.address}/trust`);
      expect(pubTrust.body.data).to.deep.equal({ agentId: agent.id.address, score: afterDispute.score, asOf: afterDispute.asOf });
    });

    it('answers NOT_FOUND for an identity with no agent, 401 without a session, 400 for bad paging', async () => {
      expect((await buyerB.get('/v1/me/trust')).status).to.equal(404);
      expect((await new Browser(h.url).get('/v1/me/trust')).status).to.equal(401);
      expect((await new Browser(h.url).get('/v1/me/trust/history')).status).to.equal(401);
      expect((await seller.browser.get('/v1/me/trust/history?limit=0')).status).to.equal(400);
    });
  });

  describe('admin', () => {
    it('refuses non-admins (403), admins from outside ADMIN_ALLOWED_IPS (403) and callers without a session (401)', async () => {
      const adminOutside = await browserFor(h, admin, '203.0.113.9');
      for (const [method, path, body] of [
        ['POST', `/v1/admin/agents/${seller.id.address}/penalties`, { points: 5, reason: 'spam' }],
        ['POST', `/v1/admin/agents/${seller.id.address}/trust/recalculate`, {}],
        ['GET', '/v1/admin/audit', undefined],
        ['GET', `/v1/admin/agents/${seller.id.address}/penalties`, undefined],
        ['POST', `/v1/admin/agents/${seller.id.address}/suspend`, { reason: 'x' }],
      ] as const) {
        expect((await buyerB.request(method, path, body)).status, `${path} by a user`).to.equal(403);
        expect((await adminOutside.request(method, path, body)).status, `${path} from outside`).to.equal(403);
        expect((await new Browser(h.url).request(method, path, body)).status, `${path} without session`).to.equal(401);
      }
    });

    it('penalises with a reason, recalculates, suspends, and audits every action and denied attempt', async () => {
      const ab = await browserFor(h, admin);
      const agent = await registeredAgent(h, 'penalised');
      await eventually(async () => (await agent.browser.get('/v1/me/trust')).body.data.score !== null || undefined);
      const before = (await agent.browser.get('/v1/me/trust')).body.data;
      expect((await ab.post(`/v1/admin/agents/${agent.id.address}/penalties`, { points: 10 })).status).to.equal(400);
      expect((await ab.post(`/v1/admin/agents/${agent.id.address}/penalties`, { points: 10, reason: '   ' })).status).to.equal(400);
      expect((await ab.post(`/v1/admin/agents/${agent.id.address}/penalties`, { points: 0, reason: 'x' })).status).to.equal(400);
      expect((await ab.post('/v1/admin/agents/iNoSuchAgentZZZZZZZZZZZZZZZZZZZZZZ/penalties', { points: 1, reason: 'x' })).status).to.equal(404);
      const pen = await ab.post(`/v1/admin/agents/${agent.id.address}/penalties`, { points: 10, reason: 'Spam in chat' });
      expect(pen.status, JSON.stringify(pen.body)).to.equal(201);
      expect(pen.body.data.trust.score).to.equal(Math.max(0, before.score - 10));
      const hist = await agent.browser.get('/v1/me/trust/history');
      expect(hist.body.data[0]).to.deep.include({ cause: 'admin.penalty', score: pen.body.data.trust.score });
      expect(hist.body.data[0].detail).to.include({ reason: 'Spam in chat', points: 10 });
      const recalc = await ab.post(`/v1/admin/agents/${agent.id.address}/trust/recalculate`);
      expect(recalc.status).to.equal(200);
      expect(recalc.body.data.score).to.equal(pen.body.data.trust.score);
      const penalties = await ab.get(`/v1/admin/agents/${agent.id.address}/penalties`);
      expect(penalties.body.data[0]).to.include({ points: 10, reason: 'Spam in chat', by: admin.address });
      const suspended = await ab.post(`/v1/admin/agents/${agent.id.address}/suspend`, { reason: 'Investigation' });
      expect(suspended.body.data.suspended).to.equal(true);
      await eventually(async () => (await agent.browser.get('/v1/me/trust/history?limit=100')).body.data.some((p: any) => p.cause === 'agent.suspended') || undefined);
      await buyerB.post(`/v1/admin/agents/${agent.id.address}/unsuspend`);

      const audit = await ab.get('/v1/admin/audit?limit=100');
      expect(audit.status).to.equal(200);
      const mine = audit.body.data.filter((e: any) => e.params?.id === agent.id.address);
      const actions = mine.map((e: any) => `${e.action} ${e.outcome}`);
      expect(actions).to.include.members([
        'POST /v1/admin/agents/:id/penalties ok', 'POST /v1/admin/agents/:id/penalties refused',
        'POST /v1/admin/agents/:id/trust/recalculate ok', 'POST /v1/admin/agents/:id/suspend ok',
        'POST /v1/admin/agents/:id/unsuspend denied',
      ]);
      const penalty = mine.find((e: any) => e.action.endsWith('/penalties') && e.outcome === 'ok');
      expect(penalty).to.include({ actor: admin.address, method: 'POST', status: 201 });
      expect(penalty.ip).to.match(/^198\.18\./);
      expect(penalty.body).to.deep.equal({ points: 10, reason: 'Spam in chat' });
      expect(new Date(penalty.at).getTime()).to.be.closeTo(Date.now(), 60_000);
      const paged = await ab.get('/v1/admin/audit?limit=1&offset=1');
      expect(paged.body.data).to.have.length(1);
      expect(paged.body.data[0].id).to.equal(audit.body.data[1].id);
      expect((await ab.get('/v1/admin/audit?outcome=maybe')).status).to.equal(400);
      expect((await ab.get('/v1/admin/audit?outcome=denied')).body.data.every((e: any) => e.outcome === 'denied')).to.equal(true);
    });

    it('audits the dispute resolution of routes/admin.ts too', async () => {
      const ab = await browserFor(h, admin);
      const id = await actorJob(h, seller.id, buyer, { terms: 'postpay' });
      await h.runtime!.client.send('job', id, { type: 'accept', by: seller.id.address });
      const dispute = await h.runtime!.client.send<{ data: { id: string } }>('job', id, { type: 'dispute', by: buyer.address, disputeId: randomUUID(), reason: 'Late' });
      const open = await ab.get('/v1/admin/disputes');
      expect(open.body.data.map((x: any) => x.id)).to.include(dispute.data.id);
      const resolved = await ab.post(`/v1/admin/jobs/${id}/disputes/${dispute.data.id}/resolve`, { outcome: 'reject', note: 'No case' });
      expect(resolved.status, JSON.stringify(resolved.body)).to.equal(200);
      const audit = await ab.get('/v1/admin/audit?action=disputes');
      expect(audit.body.data[0]).to.deep.include({ action: 'POST /v1/admin/jobs/:id/disputes/:disputeId/resolve', outcome: 'ok', actor: admin.address });
      expect(audit.body.data[0].params).to.deep.equal({ id, disputeId: dispute.data.id });
    });
  });

  describe('the inbox follows a job to completion', () => {
    it('drops an extension request once decided', async () => {
      const id = await actorJob(h, seller.id, buyer, { terms: 'postpay' });
      await h.runtime!.client.send('job', id, { type: 'accept', by: seller.id.address });
      const extensionId = randomUUID();
      await h.runtime!.client.send('job', id, { type: 'extension-request', by: seller.id.address, extensionId, duration: 60, price: 1, currency: 'VRSCTEST' });
      const inbox = await buyerB.get('/v1/me/inbox?kind=extension-request&limit=100');
      expect(inbox.body.data.map((i: any) => i.ref)).to.include(extensionId);
      await h.runtime!.client.send('job', id, { type: 'extension-reject', by: buyer.address, extensionId });
      expect((await buyerB.get('/v1/me/inbox?kind=extension-request&limit=100')).body.data.map((i: any) => i.ref)).to.not.include(extensionId);
    });
  });
});
