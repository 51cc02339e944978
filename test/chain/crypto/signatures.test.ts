import { expect } from 'chai';
import fc from 'fast-check';
import { base64, hex } from '@scure/base';
import {
  CHAIN_IDS,
  MalformedBytesError,
  addressSignatureDigest,
  decodeIdentitySignature,
  encodeIdentitySignature,
  generateWif,
  identityAddressOfName,
  identitySignatureDigest,
  messageHash,
  rAddressOfWif,
  recoverSigner,
  signAsIdentity,
  signMessageWithWif,
  verifyAddressSignature,
  verifyIdentitySignature,
  type IdentitySignature,
} from '../../../chain/mod.js';

const FIXTURE_WIF = 'UrEJQMk9PD4Fo9i8FNb1ZSFRrC9TrD4j6CGbFvbFHVH83bStroHH';
const FIXTURE_R = 'RLqDVPueCrj71CkeVZ9kf3PbdXzNzP8QXE';
const FIXTURE_ID = 'i8jHXEEYEQ7KEoYe6eKXBib8cUBZ6vjWSd';
const V1 = 'AfdGAAABQSDLWEju39WoEBsEmkzWLIoCjvGUhDkom/exPHNytst+vnYgBy7+z+eUOV5jFr5atSUkADYST7V2Ji0nxrg8C0Vv';
const V2 = 'AgX3RgAAAUEgkH849JQVsiFEJeg33Zxdakm2Ty6aNthhq1aptFliLLtMJDV1AiQDEhiB0ikP4EJn7VzGI3ahPMs5DC2rJLfqaQ==';
const FIXTURE_IDENTITY = { identityaddress: FIXTURE_ID, primaryaddresses: [FIXTURE_R], minimumsignatures: 1 };

const VERUSD_MESSAGE =
  '{"cachedAt":"2026-05-23T14:28:46.608Z","iaddress":"i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW","minimumSignatures":1,"name":"agentplatform.VRSCTEST@","primaryAddresses":["RAWwNeTLRg9urgnDPQtPyZ6NRycsmSY2J2"]}';
const VERUSD_SIGNATURE = 'H7AlnCJd0hLr8XD7vPoxYLBSUzseOqBX05GFObfBxbn8UUEsOlay9+dY96qDI3CxmRBrM7jK6wvoM8nkAt4uHxc=';
const VERUSD_SIGNER = 'RBgxQwD7mMLCfciTN68RjBQHsH68vcnUKb';

describe('chain: R-address message signatures', () => {
  it('verifies the signature verusd signmessage made', () => {
    expect(verifyAddressSignature(VERUSD_SIGNER, VERUSD_SIGNATURE, VERUSD_MESSAGE)).to.equal(true);
    expect(recoverSigner(VERUSD_SIGNATURE, addressSignatureDigest(messageHash(VERUSD_MESSAGE)))).to.equal(VERUSD_SIGNER);
  });

  it('hashes "hello" to the digest verusd signs', () => {
    expect(hex.encode(addressSignatureDigest(messageHash('hello')))).to.equal(
      '0d371f85526a89f4f00d7b2bb4c157f4f89d00f6956854f588044531d743ddd5',
    );
  });

  it('refuses another address, another message, a changed byte and garbage', () => {
    expect(verifyAddressSignature(FIXTURE_R, VERUSD_SIGNATURE, VERUSD_MESSAGE)).to.equal(false);
    expect(verifyAddressSignature(VERUSD_SIGNER, VERUSD_SIGNATURE, VERUSD_MESSAGE + ' ')).to.equal(false);
    const bytes = base64.decode(VERUSD_SIGNATURE);
    bytes[10] ^= 1;
    expect(verifyAddressSignature(VERUSD_SIGNER, base64.encode(bytes), VERUSD_MESSAGE)).to.equal(false);
    expect(verifyAddressSignature(VERUSD_SIGNER, 'not base64!', VERUSD_MESSAGE)).to.equal(false);
    expect(verifyAddressSignature('nope', VERUSD_SIGNATURE, VERUSD_MESSAGE)).to.equal(false);
    expect(recoverSigner(base64.encode(new Uint8Array(64)), new Uint8Array(32))).to.equal(null);
  });

  it('round-trips sign and verify for any message', () => {
    const wif = generateWif();
    const address = rAddressOfWif(wif);
    fc.assert(
      fc.property(fc.string(), fc.string(), (message, other) => {
        const sig = signMessageWithWif(wif, message);
        expect(verifyAddressSignature(address, sig, message)).to.equal(true);
        if (other !== message) expect(verifyAddressSignature(address, sig, other)).to.equal(false);
      }),
      { numRuns: 50 },
    );
  });
});

describe('chain: identity signatures (CIdentitySignature)', () => {
  it('reproduces the VerusCoin v1 and v2 fixtures byte for byte', () => {
    const common = { wifs: [FIXTURE_WIF], systemId: CHAIN_IDS.VRSCTEST, identityId: FIXTURE_ID, blockHeight: 18167, message: 'signedmessage' };
    expect(signAsIdentity({ ...common, version: 1 })).to.equal(V1);
    expect(signAsIdentity({ ...common, version: 2 })).to.equal(V2);
    expect(signAsIdentity(common)).to.equal(V2);
  });

  it('verifies the fixtures offline and reports signer and height', () => {
    for (const signature of [V1, V2]) {
      const r = verifyIdentitySignature({ identity: FIXTURE_IDENTITY, systemId: CHAIN_IDS.VRSCTEST, signature, message: 'signedmessage' });
      expect(r).to.deep.equal({ status: 'verified', signers: [FIXTURE_R], blockHeight: 18167 });
    }
  });

  it('decodes the fixtures into their fields', () => {
    const v1 = decodeIdentitySignature(V1);
    expect([v1.version, v1.hashType, v1.blockHeight, v1.signatures.length]).to.deep.equal([1, 5, 18167, 1]);
    const v2 = decodeIdentitySignature(V2);
    expect([v2.version, v2.hashType, v2.blockHeight, v2.signatures.length]).to.deep.equal([2, 5, 18167, 1]);
    expect(base64.encode(encodeIdentitySignature(v2))).to.equal(V2);
  });

  it('accepts a message hash instead of the message', () => {
    const digestA = identitySignatureDigest({ version: 2, systemId: CHAIN_IDS.VRSCTEST, identityId: FIXTURE_ID, blockHeight: 1, message: 'x' });
    const digestB = identitySignatureDigest({ version: 2, systemId: CHAIN_IDS.VRSCTEST, identityId: FIXTURE_ID, blockHeight: 1, messageHash: messageHash('x') });
    expect(hex.encode(digestA)).to.equal(hex.encode(digestB));
    const r = verifyIdentitySignature({ identity: FIXTURE_IDENTITY, systemId: CHAIN_IDS.VRSCTEST, signature: V2, messageHash: messageHash('signedmessage') });
    expect(r.status).to.equal('verified');
  });

  it('refuses a revoked identity, another system and malformed bytes', () => {
    const base = { systemId: CHAIN_IDS.VRSCTEST, signature: V2, message: 'signedmessage' };
    expect(verifyIdentitySignature({ ...base, identity: { ...FIXTURE_IDENTITY, revoked: true } }).status).to.equal('invalid');
    expect(verifyIdentitySignature({ ...base, identity: FIXTURE_IDENTITY, systemId: CHAIN_IDS.VRSC }).status).to.equal('invalid');
    expect(verifyIdentitySignature({ ...base, identity: FIXTURE_IDENTITY, signature: 'AgU=' }).status).to.equal('invalid');
    expect(verifyIdentitySignature({ ...base, identity: FIXTURE_IDENTITY, signature: '%%%' }).status).to.equal('invalid');
    expect(() => decodeIdentitySignature(base64.decode(V2).subarray(0, 20))).to.throw(MalformedBytesError);
    expect(() => decodeIdentitySignature(Uint8Array.from([...base64.decode(V2), 0]))).to.throw(MalformedBytesError, /trailing/);
    expect(() => decodeIdentitySignature(Uint8Array.of(3, 5, 0, 0, 0, 0, 0))).to.throw(MalformedBytesError, /version/);
  });

  it('refuses a signature with no signatures in it and an unknown hash type', () => {
    const empty = base64.encode(encodeIdentitySignature({ version: 2, hashType: 5, blockHeight: 9, signatures: [] }));
    expect(verifyIdentitySignature({ identity: FIXTURE_IDENTITY, systemId: CHAIN_IDS.VRSCTEST, signature: empty, message: 'm' }).status).to.equal('invalid');
    const other = decodeIdentitySignature(V2);
    other.hashType = 1;
    const sig = encodeIdentitySignature(other);
    expect(verifyIdentitySignature({ identity: FIXTURE_IDENTITY, systemId: CHAIN_IDS.VRSCTEST, signature: sig, message: 'signedmessage' }).status).to.equal('invalid');
  });

  it('decode(encode(x)) == x for any well-formed signature', () => {
    const arb = fc.record({
      version: fc.constantFrom(1 as const, 2 as const),
      hashType: fc.integer({ min: 0, max: 255 }),
      blockHeight: fc.integer({ min: 0, max: 0xffffffff }),
      signatures: fc.array(fc.uint8Array({ minLength: 65, maxLength: 65 }), { maxLength: 5 }),
    });
    fc.assert(
      fc.property(arb, (x) => {
        const want: IdentitySignature = { ...x, hashType: x.version === 1 ? 5 : x.hashType };
        const back = decodeIdentitySignature(encodeIdentitySignature(want));
        expect(back.version).to.equal(want.version);
        expect(back.hashType).to.equal(want.hashType);
        expect(back.blockHeight).to.equal(want.blockHeight);
        expect(back.signatures.map((s) => hex.encode(s))).to.deep.equal(want.signatures.map((s) => hex.encode(s)));
        expect(base64.encode(encodeIdentitySignature(back))).to.equal(base64.encode(encodeIdentitySignature(want)));
      }),
    );
  });
});

describe('chain: identity signature round trips (property)', () => {
  const keys = Array.from({ length: 4 }, () => generateWif());
  const [k1, k2, k3, outsider] = keys as [string, string, string, string];
  const systemId = CHAIN_IDS.VRSCTEST;
  const single = { identityaddress: identityAddressOfName('solo@'), primaryaddresses: [rAddressOfWif(k1)], minimumsignatures: 1 };
  const multi = {
    identityaddress: identityAddressOfName('committee@'),
    primaryaddresses: [k1, k2, k3].map(rAddressOfWif),
    minimumsignatures: 2,
  };
  const message = fc.oneof(fc.string(), fc.uint8Array({ maxLength: 64 }));
  const height = fc.integer({ min: 1, max: 10_000_000 });
  const version = fc.constantFrom(1 as const, 2 as const);

  it('1-of-1: a signature verifies; any change to message, byte, height or identity fails', () => {
    fc.assert(
      fc.property(message, height, version, fc.nat(), fc.nat({ max: 7 }), (msg, h, v, pos, bit) => {
        const signature = signAsIdentity({ wifs: [k1], systemId, identityId: single.identityaddress, blockHeight: h, version: v, message: msg });
        const ok = verifyIdentitySignature({ identity: single, systemId, signature, message: msg });
        expect(ok.status).to.equal('verified');
        expect(ok.blockHeight).to.equal(h);

        const otherMsg = typeof msg === 'string' ? msg + 'x' : Uint8Array.from([...msg, 1]);
        expect(verifyIdentitySignature({ identity: single, systemId, signature, message: otherMsg }).status).to.equal('invalid');

        const bytes = base64.decode(signature);
        const flipped = Uint8Array.from(bytes);
        flipped[pos % bytes.length] ^= 1 << bit;
        expect(verifyIdentitySignature({ identity: single, systemId, signature: flipped, message: msg }).status).to.equal('invalid');

        const decoded = decodeIdentitySignature(signature);
        const moved = encodeIdentitySignature({ ...decoded, blockHeight: h + 1 });
        expect(verifyIdentitySignature({ identity: single, systemId, signature: moved, message: msg }).status).to.equal('invalid');

        const elsewhere = { ...single, identityaddress: multi.identityaddress };
        expect(verifyIdentitySignature({ identity: elsewhere, systemId, signature, message: msg }).status).to.equal('invalid');
      }),
      { numRuns: 60 },
    );
  });

  it('2-of-3: two keys verify, one is partial, an outsider or a changed byte is invalid', () => {
    fc.assert(
      fc.property(message, height, fc.subarray([k1, k2, k3], { minLength: 2, maxLength: 3 }), fc.nat(), (msg, h, signers, pos) => {
        const args = { systemId, identityId: multi.identityaddress, blockHeight: h, message: msg };
        const both = signAsIdentity({ ...args, wifs: signers });
        const r = verifyIdentitySignature({ identity: multi, systemId, signature: both, message: msg });
        expect(r.status).to.equal('verified');
        expect(r.signers).to.have.length(signers.length);

        const one = signAsIdentity({ ...args, wifs: [signers[0]!] });
        expect(verifyIdentitySignature({ identity: multi, systemId, signature: one, message: msg }).status).to.equal('partial');

        const twice = signAsIdentity({ ...args, wifs: [signers[0]!, signers[0]!] });
        expect(verifyIdentitySignature({ identity: multi, systemId, signature: twice, message: msg }).status).to.equal('partial');

        const withOutsider = signAsIdentity({ ...args, wifs: [...signers, outsider] });
        expect(verifyIdentitySignature({ identity: multi, systemId, signature: withOutsider, message: msg }).status).to.equal('invalid');

        const bytes = base64.decode(both);
        bytes[pos % bytes.length] ^= 0x40;
        expect(verifyIdentitySignature({ identity: multi, systemId, signature: bytes, message: msg }).status).to.not.equal('verified');
      }),
      { numRuns: 40 },
    );
  });
});
