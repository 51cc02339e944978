/** The dev chain keeps its state across restarts, in a 0600 file written atomically. */
import { stat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { startTestChain } from './running-chain.js';

describe('dev chain persistence', function () {
  this.timeout(30_000);

  it('restarts with the same identities, wallet, transactions, blocks and height', async () => {
    const first = await startTestChain();
    const { rpc } = first;
    await rpc.call('dev_createidentity', [{ name: 'keeper' }]);
    const platform = await rpc.getidentity('agentplatform@');
    const { txid } = await rpc.call('dev_fund', [{ address: platform.identity.primaryaddresses[0], amount: 3 }]) as { txid: string };
    const height = await rpc.getblockcount();
    const block = await rpc.getblock(height, 2);
    await first.stop(true);

    const file = join(first.dataDir, 'devchain', 'state.json');
    expect((await stat(file)).mode & 0o777).to.equal(0o600);
    expect((await readdir(join(first.dataDir, 'devchain'))).filter((f) => f.endsWith('.tmp'))).to.deep.equal([]);

    const second = await startTestChain({ dataDir: first.dataDir });
    try {
      expect(await second.rpc.getblockcount()).to.equal(height);
      expect(await second.rpc.getidentity('agentplatform@')).to.deep.equal(platform);
      expect((await second.rpc.getidentity('keeper@')).canspendfor).to.equal(true);
      const { signature } = await second.rpc.signmessage('keeper@', 'still mine');
      expect(await second.rpc.verifymessage('keeper@', signature, 'still mine')).to.equal(true);
      expect((await second.rpc.getrawtransaction(txid)).txid).to.equal(txid);
      expect(await second.rpc.getblock(height, 2)).to.deep.equal(block);
    } finally {
      await second.stop();
    }
  });

  it('mines blocks on its timer', async () => {
    const t = await startTestChain({ blockIntervalMs: 50 });
    try {
      const start = await t.rpc.getblockcount();
      const deadline = Date.now() + 10_000;
      while ((await t.rpc.getblockcount()) < start + 2) {
        if (Date.now() > deadline) throw new Error('no blocks mined');
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await t.stop();
    }
  });
});
