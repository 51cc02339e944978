/**
 * Outbound webhooks (issue 12, acceptance 4): registration over HTTP, delivery to a real HTTP
 * receiver by the real worker, retries with backoff, dead letters and replay, HMAC signatures, and
 * the production URL policy (SSRF).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect } from 'chai';
import { createLogger } from '../../bin/logger.js';
import { openSecret, verifyWebhook } from '../../reputation/webhook-signing.js';
import { checkWebhookUrl, isPublicAddress, resolvePublic } from '../../reputation/webhook-url.js';
import { WebhookStore, WebhookWorker, webhookSettingsOf, backoffMs } from '../../reputation/webhooks.js';
import { Browser, startHarness, type Harness, type TestIdentity } from '../gateway/harness.js';
import { actorJob, browserFor, eventually } from './helpers.js';

interface Received { path: string; headers: IncomingMessage['headers']; body: string; at: number }

/** A webhook receiver on a real socket; `answer(path, n)` picks the status of the n-th request to a path. */
async function receiver(answer: (path: string, n: number) => number): Promise<{ url: string; got: Received[]; server: Server }> {
  const got: Received[] = [];
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      got.push({ path, headers: req.headers, body, at: Date.now() });
      res.writeHead(answer(path, n)).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, got, server };
}

describe('webhooks', function () {
  this.timeout(120_000);
  let h: Harness;
  let worker: WebhookWorker;
  let recv: Awaited<ReturnType<typeof receiver>>;
  let owner: TestIdentity;
  let ob: Browser;
  let other: TestIdentity;
  let downUp = false;

  before(async () => {
    h = await startHarness({ domain: true, env: { WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_RETRY_MAX_MS: '1000', WEBHOOK_RETRY_WINDOW_MS: '2500', WEBHOOK_TIMEOUT_MS: '2000' } });
    const settings = webhookSettingsOf(h.config);
    worker = new WebhookWorker(new WebhookStore(h.knex, settings), settings, createLogger('silent', 'test'), 50);
    worker.start();
    recv = await receiver((path, n) => (path === '/flaky' ? (n <= 2 ? 500 : 200) : path === '/down' ? (downUp ? 200 : 503) : 200));
    owner = await h.identity('hookowner');
    ob = await browserFor(h, owner);
    other = await h.identity('other');
  });
  after(async () => {
    await worker?.stop();
    recv?.server.close();
    await h?.stop();
  });

  describe('/v1/me/webhooks', () => {
    it('registers an endpoint and shows its secret once; the secret is sealed at rest', async () => {
      const created = await ob.post('/v1/me/webhooks', { url: `${recv.url}/crud`, events: ['job.*', 'review.submitted'], description: 'mine' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      expect(created.body.data.secret).to.match(/^whsec_[A-Za-z0-9_-]{43}$/);
      const id = created.body.data.id;
      const read = await ob.get(`/v1/me/webhooks/${id}`);
      expect(read.body.data).to.not.have.property('secret');
      expect(read.body.data).to.include({ url: `${recv.url}/crud`, active: true, description: 'mine' });
      const row = await h.knex('webhooks').where({ id }).first();
      expect(row.secret_enc).to.not.include(created.body.data.secret.slice(6));
      expect(openSecret(row.secret_enc, h.config.WEBHOOK_ENCRYPTION_KEY)).to.equal(created.body.data.secret);
      const list = await ob.get('/v1/me/webhooks?limit=1');
      expect(list.body.meta).to.include({ limit: 1, total: 1 });
      const patched = await ob.request('PATCH', `/v1/me/webhooks/${id}`, { events: ['payment.*'], active: false });
      expect(patched.body.data).to.include({ active: false });
      expect(patched.body.data.events).to.deep.equal(['payment.*']);
      const rotated = await ob.post(`/v1/me/webhooks/${id}/rotate-secret`);
      expect(rotated.body.data.secret).to.not.equal(created.body.data.secret);
      expect((await ob.request('DELETE', `/v1/me/webhooks/${id}`)).body.data.deleted).to.equal(true);
      expect((await ob.get(`/v1/me/webhooks/${id}`)).status).to.equal(404);
    });

    it('refuses bad input, other identities\' webhooks and callers without a session', async () => {
      for (const body of [
        { url: 'ftp://example.com/x', events: ['job.*'] },
        { url: 'not a url', events: ['job.*'] },
        { url: `${recv.url}/x`, events: [] },
        { url: `${recv.url}/x`, events: ['job.nothing'] },
        { url: `${recv.url}/x`, events: ['*'], secret: 'mine' },
      ]) {
        const res = await ob.post('/v1/me/webhooks', body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      }
      const created = await ob.post('/v1/me/webhooks', { url: `${recv.url}/mine`, events: ['*'] });
      const ownerOf = await browserFor(h, other);
      for (const [m, p] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['GET', '/deliveries'], ['GET', '/dead-letters'], ['POST', '/dead-letters/replay']] as const) {
        expect((await ownerOf.request(m, `/v1/me/webhooks/${created.body.data.id}${p}`, m === 'PATCH' ? { active: false } : undefined)).status, `${m} ${p}`).to.equal(404);
      }
      expect((await new Browser(h.url).get('/v1/me/webhooks')).status).to.equal(401);
      expect((await new Browser(h.url).post('/v1/me/webhooks', { url: `${recv.url}/x`, events: ['*'] })).status).to.equal(401);
      expect((await ob.get('/v1/me/webhooks?limit=500')).status).to.equal(400);
      expect((await ob.get(`/v1/me/webhooks/${created.body.data.id}/deliveries?status=lost`)).status).to.equal(400);
      await ob.request('DELETE', `/v1/me/webhooks/${created.body.data.id}`);
    });
  });

  describe('delivery', () => {
    it('delivers again after backoff to a receiver that fails twice, with the same event id and a valid signature', async () => {
      const hook = await ob.post('/v1/me/webhooks', { url: `${recv.url}/flaky`, events: ['job.created'] });
      const seller = await h.identity('seller');
      const jobId = await actorJob(h, seller, owner);
      const hits = await eventually(async () => {
        const r = recv.got.filter((g) => g.path === '/flaky');
        return r.length >= 3 ? r : undefined;
      }, 20_000, 'three attempts');
      const bodies = hits.map((g) => JSON.parse(g.body));
      expect(new Set(bodies.map((b) => b.id)).size).to.equal(1);
      expect(bodies[0]).to.deep.include({ type: 'job.created', identity: owner.address });
      expect(bodies[0].data).to.include({ jobId, role: 'buyer' });
      // 200 ms then 400 ms of backoff (never asserted as an upper bound: timing is the machine's)
      expect(hits[1]!.at - hits[0]!.at).to.be.at.least(190);
      expect(hits[2]!.at - hits[1]!.at).to.be.at.least(390);
      for (const g of hits) {
        expect(g.headers['x-agentplatform-event']).to.equal('job.created');
        expect(verifyWebhook(hook.body.data.secret, { signature: String(g.headers['x-agentplatform-signature']), timestamp: String(g.headers['x-agentplatform-timestamp']) }, g.body)).to.equal(true);
        expect(verifyWebhook('whsec_wrong', { signature: String(g.headers['x-agentplatform-signature']), timestamp: String(g.headers['x-agentplatform-timestamp']) }, g.body)).to.equal(false);
        expect(verifyWebhook(hook.body.data.secret, { signature: String(g.headers['x-agentplatform-signature']), timestamp: String(g.headers['x-agentplatform-timestamp']) }, g.body.replace('job.created', 'job.createD'))).to.equal(false);
      }
      const deliveries = await eventually(async () => {
        const d = await ob.get(`/v1/me/webhooks/${hook.body.data.id}/deliveries`);
        return d.body.data[0]?.status === 'delivered' ? d.body : undefined;
      });
      expect(deliveries.data[0]).to.include({ attempts: 3, status: 'delivered', lastStatus: 200, eventType: 'job.created' });
      await new Promise((r) => setTimeout(r, 500));
      expect(recv.got.filter((g) => g.path === '/flaky')).to.have.length(3);
    });

    it('ends in the dead-letter list when the receiver stays down past the window, and replays on request', async () => {
      const hook = await ob.post('/v1/me/webhooks', { url: `${recv.url}/down`, events: ['job.*'] });
      const seller = await h.identity('seller');
      await actorJob(h, seller, owner);
      const dead = await eventually(async () => {
        const d = await ob.get(`/v1/me/webhooks/${hook.body.data.id}/dead-letters`);
        return d.body.meta.total >= 1 ? d.body : undefined;
      }, 20_000, 'a dead letter');
      expect(dead.data[0]).to.include({ status: 'dead', lastStatus: 503, eventType: 'job.created' });
      expect(dead.data[0].attempts).to.be.at.least(3);
      const tries = recv.got.filter((g) => g.path === '/down').length;
      downUp = true;
      const replay = await ob.post(`/v1/me/webhooks/${hook.body.data.id}/dead-letters/replay`);
      expect(replay.body.data.replayed).to.equal(dead.meta.total);
      await eventually(async () => {
        const d = await ob.get(`/v1/me/webhooks/${hook.body.data.id}/deliveries?status=delivered`);
        return d.body.meta.total === dead.meta.total || undefined;
      }, 20_000, 'the replay delivered');
      expect(recv.got.filter((g) => g.path === '/down').length).to.equal(tries + dead.meta.total);
      expect((await ob.get(`/v1/me/webhooks/${hook.body.data.id}/dead-letters`)).body.meta.total).to.equal(0);
      expect((await ob.post(`/v1/me/webhooks/${hook.body.data.id}/deliveries/${dead.data[0].id}/replay`)).status).to.equal(404);
    });

    it('backs off exponentially up to the longest delay', () => {
      const s = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
      expect([1, 2, 3, 4].map((n) => backoffMs(n, s))).to.deep.equal([30_000, 60_000, 120_000, 240_000]);
      expect(backoffMs(20, s)).to.equal(3_600_000);
    });
  });

  describe('URL policy', () => {
    it('allows only public https targets in production, checking literal and resolved addresses', async () => {
      for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '224.0.0.1']) {
        expect(isPublicAddress(a), a).to.equal(false);
      }
      for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isPublicAddress(a), a).to.equal(true);
      for (const u of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest', 'https://localhost/x', 'https://db.internal/x', 'https://u:p@example.com/']) {
        expect(() => checkWebhookUrl(u, 'public-https'), u).to.throw();
      }
      expect(checkWebhookUrl('https://example.com/hook', 'public-https').hostname).to.equal('example.com');
      expect(checkWebhookUrl('http://127.0.0.1:9/x', 'any').port).to.equal('9');
      const lookup = (addresses: string[]) => (_h: string, _o: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) => cb(null, addresses.map((address) => ({ address, family: 4 })));
      await resolvePublic('rebind.example', lookup(['93.184.216.34', '10.0.0.7'])).then(() => expect.fail('a private answer must be refused'), (e) => expect(e.message).to.match(/non-public/));
      expect(await resolvePublic('ok.example', lookup(['93.184.216.34']))).to.deep.equal(['93.184.216.34']);
    });

    it('refuses a private-address URL over HTTP when the platform runs in production', async () => {
      const p = await startHarness({
        domain: true,
        env: {
          NODE_ENV: 'production', COOKIE_SECRET: 'p'.repeat(40), CORS_ORIGIN: 'https://app.example.com', WEBHOOK_ENCRYPTION_KEY: 'ab'.repeat(32),
          PLATFORM_FEE_ADDRESS: 'agentplatform@',
        },
      });
      try {
        const id = await p.identity('prod');
        // production cookies are Secure: the client speaks https through the (trusted) proxy
        const b = new (class extends Browser {
          override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
            return super.request(method, path, body, { 'x-forwarded-proto': 'https', ...headers });
          }
        })(p.url);
        const { cliLogin } = await import('../gateway/harness.js');
        expect((await cliLogin(p, b, id)).status).to.equal(200);
        for (const url of ['https://127.0.0.1/hook', 'https://10.0.0.5/hook', 'https://[fd00::1]/hook', 'https://169.254.169.254/', 'http://93.184.216.34/hook', 'https://localhost/hook']) {
          const res = await b.post('/v1/me/webhooks', { url, events: ['*'] });
          expect(res.status, url).to.equal(400);
          expect(res.body.error.details[0].field).to.equal('url');
        }
      } finally {
        await p.stop();
      }
    });
  });
});
