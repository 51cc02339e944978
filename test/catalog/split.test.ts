/**
 * The split deployment: two `agentplatform gateway` processes and two `agentplatform actor-node`
 * processes over NATS on one database. A write through one gateway is read at once through the
 * other; killing an actor node loses nothing.
 */
import { expect } from 'chai';
import { freePort } from '../../bin/database.js';
import { NATS_URL } from '../fixtures.js';
import { Browser, cliLogin, startHarness, type Harness } from '../gateway/harness.js';
import { runCli, runOnFreePort, type Program } from '../programs.js';
import { removeClusterBuckets, uniqueCluster } from '../runtime/harness.js';
import { registration, service, signedBody } from './helpers.js';

describe('catalog on two gateways and two actor nodes over NATS', function () {
  this.timeout(180_000);
  let h: Harness;
  let cluster: string;
  const programs: Program[] = [];
  const gateways: string[] = [];
  let env: Record<string, string>;

  before(async () => {
    h = await startHarness();
    cluster = uniqueCluster('split');
    env = {
      DATABASE_URL: process.env.AP_TEST_DATABASE_URL!, NATS_URL, ACTOR_CLUSTER: cluster, ACTOR_LEASE_TTL_MS: '3000',
      ACTOR_PARTITIONS: '16', ACTOR_NODE_HTTP_PORT: '0', CHAIN_RPC_USER: h.config.CHAIN_RPC_USER!,
      CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS!, CHAIN_RPC_PORT: String(h.chain.port), PRIVATE_KEY: h.platformWif,
      LOG_LEVEL: 'warn', POLL_INTERVAL_MS: '500',
    };
    for (const id of ['n1', 'n2']) programs.push(runCli(['actor-node'], { ...env, ACTOR_NODE_ID: `${cluster}-${id}` }));
    // The actor nodes bind ephemeral ports while the gateways start: a gateway whose port they took starts again on another.
    const started = await Promise.all([0, 1].map(() => runOnFreePort(['gateway'], env, freePort)));
    for (const { program, port } of started) { programs.push(program); gateways.push(`http://127.0.0.1:${port}`); }
    await Promise.all(programs.map((p) => p.waitFor(/is up/, 60_000)));
  });
  after(async () => {
    for (const p of programs) await p.stop('SIGKILL').catch(() => {});
    await removeClusterBuckets(cluster).catch(() => {});
    await h?.stop();
  });

  /** One identity's browser on gateway `g`, logged in (the session is shared through PostgreSQL). */
  async function agentOn(g: number) {
    const id = await h.identity('split');
    const b = new Browser(gateways[g]!);
    expect((await cliLogin(h, b, id)).status).to.equal(200);
    return { id, b };
  }
  const on = (g: number, from: Browser) => {
    const b = new Browser(gateways[g]!, from.ip);
    for (const [k, v] of from.cookies) b.cookies.set(k, v);
    return b;
  };

  it('reads on one gateway what was written through the other, at once', async () => {
    const { id, b } = await agentOn(0);
    const reg = await b.post('/v1/agents/register', { ...registration('Split agent'), ...(await signedBody(h, id, 'register')) });
    expect(reg.status, JSON.stringify(reg.body)).to.equal(201);
    const other = on(1, b);
    expect((await other.get(`/v1/agents/${id.address}`)).body.data.name).to.equal('Split agent');
    const created = await other.post('/v1/me/services', service({ name: 'Split service' }));
    expect(created.status).to.equal(201);
    const read = await b.get(`/v1/me/services/${created.body.data.id}`);
    expect(read.body.data.name).to.equal('Split service');
    const put = await b.request('PUT', `/v1/me/services/${created.body.data.id}`, { price: 3 });
    expect(put.status).to.equal(200);
    expect((await other.get(`/v1/me/services/${created.body.data.id}`)).body.data.price).to.equal(3);
  });

  it('has one actor node index the chain, which both gateways report healthy', async () => {
    for (const g of gateways) {
      let health: any;
      for (let i = 0; i < 50; i++) {
        health = await (await fetch(`${g}/v1/health`)).json();
        if (health.components.indexer === 'ok') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(health.components).to.deep.equal({ rpc: 'ok', indexer: 'ok', database: 'ok' });
    }
  });

  it('loses nothing when an actor node is killed mid-traffic', async () => {
    const writers = await Promise.all([0, 1, 0, 1, 0, 1].map((g) => agentOn(g)));
    await Promise.all(writers.map(async ({ id, b }) => {
      const r = await b.post('/v1/agents/register', { ...registration('Survivor'), ...(await signedBody(h, id, 'register')) });
      expect(r.status).to.equal(201);
    }));
    const ids: string[] = [];
    const work = (async () => {
      for (let round = 0; round < 5; round++) {
        await Promise.all(writers.map(async ({ b }) => {
          const r = await b.post('/v1/me/services', service({ name: `Survivor service ${round}` }));
          expect(r.status, JSON.stringify(r.body)).to.equal(201);
          ids.push(r.body.data.id);
        }));
      }
    })();
    await new Promise((r) => setTimeout(r, 150));
    programs[0]!.child.kill('SIGKILL');
    await work;
    expect(ids).to.have.length(30);
    for (const { id } of writers) {
      const list = await new Browser(gateways[1]!).get(`/v1/services/agent/${id.address}`);
      expect(list.body.meta.total).to.equal(5);
    }
  });
});
