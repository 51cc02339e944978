/**
 * Offline signature checks per second on one core: CIdentitySignature v2 (1-of-1 and 2-of-3),
 * R-address message signatures, and a whole LoginConsentResponse verification (decision bytes,
 * hash, recovery). Recovery uses the native secp256k1 binding. Run: npx tsx bench/chain/signatures.ts
 */
import { CHAIN_IDS, generateWif, identityAddressOfName, rAddressOfWif, signAsIdentity, signMessageWithWif, verifyAddressSignature, verifyIdentitySignature } from '../../chain/mod.js';
import { newLoginConsentRequest, signLoginConsentRequest, verifyLoginConsentResponse } from '../../chain/login-consent/mod.js';
import { answerLoginConsent } from '../../chain/login-consent/test-wallet.js';

const DURATION_MS = Number(process.env.BENCH_MS ?? 2000);

function measure(name: string, fn: () => boolean): { name: string; perSecond: number } {
  for (let i = 0; i < 200; i++) if (!fn()) throw new Error(`${name} did not verify`);
  let n = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(DURATION_MS) * 1_000_000n;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 100; i++) if (!fn()) throw new Error(`${name} did not verify`);
    n += 100;
    now = process.hrtime.bigint();
  }
  const perSecond = Math.round(n / (Number(now - start) / 1e9));
  return { name, perSecond };
}

const systemId = CHAIN_IDS.VRSCTEST;
const keys = [generateWif(), generateWif(), generateWif()];
const single = { identityaddress: identityAddressOfName('bench@'), primaryaddresses: [rAddressOfWif(keys[0]!)], minimumsignatures: 1 };
const multi = { identityaddress: identityAddressOfName('bench2@'), primaryaddresses: keys.map(rAddressOfWif), minimumsignatures: 2 };
const message = '{"action":"accept","jobId":"job-1","identity":"bench@","timestamp":1700000000,"nonce":"n-1"}';
const sig1 = signAsIdentity({ wifs: [keys[0]!], systemId, identityId: single.identityaddress, blockHeight: 1000, message });
const sig2 = signAsIdentity({ wifs: [keys[0]!, keys[1]!], systemId, identityId: multi.identityaddress, blockHeight: 1000, message });
const rSig = signMessageWithWif(keys[0]!, message);

const platformWif = generateWif();
const platform = { identityaddress: identityAddressOfName('agentplatform@'), primaryaddresses: [rAddressOfWif(platformWif)], minimumsignatures: 1 };
const request = signLoginConsentRequest({
  request: newLoginConsentRequest({
    systemId,
    signingId: platform.identityaddress,
    challengeId: identityAddressOfName('challenge@'),
    salt: identityAddressOfName('salt@'),
    callbackUrl: 'http://127.0.0.1:3001/auth/consent/callback',
    createdAt: 1_700_000_000,
  }),
  wif: platformWif,
  signingId: platform.identityaddress,
  systemId,
  blockHeight: 1000,
});
const { response } = answerLoginConsent({ request, wifs: [keys[0]!], identityId: single.identityaddress, blockHeight: 1001 });

const results = [
  measure('identity signature v2, 1-of-1 (verifyIdentitySignature)', () => verifyIdentitySignature({ identity: single, systemId, signature: sig1, message }).status === 'verified'),
  measure('identity signature v2, 2-of-3 (two recoveries)', () => verifyIdentitySignature({ identity: multi, systemId, signature: sig2, message }).status === 'verified'),
  measure('R-address message signature (verifyAddressSignature)', () => verifyAddressSignature(single.primaryaddresses[0]!, rSig, message)),
  measure('LoginConsentResponse (encode decision, hash, verify)', () => verifyLoginConsentResponse({ response, identity: single }).status === 'verified'),
];

console.log(`chain signature checks, offline, one core, ${DURATION_MS} ms each (node ${process.version})`);
for (const r of results) console.log(`${r.name.padEnd(60)} ${String(r.perSecond).padStart(8)} /s`);
