/** Acceptance 5: a sendcurrency payment found and checked by opid and by txid, as the platform does it. */
import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../../chain/keys.js';
import { checkPayment, PaymentReferenceError } from '../../../chain/payments.js';
import { eventually, startTestChain, type RunningChain } from './running-chain.js';

describe('payments on the dev chain (sendcurrency -> z_getoperationstatus -> getrawtransaction)', function () {
  this.timeout(30_000);
  let t: RunningChain;
  let payer: string;
  before(async () => {
    t = await startTestChain();
    payer = (await t.rpc.getidentity('agentplatform@')).identity.primaryaddresses[0]!;
    await t.rpc.call('dev_fund', [{ address: payer, amount: 100 }]);
    await t.rpc.call('dev_fund', [{ address: payer, amount: 50, currency: 'USDtest' }]);
  });
  after(() => t.stop());

  it('follows an opid from queued to success and confirms recipient, amount, currency and confirmations', async () => {
    const { rpc } = t;
    const to = rAddressOfWif(generateWif());
    const opid = await rpc.sendcurrency('*', [{ address: to, amount: 12.5, currency: 'VRSCTEST' }]);
    expect(opid).to.match(/^opid-[0-9a-f-]{36}$/);
    const [first] = await rpc.z_getoperationstatus([opid]);
    expect(first!.status).to.be.oneOf(['queued', 'executing', 'success']);
    const expectPaid = { address: to, amount: 12.5, currency: 'VRSCTEST', minConfirmations: 3 };

    const done = await eventually(async () => {
      const [op] = await rpc.z_getoperationstatus([opid]);
      return op!.status === 'success' ? op : undefined;
    });
    const txid = done.result!.txid;
    const tx = await rpc.getrawtransaction(txid);
    expect(tx.vout.find((o) => o.scriptPubKey.addresses?.includes(to))!.value).to.equal(12.5);

    expect(await checkPayment(rpc, { opid }, expectPaid)).to.deep.include({ state: 'pending', txid, confirmations: 1 });
    await rpc.call('dev_generate', [2]);
    expect(await checkPayment(rpc, { opid }, expectPaid)).to.deep.equal({ state: 'confirmed', txid, paid: 12.5, confirmations: 3 });
    expect(await checkPayment(rpc, { txid }, expectPaid)).to.deep.equal({ state: 'confirmed', txid, paid: 12.5, confirmations: 3 });
    expect((await checkPayment(rpc, { txid }, { ...expectPaid, amount: 13 })).state).to.equal('mismatch');
    expect((await checkPayment(rpc, { txid }, { ...expectPaid, address: payer })).state).to.equal('mismatch');
    expect((await checkPayment(rpc, { txid }, { ...expectPaid, currency: 'USDtest' })).state).to.equal('mismatch');
  });

  it('checks a payment in another currency (reserve_balance) to an identity', async () => {
    const { rpc } = t;
    await rpc.call('dev_createidentity', [{ name: 'seller' }]);
    const opid = await rpc.sendcurrency(payer, [{ address: 'seller@', amount: 7, currency: 'USDtest' }]);
    const check = await eventually(async () => {
      const c = await checkPayment(rpc, { opid }, { address: 'seller@', amount: 7, currency: 'USDtest' });
      return c.state === 'pending' && !c.txid ? undefined : c;
    });
    expect(check).to.include({ state: 'confirmed', paid: 7 });
  });

  it('reports a failed operation (insufficient funds) with its reason', async () => {
    const { rpc } = t;
    const opid = await rpc.sendcurrency('*', [{ address: rAddressOfWif(generateWif()), amount: 1_000_000 }]);
    const check = await eventually(async () => {
      const c = await checkPayment(rpc, { opid }, { address: payer, amount: 1, currency: 'VRSCTEST' });
      return c.state === 'pending' ? undefined : c;
    });
    expect(check).to.deep.equal({ state: 'failed', opid, reason: 'Insufficient funds' });
    const [op] = await rpc.z_getoperationstatus([opid]);
    expect(op).to.deep.include({ status: 'failed', error: { code: -6, message: 'Insufficient funds' } });
  });

  it('refuses malformed references with INVALID_TXID / INVALID_OPID and reports unknown ones', async () => {
    const { rpc } = t;
    const expectAny = { address: payer, amount: 1, currency: 'VRSCTEST' };
    const badTx = await checkPayment(rpc, { txid: 'xyz' }, expectAny).catch((e) => e);
    expect(badTx).to.be.instanceOf(PaymentReferenceError).and.to.include({ code: 'INVALID_TXID' });
    const badOp = await checkPayment(rpc, { opid: 'opid-nope' }, expectAny).catch((e) => e);
    expect(badOp).to.include({ code: 'INVALID_OPID' });
    expect((await checkPayment(rpc, { txid: 'cd'.repeat(32) }, expectAny)).state).to.equal('not_found');
    expect((await checkPayment(rpc, { opid: 'opid-00000000-0000-0000-0000-000000000000' }, expectAny)).state).to.equal('failed');
  });
});
