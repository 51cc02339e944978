/**
 * The dev chain, driven only through the RPC client over HTTP: every method, its result shape, and
 * for each a bad-parameter case with the error code and message verusd gives.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../../chain/keys.js';
import { signMessageWithWif } from '../../../chain/message-signature.js';
import { signAsIdentity } from '../../../chain/identity-signature.js';
import { CHAIN_IDS, identityAddressOfName } from '../../../chain/identity-address.js';
import { RpcUnavailableError, RpcClient } from '../../../chain/rpc.js';
import { expectFault, PASS, startTestChain, USER, type RunningChain } from './running-chain.js';

const VRSCTEST = CHAIN_IDS.VRSCTEST;
/** SHA256(CompactSize(5) || "hello"), in the byte order verusd prints (sha256sum's). */
const HELLO_HASH = createHash('sha256').update(Buffer.from('0568656c6c6f', 'hex')).digest('hex');
let seq = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${seq++}`;

describe('dev chain JSON-RPC (through the RPC client)', function () {
  this.timeout(30_000);
  let t: RunningChain;
  let rpc: RpcClient;
  before(async () => {
    t = await startTestChain();
    rpc = t.rpc;
  });
  after(() => t.stop());

  describe('getinfo', () => {
    it('reports the chain, its id and the tip', async () => {
      const info = await rpc.getinfo();
      expect(info).to.include({ name: 'VRSCTEST', chainid: VRSCTEST, testnet: true });
      expect(info.blocks).to.equal(await rpc.getblockcount());
    });
    it('refuses parameters with the usage text (-1)', async () => {
      await expectFault(rpc.call('getinfo', [1]), -1, /^getinfo/);
    });
  });

  describe('getblockcount', () => {
    it('answers the tip height, which grows with each transaction', async () => {
      const before = await rpc.getblockcount();
      await rpc.call('dev_createidentity', [{ name: uniqueName('height') }]);
      expect(await rpc.getblockcount()).to.equal(before + 1);
    });
    it('refuses parameters (-1)', async () => {
      await expectFault(rpc.call('getblockcount', ['x']), -1, /^getblockcount/);
    });
  });

  describe('getidentity', () => {
    it('answers the platform identity created at first start, by name and by i-address', async () => {
      const byName = await rpc.getidentity('agentplatform@');
      expect(byName.status).to.equal('active');
      expect(byName.friendlyname).to.equal('agentplatform.VRSCTEST@');
      expect(byName.identity).to.include({
        name: 'agentplatform', identityaddress: identityAddressOfName('agentplatform@'),
        parent: VRSCTEST, systemid: VRSCTEST, minimumsignatures: 1, version: 3, flags: 0,
      });
      expect(byName.identity.primaryaddresses).to.have.length(1);
      expect(byName).to.have.keys('friendlyname', 'fullyqualifiedname', 'identity', 'status', 'canspendfor', 'cansignfor', 'blockheight', 'txid', 'vout');
      expect(byName.identity).to.have.keys('version', 'flags', 'primaryaddresses', 'minimumsignatures', 'name', 'identityaddress',
        'parent', 'systemid', 'contentmap', 'contentmultimap', 'revocationauthority', 'recoveryauthority', 'timelock');
      expect(byName.canspendfor).to.equal(true);
      expect(await rpc.getidentity(byName.identity.identityaddress)).to.deep.equal(byName);
      expect(await rpc.getidentity('agentplatform.VRSCTEST@')).to.deep.equal(byName);
    });
    it('answers -5 "Identity not found" for an identity that does not exist', async () => {
      await expectFault(rpc.getidentity('nobody-here@'), -5, 'Identity not found');
    });
    it('answers -5 for a height before the identity existed', async () => {
      const created = await rpc.call('dev_createidentity', [{ name: uniqueName('late') }]) as { blockheight: number; identity: { identityaddress: string } };
      await expectFault(rpc.getidentity(created.identity.identityaddress, created.blockheight - 1), -5, 'Identity not found');
    });
    it('answers -8 for something that is neither a name@ nor an i-address', async () => {
      await expectFault(rpc.getidentity('not an identity'), -8,
        'Identity parameter must be valid friendly name or identity address: "not an identity"');
    });
    it('refuses a call without parameters (-1)', async () => {
      await expectFault(rpc.call('getidentity', []), -1, /^getidentity/);
    });
  });

  describe('dev_createidentity', () => {
    it('creates an identity with a new wallet key and answers it as getidentity shows it', async () => {
      const name = uniqueName('alice');
      const created = await rpc.call('dev_createidentity', [{ name }]);
      expect(created).to.deep.equal(await rpc.getidentity(`${name}@`));
      expect(created).to.include({ canspendfor: true, cansignfor: true, status: 'active' });
    });
    it('creates an identity on keys it does not hold', async () => {
      const keys = [generateWif(), generateWif()].map(rAddressOfWif);
      const name = uniqueName('multi');
      const created = await rpc.call('dev_createidentity', [{ name, primaryaddresses: keys, minimumsignatures: 2 }]) as Record<string, any>;
      expect(created.identity.primaryaddresses).to.deep.equal(keys);
      expect(created.identity.minimumsignatures).to.equal(2);
      expect(created.canspendfor).to.equal(false);
    });
    it('refuses a dotted name, an existing name and an impossible minimumsignatures (-8)', async () => {
      await expectFault(rpc.call('dev_createidentity', [{ name: 'sub.parent' }]), -8, /Invalid name/);
      await expectFault(rpc.call('dev_createidentity', [{ name: 'agentplatform' }]), -8, /already exists/);
      await expectFault(rpc.call('dev_createidentity', [{ name: uniqueName('x'), minimumsignatures: 2 }]), -8, /minimumsignatures/);
      await expectFault(rpc.call('dev_createidentity', [{ name: uniqueName('x'), primaryaddresses: ['not-an-address'] }]), -8, /Invalid JSON ID parameter/);
    });
    it('refuses a non-object parameter (-1)', async () => {
      await expectFault(rpc.call('dev_createidentity', ['alice']), -1, 'JSON value is not an object as expected');
      await expectFault(rpc.call('dev_createidentity', []), -1, /^dev_createidentity/);
    });
  });

  describe('updateidentity', () => {
    it('writes contentmultimap and answers a txid', async () => {
      const name = uniqueName('content');
      await rpc.call('dev_createidentity', [{ name }]);
      const key = (await rpc.getvdxfid('agentplatform::agent.v1.name')).vdxfid;
      const txid = await rpc.updateidentity({ name, contentmultimap: { [key]: ['6869'] } });
      expect(txid).to.match(/^[0-9a-f]{64}$/);
      const after = await rpc.getidentity(`${name}@`);
      expect(after.identity.contentmultimap).to.deep.equal({ [key]: ['6869'] });
      expect(after.txid).to.equal(txid);
    });
    it('refuses an unknown identity (-8)', async () => {
      await expectFault(rpc.updateidentity({ name: 'nobody-here' }), -8, /^identity, nobody-here \(i\w+\), not found/);
    });
    it('refuses a contentmultimap key that is not an i-address (-8)', async () => {
      const name = uniqueName('badkey');
      await rpc.call('dev_createidentity', [{ name }]);
      await expectFault(rpc.updateidentity({ name, contentmultimap: { 'agent.name': ['00'] } }), -8, /Invalid JSON ID parameter/);
    });
    it('refuses to update an identity whose keys the wallet does not hold (-4)', async () => {
      const name = uniqueName('foreign');
      await rpc.call('dev_createidentity', [{ name, primaryaddresses: [rAddressOfWif(generateWif())] }]);
      await expectFault(rpc.updateidentity({ name, primaryaddresses: [rAddressOfWif(generateWif())] }), -4, /does not hold the keys/);
    });
  });

  describe('revokeidentity', () => {
    it('refuses to revoke an identity that is its own recovery authority, as verusd does (-8)', async () => {
      const name = uniqueName('selfrec');
      await rpc.call('dev_createidentity', [{ name }]);
      await expectFault(rpc.call('revokeidentity', [`${name}@`]), -8, /self as the recovery authority/);
    });
    it('refuses an unknown identity (-8) and a malformed one (-8)', async () => {
      await expectFault(rpc.call('revokeidentity', ['nobody-here@']), -8, /^ID not found i/);
      await expectFault(rpc.call('revokeidentity', ['???']), -8, 'Invalid JSON ID parameter');
    });
  });

  describe('signmessage and verifymessage', () => {
    it('signs as an identity with the wallet keys; verifymessage accepts it and refuses another message', async () => {
      const name = uniqueName('signer');
      await rpc.call('dev_createidentity', [{ name }]);
      const { hash, signature } = await rpc.signmessage(`${name}@`, 'hello');
      expect(hash).to.equal(HELLO_HASH);
      expect(await rpc.verifymessage(`${name}@`, signature, 'hello')).to.equal(true);
      expect(await rpc.verifymessage(`${name}@`, signature, 'hello', true)).to.equal(true);
      expect(await rpc.verifymessage(`${name}@`, signature, 'hullo')).to.equal(false);
      expect(await rpc.verifymessage('agentplatform@', signature, 'hello')).to.equal(false);
    });
    it('verifies a signature made offline with the same chain code', async () => {
      const wif = generateWif();
      const name = uniqueName('offline');
      const created = await rpc.call('dev_createidentity', [{ name, primaryaddresses: [rAddressOfWif(wif)] }]) as Record<string, any>;
      const sig = signAsIdentity({ wifs: [wif], systemId: VRSCTEST, identityId: created.identity.identityaddress, blockHeight: await rpc.getblockcount(), message: 'offline' });
      expect(await rpc.verifymessage(`${name}@`, sig, 'offline')).to.equal(true);
    });
    it('signs with an R-address key of its wallet, and verifies verusd\'s own R-address signature', async () => {
      const platform = await rpc.getidentity('agentplatform@');
      const r = platform.identity.primaryaddresses[0]!;
      const { signature } = await rpc.signmessage(r, 'plain');
      expect(await rpc.verifymessage(r, signature, 'plain')).to.equal(true);
      const message = '{"cachedAt":"2026-05-23T14:28:46.608Z","iaddress":"i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW","minimumSignatures":1,"name":"agentplatform.VRSCTEST@","primaryAddresses":["RAWwNeTLRg9urgnDPQtPyZ6NRycsmSY2J2"]}';
      expect(await rpc.verifymessage('RBgxQwD7mMLCfciTN68RjBQHsH68vcnUKb',
        'H7AlnCJd0hLr8XD7vPoxYLBSUzseOqBX05GFObfBxbn8UUEsOlay9+dY96qDI3CxmRBrM7jK6wvoM8nkAt4uHxc=', message)).to.equal(true);
      const wif = generateWif();
      expect(await rpc.verifymessage(rAddressOfWif(wif), signMessageWithWif(wif, 'x'), 'x')).to.equal(true);
    });
    it('signmessage refuses an unknown identity (-5), garbage (-3) and an R-address it has no key for (-4)', async () => {
      await expectFault(rpc.signmessage('nobody-here@', 'x'), -5, 'Invalid identity');
      await expectFault(rpc.signmessage('garbage', 'x'), -3, 'Invalid address or identity');
      await expectFault(rpc.signmessage(rAddressOfWif(generateWif()), 'x'), -4, 'Private key not available');
      await expectFault(rpc.call('signmessage', ['agentplatform@']), -1, /^signmessage/);
    });
    it('verifymessage answers false for an unknown identity and for garbage bytes', async () => {
      expect(await rpc.verifymessage('nobody-here@', 'AgX3RgAAAUEg', 'x')).to.equal(false);
      expect(await rpc.verifymessage('agentplatform@', 'bm90IGEgc2lnbmF0dXJl', 'x')).to.equal(false);
    });
    it('verifymessage refuses a bad address, an empty message, an empty signature (-8) and bad base64 for an R-address (-5)', async () => {
      await expectFault(rpc.verifymessage('garbage', 'abc', 'x'), -8, 'Invalid address');
      await expectFault(rpc.verifymessage('agentplatform@', 'abc', ''), -8, 'Cannot verify empty message');
      await expectFault(rpc.verifymessage('agentplatform@', '', 'x'), -8, 'Invalid signature');
      await expectFault(rpc.verifymessage('RBgxQwD7mMLCfciTN68RjBQHsH68vcnUKb', '***', 'x'), -5, 'Malformed base64 encoding');
      await expectFault(rpc.call('verifymessage', ['agentplatform@', 'abc']), -1, /^verifymessage/);
    });
  });

  describe('verifysignature and signdata', () => {
    it('signdata signs a message as an identity; verifysignature says verified, with the hash', async () => {
      const signed = await rpc.signdata({ address: 'agentplatform@', message: 'hello' });
      expect(signed.hash).to.equal(HELLO_HASH);
      const checked = await rpc.verifysignature({ address: 'agentplatform@', message: 'hello', signature: signed.signature });
      expect(checked).to.include({ signaturestatus: 'verified', hash: signed.hash, signatureheight: signed.signatureheight });
      const wrong = await rpc.verifysignature({ address: 'agentplatform@', message: 'other', signature: signed.signature });
      expect(wrong.signaturestatus).to.equal('invalid');
    });
    it('signs and verifies messagehex and datahash the same way', async () => {
      const byHex = await rpc.signdata({ address: 'agentplatform@', messagehex: '68656c6c6f' });
      const byHash = await rpc.verifysignature({ address: 'agentplatform@', datahash: byHex.hash, signature: byHex.signature });
      expect(byHash.signaturestatus).to.equal('verified');
    });
    it('answers partial for one of two required signers', async () => {
      const wifs = [generateWif(), generateWif()];
      const name = uniqueName('twoof');
      const created = await rpc.call('dev_createidentity', [{ name, primaryaddresses: wifs.map(rAddressOfWif), minimumsignatures: 2 }]) as Record<string, any>;
      const height = await rpc.getblockcount();
      const one = signAsIdentity({ wifs: [wifs[0]!], systemId: VRSCTEST, identityId: created.identity.identityaddress, blockHeight: height, message: 'm' });
      const both = signAsIdentity({ wifs, systemId: VRSCTEST, identityId: created.identity.identityaddress, blockHeight: height, message: 'm' });
      expect((await rpc.verifysignature({ address: `${name}@`, message: 'm', signature: one })).signaturestatus).to.equal('partial');
      expect((await rpc.verifysignature({ address: `${name}@`, message: 'm', signature: both })).signaturestatus).to.equal('verified');
      expect(await rpc.verifymessage(`${name}@`, one, 'm')).to.equal(false);
      expect(await rpc.verifymessage(`${name}@`, both, 'm')).to.equal(true);
    });
    it('refuses zero or two data fields (-8), an unknown hashtype (-3), a missing signature (-1)', async () => {
      await expectFault(rpc.verifysignature({ address: 'agentplatform@', signature: 'AgX=' }), -8, /one and only one/);
      await expectFault(rpc.verifysignature({ address: 'agentplatform@', message: 'a', messagehex: '00', signature: 'AgX=' }), -8, /one and only one/);
      await expectFault(rpc.verifysignature({ address: 'agentplatform@', message: 'a', hashtype: 'md5', signature: 'AgX=' }), -3, /^Invalid hash typemd5/);
      await expectFault(rpc.call('verifysignature', [{ address: 'agentplatform@', message: 'a' }]), -1, /^verifysignature/);
    });
    it('refuses an unknown identity (-5), a garbage signature (-32602) and an R-address with a signature (-8)', async () => {
      await expectFault(rpc.verifysignature({ address: 'nobody-here@', message: 'a', signature: 'AgX=' }), -5, 'Invalid identity');
      await expectFault(rpc.verifysignature({ address: 'agentplatform@', message: 'a', signature: '!!!' }), -32602, 'Invalid pre-existing signature');
      await expectFault(rpc.verifysignature({ address: 'RBgxQwD7mMLCfciTN68RjBQHsH68vcnUKb', message: 'a', signature: 'AgX=' }), -8, /When signing with public key/);
    });
    it('signdata refuses two data fields (-8) and an address it cannot use (-3)', async () => {
      await expectFault(rpc.signdata({ address: 'agentplatform@', message: 'a', datahash: '00'.repeat(32) }), -8, /one and only one/);
      await expectFault(rpc.signdata({ address: 'garbage', message: 'a' }), -3, 'Address does not refer to key');
    });
  });

  describe('getvdxfid', () => {
    it('answers the VDXF id of a qualified name', async () => {
      const r = await rpc.getvdxfid('agentplatform::agent.v1.name');
      expect(r.vdxfid).to.equal('i3oa8uNjgZjmC1RS8rg1od8czBP8bsh5A8');
      expect(r.hash160result).to.match(/^[0-9a-f]{40}$/);
      expect(r.qualifiedname.name).to.equal('agent.v1.name');
    });
    it('refuses an empty name (-8) and a call without parameters (-1)', async () => {
      await expectFault(rpc.getvdxfid(''), -8, /Invalid VDXF URI/);
      await expectFault(rpc.call('getvdxfid', []), -1, /^getvdxfid/);
    });
  });

  describe('sendcurrency, z_getoperationstatus, getrawtransaction, dev_fund', () => {
    it('sendcurrency refuses a bad source, no outputs (-8), a bad amount (-3) and a bad destination (-8)', async () => {
      const to = rAddressOfWif(generateWif());
      await expectFault(rpc.sendcurrency('nonsense', [{ address: to, amount: 1 }]), -8, /^Invalid parameters. First parameter/);
      await expectFault(rpc.sendcurrency('*', []), -8, /^Invalid parameters. Second parameter/);
      await expectFault(rpc.sendcurrency('*', [{ address: to, amount: 'lots' as unknown as number }]), -3, 'Invalid amount');
      await expectFault(rpc.sendcurrency('*', [{ address: to, amount: -1 }]), -3, 'Amount out of range');
      await expectFault(rpc.sendcurrency('*', [{ address: 'nobody-here@', amount: 1 }]), -8, /Invalid destination address/);
      await expectFault(rpc.call('sendcurrency', ['*']), -1, /^sendcurrency/);
    });
    it('z_getoperationstatus leaves out unknown ids and refuses a non-array (-1)', async () => {
      expect(await rpc.z_getoperationstatus(['opid-00000000-0000-0000-0000-000000000000'])).to.deep.equal([]);
      await expectFault(rpc.call('z_getoperationstatus', ['opid-x']), -1, 'JSON value is not an array as expected');
    });
    it('getrawtransaction refuses a non-hex txid (-8) and answers -5 for an unknown one', async () => {
      await expectFault(rpc.getrawtransaction('zz'), -8, "parameter 1 must be hexadecimal string (not 'zz')");
      await expectFault(rpc.getrawtransaction('ab'.repeat(32)), -5, 'No information available about transaction');
    });
    it('dev_fund credits an address in a transaction getrawtransaction shows', async () => {
      const to = rAddressOfWif(generateWif());
      const { txid } = await rpc.call('dev_fund', [{ address: to, amount: 2.5, currency: 'VRSCTEST' }]) as { txid: string };
      const tx = await rpc.getrawtransaction(txid);
      expect(tx.vout[0]!.value).to.equal(2.5);
      expect(tx.vout[0]!.scriptPubKey.addresses).to.deep.equal([to]);
      expect(tx.confirmations).to.equal(1);
      await rpc.call('dev_generate', [2]);
      expect((await rpc.getrawtransaction(txid)).confirmations).to.equal(3);
    });
    it('dev_fund refuses a bad address (-8) and a negative amount (-3)', async () => {
      await expectFault(rpc.call('dev_fund', [{ address: 'x', amount: 1 }]), -8, /Invalid destination address/);
      await expectFault(rpc.call('dev_fund', [{ address: rAddressOfWif(generateWif()), amount: -2 }]), -3, 'Amount out of range');
    });
  });

  describe('the wire', () => {
    it('answers -32601 "Method not found" for an unknown method', async () => {
      await expectFault(rpc.call('nosuchmethod', []), -32601, 'Method not found');
    });
    it('answers 401 for bad credentials, which the client reports as RpcUnavailableError', async () => {
      const wrong = new RpcClient({ url: t.chain.url, user: USER, pass: `${PASS}-wrong` });
      const err = await wrong.getblockcount().catch((e) => e);
      expect(err).to.be.instanceOf(RpcUnavailableError);
      expect(err).to.include({ code: 'RPC_UNAVAILABLE' });
      const res = await fetch(t.chain.url, { method: 'POST', body: '{"method":"getinfo","params":[],"id":1}' });
      expect(res.status).to.equal(401);
      expect(res.headers.get('www-authenticate')).to.equal('Basic realm="jsonrpc"');
    });
    it('speaks verusd\'s envelope and HTTP statuses, and answers batches', async () => {
      const auth = `Basic ${Buffer.from(`${USER}:${PASS}`).toString('base64')}`;
      const post = async (body: string) => {
        const res = await fetch(t.chain.url, { method: 'POST', headers: { authorization: auth }, body });
        return { status: res.status, body: await res.json() as any };
      };
      expect(await post('{"jsonrpc":"1.0","id":7,"method":"getblockcount","params":[]}'))
        .to.deep.include({ status: 200 }).and.to.have.nested.property('body.id', 7);
      const notFound = await post('{"id":"a","method":"nope","params":[]}');
      expect(notFound).to.deep.equal({ status: 404, body: { result: null, error: { code: -32601, message: 'Method not found' }, id: 'a' } });
      const bad = await post('{"id":1,"method":"getidentity","params":["nobody-here@"]}');
      expect(bad).to.deep.equal({ status: 500, body: { result: null, error: { code: -5, message: 'Identity not found' }, id: 1 } });
      expect((await post('{not json')).body.error).to.deep.equal({ code: -32700, message: 'Parse error' });
      expect((await post('{"id":1,"method":"getinfo","params":{}}')).status).to.equal(400);
      const batch = await post('[{"id":1,"method":"getblockcount","params":[]},{"id":2,"method":"nope"}]');
      expect(batch.status).to.equal(200);
      expect(batch.body.map((r: any) => r.id)).to.deep.equal([1, 2]);
      expect(batch.body[1].error.code).to.equal(-32601);
    });
  });
});
