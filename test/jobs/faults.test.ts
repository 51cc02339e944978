/**
 * Faults (issue 10, acceptance 5): two gateway processes and three actor nodes over NATS on one
 * database; JOBS jobs (200 by default, JOBS_FAULT_COUNT) run the whole prepay lifecycle through
 * both gateways while one actor node is SIGKILLed and another SIGSTOPped, then SIGCONTed. Every job
 * ends completed, no transition is applied twice (each job's history replays to its state), and no
 * request waits longer than the lease TTL + 5 s.
 */
import { expect } from 'chai';
import { freePort } from '../../bin/database.js';
import { NATS_URL } from '../fixtures.js';
import { Browser, startHarness, type Harness } from '../gateway/harness.js';
import { runCli, runOnFreePort, type Program } from '../programs.js';
import { removeClusterBuckets, uniqueCluster } from '../runtime/harness.js';
import { loggedIn, registeredAgent, service, signedBody, type Agent } from '../catalog/helpers.js';
import { checkHistory } from './history.js';

const JOBS = Number(process.env.JOBS_FAULT_COUNT ?? 200);
const TTL = 3000;
const CONCURRENCY = 16;

describe('jobs while actor nodes die and freeze', function () {
  this.timeout(600_000);
  let h: Harness;
  let cluster: string;
  const programs: Program[] = [];
  const gateways: string[] = [];

  before(async () => {
    h = await startHarness();
    cluster = uniqueCluster('faults');
    const env = {
      DATABASE_URL: process.env.AP_TEST_DATABASE_URL!, NATS_URL, ACTOR_CLUSTER: cluster, ACTOR_LEASE_TTL_MS: String(TTL),
      ACTOR_PARTITIONS: '32', ACTOR_NODE_HTTP_PORT: '0', CHAIN_RPC_USER: h.config.CHAIN_RPC_USER!,
      CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS!, CHAIN_RPC_PORT: String(h.chain.port), PRIVATE_KEY: h.platformWif,
      LOG_LEVEL: 'warn', POLL_INTERVAL_MS: '500', RATE_LIMIT_MAX: '1000000',
    };
    for (const id of ['a', 'b', 'c']) programs.push(runCli(['actor-node'], { ...env, ACTOR_NODE_ID: `${cluster}-${id}` }));
    // The actor nodes bind ephemeral ports meanwhile: a gateway whose chosen port was taken picks again.
    for (let i = 0; i < 2; i++) {
      const { program, port } = await runOnFreePort(['gateway'], env, freePort);
      programs.push(program);
      gateways.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(programs.map((p) => p.waitFor(/is up/, 90_000)));
  });
  after(async () => {
    for (const p of programs) {
      p.child.kill('SIGCONT');
      await p.stop('SIGKILL').catch(() => {});
    }
    await removeClusterBuckets(cluster).catch(() => {});
    await h?.stop();
  });

  /** The same session on the other gateway. */
  const on = (g: number, a: Agent): Agent => {
    const b = new Browser(gateways[g % 2]!, a.browser.ip);
    for (const [k, v] of a.browser.cookies) b.cookies.set(k, v);
    return { id: a.id, browser: b };
  };

  it(`completes ${JOBS} prepay jobs, each transition once, with no reply later than TTL + 5 s`, async () => {
    const withGateway = (a: Agent) => ({ ...a, browser: Object.assign(new Browser(gateways[0]!, a.browser.ip), { cookies: a.browser.cookies }) });
    const sellers: Agent[] = [];
    const buyers: Agent[] = [];
    const services: string[] = [];
    const hUrl = h.url;
    // identities log in and register through gateway 0 (the harness gateway has no actors)
    (h as { url: string }).url = gateways[0]!;
    for (let i = 0; i < 4; i++) {
      const s = await registeredAgent(h, 'fseller');
      sellers.push(withGateway(s));
      const created = await s.browser.post('/v1/me/services', service({ paymentTerms: 'prepay', price: 1 }));
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      services.push(created.body.data.id);
      buyers.push(withGateway(await loggedIn(h, 'fbuyer')));
    }
    (h as { url: string }).url = hUrl;

    let slowest = 0;
    /** One HTTP request, timed (signing is not: the bound is on the platform's replies). */
    const timed = async <T extends { status: number }>(f: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const r = await f();
      slowest = Math.max(slowest, Date.now() - started);
      return r;
    };
    const until = async (what: string, f: () => Promise<{ status: number; body: any }>, ok: (r: { status: number; body: any }) => boolean) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const r = await f();
        if (ok(r)) return r;
        if (r.status < 500 && !(r.status === 401 && /nonce/i.test(r.body?.error?.message ?? ''))) {
          throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
        }
      }
      throw new Error(`${what}: no success after 20 attempts`);
    };

    const runJob = async (n: number) => {
      const seller = on(n, sellers[n % 4]!);
      const buyer = on(n + 1, buyers[n % 4]!);
      const serviceId = services[n % 4]!;
      const ask = await timed(() => buyer.browser.get(`/v1/jobs/message/request?agentChainId=${seller.id.address}&serviceId=${serviceId}&currency=VRSCTEST`));
      const signature = await h.sign(buyer.id, ask.body.data.message);
      const created = await until(`create ${n}`, () => timed(() => buyer.browser.post('/v1/jobs', { agentChainId: seller.id.address, serviceId, currency: 'VRSCTEST', message: ask.body.data.message, signature, timestamp: ask.body.data.timestamp, nonce: ask.body.data.nonce })), (r) => r.status === 201);
      const id = created.body.data.id as string;
      const signedStep = async (who: Agent, action: string, extra: Record<string, string> = {}) => until(`${action} ${n}`,
        async () => {
          const body = { ...extra, ...(await signedBody(h, who.id, action, extra, { jobId: id })) };
          const r = await timed(() => who.browser.post(`/v1/jobs/${id}/${action}`, body));
          // a retried step that already went through is refused by the machine: the job shows it
          if (r.status === 400 && /already|not in_progress|state/i.test(r.body.error?.message ?? '')) return { status: 200, body: r.body };
          return r;
        }, (r) => r.status === 200);
      await signedStep(seller, 'accept');
      const view = (await timed(() => buyer.browser.get(`/v1/jobs/${id}`))).body.data;
      const opid = await h.rpc.call('sendcurrency', ['*', [{ address: view.payment.address, amount: view.payment.amount, currency: 'VRSCTEST' },
        { address: view.payment.platformFee.address, amount: view.payment.platformFee.amount, currency: 'VRSCTEST' }]]) as string;
      let txid = '';
      for (let i = 0; i < 400 && !txid; i++) {
        const [op] = await h.rpc.call('z_getoperationstatus', [[opid]]) as { status: string; result?: { txid: string } }[];
        if (op?.status === 'success') txid = op.result!.txid;
        else await new Promise((r) => setTimeout(r, 25));
      }
      await until(`payment ${n}`, () => timed(() => buyer.browser.post(`/v1/jobs/${id}/payment`, { txid })), (r) => r.status === 200);
      await until(`fee ${n}`, () => timed(() => buyer.browser.post(`/v1/jobs/${id}/platform-fee`, { txid })), (r) => r.status === 200);
      await signedStep(seller, 'deliver');
      await signedStep(buyer, 'complete');
      return id;
    };

    const ids: string[] = [];
    let next = 0;
    const faults = (async () => {
      while (ids.length < JOBS / 4) await new Promise((r) => setTimeout(r, 50));
      programs[0]!.child.kill('SIGKILL');
      while (ids.length < JOBS / 2) await new Promise((r) => setTimeout(r, 50));
      programs[1]!.child.kill('SIGSTOP');
      await new Promise((r) => setTimeout(r, TTL + 2000));
      programs[1]!.child.kill('SIGCONT');
    })();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < JOBS) ids.push(await runJob(next++));
    }));
    await faults;
    expect(ids).to.have.length(JOBS);
    for (const id of ids) {
      const row = await h.knex('jobs').where({ id }).first('status');
      expect(row.status, id).to.equal('completed');
      await checkHistory(h.knex, id);
    }
    expect(slowest, `slowest request ${slowest} ms`).to.be.at.most(TTL + 5000);
  });
});
