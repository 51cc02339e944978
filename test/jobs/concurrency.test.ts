/**
 * Fifty clients sending conflicting actions to one job at once end in one consistent history: the
 * job's stored events replay to its final state and no transition happens twice (issue 10, acceptance 4).
 */
import { expect } from 'chai';
import { startHarness, type Harness } from '../gateway/harness.js';
import { signedBody } from '../catalog/helpers.js';
import { checkHistory } from './history.js';
import { createJob, job, parties, pay, step } from './helpers.js';

describe('one job under fifty conflicting clients', function () {
  this.timeout(120_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true }); });
  after(() => h?.stop());

  it('keeps one history: each transition once, events replay to the state', async () => {
    const p = await parties(h, 'postpay');
    const id = (await createJob(h, p)).id;
    // 50 clients: accepts, delivers, completes, cancels, disputes, pauses and extension requests at once
    const actions = Array.from({ length: 50 }, (_, i) => i);
    const results = await Promise.all(actions.map(async (i) => {
      switch (i % 7) {
        case 0: return p.seller.browser.post(`/v1/jobs/${id}/accept`, await signedBody(h, p.seller.id, 'accept', {}, { jobId: id }));
        case 1: return p.seller.browser.post(`/v1/jobs/${id}/deliver`, await signedBody(h, p.seller.id, 'deliver', {}, { jobId: id }));
        case 2: return p.buyer.browser.post(`/v1/jobs/${id}/complete`, await signedBody(h, p.buyer.id, 'complete', {}, { jobId: id }));
        case 3: return p.buyer.browser.post(`/v1/jobs/${id}/cancel`);
        case 4: return p.seller.browser.post(`/v1/jobs/${id}/pause`);
        case 5: return p.buyer.browser.post(`/v1/jobs/${id}/extensions`, { duration: 60, price: 1, currency: 'VRSCTEST' });
        default: return p.buyer.browser.post(`/v1/jobs/${id}/end-session`);
      }
    }));
    expect(results.filter((r) => r.status >= 500), JSON.stringify(results.filter((r) => r.status >= 500).map((r) => r.body))).to.deep.equal([]);
    const accepts = results.filter((r, i) => i % 7 === 0 && r.status === 200).length;
    const cancels = results.filter((r, i) => i % 7 === 3 && r.status === 200).length;
    expect(accepts + cancels, 'accepted or cancelled, exactly once').to.equal(1);
    const { events } = await checkHistory(h.knex, id);
    expect(events.length).to.be.greaterThan(1);
    const final = await job(p.buyer, id);
    expect(final.status).to.equal(events.filter((e) => e.type === 'status_changed').at(-1)?.['to' as never] ?? 'requested');
  });

  it('drives the same job through its lifecycle while rivals race every step', async () => {
    const p = await parties(h, 'postpay');
    const id = (await createJob(h, p)).id;
    const race = (n: number, f: () => Promise<{ status: number }>) => Promise.all(Array.from({ length: n }, f));
    const accepted = await race(10, async () => step(h, p.seller, id, 'accept'));
    expect(accepted.filter((r) => r.status === 200)).to.have.length(1);
    const j = await job(p.buyer, id);
    const tx = await pay(h, [{ address: j.payment.address, amount: j.payment.amount }, { address: j.payment.platformFee.address, amount: j.payment.platformFee.amount }]);
    const paid = await race(10, () => p.buyer.browser.post(`/v1/jobs/${id}/payment`, { txid: tx.txid }));
    expect(paid.every((r) => r.status === 200)).to.equal(true);
    await p.buyer.browser.post(`/v1/jobs/${id}/platform-fee`, { txid: tx.txid });
    const delivered = await race(10, async () => step(h, p.seller, id, 'deliver'));
    expect(delivered.filter((r) => r.status === 200)).to.have.length(1);
    const completed = await race(10, async () => step(h, p.buyer, id, 'complete'));
    expect(completed.filter((r) => r.status === 200)).to.have.length(1);
    const { events } = await checkHistory(h.knex, id);
    const recorded = events.filter((e) => e.type === 'payment_recorded').map((e) => (e as { record?: { purpose: string } }).record?.purpose);
    expect(recorded.sort()).to.deep.equal(['fee', 'payment']);
    expect((await job(p.buyer, id)).status).to.equal('completed');
  });
});
