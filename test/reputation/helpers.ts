/** Reputation tests: jobs driven through their actor (real runtime, real read models), admins, and review signing. */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { Browser, cliLogin, freshIp, type Harness, type TestIdentity } from '../gateway/harness.js';
import type { Agent } from '../catalog/helpers.js';

export const PAY_TXID = () => randomBytes(32).toString('hex');

/** A job between the two parties, created through the job actor as the gateway would after its checks. */
export async function actorJob(h: Harness, seller: TestIdentity, buyer: TestIdentity, opts: { turnaround?: string; terms?: 'prepay' | 'postpay' } = {}): Promise<string> {
  const jobId = randomUUID();
  await h.runtime!.client.send('job', jobId, {
    type: 'create', by: buyer.address, jobId, buyerChainId: buyer.address, buyerName: buyer.name, sellerChainId: seller.address, sellerName: seller.name,
    serviceId: `svc-${jobId.slice(0, 8)}`,
    service: { name: 'Translate', price: 10, currency: 'VRSCTEST', paymentTerms: opts.terms ?? 'prepay', guard: false, turnaround: opts.turnaround ?? '1 day', acceptedCurrencies: [] },
    currency: 'VRSCTEST', price: 10, paymentAddress: seller.address, feeAddress: 'RFeeAddressFFFFFFFFFFFFFFFFFFFFFFF',
    jobHash: randomBytes(32).toString('hex'),
  });
  return jobId;
}

const tx = (address: string, amount: number) => ({ kind: 'transaction', txid: PAY_TXID(), confirmations: 5, outputs: [{ address, currency: 'VRSCTEST', amount }] });

/** Accepts, pays (observations as the gateway reads them), delivers and completes. */
export async function runToCompleted(h: Harness, jobId: string, seller: TestIdentity, buyer: TestIdentity): Promise<void> {
  const send = (m: Record<string, unknown>) => h.runtime!.client.send('job', jobId, m);
  await send({ type: 'accept', by: seller.address });
  await send({ type: 'payment-observed', by: buyer.address, observation: tx(seller.address, 10) });
  await send({ type: 'fee-observed', by: buyer.address, observation: tx('RFeeAddressFFFFFFFFFFFFFFFFFFFFFFF', 0.5) });
  await send({ type: 'deliver', by: seller.address, deliveryHash: `sha256:${'ab'.repeat(32)}` });
  await send({ type: 'complete', by: buyer.address });
}

export async function completedJob(h: Harness, seller: TestIdentity, buyer: TestIdentity): Promise<string> {
  const id = await actorJob(h, seller, buyer);
  await runToCompleted(h, id, seller, buyer);
  return id;
}

/** An identity with a name chosen before the harness starts (so ADMIN_IDENTITIES can list it). */
export async function namedIdentity(h: Harness, name: string): Promise<TestIdentity> {
  const wif = generateWif();
  const created = await h.rpc.call('dev_createidentity', [{ name, primaryaddresses: [rAddressOfWif(wif)] }]) as any;
  return { name: `${name}@`, address: created.identity.identityaddress, wif };
}

export async function browserFor(h: Harness, id: TestIdentity, ip = freshIp()): Promise<Browser> {
  const b = new Browser(h.url, ip);
  const res = await cliLogin(h, b, id);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return b;
}

/** The review message exactly as the spec lays it out, written here by hand (not by the code under test). */
export function specReviewText(o: { agent: string; jobHash: string; rating?: number; message?: string; timestamp: number; platform?: string }): string {
  return `${o.platform ?? 'agentplatform'} Review\n===========================\nAgent: ${o.agent}\nJob: ${o.jobHash}\n`
    + `Rating: ${o.rating ?? 'N/A'}\nMessage: ${o.message ?? 'No message'}\nTimestamp: ${o.timestamp}\nI confirm this review is genuine.`;
}

export async function jobRow(h: Harness, id: string): Promise<{ job_hash: string; seller_id: string; status: string }> {
  return h.knex('jobs').where({ id }).first();
}

/** Polls until `check` answers a value (not undefined/false), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 10_000, what = 'condition'): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type { Agent };
