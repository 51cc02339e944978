/**
 * The dev chain's block and wallet-key methods, driven through the RPC client over HTTP:
 * getblockhash, getblock (verbosity 0, 1, 2; by hash or height) and importprivkey, each with the
 * parameters, results and errors of verusd (src/rpc/blockchain.cpp, src/wallet/rpcdump.cpp).
 */
import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../../chain/keys.js';
import type { RpcClient } from '../../../chain/rpc.js';
import { expectFault, startTestChain, type RunningChain } from './running-chain.js';

let seq = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${seq++}`;

describe('dev chain JSON-RPC: blocks and wallet keys (through the RPC client)', function () {
  this.timeout(30_000);
  let t: RunningChain;
  let rpc: RpcClient;
  before(async () => {
    t = await startTestChain();
    rpc = t.rpc;
  });
  after(() => t.stop());

  describe('getblockhash', () => {
    it('answers the hash of each height from 0 to the tip, the tip\'s being getbestblockhash', async () => {
      const tip = await rpc.getblockcount();
      expect(await rpc.getblockhash(tip)).to.equal(await rpc.call('getbestblockhash'));
      const genesis = await rpc.getblockhash(0);
      expect(genesis).to.match(/^[0-9a-f]{64}$/).and.not.equal(await rpc.getblockhash(1));
    });
    it('refuses a height out of range (-8), a string (-1) and a wrong parameter count (-1)', async () => {
      const tip = await rpc.getblockcount();
      await expectFault(rpc.call('getblockhash', [tip + 1]), -8, 'Block height out of range');
      await expectFault(rpc.call('getblockhash', [-1]), -8, 'Block height out of range');
      await expectFault(rpc.call('getblockhash', ['5']), -1, 'JSON value is not an integer as expected');
      await expectFault(rpc.call('getblockhash', []), -1, /^getblockhash/);
    });
  });

  describe('getblock', () => {
    it('answers a block by hash and by height (a string of digits) with its txids, coinbase first (verbosity 1)', async () => {
      const created = await rpc.call('dev_createidentity', [{ name: uniqueName('block') }]) as { txid: string; blockheight: number };
      const byHeight = await rpc.getblock(created.blockheight);
      const byHash = await rpc.getblock(await rpc.getblockhash(created.blockheight));
      expect(byHash).to.deep.equal(byHeight);
      expect(byHeight).to.include({ height: created.blockheight, hash: await rpc.getblockhash(created.blockheight), confirmations: 1 });
      expect(byHeight.tx).to.have.length(2);
      expect(byHeight.tx[1]).to.equal(created.txid);
      expect(byHeight.previousblockhash).to.equal(await rpc.getblockhash(created.blockheight - 1));
      expect(byHeight).to.not.have.property('nextblockhash');
      expect(byHeight.time).to.be.a('number');
      const before = await rpc.getblock(created.blockheight - 1);
      expect(before.nextblockhash).to.equal(byHeight.hash);
    });

    it('shows identity outputs as verusd does, scriptPubKey.identityprimary with the identity (verbosity 2)', async () => {
      const name = uniqueName('shown');
      const created = await rpc.call('dev_createidentity', [{ name, contentmultimap: { iRQbTzu3EywTKp1V7f2fQBYrWZaN8nmruT: ['6869'] } }]) as
        { txid: string; blockheight: number; identity: { identityaddress: string } };
      const block = await rpc.getblock(created.blockheight, 2);
      const [coinbase, tx] = block.tx;
      expect(coinbase!.vout).to.deep.equal([]);
      expect(coinbase).to.have.nested.property('vin[0].coinbase');
      expect(tx!.txid).to.equal(created.txid);
      expect(tx).to.not.have.any.keys('blockhash', 'confirmations', 'height'); // TxToJSON without a block hash
      const spk = tx!.vout[0]!.scriptPubKey!;
      expect(spk.addresses).to.deep.equal([created.identity.identityaddress]);
      expect(spk.identityprimary).to.deep.include({
        name, identityaddress: created.identity.identityaddress, contentmultimap: { iRQbTzu3EywTKp1V7f2fQBYrWZaN8nmruT: ['6869'] },
      });
      // the same transaction through getrawtransaction carries its block fields
      const raw = await rpc.getrawtransaction(created.txid);
      expect(raw).to.include({ blockhash: block.hash, height: block.height });
      expect((raw as { time?: number }).time).to.equal(block.time);
      expect((await rpc.getrawtransaction(coinbase!.txid)).vout).to.deep.equal([]);
    });

    it('answers an empty mined block with its coinbase alone, and verbosity 0 as hex', async () => {
      const [hash] = await rpc.call('dev_generate', [1]) as string[];
      const block = await rpc.getblock(hash!);
      expect(block.tx).to.have.length(1);
      expect(await rpc.call('getblock', [hash, 0])).to.be.a('string').and.match(/^[0-9a-f]+$/);
      expect(await rpc.call('getblock', [hash, false])).to.be.a('string');
      expect(await rpc.call('getblock', [hash, true])).to.deep.equal(block);
    });

    it('refuses what verusd refuses, with its codes', async () => {
      const tip = await rpc.getblockcount();
      await expectFault(rpc.call('getblock', ['ab'.repeat(32)]), -5, 'Block not found');
      await expectFault(rpc.call('getblock', [String(tip + 1)]), -8, 'Block height out of range');
      await expectFault(rpc.call('getblock', ['12x']), -8, 'Invalid block height parameter');
      await expectFault(rpc.call('getblock', [5]), -1, 'JSON value is not a string as expected');
      await expectFault(rpc.call('getblock', ['1', 3]), -8, 'Verbosity must be in range from 0 to 2');
      await expectFault(rpc.call('getblock', ['1', 'x']), -1, 'JSON value is not a boolean as expected');
      await expectFault(rpc.call('getblock', []), -1, /^getblock/);
    });
  });

  describe('importprivkey', () => {
    it('adds a key to the wallet, which then signs updateidentity for the identity it controls', async () => {
      const wif = generateWif();
      const address = rAddressOfWif(wif);
      const name = uniqueName('imported');
      await rpc.call('dev_createidentity', [{ name, primaryaddresses: [address] }]);
      const before = await rpc.getidentity(`${name}@`);
      expect(before).to.include({ canspendfor: false, cansignfor: false });
      await expectFault(rpc.updateidentity({ name, contentmultimap: {} }), -4, /does not hold the keys/);

      expect(await rpc.importprivkey(wif, 'agent', false)).to.equal(address);
      expect(await rpc.getidentity(`${name}@`)).to.include({ canspendfor: true, cansignfor: true });
      const txid = await rpc.updateidentity({ name, contentmultimap: { iRQbTzu3EywTKp1V7f2fQBYrWZaN8nmruT: ['6869'] } });
      expect(txid).to.match(/^[0-9a-f]{64}$/);
      expect(await rpc.call('importprivkey', [wif])).to.equal(address); // a key already held is no error
    });
    it('refuses a bad key (-5), a non-string key or label (-1) and a non-boolean rescan (-1)', async () => {
      await expectFault(rpc.call('importprivkey', ['notakey']), -5, 'Invalid private key encoding');
      await expectFault(rpc.call('importprivkey', [rAddressOfWif(generateWif())]), -5, 'Invalid private key encoding');
      await expectFault(rpc.call('importprivkey', [5]), -1, 'JSON value is not a string as expected');
      await expectFault(rpc.call('importprivkey', [generateWif(), 1]), -1, 'JSON value is not a string as expected');
      await expectFault(rpc.call('importprivkey', [generateWif(), '', 'yes']), -1, 'JSON value is not a boolean as expected');
      await expectFault(rpc.call('importprivkey', []), -1, /^importprivkey/);
    });
  });
});
