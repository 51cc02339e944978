import { expect } from 'chai';
import { RuntimeStore, type CommitRequest } from '../../runtime/store.js';
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
});
