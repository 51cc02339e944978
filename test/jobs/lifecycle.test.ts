/** Whole jobs over HTTP on the dev chain with real sendcurrency payments (issue 10, acceptance 2). */
import { expect } from 'chai';
import { startHarness, type Harness } from '../gateway/harness.js';
import { createJob, job, parties, pay, step } from './helpers.js';

describe('job lifecycle over HTTP with payments on the dev chain', function () {
  this.timeout(120_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true, env: { POLL_INTERVAL_MS: '300' } }); });
  after(() => h?.stop());

  it('runs a prepay job to completed', async () => {
    const p = await parties(h, 'prepay');
    const created = await createJob(h, p);
    expect(created).to.deep.include({ status: 'requested', buyerChainId: p.buyer.id.address, sellerChainId: p.seller.id.address, price: 10, currency: 'VRSCTEST', paymentTerms: 'prepay' });
    expect(created.jobHash).to.match(/^[0-9a-f]{64}$/);
    const accepted = await step(h, p.seller, created.id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    expect(accepted.body.data.acceptedAt).to.be.a('string');
    const j = await job(p.buyer, created.id);
    const payment = await pay(h, [{ address: j.payment.address, amount: j.payment.amount }]);
    const paid = await p.buyer.browser.post(`/v1/jobs/${created.id}/payment`, { txid: payment.txid });
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    const fee = await pay(h, [{ address: j.payment.platformFee.address, amount: j.payment.platformFee.amount }]);
    const feeRes = await p.buyer.browser.post(`/v1/jobs/${created.id}/platform-fee`, { txid: fee.txid });
    expect(feeRes.status, JSON.stringify(feeRes.body)).to.equal(200);
    expect(feeRes.body.data.status).to.equal('in_progress');
    const hash = `sha256:${'ab'.repeat(32)}`;
    const delivered = await step(h, p.seller, created.id, 'deliver', { deliveryHash: hash });
    expect(delivered.body.data).to.include({ status: 'pending_delivery', deliveryHash: hash });
    const done = await step(h, p.buyer, created.id, 'complete');
    expect(done.body.data.status).to.equal('completed');
    const mine = await p.seller.browser.get('/v1/me/jobs?role=seller&status=completed');
    expect(mine.body.data.map((x: any) => x.id)).to.include(created.id);
    const again = await step(h, p.buyer, created.id, 'complete');
    expect(again.body.error.code).to.equal('JOB_CLOSED');
  });

  it('runs a postpay job (in progress at accept, paid before complete) and follows an opid', async () => {
    const p = await parties(h, 'postpay');
    const created = await createJob(h, p);
    expect((await step(h, p.seller, created.id, 'accept')).body.data.status).to.equal('in_progress');
    const early = await step(h, p.buyer, created.id, 'complete');
    expect(early.body.error.code).to.equal('VALIDATION_ERROR');
    const j = await job(p.buyer, created.id);
    const both = await pay(h, [{ address: j.payment.address, amount: j.payment.amount }, { address: j.payment.platformFee.address, amount: j.payment.platformFee.amount }]);
    expect((await p.buyer.browser.post(`/v1/jobs/${created.id}/payment`, { opid: both.opid })).status).to.be.oneOf([200, 202]);
    expect((await p.buyer.browser.post(`/v1/jobs/${created.id}/platform-fee`, { txid: both.txid })).status).to.equal(200);
    expect((await step(h, p.buyer, created.id, 'complete')).body.data.status).to.equal('completed');
  });

  it('runs a split job: half before work, the rest before completion', async () => {
    const p = await parties(h, 'split');
    const created = await createJob(h, p);
    await step(h, p.seller, created.id, 'accept');
    let j = await job(p.buyer, created.id);
    const first = await pay(h, [{ address: j.payment.address, amount: j.payment.due }, { address: j.payment.platformFee.address, amount: j.payment.platformFee.due }]);
    await p.buyer.browser.post(`/v1/jobs/${created.id}/payment`, { txid: first.txid });
    const started = await p.buyer.browser.post(`/v1/jobs/${created.id}/platform-fee`, { txid: first.txid });
    expect(started.body.data.status, JSON.stringify(started.body)).to.equal('in_progress');
    expect((await step(h, p.buyer, created.id, 'complete')).body.error.code).to.equal('VALIDATION_ERROR');
    j = await job(p.buyer, created.id);
    const rest = await pay(h, [{ address: j.payment.address, amount: j.payment.due }, { address: j.payment.platformFee.address, amount: j.payment.platformFee.due }]);
    await p.buyer.browser.post(`/v1/jobs/${created.id}/payment`, { txid: rest.txid });
    await p.buyer.browser.post(`/v1/jobs/${created.id}/platform-fee`, { txid: rest.txid });
    expect((await step(h, p.buyer, created.id, 'complete')).body.data.status).to.equal('completed');
  });

  it('cancels a job before acceptance and its files are gone', async () => {
    const p = await parties(h, 'prepay');
    const created = await createJob(h, p);
    await h.knex('job_files').insert({ id: `f-${created.id}`, job_id: created.id, uploader_id: p.buyer.id.address, name: 'a.txt', mime: 'text/plain', size: 1, sha256: '00' });
    await h.knex('job_file_chunks').insert({ file_id: `f-${created.id}`, job_id: created.id, seq: 0, data: Buffer.from('a') });
    const res = await p.buyer.browser.post(`/v1/jobs/${created.id}/cancel`);
    expect(res.body.data.status).to.equal('cancelled');
    for (let i = 0; i < 100 && (await h.knex('job_files').where({ job_id: created.id })).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await h.knex('job_files').where({ job_id: created.id })).to.deep.equal([]);
    expect(await h.knex('job_file_chunks').where({ job_id: created.id })).to.deep.equal([]);
  });

  it('applies a paid extension', async () => {
    const p = await parties(h, 'postpay');
    const created = await createJob(h, p);
    await step(h, p.seller, created.id, 'accept');
    const ext = await p.seller.browser.post(`/v1/jobs/${created.id}/extensions`, { duration: 3600, price: 2, currency: 'VRSCTEST' });
    expect(ext.status, JSON.stringify(ext.body)).to.equal(201);
    expect((await p.seller.browser.post(`/v1/jobs/${created.id}/extensions/${ext.body.data.id}/approve`)).body.error.code).to.equal('FORBIDDEN');
    const ok = await p.buyer.browser.post(`/v1/jobs/${created.id}/extensions/${ext.body.data.id}/approve`);
    expect(ok.body.data.status).to.equal('approved');
    const invoice = await p.buyer.browser.get(`/v1/jobs/${created.id}/extension-invoice?amount=2`);
    expect(invoice.body.data).to.include({ agentAmount: 2, platformFee: 0.1, total: 2.1 });
    expect(invoice.body.data.command).to.match(/^verus -chain=VRSCTEST sendcurrency "\*" '\[/);
    const tx = await pay(h, [{ address: invoice.body.data.agentAddress, amount: 2 }, { address: invoice.body.data.feeAddress, amount: 0.1 }]);
    const paid = await p.buyer.browser.post(`/v1/jobs/${created.id}/extensions/${ext.body.data.id}/payment`, { txid: tx.txid });
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    const after = await job(p.buyer, created.id);
    expect(after.extendedSeconds).to.equal(3600);
    expect((await p.buyer.browser.get(`/v1/jobs/${created.id}/extensions`)).body.data[0].status).to.equal('paid');
  });
});
