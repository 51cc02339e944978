/**
 * The contract (issue 14): `/v1/openapi.json` lists every route the gateway serves, each described
 * with its schemas, and every answer of a tour through the API (happy paths and refusals) has the
 * shape the document allows. Answers are checked on the way back to the client, so the tour is the
 * same code other tests use.
 */
import { expect } from 'chai';
import { z } from 'zod';
import { mountedRoutes } from '../../gateway/openapi/document.js';
import { errorShape } from '../../gateway/openapi/shapes.js';
import type { RouteDoc } from '../../gateway/openapi/registry.js';
import { Browser, startHarness, type Harness } from './harness.js';
import { loggedIn, registeredAgent, service, signedBody } from '../catalog/helpers.js';
import { createJob, job, parties, pay, step } from '../jobs/helpers.js';

describe('the OpenAPI contract', function () {
  this.timeout(120_000);
  let h: Harness;
  const realFetch = globalThis.fetch;
  const violations: string[] = [];
  const seen = new Set<string>();
  let docs: { doc: RouteDoc; pattern: RegExp; params: number }[] = [];

  before(async () => {
    h = await startHarness({ domain: true });
    docs = mountedRoutes(h.gateway.routers).filter((r) => r.doc).map((r) => ({
      doc: r.doc!,
      pattern: new RegExp(`^${r.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
      params: (r.path.match(/:/g) ?? []).length,
    }));
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const res = await realFetch(input, init);
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (!url.href.startsWith(h.url)) return res;
      const method = (init?.method ?? 'GET').toLowerCase();
      const match = docs.filter((d) => d.doc.method === method && d.pattern.test(url.pathname)).sort((a, b) => a.params - b.params)[0];
      const where = `${method.toUpperCase()} ${url.pathname} ${res.status}`;
      if (!match) {
        if (res.status !== 404) violations.push(`${where}: no route in the document`);
        return res;
      }
      const d = match.doc;
      if (d.contentType) return res;
      const body = await res.clone().json().catch(() => undefined);
      seen.add(`${d.method} ${d.path}`);
      let schema: z.ZodType | undefined;
      if (res.status === (d.status ?? 200)) schema = d.response && (d.raw ? d.response : z.object({ data: d.response }));
      else if (d.also?.some((a) => a.status === res.status)) schema = z.object({ data: d.also.find((a) => a.status === res.status)!.response });
      else if (res.status >= 400) schema = errorShape;
      else violations.push(`${where}: a status the document does not list`);
      const parsed = schema?.safeParse(body);
      if (parsed && !parsed.success) violations.push(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      return res;
    };
  });
  after(async () => {
    globalThis.fetch = realFetch;
    await h?.stop();
  });

  it('serves OpenAPI 3.1 with every route of the gateway described, and a reference page', async () => {
    const res = await realFetch(`${h.url}/v1/openapi.json`);
    const doc = await res.json() as { openapi: string; paths: Record<string, Record<string, { responses: object }>> };
    expect(doc.openapi).to.equal('3.1.0');
    const routes = mountedRoutes(h.gateway.routers);
    const undescribed = routes.filter((r) => !r.doc).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(undescribed, 'routes without a description').to.deep.equal([]);
    for (const r of routes) {
      const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[path]?.[r.method], `${r.method} ${path}`).to.be.an('object');
    }
    for (const spec of ['/v1/agents/register', '/v1/jobs/{id}/payment', '/v1/services', '/auth/consent/verify']) expect(doc.paths).to.have.property(spec);
    const page = await realFetch(`${h.url}/docs`);
    expect(page.headers.get('content-type')).to.match(/text\/html/);
    expect(await page.text()).not.to.match(/https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
  });

  it('answers the tour through catalog and jobs with the documented shapes only', async () => {
    const b = new Browser(h.url);
    await b.get('/v1/version');
    await b.get('/health');
    await b.get('/v1/health');
    await b.post('/v1/resolve-names', { names: ['nobody-at-all@'] });
    await b.post('/v1/resolve-names', { names: [] });
    const seller = await registeredAgent(h, 'contract');
    await seller.browser.request('PATCH', '/v1/me/agent', { privacyTier: 'public' });
    await seller.browser.request('PUT', '/v1/me/data-policy', { retention: '30 days' });
    await seller.browser.get('/v1/me/identity');
    const c = await seller.browser.post('/v1/me/canary', {});
    await seller.browser.get('/v1/me/canary');
    await seller.browser.request('DELETE', `/v1/me/canary/${c.body.data.id}`);
    const s = (await seller.browser.post('/v1/me/services', service())).body.data;
    await seller.browser.get(`/v1/me/services/${s.id}`);
    await seller.browser.request('PUT', `/v1/me/services/${s.id}`, { price: 3 });
    await seller.browser.get('/v1/me/services');
    await seller.browser.request('DELETE', `/v1/me/services/${s.id}`);
    await seller.browser.post(`/v1/agents/${seller.id.address}/status`, { status: 'active', ...(await signedBody(h, seller.id, 'agent-status', { status: 'active' })) });
    await b.get(`/v1/agents/${seller.id.address}`);
    await b.get('/v1/agents?limit=5');
    await b.get('/v1/agents?limit=500');
    await b.get(`/v1/services/agent/${seller.id.address}`);
    await b.get('/v1/services?q=translate&sort=price');
    await b.get('/v1/agents/iNobodyNobodyNobodyNobody12');
    await b.post('/v1/me/services', service());

    const p = await parties(h, 'postpay');
    await p.buyer.browser.get('/v1/jobs/message/request');
    const created = await createJob(h, p);
    await p.buyer.browser.get(`/v1/jobs/${created.id}`);
    await step(h, p.seller, created.id, 'accept');
    await p.buyer.browser.get('/v1/me/jobs?role=buyer');
    const ext = await p.seller.browser.post(`/v1/jobs/${created.id}/extensions`, { duration: 60, price: 1, currency: 'VRSCTEST' });
    await p.buyer.browser.get(`/v1/jobs/${created.id}/extensions`);
    await p.buyer.browser.post(`/v1/jobs/${created.id}/extensions/${ext.body.data.id}/reject`);
    await p.buyer.browser.get(`/v1/jobs/${created.id}/extension-invoice?amount=1`);
    await p.buyer.browser.post(`/v1/jobs/${created.id}/data-terms`, { retention: 'none' });
    await p.buyer.browser.post(`/v1/jobs/${created.id}/end-session`);
    await p.seller.browser.post(`/v1/jobs/${created.id}/pause`);
    const j = await job(p.buyer, created.id);
    const tx = await pay(h, [{ address: j.payment.address, amount: j.payment.amount }, { address: j.payment.platformFee.address, amount: j.payment.platformFee.amount }]);
    await p.buyer.browser.post(`/v1/jobs/${created.id}/payment`, { txid: tx.txid });
    await p.buyer.browser.post(`/v1/jobs/${created.id}/platform-fee`, { txid: tx.txid });
    await p.buyer.browser.post(`/v1/jobs/${created.id}/payment`, { txid: 'nope' });
    await step(h, p.seller, created.id, 'deliver', { deliveryHash: `sha256:${'0'.repeat(64)}` });
    await step(h, p.buyer, created.id, 'complete');
    await p.buyer.browser.get(`/v1/jobs/${created.id}/events`);
    const fields = { deletedAt: new Date().toISOString(), scope: ['all'] };
    await p.seller.browser.post(`/v1/jobs/${created.id}/deletion-attestation`, { ...fields, ...(await signedBody(h, p.seller.id, 'deletion-attestation', fields, { jobId: created.id })) });
    await p.buyer.browser.get(`/v1/jobs/${created.id}/deletion-attestations`);
    const other = await createJob(h, p);
    await p.buyer.browser.post(`/v1/jobs/${other.id}/dispute`, { reason: 'changed my mind' });
    await p.buyer.browser.post(`/v1/jobs/${other.id}/cancel`);
    const stranger = await loggedIn(h, 'contract-stranger');
    await stranger.browser.get(`/v1/jobs/${created.id}`);
    await stranger.browser.get('/v1/admin/disputes');
    await stranger.browser.post('/auth/logout');
    await b.get('/auth/consent/challenge');
    expect(violations).to.deep.equal([]);
    expect(seen.size).to.be.greaterThan(40);
  });
});
