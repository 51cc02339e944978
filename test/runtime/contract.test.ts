import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import { RuntimeClient, RuntimeError, type PublishedEvent, type Runtime } from '../../runtime/mod.js';
import { InProcessTransport } from '../../runtime/transport-inprocess.js';
import { commandSubject, partitionOf } from '../../runtime/partitioner.js';
import { eventually, removeClusterBuckets, testRuntime, uid, uniqueCluster, type TransportName } from './harness.js';

async function rejection(p: Promise<unknown>): Promise<RuntimeError> {
  try {
    await p;
  } catch (err) {
    expect(err).to.be.instanceOf(RuntimeError);
    return err as RuntimeError;
  }
  throw new Error('expected a rejection');
}

for (const transport of ['inprocess', 'nats'] as TransportName[]) {
  describe(`actor runtime contract (${transport} transport)`, function () {
    this.timeout(60_000);
    const cluster = uniqueCluster(transport === 'nats' ? 'cn' : 'ci');
    let rt: Runtime;
    let db: Knex;

    before(async () => {
      db = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL, pool: { min: 0, max: 2 } });
      rt = await testRuntime(transport, { cluster, passivateAfterMs: 400 });
    });
    after(async () => {
      await rt?.stop();
      await db?.destroy();
      if (transport === 'nats') await removeClusterBuckets(cluster);
    });

    const row = async (kind: string, id: string) =>
      (await db('actors').where({ kind, id }).first()) as { state: any; version: string; partition: number } | undefined;

    it('applies a command, replies after the commit, and stores state with version 1', async () => {
      const id = uid('c');
      expect(await rt.client.send('counter', id, { op: 'add', by: 5 })).to.deep.equal({ count: 5 });
      const r = await row('counter', id);
      expect(r?.state).to.deep.equal({ count: 5, fired: {} });
      expect(Number(r?.version)).to.equal(1);
      expect(r?.partition).to.equal(partitionOf(id, rt.settings.partitions));
    });

    it('keeps one actor\'s messages in arrival order while other actors run concurrently', async () => {
      const ids = [uid('l'), uid('l'), uid('l')];
      const sends: Promise<unknown>[] = [];
      for (let seq = 0; seq < 60; seq++) for (const id of ids) sends.push(rt.client.send('ledger', id, { seq }));
      await Promise.all(sends);
      for (const id of ids) {
        expect((await row('ledger', id))?.state.applied).to.deep.equal([...Array(60).keys()]);
      }
      expect(rt.node!.mailboxes.overlaps).to.equal(0);
    });

    it('applies a repeated command id once and gives every caller the same reply', async () => {
      const id = uid('c');
      const commandId = uid('cmd');
      const [a, b] = await Promise.all([
        rt.client.send('counter', id, { op: 'add', by: 3 }, { commandId }),
        rt.client.send('counter', id, { op: 'add', by: 3 }, { commandId }),
      ]);
      const c = await rt.client.send('counter', id, { op: 'add', by: 3 }, { commandId });
      expect(a).to.deep.equal({ count: 3 });
      expect(b).to.deep.equal(a);
      expect(c).to.deep.equal(a);
      expect((await row('counter', id))?.state.count).to.equal(3);
      expect(Number((await row('counter', id))?.version)).to.equal(1);
    });

    it('refuses a message that fails validation with VALIDATION_ERROR, without touching the actor', async () => {
      const id = uid('c');
      const err = await rejection(rt.client.send('counter', id, { op: 'add', by: 'five' }));
      expect(err.code).to.equal('VALIDATION_ERROR');
      expect(JSON.stringify(err.details)).to.contain('by');
      expect(await row('counter', id)).to.equal(undefined);
      const unknownOp = await rejection(rt.client.send('counter', id, { op: 'explode' }));
      expect(unknownOp.code).to.equal('VALIDATION_ERROR');
    });

    it('refuses an unknown actor kind and a malformed command envelope', async () => {
      const err = await rejection(rt.client.send('nosuchkind', uid('x'), {}));
      expect(err.code).to.equal('VALIDATION_ERROR');
      const id = uid('c');
      const subject = commandSubject(cluster, 'counter', partitionOf(id, rt.settings.partitions), id);
      for (const bad of ['not json', JSON.stringify({ message: {} }), JSON.stringify({ commandId: 'has space', message: { op: 'get' } })]) {
        const raw = await rt.transport.request(subject, Buffer.from(bad), 5000);
        const reply = JSON.parse(Buffer.from(raw).toString());
        expect(reply.ok).to.equal(false);
        expect(reply.error.code).to.equal('VALIDATION_ERROR');
      }
      // an id sent to the wrong partition is refused, not applied
      const wrong = commandSubject(cluster, 'counter', (partitionOf(id, rt.settings.partitions) + 1) % rt.settings.partitions, id);
      const raw = await rt.transport.request(wrong, Buffer.from(JSON.stringify({ commandId: 'x1', message: { op: 'add', by: 1 } })), 5000)
        .catch((e) => e);
      if (raw instanceof Uint8Array) expect(JSON.parse(Buffer.from(raw).toString()).error.code).to.equal('VALIDATION_ERROR');
      expect(await row('counter', id)).to.equal(undefined);
    });

    it('refuses an actor id that cannot be a subject token before sending', async () => {
      const err = await rejection(rt.client.send('counter', 'a.b', { op: 'get' }));
      expect(err.code).to.equal('VALIDATION_ERROR');
    });

    it('records a handler rejection, replays it for the same command id, and leaves state as it was', async () => {
      const id = uid('c');
      await rt.client.send('counter', id, { op: 'add', by: 2 });
      const commandId = uid('cmd');
      const first = await rejection(rt.client.send('counter', id, { op: 'reject' }, { commandId }));
      expect(first.code).to.equal('JOB_CLOSED');
      expect(first.details).to.deep.equal([{ count: 2 }]);
      await rt.client.send('counter', id, { op: 'add', by: 1 });
      const again = await rejection(rt.client.send('counter', id, { op: 'reject' }, { commandId }));
      expect(again.details).to.deep.equal([{ count: 2 }]);
      expect((await row('counter', id))?.state.count).to.equal(3);
    });

    it('reports INTERNAL_ERROR when a handler throws and keeps the state untouched', async () => {
      const id = uid('c');
      await rt.client.send('counter', id, { op: 'add', by: 7 });
      const err = await rejection(rt.client.send('counter', id, { op: 'crash' }));
      expect(err.code).to.equal('INTERNAL_ERROR');
      expect(err.message).to.not.contain('on purpose');
      expect(await rt.client.send('counter', id, { op: 'get' })).to.deep.equal({ count: 7 });
      expect((await row('counter', id))?.state.count).to.equal(7);
    });

    it('publishes committed events to evt.<kind>.<id> in commit order, each with a stable id', async () => {
      const id = uid('c');
      const seen: PublishedEvent[] = [];
      const sub = rt.client.subscribeEvents('counter', id, (e) => seen.push(e));
      try {
        await rt.transport.flush();
        for (let i = 1; i <= 5; i++) await rt.client.send('counter', id, { op: 'add', by: 1 });
        await eventually(() => seen.length >= 5, 10_000);
        expect(seen.map((e) => (e.payload as { count: number }).count)).to.deep.equal([1, 2, 3, 4, 5]);
        expect(seen.every((e) => e.kind === 'counter' && e.actorId === id && e.type === 'added')).to.equal(true);
        expect(new Set(seen.map((e) => e.id)).size).to.equal(5);
        // marked published after the publish is flushed
        const published = await eventually(async () => {
          const rows = await db('outbox').where({ kind: 'counter', actor_id: id }).whereNotNull('published_at').orderBy('seq');
          return rows.length === 5 ? rows : null;
        }, 10_000);
        expect(published!.map((r) => r.event_id)).to.deep.equal(seen.map((e) => e.id));
      } finally {
        sub.unsubscribe();
      }
    });

    it('fires a reminder once, and not at all once cancelled', async () => {
      const id = uid('c');
      await rt.client.send('counter', id, { op: 'remind', name: 'ping', delayMs: 300 });
      await rt.client.send('counter', id, { op: 'remind', name: 'gone', delayMs: 600 });
      await rt.client.send('counter', id, { op: 'cancel', name: 'gone' });
      await eventually(async () => (await row('counter', id))?.state.fired.ping === 1, 15_000);
      await new Promise((r) => setTimeout(r, 1200));
      expect((await row('counter', id))?.state.fired).to.deep.equal({ ping: 1 });
      expect(await db('reminders').where({ kind: 'counter', actor_id: id })).to.have.length(0);
    });

    it('reloads a passivated actor from the database', async () => {
      const id = uid('c');
      await rt.client.send('counter', id, { op: 'add', by: 4 });
      await new Promise((r) => setTimeout(r, 1000));
      // changed behind the runtime's back: a reloaded actor sees it, a cached one would not
      await db('actors').where({ kind: 'counter', id }).update({ state: { count: 40, fired: {} } });
      expect(await rt.client.send('counter', id, { op: 'add', by: 1 })).to.deep.equal({ count: 41 });
    });

    it('answers UNAVAILABLE when no node serves the actor before the deadline', async () => {
      const lonely = transport === 'nats'
        ? new RuntimeClient(rt.transport, { cluster: uniqueCluster('none'), partitions: 16 })
        : new RuntimeClient(new InProcessTransport(), { cluster, partitions: 16 });
      const err = await rejection(lonely.send('counter', uid('c'), { op: 'get' }, { timeoutMs: 300 }));
      expect(err.code).to.equal('UNAVAILABLE');
    });
  });
}
