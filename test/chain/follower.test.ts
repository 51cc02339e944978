/**
 * The chain follower against the dev chain over RPC, using only the calls a real verusd answers:
 * it finds every identity registered or updated in new blocks, a bounded number of blocks per
 * poll, resumes from a persisted cursor, and steps back when the block at its cursor was replaced.
 */
import { expect } from 'chai';
import { ChainFollower } from '../../chain/follower.js';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { encodeProfile } from '../../chain/profile.js';
import { RpcClient, RpcUnavailableError } from '../../chain/rpc.js';
import { startTestChain, type RunningChain } from './devchain/running-chain.js';

let seq = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${seq++}`;

describe('chain follower', function () {
  this.timeout(30_000);
  let t: RunningChain;
  let rpc: RpcClient;
  before(async () => {
    t = await startTestChain();
    rpc = t.rpc;
  });
  after(() => t.stop());

  const create = async (name: string) =>
    await rpc.call('dev_createidentity', [{ name }]) as { identity: { identityaddress: string }; txid: string; blockheight: number };

  it('reports the identities registered and updated since its cursor, with their current state, and nothing else', async () => {
    const follower = new ChainFollower(rpc, { cursor: await rpc.getblockcount() });
    const alice = uniqueName('alice');
    const bob = uniqueName('bob');
    const a = await create(alice);
    await rpc.call('dev_fund', [{ address: rAddressOfWif(generateWif()), amount: 1 }]); // a payment: not an identity
    await rpc.call('dev_generate', [2]); // empty blocks
    const b = await create(bob);
    const update = await rpc.updateidentity({ name: alice, contentmultimap: encodeProfile({ 'agent.name': 'Alice' }, 'agentplatform') });

    const result = await follower.poll();
    const tip = await rpc.getblockcount();
    expect(result).to.include({ tip, caughtUp: true });
    expect(result.cursor).to.deep.equal({ height: tip, hash: await rpc.getblockhash(tip) });
    expect(result.identities.map(({ identityaddress, name, txid }) => ({ identityaddress, name, txid }))).to.deep.equal([
      { identityaddress: b.identity.identityaddress, name: bob, txid: b.txid },
      { identityaddress: a.identity.identityaddress, name: alice, txid: update }, // once, at its last write
    ]);
    const current = result.identities[1]!.current!;
    expect(current.friendlyname).to.equal(`${alice}.VRSCTEST@`);
    expect(current.txid).to.equal(update);
    expect(Object.keys(current.identity.contentmultimap ?? {})).to.have.length(1);

    const again = await follower.poll();
    expect(again.identities).to.deep.equal([]);
    expect(again.cursor).to.deep.equal(result.cursor);
  });

  it('reads at most maxBlocksPerPoll blocks per poll and catches up over several polls', async () => {
    const start = await rpc.getblockcount();
    const names = [uniqueName('c'), uniqueName('d'), uniqueName('e'), uniqueName('f'), uniqueName('g')];
    for (const n of names) await create(n);
    const follower = new ChainFollower(rpc, { cursor: start, maxBlocksPerPoll: 2 });
    const seen: string[] = [];
    const heights: number[] = [];
    for (;;) {
      const r = await follower.poll();
      seen.push(...r.identities.map((i) => i.name));
      heights.push(r.cursor.height);
      if (r.caughtUp) break;
    }
    expect(seen).to.deep.equal(names);
    expect(heights).to.deep.equal([start + 2, start + 4, start + 5]);
  });

  it('resumes from a persisted cursor without reporting anything twice', async () => {
    const first = new ChainFollower(rpc, { cursor: await rpc.getblockcount() });
    const before = uniqueName('before');
    await create(before);
    expect((await first.poll()).identities.map((i) => i.name)).to.deep.equal([before]);
    const saved = JSON.parse(JSON.stringify(first.cursor));
    const after = uniqueName('after');
    await create(after);
    const resumed = new ChainFollower(rpc, { cursor: saved });
    const r = await resumed.poll();
    expect(r.identities.map((i) => i.name)).to.deep.equal([after]);
    expect(r).to.not.have.property('reorg');
  });

  it('waits for minConfirmations before reading a block', async () => {
    const follower = new ChainFollower(rpc, { cursor: await rpc.getblockcount(), minConfirmations: 2 });
    const name = uniqueName('confirmed');
    await create(name);
    const first = await follower.poll();
    expect(first.identities).to.deep.equal([]);
    expect(first.caughtUp).to.equal(true);
    await rpc.call('dev_generate', [1]);
    expect((await follower.poll()).identities.map((i) => i.name)).to.deep.equal([name]);
  });

  it('steps back reorgDepth blocks when the block at its cursor is no longer on the chain', async () => {
    const name = uniqueName('replayed');
    const { blockheight } = await create(name);
    await rpc.call('dev_generate', [2]);
    const tip = await rpc.getblockcount();
    // a cursor whose block the node no longer has at that height, as after a reorganisation
    const follower = new ChainFollower(rpc, { cursor: { height: tip, hash: 'ab'.repeat(32) }, reorgDepth: tip - blockheight + 1 });
    const r = await follower.poll();
    expect(r.reorg).to.deep.equal({ from: blockheight, to: tip });
    expect(r.identities.map((i) => i.name)).to.deep.equal([name]);
    expect(r.cursor).to.deep.equal({ height: tip, hash: await rpc.getblockhash(tip) });
  });

  it('lets an unreachable chain node fail the poll with RpcUnavailableError, cursor unchanged', async () => {
    const dead = new RpcClient({ url: 'http://127.0.0.1:9/', user: 'u', pass: 'p', timeoutMs: 1_000 });
    const follower = new ChainFollower(dead, { cursor: { height: 5, hash: 'cd'.repeat(32) } });
    const err = await follower.poll().then(() => null, (e: unknown) => e);
    expect(err).to.be.instanceOf(RpcUnavailableError);
    expect(follower.cursor).to.deep.equal({ height: 5, hash: 'cd'.repeat(32) });
  });
});
