import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import type { Runtime } from '../../runtime/mod.js';
import { eventually, removeClusterBuckets, testRuntime, uid, uniqueCluster } from './harness.js';

describe('actor cluster on NATS (nodes in one process)', function () {
  this.timeout(90_000);
  let db: Knex;
  const started: Runtime[] = [];
  const clusters: string[] = [];

  before(() => { db = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL, pool: { min: 0, max: 2 } }); });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((r) => r.stop().catch(() => {})));
    for (const c of clusters.splice(0)) await removeClusterBuckets(c);
  });
  after(() => db.destroy());

  const node = async (cluster: string, nodeId: string) => {
    const rt = await testRuntime('nats', { cluster, nodeId });
    started.push(rt);
    return rt;
  };
  const count = async (id: string) => (await db('actors').where({ kind: 'counter', id }).first())?.state.count;

  it('hands partitions off to a joining node and back on a graceful stop, applying every command once', async () => {
    const cluster = uniqueCluster('hand');
    clusters.push(cluster);
    const a = await node(cluster, 'a');
    expect(a.node!.partitions()).to.have.length(16);
    const driverClient = await testRuntime('nats', { cluster, clientOnly: true });
    started.push(driverClient);
    const ids = [...Array(60).keys()].map((i) => uid(`h${i}`));
    const sent = new Map(ids.map((id) => [id, 0]));
    let running = true;
    const driver = (async () => {
      while (running) {
        await Promise.all(ids.map(async (id) => {
          await driverClient.client.send('counter', id, { op: 'add', by: 1 }, { timeoutMs: 60_000 });
          sent.set(id, sent.get(id)! + 1);
        }));
      }
    })();
    const b = await node(cluster, 'b');
    await eventually(() => b.node!.partitions().length >= 4 && a.node!.partitions().length + b.node!.partitions().length === 16, 30_000);
    expect(a.node!.partitions().filter((p) => b.node!.partitions().includes(p))).to.deep.equal([]);
    await a.stop();
    await eventually(() => b.node!.partitions().length === 16, 30_000);
    running = false;
    await driver;
    for (const id of ids) expect(await count(id), id).to.equal(sent.get(id));
  });

  it('fires each reminder exactly once across a node restart and a hand-off', async () => {
    const cluster = uniqueCluster('rem');
    clusters.push(cluster);
    let a = await node(cluster, 'a1');
    const ids = [...Array(30).keys()].map((i) => uid(`r${i}`));
    await Promise.all(ids.map((id, i) =>
      a.client.send('counter', id, { op: 'remind', name: 'wake', delayMs: i < 15 ? 2500 : 4000 })));
    // restart: the node stops before any is due and a new one starts after the first batch is due
    await a.stop();
    await new Promise((r) => setTimeout(r, 2600));
    a = await node(cluster, 'a2');
    // hand-off while the second batch comes due
    await node(cluster, 'b');
    await eventually(async () => {
      const rows = await db('actors').where('kind', 'counter').whereIn('id', ids);
      return rows.length === ids.length && rows.every((r) => r.state.fired.wake >= 1);
    }, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    const rows = await db('actors').where('kind', 'counter').whereIn('id', ids);
    for (const r of rows) expect(r.state.fired, r.id).to.deep.equal({ wake: 1 });
    expect(await db('reminders').where('kind', 'counter').whereIn('actor_id', ids)).to.have.length(0);
    const events = await db('outbox').where({ kind: 'counter', type: 'reminded' }).whereIn('actor_id', ids);
    expect(events).to.have.length(ids.length);
  });
});
