import { expect } from 'chai';
import knexFactory from 'knex';
import { ledgerProbe } from '../../runtime/testing/actors.js';
import { removeClusterBuckets, testRuntime, uid, uniqueCluster, type TransportName } from './harness.js';

const SENDERS = 20;
const ACTORS = 500;
const COMMANDS = 10_000;

for (const transport of ['inprocess', 'nats'] as TransportName[]) {
  describe(`ordering under load (${transport} transport)`, function () {
    this.timeout(180_000);

    it(`applies ${COMMANDS} commands over ${ACTORS} actors from ${SENDERS} senders in each actor's send order, one at a time`, async () => {
      const cluster = uniqueCluster('ord');
      const rt = await testRuntime(transport, { cluster, partitions: 32, poolSize: 8 });
      const db = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL, pool: { min: 0, max: 2 } });
      ledgerProbe.overlaps = 0;
      ledgerProbe.maxConcurrentActors = 0;
      try {
        const run = uid('o');
        const actors = [...Array(ACTORS).keys()].map((i) => `${run}-${i}`);
        const perActor = COMMANDS / ACTORS;
        // each sender owns its actors and sends every command without waiting for the previous one
        await Promise.all([...Array(SENDERS).keys()].map(async (s) => {
          const mine = actors.filter((_, i) => i % SENDERS === s);
          const sends: Promise<unknown>[] = [];
          for (let seq = 0; seq < perActor; seq++) {
            for (const id of mine) sends.push(rt.client.send('ledger', id, { seq }, { timeoutMs: 120_000 }));
          }
          await Promise.all(sends);
        }));
        const rows = await db('actors').where('kind', 'ledger').whereIn('id', actors).select('id', 'state', 'version');
        expect(rows).to.have.length(ACTORS);
        const expected = [...Array(perActor).keys()];
        for (const r of rows) {
          expect(r.state.applied, r.id).to.deep.equal(expected);
          expect(Number(r.version)).to.equal(perActor);
        }
        expect(ledgerProbe.overlaps, 'an actor handled two messages at once').to.equal(0);
        expect(rt.node!.mailboxes.overlaps).to.equal(0);
        expect(ledgerProbe.maxConcurrentActors, 'different actors ran concurrently').to.be.greaterThan(1);
        const metrics = await rt.metrics.registry.getSingleMetricAsString('actor_commands_total');
        expect(metrics).to.match(/actor_commands_total\{[^}]*kind="ledger"[^}]*outcome="ok"[^}]*\} 10000/);
      } finally {
        await rt.stop();
        await db.destroy();
        if (transport === 'nats') await removeClusterBuckets(cluster);
      }
    });
  });
}

describe('a client pipelining commands to one actor', function () {
  this.timeout(60_000);

  it('keeps them in send order when every one must be retried until an owner appears', async () => {
    const cluster = uniqueCluster('lane');
    const client = await testRuntime('nats', { cluster, clientOnly: true });
    const db = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
    let node: Awaited<ReturnType<typeof testRuntime>> | undefined;
    try {
      const id = uid('lane');
      // No node owns the partition yet: every command meets "no responders" and backs off. The
      // first is sent earlier, so its backoff is longer than its successors' when the owner appears.
      const send = (seq: number) => client.client.send('ledger', id, { seq }, { timeoutMs: 45_000 });
      const sends = [send(0)];
      await new Promise((r) => setTimeout(r, 700));
      for (let seq = 1; seq < 12; seq++) sends.push(send(seq));
      await new Promise((r) => setTimeout(r, 100));
      node = await testRuntime('nats', { cluster });
      await Promise.all(sends);
      const row = await db('actors').where({ kind: 'ledger', id }).first();
      expect(row.state.applied).to.deep.equal([...Array(12).keys()]);
    } finally {
      await node?.stop();
      await client.stop();
      await db.destroy();
      await removeClusterBuckets(cluster);
    }
  });
});
