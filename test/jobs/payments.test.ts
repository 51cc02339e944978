/**
 * Payment attacks (issue 10, acceptance 3): wrong recipient, short amount, wrong currency, a txid
 * reused across jobs, an unconfirmed payment (pending until confirmed), a failed opid, malformed
 * references. Payments are real transactions on the dev chain; two confirmations are required here.
 */
import { expect } from 'chai';
import { startHarness, type Harness } from '../gateway/harness.js';
import { createJob, job, parties, pay, step, type Parties } from './helpers.js';

describe('job payments checked on chain', function () {
  this.timeout(120_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true, env: { POLL_INTERVAL_MS: '200', PAYMENT_CONFIRMATIONS: '2' } }); });
  after(() => h?.stop());

  const fund = async (address: string, amount: number, currency = 'VRSCTEST') =>
    (await h.rpc.call('dev_fund', [{ address, amount, currency }]) as { txid: string }).txid;
  const mine = () => h.rpc.call('dev_generate', [1]);

  async function accepted(terms: 'prepay' | 'postpay' = 'prepay', p?: Parties) {
    p ??= await parties(h, terms, { acceptedCurrencies: [{ currency: 'VRSCTEST', price: 10 }, { currency: 'usdtest', price: 10 }] });
    const created = await createJob(h, p);
    await step(h, p.seller, created.id, 'accept');
    return { p, id: created.id as string, j: await job(p.buyer, created.id) };
  }

  it('refuses a payment to another address, naming it', async () => {
    const { p, id } = await accepted();
    const txid = await fund(p.buyer.id.address, 10);
    await mine();
    const res = await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { txid });
    expect([res.status, res.body.error.code]).to.deep.equal([400, 'VALIDATION_ERROR']);
  });

  it('refuses a short amount', async () => {
    const { p, id, j } = await accepted();
    const txid = await fund(j.payment.address, 9.99999999);
    await mine();
    const res = await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { txid });
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    expect(JSON.stringify(res.body.error.details)).to.match(/expected|paid/);
  });

  it('refuses the right amount in the wrong currency (CURRENCY_NOT_ACCEPTED)', async () => {
    const { p, id, j } = await accepted();
    const txid = await fund(j.payment.address, 10, 'usdtest');
    await mine();
    const res = await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { txid });
    expect(res.body.error.code).to.equal('CURRENCY_NOT_ACCEPTED');
  });

  it('counts a txid once across all jobs', async () => {
    const first = await accepted();
    const second = await accepted('prepay', { ...first.p, serviceId: first.p.serviceId });
    const tx = await pay(h, [{ address: first.j.payment.address, amount: 10 }]);
    await mine();
    expect((await first.p.buyer.browser.post(`/v1/jobs/${first.id}/payment`, { txid: tx.txid })).status).to.equal(200);
    const reused = await first.p.buyer.browser.post(`/v1/jobs/${second.id}/payment`, { txid: tx.txid });
    expect(reused.body.error.code).to.equal('VALIDATION_ERROR');
    expect(reused.body.error.message).to.match(/another job/);
    expect((await job(first.p.buyer, second.id)).payment.txid).to.equal(null);
  });

  it('keeps an unconfirmed payment pending until it is confirmed, then starts the job', async () => {
    const { p, id, j } = await accepted();
    const tx = await pay(h, [{ address: j.payment.address, amount: 10 }, { address: j.payment.platformFee.address, amount: j.payment.platformFee.amount }]);
    expect((await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { txid: tx.txid })).status).to.equal(200);
    const fee = await p.buyer.browser.post(`/v1/jobs/${id}/platform-fee`, { txid: tx.txid });
    expect(fee.body.data.status).to.equal('requested');
    expect(fee.body.data.payment.confirmed).to.equal(false);
    expect(fee.body.data.payment.pending).to.equal(10);
    await mine();
    let now: any;
    for (let i = 0; i < 100; i++) {
      now = await job(p.buyer, id);
      if (now.status === 'in_progress') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(now.status).to.equal('in_progress');
    expect(now.payment.confirmed).to.equal(true);
  });

  it('answers OPID_FAILED for a failed operation, INVALID_TXID and INVALID_OPID for malformed ones', async () => {
    const { p, id } = await accepted();
    const opid = await h.rpc.call('sendcurrency', ['*', [{ address: p.buyer.id.address, amount: 100_000_000, currency: 'VRSCTEST' }]]) as string;
    let failed: any;
    for (let i = 0; i < 100; i++) {
      failed = await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { opid });
      if (failed.status !== 202) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(failed.body.error?.code, JSON.stringify(failed.body)).to.equal("OPID_FAILED");
    expect((await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { txid: 'abc' })).body.error.code).to.equal('INVALID_TXID');
    expect((await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { opid: 'opid-nope' })).body.error.code).to.equal('INVALID_OPID');
    expect((await p.buyer.browser.post(`/v1/jobs/${id}/payment`, {})).body.error.code).to.equal('VALIDATION_ERROR');
    expect((await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { txid: 'f'.repeat(64) })).body.error.details[0].field).to.equal('txid');
  });

  it('answers 202 pending for an operation still running', async () => {
    const { p, id, j } = await accepted();
    const opid = await h.rpc.call('sendcurrency', ['*', [{ address: j.payment.address, amount: 10, currency: 'VRSCTEST' }]]) as string;
    const res = await p.buyer.browser.post(`/v1/jobs/${id}/payment`, { opid });
    expect(res.status).to.be.oneOf([200, 202]);
    if (res.status === 202) expect(res.body.data).to.include({ status: 'pending', opid });
  });
});
