import { expect } from 'chai';
import fc from 'fast-check';
import { canonicalActionMessage, legacyActionMessage, timestampToMs } from '../../gateway/auth/signed-action.js';
import { signedBodyForm } from '../../gateway/auth/signed-envelope.js';

describe('signed action messages', () => {
  it('v1 is action|jobId|identity|timestamp|nonce, with an empty jobId when absent', () => {
    expect(legacyActionMessage({ action: 'accept', jobId: 'j1', identity: 'alice@', timestamp: 1700000000, nonce: 'n-1' }))
      .to.equal('accept|j1|alice@|1700000000|n-1');
    expect(legacyActionMessage({ action: 'register', identity: 'alice@', timestamp: 1700000000, nonce: 'n-1' }))
      .to.equal('register||alice@|1700000000|n-1');
  });

  it('v2 is the RFC 8785 text: sorted keys, no spaces, whatever the key order given', () => {
    expect(canonicalActionMessage({ nonce: 'n', timestamp: 1, identity: 'a@', action: 'x', jobId: null, z: { b: 2, a: 1 } }))
      .to.equal('{"action":"x","identity":"a@","jobId":null,"nonce":"n","timestamp":1,"z":{"a":1,"b":2}}');
    fc.assert(fc.property(fc.dictionary(fc.string().filter((k) => k !== '__proto__'), fc.jsonValue()), (extra) => {
      const base = { action: 'x', identity: 'a@', timestamp: 1, nonce: 'nnnnnnnn', ...extra };
      const reversed = Object.fromEntries(Object.entries(base).reverse()) as typeof base;
      expect(canonicalActionMessage(reversed)).to.equal(canonicalActionMessage(base));
      expect(JSON.parse(canonicalActionMessage(base))).to.deep.equal(JSON.parse(JSON.stringify(base)));
    }));
  });

  it('reads timestamps above 10^12 as milliseconds and others as seconds', () => {
    expect(timestampToMs(1_700_000_000)).to.equal(1_700_000_000_000);
    expect(timestampToMs(1_700_000_000_123)).to.equal(1_700_000_000_123);
  });

  it('tells the body forms apart', () => {
    expect(signedBodyForm({ envelope: {}, signatures: [] })).to.equal('v2');
    expect(signedBodyForm({ signature: 'x', nonce: 'y' })).to.equal('v1');
    expect(signedBodyForm({ signature: 'x' })).to.equal(null);
    expect(signedBodyForm([1])).to.equal(null);
    expect(signedBodyForm(null)).to.equal(null);
  });
});
