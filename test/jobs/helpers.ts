/** Driving jobs over HTTP as clients do: signed steps from the message endpoints, payments with real sendcurrency on the dev chain. */
import { expect } from 'chai';
import type { Browser, Harness, TestIdentity } from '../gateway/harness.js';
import { loggedIn, registeredAgent, service, type Agent } from '../catalog/helpers.js';

export interface Parties { seller: Agent; buyer: Agent; serviceId: string }

export async function parties(h: Harness, terms: 'prepay' | 'postpay' | 'split' = 'prepay', over: Record<string, unknown> = {}): Promise<Parties> {
  const seller = await registeredAgent(h, 'seller');
  const created = await seller.browser.post('/v1/me/services', service({ paymentTerms: terms, price: 10, ...over }));
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  const buyer = await loggedIn(h, 'buyer');
  return { seller, buyer, serviceId: created.body.data.id };
}

/** Signs the text the server gives (`GET ...message...`) with the identity's own key. */
export async function signed(h: Harness, who: { id: TestIdentity; browser: Browser }, path: string): Promise<{ signature: string; timestamp: number; nonce: string; message: string }> {
  const res = await who.browser.get(path);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  const { message, timestamp, nonce } = res.body.data;
  return { message, timestamp, nonce, signature: await h.sign(who.id, message) };
}

export async function createJob(h: Harness, p: Parties, currency = 'VRSCTEST'): Promise<any> {
  const s = await signed(h, p.buyer, `/v1/jobs/message/request?agentChainId=${p.seller.id.address}&serviceId=${p.serviceId}&currency=${currency}`);
  const res = await p.buyer.browser.post('/v1/jobs', { agentChainId: p.seller.id.address, serviceId: p.serviceId, currency, ...s });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

export async function step(h: Harness, who: Agent, jobId: string, action: 'accept' | 'deliver' | 'complete', extra: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const q = new URLSearchParams(extra).toString();
  const s = await signed(h, who, `/v1/jobs/${jobId}/message/${action}${q ? `?${q}` : ''}`);
  const { message: _m, ...body } = s;
  return who.browser.post(`/v1/jobs/${jobId}/${action}`, { ...body, ...extra });
}

/** Pays from the dev wallet with sendcurrency and waits for the operation's txid. */
export async function pay(h: Harness, outputs: { address: string; amount: number; currency?: string }[]): Promise<{ opid: string; txid: string }> {
  const opid = await h.rpc.call('sendcurrency', ['*', outputs.map((o) => ({ currency: 'VRSCTEST', ...o }))]) as string;
  for (let i = 0; i < 200; i++) {
    const [op] = await h.rpc.call('z_getoperationstatus', [[opid]]) as { status: string; result?: { txid: string }; error?: { message: string } }[];
    if (op?.status === 'success') return { opid, txid: op.result!.txid };
    if (op?.status === 'failed') throw new Error(`payment failed: ${op.error?.message}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('payment did not finish');
}

export async function job(who: Agent, id: string): Promise<any> {
  const res = await who.browser.get(`/v1/jobs/${id}`);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data;
}
