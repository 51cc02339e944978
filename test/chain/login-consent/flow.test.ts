import { expect } from 'chai';
import fc from 'fast-check';
import { hex } from '@scure/base';
import { CHAIN_IDS, generateWif, identityAddressOfName, rAddressOfWif, type IdentityKeys } from '../../../chain/mod.js';
import {
  LOGIN_CONSENT_KEYS,
  UnsignedRequestError,
  checkResponseBinding,
  decodeChallenge,
  decodeDecision,
  decodeRequest,
  decodeResponse,
  encodeChallenge,
  encodeDecision,
  encodeRequest,
  encodeResponse,
  loginConsentSignatureHeight,
  parseLoginConsentRequest,
  parseLoginConsentResponse,
  requestFromDeeplink,
  responseFromRedirectUrl,
  signLoginConsentRequest,
  signLoginConsentResponse,
  verifyLoginConsentRequest,
  verifyLoginConsentResponse,
  walletDeeplink,
  type Challenge,
  type LoginConsentRequest,
  type LoginConsentResponse,
} from '../../../chain/login-consent/mod.js';
import { answerLoginConsent } from '../../../chain/login-consent/test-wallet.js';
import { byName, requestInput, responseInput } from './vectors.js';

const SYSTEM = CHAIN_IDS.VRSCTEST;
const platformWif = generateWif();
const platform: IdentityKeys = {
  identityaddress: identityAddressOfName('agentplatform@'),
  primaryaddresses: [rAddressOfWif(platformWif)],
  minimumsignatures: 1,
};
const userWif = generateWif();
const user: IdentityKeys = { identityaddress: identityAddressOfName('alice@'), primaryaddresses: [rAddressOfWif(userWif)], minimumsignatures: 1 };
const malloryWif = generateWif();
const mallory: IdentityKeys = { identityaddress: identityAddressOfName('mallory@'), primaryaddresses: [rAddressOfWif(malloryWif)], minimumsignatures: 1 };
const WEBHOOK = 'http://127.0.0.1:3001/v1/auth/consent/webhook';

function newChallenge(id: string, createdAt = 1_700_000_000): Challenge {
  return parseLoginConsentRequest({
    system_id: SYSTEM,
    signing_id: platform.identityaddress,
    challenge: {
      challenge_id: id,
      created_at: createdAt,
      salt: identityAddressOfName(`salt-${id}@`),
      session_id: identityAddressOfName(`session-${id}@`),
      requested_access: [{ vdxfkey: LOGIN_CONSENT_KEYS.identityView }],
      redirect_uris: [
        { uri: WEBHOOK, vdxfkey: LOGIN_CONSENT_KEYS.webhook },
        { uri: 'http://127.0.0.1:3000/login/done?x=1', vdxfkey: LOGIN_CONSENT_KEYS.redirect },
      ],
    },
  }).challenge;
}

function issue(challengeId: string, height = 500): LoginConsentRequest {
  const unsigned: LoginConsentRequest = { system_id: SYSTEM, signing_id: platform.identityaddress, signature: null, challenge: newChallenge(challengeId) };
  return signLoginConsentRequest({ request: unsigned, wif: platformWif, signingId: platform.identityaddress, systemId: SYSTEM, blockHeight: height });
}

describe('chain: login consent, signing and verifying', () => {
  it('reproduces the vector signatures when signing the same request and response', () => {
    const v = byName.request_webhook_signed!;
    const req = parseLoginConsentRequest(v.input);
    const signed = signLoginConsentRequest({ request: req, wif: v.signing.wif, signingId: v.input.signing_id, systemId: v.input.system_id, blockHeight: v.signing.signing_height });
    expect(signed.signature).to.equal(v.signing.signature_base64);
    const rv = byName.response_to_request_webhook_signed!;
    const res = parseLoginConsentResponse(responseInput(rv));
    const signedRes = signLoginConsentResponse({ response: { ...res, signature: null }, wifs: [rv.signing.wif], blockHeight: rv.signing.signing_height });
    expect(signedRes.signature).to.equal(rv.signing.signature_base64);
  });

  it('signs a request as the platform identity so that it verifies against the platform keys', () => {
    const req = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    expect(verifyLoginConsentRequest({ request: req, identity: platform }).status).to.equal('verified');
    expect(loginConsentSignatureHeight(req.signature)).to.equal(500);
    expect(verifyLoginConsentRequest({ request: req, identity: { ...platform, primaryaddresses: mallory.primaryaddresses } }).status).to.equal('invalid');
    expect(verifyLoginConsentRequest({ request: { ...req, signature: null }, identity: platform }).status).to.equal('invalid');
    const tampered = { ...req, challenge: { ...req.challenge, created_at: req.challenge.created_at + 1 } };
    expect(verifyLoginConsentRequest({ request: tampered, identity: platform }).status).to.equal('invalid');
  });

  it('refuses to build a deeplink for an unsigned request', () => {
    const req = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    expect(() => walletDeeplink({ ...req, signature: null })).to.throw(UnsignedRequestError);
  });

  it('a response made by the test wallet verifies against the user and is bound to our request', () => {
    const req = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    const answer = answerLoginConsent({ deeplink: walletDeeplink(req), wifs: [userWif], identityId: user.identityaddress, blockHeight: 510, createdAt: 1_700_000_030 });
    expect(answer.deliveries.map((d) => d.kind)).to.deep.equal(['webhook', 'redirect']);
    const hook = answer.deliveries[0]!;
    expect(hook.kind === 'webhook' && hook.url === WEBHOOK && hook.method === 'POST').to.equal(true);

    const received = parseLoginConsentResponse(JSON.parse(answer.webhookBody));
    expect(hex.encode(encodeResponse(received))).to.equal(hex.encode(answer.responseBytes));
    expect(loginConsentSignatureHeight(received.signature)).to.equal(510);
    expect(verifyLoginConsentResponse({ response: received, identity: user })).to.deep.equal({ status: 'verified', signers: user.primaryaddresses, blockHeight: 510 });
    expect(checkResponseBinding({ response: received, issued: req, platformIdentity: platform })).to.deep.equal({ ok: true });
    expect(checkResponseBinding({ response: received, issued: encodeRequest(req), platformIdentity: platform })).to.deep.equal({ ok: true });

    const redirect = answer.deliveries[1]!;
    expect(redirect.kind).to.equal('redirect');
    const viaUrl = responseFromRedirectUrl(redirect.url);
    expect(viaUrl).to.deep.equal(received);
    expect(new URL(redirect.url).searchParams.get('x')).to.equal('1');
  });

  it('a response signed by another identity does not verify against the claimed user', () => {
    const req = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    const forged = answerLoginConsent({ request: req, wifs: [malloryWif], identityId: user.identityaddress, blockHeight: 510 });
    expect(verifyLoginConsentResponse({ response: forged.response, identity: user }).status).to.equal('invalid');
    const honest = answerLoginConsent({ request: req, wifs: [malloryWif], identityId: mallory.identityaddress, blockHeight: 510 });
    expect(verifyLoginConsentResponse({ response: honest.response, identity: user }).status).to.equal('invalid');
    expect(verifyLoginConsentResponse({ response: honest.response, identity: mallory }).status).to.equal('verified');
  });

  it('a response for another challenge is not bound to ours', () => {
    const ours = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    const other = issue('iRQZGW36o3RcVR1xyVT1qWdAKdxp3wUyrh');
    const answer = answerLoginConsent({ request: other, wifs: [userWif], identityId: user.identityaddress, blockHeight: 510 });
    expect(verifyLoginConsentResponse({ response: answer.response, identity: user }).status).to.equal('verified');
    const r = checkResponseBinding({ response: answer.response, issued: ours, platformIdentity: platform });
    expect(r.ok).to.equal(false);
    expect(!r.ok && r.reason).to.equal('REQUEST_MISMATCH');
  });

  it('a response whose decision_id is not the challenge id is refused', () => {
    const req = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    const answer = answerLoginConsent({ request: req, wifs: [userWif], identityId: user.identityaddress, blockHeight: 510 });
    const moved = signLoginConsentResponse({
      response: { ...answer.response, decision: { ...answer.response.decision, decision_id: 'iRQZGW36o3RcVR1xyVT1qWdAKdxp3wUyrh' } },
      wifs: [userWif],
      blockHeight: 510,
    });
    expect(verifyLoginConsentResponse({ response: moved, identity: user }).status).to.equal('verified');
    const r = checkResponseBinding({ response: moved, issued: req, platformIdentity: platform });
    expect(!r.ok && r.reason).to.equal('CHALLENGE_MISMATCH');
  });

  it('a response embedding a request we did not sign (same challenge, another signer) is refused', () => {
    const ours = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    const impostor = signLoginConsentRequest({
      request: { ...ours, signature: null },
      wif: malloryWif,
      signingId: platform.identityaddress,
      systemId: SYSTEM,
      blockHeight: 500,
    });
    const answer = answerLoginConsent({ request: impostor, wifs: [userWif], identityId: user.identityaddress, blockHeight: 510 });
    const r = checkResponseBinding({ response: answer.response, issued: ours, platformIdentity: platform });
    expect(!r.ok && r.reason).to.equal('REQUEST_MISMATCH');
    const storedImpostor = checkResponseBinding({ response: answer.response, issued: impostor, platformIdentity: platform });
    expect(!storedImpostor.ok && storedImpostor.reason).to.equal('REQUEST_NOT_SIGNED_BY_PLATFORM');
  });

  it('a response for another system is refused', () => {
    const req = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    const answer = answerLoginConsent({ request: req, wifs: [userWif], identityId: user.identityaddress, blockHeight: 510, systemId: CHAIN_IDS.VRSC });
    const r = checkResponseBinding({ response: answer.response, issued: req, platformIdentity: platform });
    expect(!r.ok && r.reason).to.equal('SYSTEM_MISMATCH');
  });

  it('any change to the signed decision, the signature height or the signer breaks the response signature', () => {
    const req = issue('iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4');
    const { response } = answerLoginConsent({ request: req, wifs: [userWif], identityId: user.identityaddress, blockHeight: 510 });
    const bytes = encodeResponse(response);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: bytes.length - 1 }), fc.integer({ min: 0, max: 7 }), (pos, bit) => {
        const changed = Uint8Array.from(bytes);
        changed[pos] ^= 1 << bit;
        let decoded: LoginConsentResponse;
        try {
          decoded = decodeResponse(changed);
        } catch {
          return; // malformed is also a refusal
        }
        const r = verifyLoginConsentResponse({ response: decoded, identity: user });
        const bound = checkResponseBinding({ response: decoded, issued: req, platformIdentity: platform });
        expect(r.status === 'verified' && bound.ok, `flip at ${pos}`).to.equal(false);
      }),
      { numRuns: 150 },
    );
  });
});

describe('chain: login consent, parsing hostile input', () => {
  it('refuses malformed bytes of every object', () => {
    const bytes = hex.decode(byName.response_to_request_webhook_signed!.response_toBuffer_hex);
    expect(() => decodeResponse(bytes.subarray(0, bytes.length - 1))).to.throw(/truncated|trailing/);
    expect(() => decodeResponse(Uint8Array.from([...bytes, 0]))).to.throw(/trailing/);
    expect(() => decodeRequest(bytes)).to.throw(/expected VDXF key/);
    expect(() => decodeChallenge(new Uint8Array(0))).to.throw(/truncated/);
    expect(() => decodeDecision(Uint8Array.of(1, 2, 3))).to.throw();
    expect(() => requestFromDeeplink('i5jtwbp6zymeay9llnraglgjqgdrffsau4://x?i3dQmgjq8L8XFGQUrs9Gpo8zvPWqs1KMtV=***')).to.throw(/base64url/);
    expect(() => responseFromRedirectUrl('https://platform.example/login')).to.throw(/parameter/);
    expect(() => responseFromRedirectUrl('not a url')).to.throw(/URL/);
  });

  it('refuses a webhook body with a bad id, a missing decision or unsupported fields', () => {
    const body = JSON.parse(byName.response_to_request_webhook_signed!.webhook_delivery.body);
    expect(() => parseLoginConsentResponse({ ...body, signing_id: 'alice@' })).to.throw();
    expect(() => parseLoginConsentResponse({ ...body, decision: undefined })).to.throw();
    expect(() => parseLoginConsentResponse(null)).to.throw();
    const withAudience = structuredClone(body);
    withAudience.decision.request.challenge.requested_access_audience = [{ vdxfkey: LOGIN_CONSENT_KEYS.identityView }];
    expect(() => parseLoginConsentResponse(withAudience)).to.throw(/requested_access_audience/);
    const badTime = structuredClone(body);
    badTime.decision.created_at = -1;
    expect(() => parseLoginConsentResponse(badTime)).to.throw();
    const badSig = structuredClone(body);
    badSig.signature.signature = 'not base64!';
    expect(() => parseLoginConsentResponse(badSig)).to.throw();
  });

  it('reads a subject identity id as 20 bytes and refuses a name there', () => {
    const input = requestInput(byName.primitives_test_request_full!);
    const req = parseLoginConsentRequest(input);
    expect(decodeRequest(encodeRequest(req))).to.deep.equal(req);
    input.challenge.subject[1].data = 'alice@';
    expect(() => parseLoginConsentRequest(input)).to.throw(/i-address/);
  });
});

describe('chain: login consent, decode(encode(x)) == x (property)', () => {
  const ids = [CHAIN_IDS.VRSC, CHAIN_IDS.VRSCTEST, 'iKNufKJdLX3Xg8qFru9AuLBvivAEJ88PW4', 'i8jHXEEYEQ7KEoYe6eKXBib8cUBZ6vjWSd', 'iRQZGW36o3RcVR1xyVT1qWdAKdxp3wUyrh'];
  const id = fc.constantFrom(...ids);
  const optId = fc.option(id, { nil: null });
  const text = fc.string({ unit: 'grapheme', maxLength: 30 });
  const item = fc.record({ vdxfkey: id, data: text });
  const idItem = fc.oneof(item, fc.record({ vdxfkey: fc.constant('i3a3M9n7uVtRYv1vhjmyb4DxY825AVAwic'), data: id }));
  const context = fc.dictionary(id, text, { maxKeys: 3 }).map((kv) => ({ kv }));
  const time = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
  const challenge: fc.Arbitrary<Challenge> = fc.record({
    challenge_id: id,
    created_at: time,
    salt: optId,
    session_id: optId,
    skip: fc.boolean(),
    requested_access: fc.array(item, { maxLength: 3 }),
    subject: fc.array(idItem, { maxLength: 3 }),
    provisioning_info: fc.array(idItem, { maxLength: 3 }),
    attestations: fc.array(item, { maxLength: 2 }),
    redirect_uris: fc.array(fc.record({ vdxfkey: id, uri: text }), { maxLength: 2 }),
    context,
  });
  const signature = fc.option(fc.uint8Array({ minLength: 1, maxLength: 80 }).map((b) => Buffer.from(b).toString('base64')), { nil: null });
  const request: fc.Arbitrary<LoginConsentRequest> = fc.record({ system_id: id, signing_id: id, signature, challenge });
  const response: fc.Arbitrary<LoginConsentResponse> = fc.record({
    system_id: id,
    signing_id: id,
    signature,
    decision: fc.record({ decision_id: id, created_at: time, salt: optId, skipped: fc.boolean(), context, request }),
  });

  it('round-trips challenges and requests', () => {
    fc.assert(
      fc.property(request, (req) => {
        expect(decodeChallenge(encodeChallenge(req.challenge))).to.deep.equal(req.challenge);
        expect(decodeRequest(encodeRequest(req))).to.deep.equal(req);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips decisions and responses', () => {
    fc.assert(
      fc.property(response, (res) => {
        expect(decodeDecision(encodeDecision(res.decision))).to.deep.equal(res.decision);
        expect(decodeResponse(encodeResponse(res))).to.deep.equal(res);
      }),
      { numRuns: 200 },
    );
  });
});
