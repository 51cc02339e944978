/** Acceptance 3: key rotation and revocation on the dev chain, seen through verifymessage and getidentity. */
import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../../chain/keys.js';
import { signAsIdentity } from '../../../chain/identity-signature.js';
import { CHAIN_IDS } from '../../../chain/identity-address.js';
import type { RpcDaemonError } from '../../../chain/rpc.js';
import { startTestChain, type RunningChain } from './running-chain.js';

describe('dev chain identity history: rotation and revocation', function () {
  this.timeout(30_000);
  let t: RunningChain;
  before(async () => { t = await startTestChain(); });
  after(() => t.stop());

  it('after updateidentity replaces the primary address, checklatest rejects the old key; the signature still verifies at its height', async () => {
    const { rpc } = t;
    const created = await rpc.call('dev_createidentity', [{ name: 'rotating' }]) as { identity: { primaryaddresses: string[] } };
    const oldKey = created.identity.primaryaddresses[0]!;
    const { signature } = await rpc.signmessage('rotating@', 'before rotation');
    const heightBefore = await rpc.getblockcount();

    const newKey = rAddressOfWif(generateWif());
    await rpc.updateidentity({ name: 'rotating', primaryaddresses: [newKey] });

    expect(await rpc.verifymessage('rotating@', signature, 'before rotation', true)).to.equal(false);
    expect(await rpc.verifymessage('rotating@', signature, 'before rotation', false)).to.equal(true);
    expect((await rpc.getidentity('rotating@')).identity.primaryaddresses).to.deep.equal([newKey]);
    expect((await rpc.getidentity('rotating@', heightBefore)).identity.primaryaddresses).to.deep.equal([oldKey]);
    // The wallet no longer holds a key of the identity, so the daemon cannot sign for it.
    const err = await rpc.signmessage('rotating@', 'x').catch((e) => e);
    expect(err.rpcCode).to.equal(-5);
  });

  it('after revokeidentity every signature of the identity is rejected, old and new, and getidentity says revoked', async () => {
    const { rpc } = t;
    await rpc.call('dev_createidentity', [{ name: 'guardian' }]);
    const wif = generateWif();
    const created = await rpc.call('dev_createidentity', [{ name: 'revocable', primaryaddresses: [rAddressOfWif(wif)], revocationauthority: 'guardian@', recoveryauthority: 'guardian@' }]) as { identity: { identityaddress: string } };
    const id = created.identity.identityaddress;
    const sign = async (message: string) => signAsIdentity({ wifs: [wif], systemId: CHAIN_IDS.VRSCTEST, identityId: id, blockHeight: await rpc.getblockcount(), message });
    const before = await sign('signed before');
    expect(await rpc.verifymessage('revocable@', before, 'signed before', true)).to.equal(true);

    const txid = await rpc.call('revokeidentity', ['revocable@']);
    expect(txid).to.match(/^[0-9a-f]{64}$/);
    const after = await sign('signed after');

    expect((await rpc.getidentity('revocable@')).status).to.equal('revoked');
    for (const checkLatest of [true, false]) {
      expect(await rpc.verifymessage('revocable@', before, 'signed before', checkLatest)).to.equal(false);
      expect(await rpc.verifymessage('revocable@', after, 'signed after', checkLatest)).to.equal(false);
    }
    const vs = await rpc.verifysignature({ address: 'revocable@', message: 'signed after', signature: after }).catch((e) => e);
    expect(vs).to.include({ rpcCode: -5, message: 'Identity is revoked and cannot sign' });
    const again = await rpc.call('revokeidentity', ['revocable@']).then(() => null, (e: RpcDaemonError) => e);
    expect(again?.rpcCode).to.equal(-26);
  });

  it('recoveridentity by the recovery authority brings a revoked identity back on new keys', async () => {
    const { rpc } = t;
    await rpc.call('dev_createidentity', [{ name: 'phoenix', revocationauthority: 'guardian@', recoveryauthority: 'guardian@' }]);
    await rpc.call('revokeidentity', ['phoenix@']);
    const fresh = rAddressOfWif(generateWif());
    await rpc.call('recoveridentity', [{ name: 'phoenix', primaryaddresses: [fresh] }]);
    const back = await rpc.getidentity('phoenix@');
    expect(back.status).to.equal('active');
    expect(back.identity.primaryaddresses).to.deep.equal([fresh]);
    const notRevoked = await rpc.call('recoveridentity', [{ name: 'phoenix' }]).catch((e) => e);
    expect(notRevoked).to.include({ rpcCode: -8 });
  });

  it('updateidentity without contentmultimap clears it, as verusd does', async () => {
    const { rpc } = t;
    await rpc.call('dev_createidentity', [{ name: 'content' }]);
    const key = (await rpc.getvdxfid('agentplatform::agent.v1.name')).vdxfid;
    await rpc.updateidentity({ name: 'content', contentmultimap: { [key]: ['01'] } });
    await rpc.updateidentity({ name: 'content', minimumsignatures: 1 });
    expect((await rpc.getidentity('content@')).identity.contentmultimap).to.deep.equal({});
  });
});
