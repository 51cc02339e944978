/**
 * Developer accounts, like Anvil's: on first start the dev chain creates alice@, bob@, carol@ and
 * dave@, funded, with their keys in its wallet, and prints each WIF with a ready login command;
 * a second start reuses them.
 */
import { expect } from 'chai';
import { describeDevChain } from '../../../bin/commands/devchain.js';
import { signAsIdentity } from '../../../chain/identity-signature.js';
import { CHAIN_IDS } from '../../../chain/identity-address.js';
import { rAddressOfWif } from '../../../chain/keys.js';
import { eventually, startTestChain } from './running-chain.js';

describe('dev chain developer accounts', function () {
  this.timeout(30_000);

  it('creates alice@, bob@, carol@ and dave@ on first start: funded, keys in the wallet, WIFs that sign for them', async () => {
    const t = await startTestChain();
    try {
      const { accounts } = t.chain;
      expect(accounts.map((a) => a.name)).to.deep.equal(['alice@', 'bob@', 'carol@', 'dave@']);
      for (const a of accounts) {
        const id = await t.rpc.getidentity(a.name);
        expect(id).to.include({ status: 'active', canspendfor: true });
        expect(id.identity.identityaddress).to.equal(a.identityaddress);
        expect(id.identity.primaryaddresses).to.deep.equal([rAddressOfWif(a.wif)]);
        expect(a.address).to.equal(rAddressOfWif(a.wif));
        expect(a.balance).to.equal(1000);
        // the printed WIF alone signs as the identity (what `agentplatform login --wif` does)
        const height = await t.rpc.getblockcount();
        const signature = signAsIdentity({ wifs: [a.wif], systemId: CHAIN_IDS.VRSCTEST, identityId: a.identityaddress, blockHeight: height, message: 'it is me' });
        expect(await t.rpc.verifymessage(a.name, signature, 'it is me')).to.equal(true);
      }
      // funded on chain: alice pays bob from her own identity
      const opid = await t.rpc.sendcurrency('alice@', [{ address: 'bob@', amount: 12.5 }]);
      const [op] = await eventually(async () => {
        const ops = await t.rpc.z_getoperationstatus([opid]);
        return ops[0]?.status === 'success' || ops[0]?.status === 'failed' ? ops : undefined;
      });
      expect(op!.status).to.equal('success');
    } finally {
      await t.stop();
    }
  });

  it('reuses the same accounts and keys on a second start, without new transactions', async () => {
    const first = await startTestChain();
    const accounts = first.chain.accounts;
    const height = await first.rpc.getblockcount();
    await first.stop(true);
    const second = await startTestChain({ dataDir: first.dataDir });
    try {
      expect(second.chain.accounts).to.deep.equal(accounts);
      expect(await second.rpc.getblockcount()).to.equal(height);
    } finally {
      await second.stop();
    }
  });

  it('creates the accounts asked for, or none', async () => {
    const some = await startTestChain({ devAccounts: ['erin'], devAccountFunds: 5 });
    try {
      expect(some.chain.accounts.map((a) => [a.name, a.balance])).to.deep.equal([['erin@', 5]]);
    } finally {
      await some.stop();
    }
    const none = await startTestChain({ devAccounts: [] });
    try {
      expect(none.chain.accounts).to.deep.equal([]);
      expect(describeDevChain(none.chain, false).join('\n')).to.not.contain('agentplatform login');
    } finally {
      await none.stop();
    }
  });

  it('prints each account with its ready login command, with --api when the platform runs beside it', async () => {
    const t = await startTestChain();
    try {
      const alone = describeDevChain(t.chain, false);
      const beside = describeDevChain(t.chain, true, { apiUrl: 'http://127.0.0.1:4321/' });
      for (const a of t.chain.accounts) {
        expect(alone).to.include(`             agentplatform login --identity ${a.name} --wif '${a.wif}'`);
        expect(beside).to.include(`             agentplatform login --identity ${a.name} --wif '${a.wif}' --api http://127.0.0.1:4321`);
        expect(alone.join('\n')).to.contain(`${a.identityaddress}  1000 VRSCTEST`);
      }
    } finally {
      await t.stop();
    }
  });
});
