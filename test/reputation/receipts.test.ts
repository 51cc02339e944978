/**
 * Signed job receipts (issue 12, acceptance 5): a job paid on the dev chain and completed over
 * HTTP, its receipt checked by `agentplatform receipt verify` against the chain; any changed byte
 * makes the check fail.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { Browser, startHarness, type Harness } from '../gateway/harness.js';
import { runCli } from '../programs.js';
import { createJob, job, parties, pay, step } from '../jobs/helpers.js';

describe('GET /v1/jobs/:id/receipt and agentplatform receipt verify', function () {
  this.timeout(120_000);
  let h: Harness;
  let dir: string;

  before(async () => {
    h = await startHarness({ domain: true });
    dir = await mkdtemp(join(tmpdir(), 'ap-receipt-'));
  });
  after(async () => {
    await h?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const verify = async (file: string, extra: string[] = []) => {
    const p = runCli(['receipt', 'verify', file, ...extra], {
      CHAIN_RPC_USER: h.config.CHAIN_RPC_USER, CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS, CHAIN_RPC_PORT: String(h.chain.port), CHAIN_RPC_HOST: '127.0.0.1',
    });
    const code = await p.exited;
    return { code, out: p.output() };
  };

  it('signs a closed job\'s receipt that verifies against the chain, and fails on any change', async () => {
    const p = await parties(h, 'prepay');
    const created = await createJob(h, p);
    expect((await p.seller.browser.get(`/v1/jobs/${created.id}/receipt`)).status).to.equal(400);
    await step(h, p.seller, created.id, 'accept');
    const j = await job(p.buyer, created.id);
    const both = await pay(h, [{ address: j.payment.address, amount: j.payment.amount }, { address: j.payment.platformFee.address, amount: j.payment.platformFee.amount }]);
    await p.buyer.browser.post(`/v1/jobs/${created.id}/payment`, { txid: both.txid });
    await p.buyer.browser.post(`/v1/jobs/${created.id}/platform-fee`, { txid: both.txid });
    const hash = `sha256:${'cd'.repeat(32)}`;
    await step(h, p.seller, created.id, 'deliver', { deliveryHash: hash });
    expect((await step(h, p.buyer, created.id, 'complete')).body.data.status).to.equal('completed');

    const res = await p.buyer.browser.get(`/v1/jobs/${created.id}/receipt`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const r = res.body.data.receipt;
    expect(r).to.deep.include({ jobId: created.id, jobHash: created.jobHash, status: 'completed', price: 10, currency: 'VRSCTEST', deliveryHash: hash, review: null });
    expect(r.buyer.chainId).to.equal(p.buyer.id.address);
    expect(r.seller.chainId).to.equal(p.seller.id.address);
    expect(r.payment.transactions[0].txid).to.equal(both.txid);
    expect(r.platformFee.transactions[0].txid).to.equal(both.txid);
    expect(r.timestamps.completedAt).to.be.a('string');
    // the seller gets the same receipt; asking again does not sign anew
    expect((await p.seller.browser.get(`/v1/jobs/${created.id}/receipt`)).body.data).to.deep.equal(res.body.data);
    expect((await new Browser(h.url).get(`/v1/jobs/${created.id}/receipt`)).status).to.equal(401);
    const stranger = await parties(h, 'prepay');
    expect((await stranger.buyer.browser.get(`/v1/jobs/${created.id}/receipt`)).status).to.equal(403);

    const good = join(dir, 'receipt.json');
    await writeFile(good, JSON.stringify(res.body.data, null, 2));
    const ok = await verify(good, ['--platform', h.config.PLATFORM_IDENTITY]);
    expect(ok.code, ok.out).to.equal(0);
    expect(ok.out).to.match(/receipt valid: job .*, 1 transaction|receipt valid/);
    // the route's whole answer is accepted too
    const whole = join(dir, 'answer.json');
    await writeFile(whole, JSON.stringify(res.body));
    expect((await verify(whole)).code).to.equal(0);

    // change one byte of the signed receipt: a digit of the price, a letter of the hash, the status
    const text = JSON.stringify(res.body.data);
    for (const [from, to] of [['"price":10', '"price":11'], [created.jobHash, created.jobHash.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'))], ['"status":"completed"', '"status":"cancelled"']]) {
      const bad = join(dir, `bad-${Math.random().toString(16).slice(2)}.json`);
      expect(text.includes(from!), from).to.equal(true);
      await writeFile(bad, text.replace(from!, to!));
      const out = await verify(bad);
      expect(out.code, out.out).to.equal(1);
      expect(out.out).to.match(/INVALID[\s\S]*does not verify/);
    }
    // a receipt signed by someone else than the platform named
    const notPlatform = await verify(good, ['--platform', p.buyer.id.name]);
    expect(notPlatform.code).to.equal(1);
  });
});
