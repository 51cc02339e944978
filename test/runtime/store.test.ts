import { expect } from 'chai';
import { RuntimeStore, type CommitRequest } from '../../runtime/store.js';
import { combinedStatement } from '../../runtime/read-model.js';
import { uid, uniqueCluster } from './harness.js';

describe('fenced commit (runtime store)', () => {
  let store: RuntimeStore;
  before(() => { store = new RuntimeStore(process.env.AP_TEST_DATABASE_URL!, 4); });
  after(() => store.close());

  const request = (scope: string, epoch: number, over: Partial<CommitRequest> = {}): CommitRequest => ({
    scope, partition: 5, epoch, kind: 'counter', id: 'fence-actor', commandId: uid('cmd'), mode: 'insert',
    expectedVersion: 0, stateJson: '{"count":1}', reply: { ok: true, reply: 1 }, events: [{ type: 'added' }],
    setReminders: [], cancelReminders: [], ...over,
  });

  it('commits under the recorded epoch and refuses everything under an older one', async () => {
    const scope = uniqueCluster('fence');
    const id = uid('a');
    expect(await store.claimEpoch(scope, 5, 'old-owner', 10)).to.equal(true);
    expect(await store.commit(request(scope, 10, { id }))).to.deep.equal({ status: 'committed', version: 1 });
    expect(await store.claimEpoch(scope, 5, 'new-owner', 12)).to.equal(true);
    const stale = await store.commit(request(scope, 10, { id, mode: 'update', expectedVersion: 1, stateJson: '{"count":99}' }));
    expect(stale).to.deep.equal({ status: 'fenced' });
    expect((await store.load('counter', id))?.json).to.equal('{"count": 1}');
    // a late claim with a lower epoch never takes the partition back
    expect(await store.claimEpoch(scope, 5, 'old-owner', 11)).to.equal(false);
    expect(await store.epochOf(scope, 5)).to.deep.equal({ owner: 'new-owner', epoch: 12 });
  });

  it('refuses a write at a stale version and answers a repeated command id with the stored reply', async () => {
    const scope = uniqueCluster('fence');
    const id = uid('a');
    await store.claimEpoch(scope, 5, 'me', 1);
    const first = request(scope, 1, { id });
    await store.commit(first);
    expect(await store.commit(request(scope, 1, { id, mode: 'update', expectedVersion: 0 }))).to.deep.equal({ status: 'conflict' });
    expect(await store.commit({ ...first, mode: 'update', expectedVersion: 1, reply: 'other' }))
      .to.deep.equal({ status: 'duplicate', reply: { ok: true, reply: 1 } });
    expect((await store.load('counter', id))?.version).to.equal(1);
  });

  it('gives a single node one epoch above the last for every partition', async () => {
    const scope = uniqueCluster('solo');
    const a = await store.claimAll(scope, 4, 'a');
    const b = await store.claimAll(scope, 4, 'b');
    for (let p = 0; p < 4; p++) expect(b.get(p)).to.equal(a.get(p)! + 1);
  });

  describe('read-model writes', () => {
    const table = `rm_probe_${Date.now().toString(36)}`;
    before(() => store.pool.query(`CREATE TABLE ${table} (id text PRIMARY KEY, n int, doc jsonb)`));
    after(() => store.pool.query(`DROP TABLE ${table}`));
    const rows = async () => (await store.pool.query(`SELECT id, n, doc FROM ${table} ORDER BY id`)).rows;

    it('writes the rows with the commit, replaces on upsert, keeps on insert, removes on delete', async () => {
      const scope = uniqueCluster('rm');
      const id = uid('a');
      await store.claimEpoch(scope, 5, 'me', 1);
      await store.commit(request(scope, 1, { id, writes: [
        { op: 'upsert', table, key: { id: 'x' }, row: { n: 1, doc: { tags: ['a'] } } },
        { op: 'insert', table, key: { id: 'y' }, row: { n: 1 } },
      ] }));
      expect(await rows()).to.deep.equal([{ id: 'x', n: 1, doc: { tags: ['a'] } }, { id: 'y', n: 1, doc: null }]);
      await store.commit(request(scope, 1, { id, mode: 'update', expectedVersion: 1, writes: [
        { op: 'upsert', table, key: { id: 'x' }, row: { n: 2, doc: null } },
        { op: 'insert', table, key: { id: 'y' }, row: { n: 2 } },
        { op: 'delete', table, key: { id: 'nothing' } },
      ] }));
      expect(await rows()).to.deep.equal([{ id: 'x', n: 2, doc: null }, { id: 'y', n: 1, doc: null }]);
      await store.commit(request(scope, 1, { id, mode: 'update', expectedVersion: 2, writes: [{ op: 'delete', table, key: { id: 'x' } }] }));
      expect((await rows()).map((r) => r.id)).to.deep.equal(['y']);
    });

    it('writes nothing when the commit is fenced, a duplicate or a version conflict', async () => {
      const scope = uniqueCluster('rm');
      const id = uid('a');
      await store.claimEpoch(scope, 5, 'me', 1);
      const first = request(scope, 1, { id, writes: [{ op: 'upsert', table, key: { id: 'f' }, row: { n: 1 } }] });
      await store.commit(first);
      const again = await store.commit({ ...first, mode: 'update', expectedVersion: 1, writes: [{ op: 'upsert', table, key: { id: 'f' }, row: { n: 9 } }] });
      expect(again.status).to.equal('duplicate');
      const conflict = await store.commit(request(scope, 1, { id, mode: 'update', expectedVersion: 0, writes: [{ op: 'upsert', table, key: { id: 'f' }, row: { n: 8 } }] }));
      expect(conflict.status).to.equal('conflict');
      await store.claimEpoch(scope, 5, 'other', 2);
      const fenced = await store.commit(request(scope, 1, { id, mode: 'update', expectedVersion: 1, writes: [{ op: 'upsert', table, key: { id: 'f' }, row: { n: 7 } }] }));
      expect(fenced.status).to.equal('fenced');
      expect((await rows()).find((r) => r.id === 'f')).to.deep.include({ n: 1 });
    });

    it('rolls the actor back when a row cannot be written', async () => {
      const scope = uniqueCluster('rm');
      const id = uid('a');
      await store.claimEpoch(scope, 5, 'me', 1);
      let failed = false;
      try {
        await store.commit(request(scope, 1, { id, writes: [{ op: 'upsert', table, key: { id: 'z' }, row: { n: 'not a number' } }] }));
      } catch {
        failed = true;
      }
      expect(failed).to.equal(true);
      expect(await store.load('counter', id)).to.equal(null);
    });

    it('writes two rows of one commit in one statement, and still writes one row touched twice (last write wins)', async () => {
      const scope = uniqueCluster('rm');
      const id = uid('a');
      await store.claimEpoch(scope, 5, 'me', 1);
      const merged = combinedStatement([
        { op: 'upsert', table, key: { id: 'm1' }, row: { n: 1, doc: { a: 1 } } },
        { op: 'insert', table, key: { id: 'm2' }, row: { n: 2 } },
      ]);
      expect(merged!.text).to.match(/^WITH w0 AS \(INSERT .*\(\$1, \$2, \$3\).*\), w1 AS \(INSERT .*\(\$4, \$5\).*\) SELECT 1$/);
      expect(merged!.values).to.have.length(5);
      expect(combinedStatement([{ op: 'delete', table, key: { id: 'm1' } }, { op: 'insert', table, key: { id: 'm3' }, row: {} }]), 'a delete is never merged').to.equal(null);
      await store.commit(request(scope, 1, { id, writes: [
        { op: 'upsert', table, key: { id: 'm1' }, row: { n: 1, doc: { a: 1 } } },
        { op: 'insert', table, key: { id: 'm2' }, row: { n: 2 } },
      ] }));
      // the same row twice in one commit: not mergeable, written one after the other
      await store.commit(request(scope, 1, { id, mode: 'update', expectedVersion: 1, writes: [
        { op: 'upsert', table, key: { id: 'm1' }, row: { n: 5, doc: null } },
        { op: 'upsert', table, key: { id: 'm1' }, row: { n: 6, doc: null } },
      ] }));
      const got = (await rows()).filter((r) => r.id.startsWith('m'));
      expect(got).to.deep.equal([{ id: 'm1', n: 6, doc: null }, { id: 'm2', n: 2, doc: null }]);
    });

    it('rolls the whole commit back when one of its merged rows cannot be written', async () => {
      const scope = uniqueCluster('rm');
      const id = uid('a');
      await store.claimEpoch(scope, 5, 'me', 1);
      const failed = await store.commit(request(scope, 1, { id, writes: [
        { op: 'upsert', table, key: { id: 'r1' }, row: { n: 1 } },
        { op: 'upsert', table, key: { id: 'r2' }, row: { n: 'not a number' } },
      ] })).then(() => false, () => true);
      expect(failed).to.equal(true);
      expect((await rows()).filter((r) => r.id.startsWith('r'))).to.deep.equal([]);
      expect(await store.load('counter', id)).to.equal(null);
    });

    it('group commit: messages asked for together leave as one batch, each fenced, deduplicated and versioned on its own', async () => {
      const scope = uniqueCluster('batch');
      await store.claimEpoch(scope, 5, 'me', 3);
      await store.claimEpoch(scope, 6, 'me', 3);
      const seen = request(scope, 3, { id: uid('seen') });
      const other = request(scope, 3, { id: uid('other') });
      expect(await store.commit(seen)).to.deep.equal({ status: 'committed', version: 1 });
      expect(await store.commit(other)).to.deep.equal({ status: 'committed', version: 1 });
      const ids = [uid('b'), uid('b'), uid('b')];
      const before = { ...store.batchStats };
      const results = await Promise.all([
        store.commit(request(scope, 3, { id: ids[0], writes: [{ op: 'upsert', table, key: { id: ids[0]! }, row: { n: 1 } }] })),
        store.commit(request(scope, 3, { id: ids[1], partition: 6 })),
        store.commit(request(scope, 2, { id: ids[2], writes: [{ op: 'upsert', table, key: { id: ids[2]! }, row: { n: 2 } }] })), // an old epoch
        store.commit({ ...seen, mode: 'update', expectedVersion: 1 }), // a repeated command id
        store.commit(request(scope, 3, { id: other.id, mode: 'update', expectedVersion: 0 })), // a stale version
      ]);
      expect(store.batchStats.batches - before.batches, 'one batch').to.equal(1);
      expect(store.batchStats.messages - before.messages).to.equal(5);
      expect(results).to.deep.equal([
        { status: 'committed', version: 1 }, { status: 'committed', version: 1 }, { status: 'fenced' },
        { status: 'duplicate', reply: { ok: true, reply: 1 } }, { status: 'conflict' },
      ]);
      expect((await rows()).filter((r) => ids.includes(r.id)).map((r) => r.id)).to.deep.equal([ids[0]]);
      expect(await store.load('counter', ids[2]!)).to.equal(null);
    });

    it('group commit: a batch with one failing message commits the others and refuses only that one', async () => {
      const scope = uniqueCluster('batch');
      await store.claimEpoch(scope, 5, 'me', 1);
      const good = [uid('g'), uid('g'), uid('g'), uid('g')];
      const bad = request(scope, 1, { id: uid('bad'), writes: [{ op: 'upsert', table, key: { id: uid('z') }, row: { n: 'not a number' } }] });
      const before = { ...store.batchStats };
      const settled = await Promise.allSettled([
        ...good.slice(0, 2).map((id) => store.commit(request(scope, 1, { id, writes: [{ op: 'upsert', table, key: { id }, row: { n: 5 } }] }))),
        store.commit(bad),
        ...good.slice(2).map((id) => store.commit(request(scope, 1, { id }))),
      ]);
      expect(store.batchStats.batches - before.batches, 'one batch').to.equal(1);
      expect(store.batchStats.failed - before.failed, 'which failed as a whole').to.equal(1);
      expect(settled.map((s) => s.status)).to.deep.equal(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      for (const s of settled) if (s.status === 'fulfilled') expect(s.value).to.deep.equal({ status: 'committed', version: 1 });
      for (const id of good) expect((await store.load('counter', id))?.version, id).to.equal(1);
      expect((await rows()).filter((r) => good.includes(r.id)).map((r) => r.n)).to.deep.equal([5, 5]);
      expect(await store.load('counter', bad.id)).to.equal(null);
      expect(await store.storedReply('counter', bad.commandId)).to.equal(null);
    });
  });
});
