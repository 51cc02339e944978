/**
 * The platform's on-chain profile: its 25 keys computed like getvdxfid, decoding what an identity
 * publishes (first element of each entry, hex of UTF-8 text) and encoding values for updateidentity,
 * checked against the dev chain over RPC.
 */
import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import { ProfileValueError } from '../../../chain/errors.js';
import { identityAddressOfName, vdxfId } from '../../../chain/identity-address.js';
import { generateWif, rAddressOfWif } from '../../../chain/keys.js';
import { decodeProfile, encodeProfile } from '../../../chain/profile.js';
import { PROFILE_KEY_NAMES, PROFILE_KEYS, profileKeyIds } from '../../../chain/profile-keys.js';
import { startTestChain, type RunningChain } from '../devchain/running-chain.js';

const ROOT = 'agentplatform';
const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');
const SPEC_NAMED = [
  'agent.name', 'agent.type', 'agent.description', 'agent.status', 'agent.owner', 'svc.name', 'svc.pricing',
  'platform.apiUrl', 'platform.registeredAt', 'workspace.capability', 'payaddress',
];

describe('chain: on-chain profile keys', () => {
  it('has 25 keys, among them every key the spec names', () => {
    expect(PROFILE_KEY_NAMES).to.have.length(25);
    expect(new Set(PROFILE_KEY_NAMES).size).to.equal(25);
    expect(PROFILE_KEY_NAMES).to.include.members(SPEC_NAMED);
  });

  it('computes each key as the VDXF id of <root>::<name>, distinct per key and per root', () => {
    expect(vdxfId('agentplatform::agent.v1.name')).to.equal('i3oa8uNjgZjmC1RS8rg1od8czBP8bsh5A8'); // DESIGN vector
    const ids = profileKeyIds(ROOT);
    expect(ids['agent.name']).to.equal(vdxfId('agentplatform::agent.name'));
    expect(new Set(Object.values(ids)).size).to.equal(25);
    const other = profileKeyIds('myplatform');
    expect(other['agent.name']).to.not.equal(ids['agent.name']);
  });

  it('lists every key with its i-address and kind in docs/catalog.md', async () => {
    const doc = await readFile(new URL('../../../docs/catalog.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-zA-Z.]+)` \| `(i[1-9A-HJ-NP-Za-km-z]+)` \| ([a-z-]+) \|/gm)]
      .map(([, name, id, kind]) => ({ name, id, kind }));
    const ids = profileKeyIds(ROOT);
    expect(rows).to.deep.equal(PROFILE_KEY_NAMES.map((name) => ({ name, id: ids[name], kind: PROFILE_KEYS[name] })));
  });

  describe('decodeProfile', () => {
    const ids = profileKeyIds(ROOT);

    it('decodes the first element of each of our entries as the hex of UTF-8 text', () => {
      const pricing = JSON.stringify([{ currency: 'VRSCTEST', price: 2.5 }]);
      const { values, invalid } = decodeProfile({
        [ids['agent.name']]: [hex('Translator ✓'), hex('ignored second value')],
        [ids['svc.pricing']]: [hex(pricing)],
        [ids['agent.status']]: hex('active'), // a bare value counts as a one-element entry
      }, ROOT);
      expect(values).to.deep.equal({ 'agent.name': 'Translator ✓', 'svc.pricing': pricing, 'agent.status': 'active' });
      expect(invalid).to.deep.equal([]);
    });

    it('reports an R-address payaddress as invalid and drops it, and keeps an i-address one', () => {
      const r = rAddressOfWif(generateWif());
      const bad = decodeProfile({ [ids.payaddress]: [hex(r)] }, ROOT);
      expect(bad.values).to.not.have.property('payaddress');
      expect(bad.invalid).to.deep.equal([{ key: 'payaddress', reason: 'must be an i-address (an identity), not an R-address' }]);
      const i = identityAddressOfName('seller@');
      expect(decodeProfile({ [ids.payaddress]: [hex(i)] }, ROOT).values).to.deep.equal({ payaddress: i });
    });

    it('reports entries that are not hex, not UTF-8, or not of their key\'s kind', () => {
      const { values, invalid } = decodeProfile({
        [ids['agent.name']]: ['zz'],
        [ids['agent.type']]: ['ff'],
        [ids['agent.description']]: [{ 'iK7a5JNJnbeuYWVHCDRpJosj3irGJ5Qa8c': {} }],
        [ids['agent.tags']]: [hex('not json')],
        [ids['agent.dataPolicy']]: [hex('[1]')],
        [ids['agent.website']]: [hex('javascript:alert(1)')],
        [ids['svc.guard']]: [hex('yes')],
        [ids['platform.registeredAt']]: [hex('yesterday')],
        [ids['agent.category']]: [hex('  ')],
      }, ROOT);
      expect(values).to.deep.equal({});
      expect(Object.fromEntries(invalid.map((e) => [e.key, e.reason]))).to.deep.equal({
        'agent.name': 'the entry is not hex',
        'agent.type': 'the entry is not UTF-8 text',
        'agent.description': 'the entry is not the hex of a text',
        'agent.tags': 'must be the JSON text of an array',
        'agent.dataPolicy': 'must be the JSON text of an object',
        'agent.website': 'must be an http(s) URL',
        'svc.guard': 'must be true or false',
        'platform.registeredAt': 'must be an ISO 8601 timestamp',
        'agent.category': 'is empty',
      });
    });

    it('ignores other namespaces, and our keys under another root', () => {
      const foreign = vdxfId('vrsc::identity.multimapremove');
      const { values, invalid } = decodeProfile({
        [foreign]: [hex('x')],
        [profileKeyIds('myplatform')['agent.name']]: [hex('elsewhere')],
      }, ROOT);
      expect(values).to.deep.equal({});
      expect(invalid).to.deep.equal([]);
      expect(decodeProfile(undefined, ROOT)).to.deep.equal({ values: {}, invalid: [] });
    });
  });

  describe('encodeProfile', () => {
    const ids = profileKeyIds(ROOT);

    it('encodes values as one-element arrays of UTF-8 hex, and round-trips through decodeProfile', () => {
      const values = { 'agent.name': 'Summarizer', 'svc.guard': 'true', 'agent.tags': '["pdf","summary"]' } as const;
      const map = encodeProfile(values, ROOT);
      expect(map).to.deep.equal({
        [ids['agent.name']]: [hex('Summarizer')], [ids['svc.guard']]: [hex('true')], [ids['agent.tags']]: [hex('["pdf","summary"]')],
      });
      expect(decodeProfile(map, ROOT)).to.deep.equal({ values, invalid: [] });
    });

    it('keeps entries of other namespaces from the current map and replaces ours', () => {
      const foreign = vdxfId('vrsc::identity.multimapremove');
      const map = encodeProfile({ 'agent.name': 'New' }, ROOT, {
        [foreign]: ['00'], [ids['agent.name']]: [hex('Old')], [ids['agent.type']]: [hex('dropped')],
      });
      expect(map).to.deep.equal({ [foreign]: ['00'], [ids['agent.name']]: [hex('New')] });
    });

    it('refuses a value its key cannot hold with ProfileValueError naming the key', () => {
      const err = (() => {
        try {
          encodeProfile({ payaddress: rAddressOfWif(generateWif()) }, ROOT);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(err).to.be.instanceOf(ProfileValueError).and.to.include({ code: 'INVALID_PROFILE_VALUE', key: 'payaddress' });
    });
  });

  describe('against the dev chain', function () {
    this.timeout(20_000);
    let t: RunningChain;
    before(async () => { t = await startTestChain(); });
    after(() => t.stop());

    it('computes the same ids as the chain node\'s getvdxfid', async () => {
      const ids = profileKeyIds(ROOT);
      for (const name of ['agent.name', 'svc.pricing', 'payaddress', 'workspace.capability', 'agent.privacyTier'] as const) {
        expect((await t.rpc.getvdxfid(`${ROOT}::${name}`)).vdxfid, name).to.equal(ids[name]);
      }
    });

    it('publishes a profile with updateidentity and reads it back from getidentity', async () => {
      const pay = identityAddressOfName('agentplatform@');
      const values = { 'agent.name': 'Chain Agent', 'agent.type': 'autonomous', payaddress: pay, 'svc.pricing': '[{"currency":"VRSCTEST","price":1}]' };
      const created = await t.rpc.call('dev_createidentity', [{ name: `profile${Date.now().toString(36)}` }]) as { identity: { name: string } };
      await t.rpc.updateidentity({ name: created.identity.name, contentmultimap: encodeProfile(values, ROOT) });
      const { identity } = await t.rpc.getidentity(`${created.identity.name}@`);
      expect(decodeProfile(identity.contentmultimap, ROOT)).to.deep.equal({ values, invalid: [] });
    });
  });
});
