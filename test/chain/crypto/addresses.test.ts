import { expect } from 'chai';
import fc from 'fast-check';
import {
  Base58CheckError,
  CHAIN_IDS,
  InvalidKeyError,
  base58checkDecode,
  base58checkEncode,
  decodeWif,
  encodeWif,
  generateWif,
  hash160OfIAddress,
  iAddressOfHash160,
  identityAddressOfName,
  isFriendlyName,
  isIAddress,
  isRAddress,
  publicKeyOf,
  qualifiedIdentityName,
  rAddressOfPublicKey,
  rAddressOfWif,
  vdxfId,
} from '../../../chain/mod.js';

const FIXTURE_WIF = 'UrEJQMk9PD4Fo9i8FNb1ZSFRrC9TrD4j6CGbFvbFHVH83bStroHH';
const FIXTURE_R = 'RLqDVPueCrj71CkeVZ9kf3PbdXzNzP8QXE';

describe('chain: base58check', () => {
  it('round-trips any version and payload', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.uint8Array({ maxLength: 40 }), (version, payload) => {
        const back = base58checkDecode(base58checkEncode(version, payload));
        expect(back.version).to.equal(version);
        expect(Buffer.from(back.payload).equals(Buffer.from(payload))).to.equal(true);
      }),
    );
  });

  it('refuses a text whose checksum does not match', () => {
    const good = base58checkEncode(60, new Uint8Array(20).fill(7));
    const bad = good.slice(0, -1) + (good.endsWith('1') ? '2' : '1');
    expect(() => base58checkDecode(bad)).to.throw(Base58CheckError);
  });

  it('refuses characters outside the base58 alphabet and too-short text', () => {
    expect(() => base58checkDecode('0OIl')).to.throw(Base58CheckError);
    expect(() => base58checkDecode('11')).to.throw(Base58CheckError);
  });
});

describe('chain: keys', () => {
  it('derives the R-address of the VerusCoin fixture WIF', () => {
    expect(rAddressOfWif(FIXTURE_WIF)).to.equal(FIXTURE_R);
    const { privateKey, compressed } = decodeWif(FIXTURE_WIF);
    expect(compressed).to.equal(true);
    expect(encodeWif(privateKey)).to.equal(FIXTURE_WIF);
    expect(rAddressOfPublicKey(publicKeyOf(privateKey))).to.equal(FIXTURE_R);
  });

  it('generates WIFs that decode to distinct valid R-addresses', () => {
    const a = generateWif();
    const b = generateWif();
    expect(a).to.not.equal(b);
    expect(isRAddress(rAddressOfWif(a))).to.equal(true);
    expect(decodeWif(a).privateKey).to.have.length(32);
  });

  it('refuses a WIF of another version, a corrupted WIF and garbage', () => {
    const other = base58checkEncode(128, Uint8Array.from([...decodeWif(FIXTURE_WIF).privateKey, 1]));
    expect(() => decodeWif(other)).to.throw(InvalidKeyError, /version 128/);
    expect(() => decodeWif(FIXTURE_WIF.slice(0, -1) + 'J')).to.throw(InvalidKeyError);
    expect(() => decodeWif('hello')).to.throw(InvalidKeyError);
    expect(() => encodeWif(new Uint8Array(32))).to.throw(InvalidKeyError);
  });

  it('tells R-addresses from i-addresses and junk', () => {
    expect(isRAddress(FIXTURE_R)).to.equal(true);
    expect(isRAddress('RBgxQwD7mMLCfciTN68RjBQHsH68vcnUKb')).to.equal(true);
    expect(isRAddress(FIXTURE_R.slice(0, -1) + 'F')).to.equal(false);
    expect(isRAddress(CHAIN_IDS.VRSC)).to.equal(false);
    expect(isRAddress('')).to.equal(false);
    expect(isRAddress(42 as unknown as string)).to.equal(false);
  });
});

describe('chain: identity addresses', () => {
  it('computes the chain ids of VRSC and VRSCTEST from their names', () => {
    expect(identityAddressOfName('VRSC', 'VRSC')).to.equal('i5w5MuNik5NtLcYmNzcvaoixooEebB6MGV');
    expect(identityAddressOfName('VRSCTEST')).to.equal('iJhCezBExJHvtyH3fGhNnt2NhU4Ztkf2yq');
    expect(identityAddressOfName('vrsctest@')).to.equal(CHAIN_IDS.VRSCTEST);
  });

  it('computes agentplatform.VRSCTEST@ in every spelling', () => {
    const want = 'i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW';
    for (const name of ['agentplatform.VRSCTEST@', 'agentplatform@', 'agentplatform', 'AgentPlatform.vrsctest@']) {
      expect(identityAddressOfName(name), name).to.equal(want);
    }
    expect(identityAddressOfName('agentplatform@', 'VRSC')).to.not.equal(want);
    expect(identityAddressOfName('agentplatform@', 'VRSC')).to.equal(identityAddressOfName('agentplatform.VRSC@'));
    expect(identityAddressOfName('agentplatform.VRSC@', 'VRSCTEST')).to.equal(identityAddressOfName('agentplatform@', 'VRSC'));
  });

  it('hashes a sub-identity under its parent', () => {
    const sub = identityAddressOfName('bot.agentplatform@');
    expect(isIAddress(sub)).to.equal(true);
    expect(sub).to.not.equal(identityAddressOfName('agentplatform@'));
    expect(sub).to.equal(identityAddressOfName('bot.agentplatform.VRSCTEST@'));
    expect(qualifiedIdentityName('bot.agentplatform@')).to.equal('bot.agentplatform.VRSCTEST@');
    expect(qualifiedIdentityName('alice', 'VRSC')).to.equal('alice.VRSC@');
  });

  it('refuses names verusd would not parse', () => {
    for (const bad of ['', '@', 'a@b@', 'a..b@', ' alice@', 'alice @', 'al/ice@', 'al:ice', 'alice@VRSC', 'x'.repeat(65)]) {
      expect(isFriendlyName(bad), JSON.stringify(bad)).to.equal(false);
      expect(() => identityAddressOfName(bad), JSON.stringify(bad)).to.throw();
    }
    for (const good of ['alice@', 'alice', 'sub.alice@', 'alice.VRSCTEST@', 'Élodie@', 'x'.repeat(64)]) {
      expect(isFriendlyName(good), good).to.equal(true);
    }
  });

  it('validates i-addresses by shape, version and checksum', () => {
    expect(isIAddress(CHAIN_IDS.VRSC)).to.equal(true);
    expect(isIAddress('i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW')).to.equal(true);
    expect(isIAddress('i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjX')).to.equal(false);
    expect(isIAddress(FIXTURE_R)).to.equal(false);
    expect(isIAddress('i123')).to.equal(false);
    expect(isIAddress('i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDk-W')).to.equal(false);
  });

  it('round-trips ids through i-addresses', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (h) => {
        const i = iAddressOfHash160(h);
        expect(isIAddress(i)).to.equal(true);
        expect(Buffer.from(hash160OfIAddress(i)).equals(Buffer.from(h))).to.equal(true);
      }),
    );
    expect(() => hash160OfIAddress(FIXTURE_R)).to.throw(/not an i-address/);
  });
});

describe('chain: VDXF ids (getvdxfid)', () => {
  const TABLE: [string, string][] = [
    ['agentplatform::agent.v1.name', 'i3oa8uNjgZjmC1RS8rg1od8czBP8bsh5A8'],
    ['vrsc::identity.multimapremove', 'i5Zkx5Z7tEfh42xtKfwbJ5LgEWE9rEgpFY'],
    ['vrsc::identity.authentication.loginconsent.request', 'i3dQmgjq8L8XFGQUrs9Gpo8zvPWqs1KMtV'],
    ['vrsc::applications.wallet', 'i5JtwbP6zyMEAy9LLnRAGLgJQGdRFfsAu4'],
  ];
  for (const [name, id] of TABLE) {
    it(`answers ${id} for ${name}`, () => {
      expect(vdxfId(name)).to.equal(id);
    });
  }

  it('treats a name without a namespace as being in vrsc::', () => {
    expect(vdxfId('identity.multimapremove')).to.equal('i5Zkx5Z7tEfh42xtKfwbJ5LgEWE9rEgpFY');
  });

  it('is case-insensitive like verusd and refuses empty names', () => {
    expect(vdxfId('AgentPlatform::Agent.V1.Name')).to.equal('i3oa8uNjgZjmC1RS8rg1od8czBP8bsh5A8');
    expect(() => vdxfId('')).to.throw();
    expect(() => vdxfId('agentplatform::a..b')).to.throw();
  });
});
