/**
 * The catalog's routes over HTTP with the real dev chain, PostgreSQL and the agent actor: happy
 * paths, each malformed field, no session, wrong owner, unknown agent, paging and rate limits.
 */
import { expect } from 'chai';
import { Browser, startHarness, type Harness } from '../gateway/harness.js';
import { loggedIn, registeredAgent, registration, service, signedBody, type Agent } from './helpers.js';

describe('catalog routes', function () {
  this.timeout(120_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true }); });
  after(() => h?.stop());

  const field = (res: { body: any }) => res.body.error?.details?.map((d: any) => d.field);

  describe('POST /v1/agents/register', () => {
    it('registers the session identity as an agent and answers it (201)', async () => {
      const a = await registeredAgent(h, 'reg');
      const got = await a.browser.get(`/v1/agents/${a.id.address}`);
      expect(got.body.data).to.deep.include({ id: a.id.address, name: 'Test agent', type: 'autonomous', status: 'active', owner: a.id.address, privacyTier: 'public' });
      const byName = await new Browser(h.url).get(`/v1/agents/${a.id.name}`);
      expect(byName.body.data.id).to.equal(a.id.address);
    });

    it('accepts a signature over the registration fields too, and the v2 envelope', async () => {
      const b = await loggedIn(h, 'regf');
      const fields = registration('Fields');
      const res = await b.browser.post('/v1/agents/register', { ...fields, ...(await signedBody(h, b.id, 'register', fields)) });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const c = await loggedIn(h, 'regenv');
      const envelope = { action: 'register', identity: c.id.address, timestamp: Math.floor(Date.now() / 1000), nonce: `n-${Date.now()}-env`, ...registration('Env') };
      const canonicalize = (await import('canonicalize')).default;
      const env = await c.browser.post('/v1/agents/register', { envelope, signatures: [{ signature: await h.sign(c.id, canonicalize(envelope)!) }] });
      expect(env.status, JSON.stringify(env.body)).to.equal(201);
      expect(env.body.data.name).to.equal('Env');
    });

    it('refuses a second registration of the same identity (VALIDATION_ERROR)', async () => {
      const a = await registeredAgent(h, 'twice');
      const res = await a.browser.post('/v1/agents/register', { ...registration(), ...(await signedBody(h, a.id, 'register')) });
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    });

    it('refuses each malformed field, naming it', async () => {
      const b = await loggedIn(h, 'bad');
      for (const [name, value] of [['name', ''], ['type', 'x'.repeat(65)], ['description', 5], ['tags', 'notalist'], ['website', 'ftp://x'], ['category', '']] as const) {
        const res = await b.browser.post('/v1/agents/register', { ...registration(), [name]: value, ...(await signedBody(h, b.id, 'register')) });
        expect(res.status, name).to.equal(400);
        expect(field(res), name).to.include(name);
      }
      const noSig = await b.browser.post('/v1/agents/register', registration());
      expect(field(noSig)).to.include('signature');
      expect((await b.browser.get(`/v1/agents/${b.id.address}`)).status).to.equal(404);
    });

    it('refuses a forged, replayed or foreign signature and leaves nothing behind', async () => {
      const b = await loggedIn(h, 'forge');
      const other = await h.identity('other');
      const body = { ...registration(), ...(await signedBody(h, other, 'register')) };
      const foreign = await b.browser.post('/v1/agents/register', body);
      expect([foreign.status, foreign.body.error.code]).to.deep.equal([401, 'INVALID_SIGNATURE']);
      const good = await signedBody(h, b.id, 'register');
      const forged = await b.browser.post('/v1/agents/register', { ...registration(), ...good, signature: good.signature.slice(0, -6) + 'AAAAA=' });
      expect(forged.body.error.code).to.equal('INVALID_SIGNATURE');
      const stale = await b.browser.post('/v1/agents/register', { ...registration(), ...(await signedBody(h, b.id, 'register', {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 })) });
      expect(stale.status).to.equal(401);
      expect((await b.browser.get(`/v1/agents/${b.id.address}`)).status).to.equal(404);
      // the same signed body twice: the second is a replay
      const c = await loggedIn(h, 'replay');
      const once = { ...registration(), ...(await signedBody(h, c.id, 'register')) };
      expect((await c.browser.post('/v1/agents/register', once)).status).to.equal(201);
      const again = await c.browser.post('/v1/agents/register', once);
      expect(again.status).to.equal(401);
      expect(again.body.error.message).to.match(/nonce/i);
    });

    it('refuses a revoked identity', async () => {
      const id = await h.identity('revoked', { revocable: true });
      const b = new Browser(h.url);
      const { cliLogin } = await import('../gateway/harness.js');
      expect((await cliLogin(h, b, id)).status).to.equal(200);
      await h.rpc.call('revokeidentity', [id.name]);
      const res = await b.post('/v1/agents/register', { ...registration(), ...(await signedBody(h, id, 'register')) });
      expect(res.status).to.equal(401);
    });

    it('needs a session (401)', async () => {
      const res = await new Browser(h.url).post('/v1/agents/register', registration());
      expect([res.status, res.body.error.code]).to.deep.equal([401, 'UNAUTHORIZED']);
    });
  });

  describe('POST /v1/agents/:chainId/status', () => {
    let a: Agent;
    before(async () => { a = await registeredAgent(h, 'status'); });

    it('toggles the status for the owner, signed with agent-status', async () => {
      const off = await a.browser.post(`/v1/agents/${a.id.address}/status`, { status: 'inactive', ...(await signedBody(h, a.id, 'agent-status', { status: 'inactive' })) });
      expect(off.status, JSON.stringify(off.body)).to.equal(200);
      expect(off.body.data.status).to.equal('inactive');
      const on = await a.browser.post(`/v1/agents/${a.id.name}/status`, { status: 'active', ...(await signedBody(h, a.id, 'agent-status', { status: 'active' })) });
      expect(on.body.data.status).to.equal('active');
    });

    it('refuses a signature over another status', async () => {
      const res = await a.browser.post(`/v1/agents/${a.id.address}/status`, { status: 'inactive', ...(await signedBody(h, a.id, 'agent-status', { status: 'active' })) });
      expect(res.body.error.code).to.equal('INVALID_SIGNATURE');
    });

    it('refuses a bad status, a stranger (FORBIDDEN), an unknown agent (404), no session (401)', async () => {
      const bad = await a.browser.post(`/v1/agents/${a.id.address}/status`, { status: 'sleeping', ...(await signedBody(h, a.id, 'agent-status', { status: 'sleeping' })) });
      expect(field(bad)).to.include('status');
      const stranger = await loggedIn(h, 'stranger');
      const forbidden = await stranger.browser.post(`/v1/agents/${a.id.address}/status`, { status: 'inactive', ...(await signedBody(h, stranger.id, 'agent-status', { status: 'inactive' })) });
      expect([forbidden.status, forbidden.body.error.code]).to.deep.equal([403, 'FORBIDDEN']);
      const unknown = await stranger.browser.post(`/v1/agents/${stranger.id.address}/status`, { status: 'inactive', ...(await signedBody(h, stranger.id, 'agent-status', { status: 'inactive' })) });
      expect(unknown.status).to.equal(404);
      expect((await new Browser(h.url).post(`/v1/agents/${a.id.address}/status`, { status: 'inactive' })).status).to.equal(401);
    });

    it('limits to 10 a minute', async () => {
      const b = new Browser(h.url, a.browser.ip);
      b.cookies.set('session', a.browser.cookies.get('session')!);
      const fresh = new Browser(h.url);
      for (const [k, v] of a.browser.cookies) fresh.cookies.set(k, v);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await fresh.post(`/v1/agents/${a.id.address}/status`, { status: 'bogus' })).status);
      expect(codes.slice(0, 10).every((c) => c === 400)).to.equal(true);
      expect(codes[10]).to.equal(429);
    });
  });

  describe('GET /v1/agents and /v1/agents/:id', () => {
    let owner: Agent;
    before(async () => {
      owner = await registeredAgent(h, 'lister', { ...registration('Zebra cartographer'), category: 'maps' });
      await registeredAgent(h, 'lister', { ...registration('Zebra painter'), category: 'art' });
    });

    it('lists with meta, filters by q, category, owner and status', async () => {
      const b = new Browser(h.url);
      const all = await b.get('/v1/agents?limit=2');
      expect(all.body.data).to.have.length(2);
      expect(all.body.meta).to.include({ limit: 2, offset: 0 });
      expect(all.body.meta.total).to.be.at.least(2);
      const q = await b.get('/v1/agents?q=cartographer');
      expect(q.body.data.map((x: any) => x.name)).to.deep.equal(['Zebra cartographer']);
      expect((await b.get('/v1/agents?category=ART')).body.data.map((x: any) => x.name)).to.include('Zebra painter');
      expect((await b.get(`/v1/agents?owner=${owner.id.name}`)).body.data.map((x: any) => x.id)).to.deep.equal([owner.id.address]);
      expect((await b.get('/v1/agents?owner=nobody-at-all@')).body).to.deep.equal({ data: [], meta: { limit: 20, offset: 0, total: 0 } });
      expect((await b.get('/v1/agents?status=inactive&q=zebra')).body.data).to.deep.equal([]);
    });

    it('refuses paging beyond the limits and bad filters', async () => {
      const b = new Browser(h.url);
      expect(field(await b.get('/v1/agents?limit=101'))).to.include('limit');
      expect(field(await b.get('/v1/agents?limit=0'))).to.include('limit');
      expect(field(await b.get('/v1/agents?offset=-1'))).to.include('offset');
      expect(field(await b.get('/v1/agents?status=gone'))).to.include('status');
    });

    it('hides private agents from others, trims limited ones, hides suspended ones from lists', async () => {
      const p = await registeredAgent(h, 'private', registration('Hidden helper'));
      expect((await p.browser.request('PATCH', '/v1/me/agent', { privacyTier: 'private' })).status).to.equal(200);
      const b = new Browser(h.url);
      expect((await b.get(`/v1/agents/${p.id.address}`)).status).to.equal(404);
      expect((await b.get('/v1/agents?q=hidden')).body.data).to.deep.equal([]);
      expect((await p.browser.get(`/v1/agents/${p.id.address}`)).status).to.equal(200);
      const l = await registeredAgent(h, 'limited', registration('Limited helper'));
      await l.browser.request('PATCH', '/v1/me/agent', { privacyTier: 'limited' });
      const shown = (await b.get(`/v1/agents/${l.id.address}`)).body.data;
      expect(shown).to.include({ name: 'Limited helper' });
      expect(shown).not.to.have.any.keys('description', 'tags', 'website');
      await h.runtime!.client.send('agent', l.id.address, { type: 'suspend', by: l.id.address, byName: null, reason: 'test' });
      expect((await b.get('/v1/agents?q=limited')).body.data).to.deep.equal([]);
    });

    it('answers 404 for an unknown agent and 400 for a malformed id', async () => {
      const b = new Browser(h.url);
      expect((await b.get('/v1/agents/iUnknownUnknownUnknownUnknown1')).status).to.equal(404);
      expect((await b.get('/v1/agents/nobody-here@')).status).to.equal(404);
      expect((await b.get('/v1/agents/not-an-identity')).status).to.equal(400);
    });
  });

  describe('/v1/me/services and the search', () => {
    let a: Agent;
    before(async () => { a = await registeredAgent(h, 'seller'); });

    it('creates with defaults, reads, updates partially, deletes', async () => {
      const created = await a.browser.post('/v1/me/services', service({ name: 'Quokka survey' }));
      expect(created.status).to.equal(201);
      const s = created.body.data;
      expect(s).to.deep.include({ name: 'Quokka survey', acceptedCurrencies: [{ currency: 'VRSCTEST', price: 12.5 }], guard: false, paymentTerms: 'prepay', agentId: a.id.address });
      expect((await a.browser.get(`/v1/me/services/${s.id}`)).body.data.id).to.equal(s.id);
      const put = await a.browser.request('PUT', `/v1/me/services/${s.id}`, { price: 20, guard: true });
      expect(put.body.data).to.deep.include({ price: 20, guard: true, acceptedCurrencies: [{ currency: 'VRSCTEST', price: 20 }] });
      expect((await a.browser.get('/v1/me/services')).body.data.map((x: any) => x.id)).to.include(s.id);
      expect((await new Browser(h.url).get(`/v1/services/agent/${a.id.address}`)).body.data.map((x: any) => x.id)).to.include(s.id);
      const del = await a.browser.request('DELETE', `/v1/me/services/${s.id}`);
      expect(del.status).to.equal(200);
      expect((await a.browser.get(`/v1/me/services/${s.id}`)).status).to.equal(404);
    });

    it('refuses each malformed field, naming it', async () => {
      const cases: [string, unknown][] = [['name', ''], ['price', 0], ['price', 1.123456789], ['currency', 'bad currency'], ['paymentTerms', 'later'],
        ['category', ''], ['acceptedCurrencies', []], ['guard', 'yes'], ['description', undefined]];
      for (const [name, value] of cases) {
        const res = await a.browser.post('/v1/me/services', service({ [name]: value }));
        expect(res.status, `${name}=${String(value)}`).to.equal(400);
        expect(field(res)?.some((f: string) => f.startsWith(name)), `${name}: ${JSON.stringify(res.body)}`).to.equal(true);
      }
      const dup = await a.browser.post('/v1/me/services', service({ acceptedCurrencies: [{ currency: 'VRSCTEST', price: 12.5 }, { currency: 'VRSCTEST', price: 12.5 }] }));
      expect(field(dup)).to.deep.equal(['acceptedCurrencies.1.currency']);
      const noPrimary = await a.browser.post('/v1/me/services', service({ acceptedCurrencies: [{ currency: 'VRSC', price: 1 }] }));
      expect(field(noPrimary)).to.deep.equal(['acceptedCurrencies']);
    });

    it('refuses an unregistered identity (FORBIDDEN), no session (401), another agent\'s service (404)', async () => {
      const b = await loggedIn(h, 'noagent');
      const res = await b.browser.post('/v1/me/services', service());
      expect([res.status, res.body.error.code]).to.deep.equal([403, 'FORBIDDEN']);
      expect((await new Browser(h.url).post('/v1/me/services', service())).status).to.equal(401);
      const mine = (await a.browser.post('/v1/me/services', service())).body.data;
      expect((await b.browser.request('PUT', `/v1/me/services/${mine.id}`, { price: 1 })).status).to.equal(404);
      expect((await b.browser.request('DELETE', `/v1/me/services/${mine.id}`)).status).to.equal(404);
    });

    it('searches by text, category, currency, price range and agent, sorted by price or newest', async () => {
      const s2 = await registeredAgent(h, 'search');
      await s2.browser.post('/v1/me/services', service({ name: 'Okapi audit cheap', price: 1, category: 'okapi' }));
      await s2.browser.post('/v1/me/services', service({ name: 'Okapi audit dear', price: 100, category: 'okapi', acceptedCurrencies: [{ currency: 'VRSCTEST', price: 100 }, { currency: 'VRSC', price: 3 }] }));
      const b = new Browser(h.url);
      const byText = await b.get('/v1/services?q=okapi&sort=price');
      expect(byText.body.data.map((x: any) => x.name)).to.deep.equal(['Okapi audit cheap', 'Okapi audit dear']);
      expect((await b.get('/v1/services?q=okapi&sort=price_desc')).body.data[0].name).to.equal('Okapi audit dear');
      expect((await b.get('/v1/services?category=okapi&maxPrice=50')).body.data.map((x: any) => x.name)).to.deep.equal(['Okapi audit cheap']);
      expect((await b.get('/v1/services?category=okapi&currency=VRSC&maxPrice=5')).body.data.map((x: any) => x.name)).to.deep.equal(['Okapi audit dear']);
      expect((await b.get(`/v1/services?agent=${s2.id.name}`)).body.meta.total).to.equal(2);
      expect(field(await b.get('/v1/services?minPrice=abc'))).to.include('minPrice');
      expect(field(await b.get('/v1/services?minPrice=5&maxPrice=1'))).to.include('minPrice');
      expect(field(await b.get('/v1/services?sort=random'))).to.include('sort');
      expect(field(await b.get('/v1/services?limit=500'))).to.include('limit');
    });
  });

  describe('profile settings and canaries', () => {
    let a: Agent;
    before(async () => { a = await registeredAgent(h, 'profile'); });

    it('PATCH /v1/me/agent sets the privacy tier, refusing others', async () => {
      expect((await a.browser.request('PATCH', '/v1/me/agent', { privacyTier: 'limited' })).body.data.privacyTier).to.equal('limited');
      expect(field(await a.browser.request('PATCH', '/v1/me/agent', { privacyTier: 'secret' }))).to.include('privacyTier');
      expect((await new Browser(h.url).request('PATCH', '/v1/me/agent', { privacyTier: 'public' })).status).to.equal(401);
      await a.browser.request('PATCH', '/v1/me/agent', { privacyTier: 'public' });
    });

    it('PUT /v1/me/data-policy stores the policy and trips its limit at 10 a minute', async () => {
      const ok = await a.browser.request('PUT', '/v1/me/data-policy', { retention: '30 days', allowTraining: false, allowThirdParty: false, requireDeletion: true });
      expect(ok.body.data).to.deep.equal({ retention: '30 days', allowTraining: false, allowThirdParty: false, requireDeletion: true });
      expect((await a.browser.get(`/v1/agents/${a.id.address}`)).body.data.dataPolicy.requireDeletion).to.equal(true);
      expect(field(await a.browser.request('PUT', '/v1/me/data-policy', { retention: 7 }))).to.include('retention');
      let last = 0;
      for (let i = 0; i < 9; i++) last = (await a.browser.request('PUT', '/v1/me/data-policy', {})).status;
      expect(last).to.equal(429);
    });

    it('canaries: generated or given, at most five, listed only to their agent, deleted by id', async () => {
      const gen = await a.browser.post('/v1/me/canary', {});
      expect(gen.status).to.equal(201);
      expect(gen.body.data.token).to.match(/^canary-[0-9a-f]{32}$/);
      const given = await a.browser.post('/v1/me/canary', { token: 'my-own-canary-phrase' });
      expect(given.body.data.token).to.equal('my-own-canary-phrase');
      expect(field(await a.browser.post('/v1/me/canary', { token: 'short' }))).to.include('token');
      for (let i = 0; i < 3; i++) await a.browser.post('/v1/me/canary', {});
      const sixth = await a.browser.post('/v1/me/canary', {});
      expect([sixth.status, sixth.body.error.code]).to.deep.equal([400, 'VALIDATION_ERROR']);
      const list = await a.browser.get('/v1/me/canary');
      expect(list.body.data).to.have.length(5);
      const pub = JSON.stringify((await new Browser(h.url).get(`/v1/agents/${a.id.address}`)).body);
      expect(pub).not.to.contain('my-own-canary-phrase');
      expect((await a.browser.request('DELETE', `/v1/me/canary/${given.body.data.id}`)).status).to.equal(200);
      expect((await a.browser.request('DELETE', `/v1/me/canary/${given.body.data.id}`)).status).to.equal(404);
      expect((await new Browser(h.url).get('/v1/me/canary')).status).to.equal(401);
    });
  });
});
