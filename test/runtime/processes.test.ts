import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import knexFactory, { type Knex } from 'knex';
import { Leases } from '../../runtime/leases.js';
import { partitionOf } from '../../runtime/partitioner.js';
import type { Runtime } from '../../runtime/mod.js';
import { NATS_URL } from '../fixtures.js';
import { runCli, type Program } from '../programs.js';
import { eventually, removeClusterBuckets, testRuntime, uid, uniqueCluster } from './harness.js';

const ACTORS_MODULE = fileURLToPath(new URL('../../runtime/testing/actors.ts', import.meta.url));
const TTL = 3000;

describe('agentplatform actor-node processes on NATS and PostgreSQL', function () {
  this.timeout(150_000);
  let db: Knex;
  let nc: NatsConnection;
  const programs: Program[] = [];
  const cleanup: (() => Promise<unknown>)[] = [];

  before(async () => {
    db = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL, pool: { min: 0, max: 2 } });
    nc = await connect({ servers: NATS_URL });
  });
  afterEach(async () => {
    for (const p of programs.splice(0)) {
      p.child.kill('SIGCONT');
      await p.stop('SIGKILL');
    }
    for (const c of cleanup.splice(0)) await c().catch(() => {});
  });
  after(async () => {
    await db.destroy();
    await nc.close();
  });

  async function setup(partitions: number): Promise<{ cluster: string; leases: Leases; client: Runtime; spawn: (id: string) => Promise<Program> }> {
    const cluster = uniqueCluster('proc');
    const leases = await Leases.open(nc, `${cluster}_leases`, TTL);
    const client = await testRuntime('nats', { cluster, partitions, clientOnly: true });
    cleanup.push(() => client.stop(), () => removeClusterBuckets(cluster));
    const spawn = async (nodeId: string) => {
      const p = runCli(['actor-node', '--actors', ACTORS_MODULE], {
        DATABASE_URL: process.env.AP_TEST_DATABASE_URL, NATS_URL, ACTOR_CLUSTER: cluster, ACTOR_NODE_ID: nodeId,
        ACTOR_LEASE_TTL_MS: String(TTL), ACTOR_PARTITIONS: String(partitions), ACTOR_NODE_HTTP_PORT: '0',
      });
      programs.push(p);
      await p.waitFor(/actor node \S+ is up/, 60_000);
      return p;
    };
    return { cluster, leases, client, spawn };
  }

  const held = async (leases: Leases, partitions: number, by: string[]) => {
    const h = await leases.holders();
    return [...Array(partitions).keys()].every((p) => by.includes(h.get(p) ?? ''));
  };

  it('refuses the commit of an owner frozen past its lease; the new owner\'s state stays intact', async () => {
    const P = 16;
    const { cluster, leases, client, spawn } = await setup(P);
    const a = await spawn('a');
    await spawn('b');
    await eventually(async () => {
      const h = await leases.holders();
      return (await held(leases, P, ['a', 'b'])) && [...h.values()].includes('a') && [...h.values()].includes('b');
    }, 30_000);
    const holders = await leases.holders();
    let id = uid('f');
    while (holders.get(partitionOf(id, P)) !== 'a') id = uid('f');
    const partition = partitionOf(id, P);

    expect(await client.client.send('counter', id, { op: 'add', by: 1 })).to.deep.equal({ count: 1 });
    // a client keeps its commands to one actor in send order, so the command that must overtake the
    // frozen one comes from a second client
    const other = await testRuntime('nats', { cluster, partitions: P, clientOnly: true });
    cleanup.push(() => other.stop());
    const slow = client.client.send('counter', id, { op: 'slow', ms: 2000, by: 100 }, { commandId: uid('slow'), timeoutMs: 90_000 });
    await new Promise((r) => setTimeout(r, 500));
    a.child.kill('SIGSTOP');
    await eventually(async () => (await db('partition_owners').where({ kind: cluster, partition }).first())?.owner === 'b', 30_000);
    // the slow command's caller retries it (same command id) once its attempt times out, so the new
    // owner may apply it before or after this one: either way each applies once
    expect([2, 102]).to.include((await other.client.send<{ count: number }>('counter', id, { op: 'add', by: 1 }, { timeoutMs: 30_000 })).count);
    a.child.kill('SIGCONT');
    await a.waitFor(/"event":"actor\.fenced"/, 30_000);
    expect([101, 102]).to.include((await slow as { count: number }).count);
    const row = await db('actors').where({ kind: 'counter', id }).first();
    expect(row.state.count).to.equal(102);
    expect(Number(row.version)).to.equal(3);
  });

  it('serves /metrics and /health, and refuses to start without NATS_URL, naming it', async () => {
    const { client, spawn } = await setup(8);
    const a = await spawn('m');
    const port = Number(a.output().match(/http 127\.0\.0\.1:(\d+)/)![1]);
    await client.client.send('counter', uid('m'), { op: 'add', by: 1 });
    const health = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
    expect(health).to.deep.include({ status: 'ok', node: 'm' });
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const name of ['actor_commands_total', 'actor_handle_seconds_bucket', 'actor_mailbox_depth', 'actor_partitions_owned',
      'actor_lease_renew_failures_total', 'actor_outbox_lag_seconds']) expect(metrics).to.contain(name);
    expect(metrics).to.match(/actor_partitions_owned\{node="m"\} 8/);
    expect((await fetch(`http://127.0.0.1:${port}/nope`)).status).to.equal(404);

    const refused = runCli(['actor-node'], { DATABASE_URL: process.env.AP_TEST_DATABASE_URL });
    expect(await refused.exited).to.not.equal(0);
    expect(refused.output()).to.contain('NATS_URL');
  });

  it('applies every command exactly once while a node is SIGKILLed and a fourth joins', async () => {
    const P = 64;
    const { leases, client, spawn } = await setup(P);
    const nodes = await Promise.all(['a', 'b', 'c'].map(spawn));
    await eventually(() => held(leases, P, ['a', 'b', 'c']), 30_000);

    const run = uid('k');
    const ids = [...Array(1000).keys()].map((i) => `${run}-${i}`);
    const sent = new Map<string, number>();
    const failures: unknown[] = [];
    let running = true;
    const workers = [...Array(40).keys()].map(async (w) => {
      let i = w;
      while (running) {
        const id = ids[(i = (i * 7 + 13) % ids.length)]!;
        try {
          await client.client.send('counter', id, { op: 'add', by: 1 }, { timeoutMs: 60_000 });
          sent.set(id, (sent.get(id) ?? 0) + 1);
        } catch (err) {
          failures.push(err);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 2000));
    nodes[2]!.child.kill('SIGKILL');
    const killedAt = Date.now();
    await eventually(() => held(leases, P, ['a', 'b']), 30_000, 200);
    const takeoverMs = Date.now() - killedAt;
    expect(takeoverMs, 'dead node\'s partitions owned again').to.be.below(TTL + 5000);

    await spawn('d');
    await eventually(async () => {
      const h = await leases.holders();
      const d = [...h.values()].filter((n) => n === 'd').length;
      return d >= (P / 3) * 0.6 && (await held(leases, P, ['a', 'b', 'd']));
    }, 40_000, 200);
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(workers);

    expect(failures).to.deep.equal([]);
    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    expect(total).to.be.greaterThan(1000);
    const rows = await db('actors').where('kind', 'counter').whereIn('id', ids).select('id', 'state', 'version');
    const counted = new Map(rows.map((r) => [r.id as string, r.state.count as number]));
    for (const [id, n] of sent) expect(counted.get(id), id).to.equal(n);
    expect(rows.length).to.equal(sent.size);
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const fired = async (ids: string[]) => {
    const rows = await db('actors').where('kind', 'counter').whereIn('id', ids).select('id', 'state');
    return new Map(rows.map((r) => [r.id as string, (r.state.fired.wake ?? 0) as number]));
  };
  /** Sets one reminder on each of 50 actors, due 1.5 s to 6.4 s from now (100 ms apart). */
  const setReminders = async (client: Runtime, tag: string) => {
    const ids = [...Array(50).keys()].map((i) => uid(`${tag}${i}`));
    await Promise.all(ids.map((id, i) =>
      client.client.send('counter', id, { op: 'remind', name: 'wake', delayMs: 1500 + i * 100 }, { timeoutMs: 30_000 })));
    return ids;
  };
  /** Waits until some reminders have fired and some are still to come, and returns how many fired. */
  const someFired = async (ids: string[]) => eventually(async () => {
    const n = [...(await fired(ids)).values()].filter((v) => v > 0).length;
    return n >= 3 ? n : 0;
  }, 30_000, 50);
  const expectEachFiredOnce = async (ids: string[]) => {
    await eventually(async () => {
      const f = await fired(ids);
      return ids.every((id) => (f.get(id) ?? 0) >= 1);
    }, 60_000, 200);
    await sleep(1500); // time for a second firing, were there to be one
    const f = await fired(ids);
    for (const id of ids) expect(f.get(id), id).to.equal(1);
    expect(await db('reminders').where('kind', 'counter').whereIn('actor_id', ids)).to.have.length(0);
    const events = await db('outbox').where({ kind: 'counter', type: 'reminded' }).whereIn('actor_id', ids);
    expect(events).to.have.length(ids.length);
  };

  it('fires each of 50 reminders exactly once when the only node is SIGKILLed mid-way and a new process takes over', async () => {
    const P = 16;
    const { leases, client, spawn } = await setup(P);
    const a = await spawn('a');
    await eventually(() => held(leases, P, ['a']), 30_000);
    const ids = await setReminders(client, 'rk');
    const before = await someFired(ids);
    a.child.kill('SIGKILL');
    await a.exited;
    expect(before, 'some reminders were still to come when the node died').to.be.below(ids.length);
    await spawn('b');
    await expectEachFiredOnce(ids);
  });

  it('fires each of 50 reminders exactly once while one of two nodes hands off on SIGTERM', async () => {
    const P = 16;
    const { leases, client, spawn } = await setup(P);
    const a = await spawn('a');
    await spawn('b');
    await eventually(async () => {
      const h = await leases.holders();
      return (await held(leases, P, ['a', 'b'])) && [...h.values()].includes('a') && [...h.values()].includes('b');
    }, 30_000);
    const ids = await setReminders(client, 'rt');
    await someFired(ids);
    const holders = await leases.holders();
    const f = await fired(ids);
    const pendingOnA = ids.filter((id) => holders.get(partitionOf(id, P)) === 'a' && !f.get(id)).length;
    a.child.kill('SIGTERM');
    expect(await a.exited, 'a graceful exit').to.equal(0);
    expect(a.output()).to.match(/"event":"shutdown\.done"/);
    expect(pendingOnA, 'reminders of the leaving node still to come').to.be.greaterThan(0);
    await eventually(() => held(leases, P, ['b']), 30_000);
    await expectEachFiredOnce(ids);
  });
});
