import { expect } from 'chai';
import { hex } from '@scure/base';
import { CHAIN_IDS, vdxfId } from '../../../chain/mod.js';
import {
  LOGIN_CONSENT_KEYS,
  QUALIFIED_NAMES,
  SIGNED_DATA_PREFIX_HEX,
  challengeHash,
  challengeSha256,
  decisionHash,
  decisionSha256,
  decodeChallenge,
  decodeDecision,
  decodeRequest,
  decodeResponse,
  encodeChallenge,
  encodeContext,
  encodeDecision,
  encodeRedirectUri,
  encodeRequest,
  encodeResponse,
  encodeSignatureObject,
  encodeUtf8Item,
  parseLoginConsentRequest,
  parseLoginConsentResponse,
  qrString,
  requestFromDeeplink,
  requestToBase64url,
  responseFromRedirectUrl,
  responseRedirectUrl,
  responseToBase64url,
  verifyLoginConsentRequest,
  verifyLoginConsentResponse,
  walletDeeplink,
  walletJsonOfResponse,
} from '../../../chain/login-consent/mod.js';
import { byName, requestInput, responseInput, vectorFile } from './vectors.js';

const FIXTURE_IDENTITY = {
  identityaddress: 'i8jHXEEYEQ7KEoYe6eKXBib8cUBZ6vjWSd',
  primaryaddresses: ['RLqDVPueCrj71CkeVZ9kf3PbdXzNzP8QXE'],
  minimumsignatures: 1,
};

describe('chain: login-consent vectors', () => {
  it('has the 13 vectors and the VDXF keys we use', () => {
    expect(vectorFile.vectors).to.have.length(13);
    expect(SIGNED_DATA_PREFIX_HEX).to.equal(vectorFile.signature_prefix_hex);
    for (const entry of Object.values(vectorFile.vdxf_keys)) {
      expect(vdxfId(entry.qualifiedname), entry.qualifiedname).to.equal(entry.vdxfid);
    }
    for (const [name, key] of Object.entries(LOGIN_CONSENT_KEYS)) {
      expect(vdxfId(QUALIFIED_NAMES[name]!), name).to.equal(key);
    }
  });

  for (const v of vectorFile.vectors.filter((x) => x.type === 'LoginConsentRequest')) {
    describe(`request vector ${v.name}`, () => {
      const request = parseLoginConsentRequest(requestInput(v));

      it('serializes the challenge and the request byte for byte', () => {
        expect(hex.encode(encodeChallenge(request.challenge))).to.equal(v.challenge_toBuffer_hex);
        expect(hex.encode(challengeSha256(request.challenge))).to.equal(v.challenge_sha256_hex);
        expect(hex.encode(encodeRequest(request))).to.equal(v.request_toBuffer_hex);
        expect(requestToBase64url(request)).to.equal(v.request_toString_base64url);
        if (v.request_unsigned_toBuffer_hex) {
          expect(hex.encode(encodeRequest({ ...request, signature: null }))).to.equal(v.request_unsigned_toBuffer_hex);
        }
      });

      it('computes the challenge hashes at the stated heights', () => {
        for (const h of v.challenge_hashes) {
          const r = { ...request, system_id: h.system_id, signing_id: h.signing_id };
          expect(hex.encode(challengeHash(r, h.signing_height, h.signature_version))).to.equal(h.hash_hex);
        }
      });

      it('decodes its bytes back to the same object', () => {
        const bytes = hex.decode(v.request_toBuffer_hex);
        const back = decodeRequest(bytes);
        expect(back).to.deep.equal(request);
        expect(decodeChallenge(hex.decode(v.challenge_toBuffer_hex))).to.deep.equal(request.challenge);
      });

      if (v.toWalletDeeplinkUri) {
        it('builds the wallet deeplink and QR string and reads them back', () => {
          expect(walletDeeplink(request)).to.equal(v.toWalletDeeplinkUri);
          expect(qrString(request)).to.equal(v.toQrString);
          expect(requestFromDeeplink(v.toWalletDeeplinkUri)).to.deep.equal(request);
          expect(requestFromDeeplink(v.toQrString)).to.deep.equal(request);
        });
      }

      if (v.signing) {
        it('reproduces the signature and verifies it against the signer', () => {
          expect(verifyLoginConsentRequest({ request, identity: FIXTURE_IDENTITY })).to.deep.equal({
            status: 'verified',
            signers: [FIXTURE_IDENTITY.primaryaddresses[0]],
            blockHeight: v.signing.signing_height,
          });
        });
      }
    });
  }

  for (const v of vectorFile.vectors.filter((x) => x.type === 'LoginConsentResponse')) {
    describe(`response vector ${v.name}`, () => {
      const response = parseLoginConsentResponse(responseInput(v));

      it('serializes the decision and the response byte for byte', () => {
        expect(hex.encode(encodeDecision(response.decision))).to.equal(v.decision_toBuffer_hex);
        expect(hex.encode(decisionSha256(response.decision))).to.equal(v.decision_sha256_hex);
        expect(hex.encode(encodeResponse(response))).to.equal(v.response_toBuffer_hex);
        expect(responseToBase64url(response)).to.equal(v.response_toString_base64url);
      });

      it('computes the decision hashes at the stated heights', () => {
        for (const h of v.decision_hashes) {
          const r = { ...response, system_id: h.system_id, signing_id: h.signing_id };
          expect(hex.encode(decisionHash(r, h.signing_height, h.signature_version))).to.equal(h.hash_hex);
        }
      });

      it('decodes its bytes back to the same object', () => {
        expect(decodeResponse(hex.decode(v.response_toBuffer_hex))).to.deep.equal(response);
        expect(decodeDecision(hex.decode(v.decision_toBuffer_hex))).to.deep.equal(response.decision);
      });

      if (v.webhook_delivery) {
        it('parses the webhook JSON body back to the same bytes', () => {
          expect(v.webhook_delivery.method).to.equal('POST');
          const parsed = parseLoginConsentResponse(JSON.parse(v.webhook_delivery.body));
          expect(hex.encode(encodeResponse(parsed))).to.equal(v.response_toBuffer_hex);
        });
      }

      if (v.signing) {
        it('verifies the decision signature against the signer at the signature height', () => {
          const r = verifyLoginConsentResponse({ response, identity: FIXTURE_IDENTITY });
          expect(r).to.deep.equal({ status: 'verified', signers: [FIXTURE_IDENTITY.primaryaddresses[0]], blockHeight: v.signing.signing_height });
        });
      }
    });
  }

  it('writes the webhook body exactly as Verus Mobile does for a request read from a deeplink', () => {
    const v = byName.response_to_request_webhook_signed!;
    expect(v.source).to.contain('fromWalletDeeplinkUri');
    const response = parseLoginConsentResponse(responseInput(v));
    expect(walletJsonOfResponse(response)).to.equal(v.webhook_delivery.body);
  });

  it('builds the redirect URL of a response and reads it back', () => {
    const v = byName.response_redirect_url_form!;
    const response = parseLoginConsentResponse(responseInput(byName.response_to_request_webhook_signed!));
    expect(responseRedirectUrl(v.input.redirect_uri, response)).to.equal(v.redirect_url);
    expect(responseFromRedirectUrl(v.redirect_url)).to.deep.equal(response);
    expect(v.input.vdxfkey).to.equal(LOGIN_CONSENT_KEYS.redirect);
  });

  it('serializes the component vectors', () => {
    expect(hex.encode(encodeUtf8Item({ vdxfkey: byName.component_requested_permission_identity_view!.input.vdxfkey, data: '' }))).to.equal(
      byName.component_requested_permission_identity_view!.toBuffer_hex,
    );
    expect(hex.encode(encodeRedirectUri(byName.component_redirect_uri_webhook!.input))).to.equal(byName.component_redirect_uri_webhook!.toBuffer_hex);
    expect(hex.encode(encodeContext(byName.component_context_empty!.input))).to.equal(byName.component_context_empty!.toBuffer_hex);
    expect(hex.encode(encodeContext(byName.component_context_one_kv!.input))).to.equal(byName.component_context_one_kv!.toBuffer_hex);
    expect(hex.encode(encodeSignatureObject(null))).to.equal(byName.component_verusid_signature_empty!.toBuffer_hex);
  });

  it('treats vectors 6 and 7 dummy signatures as not verifying', () => {
    const req = parseLoginConsentRequest(requestInput(byName.primitives_test_request_full!));
    const signer = { identityaddress: req.signing_id, primaryaddresses: ['RLqDVPueCrj71CkeVZ9kf3PbdXzNzP8QXE'], minimumsignatures: 1 };
    expect(verifyLoginConsentRequest({ request: req, identity: signer }).status).to.equal('invalid');
    expect(req.system_id).to.equal(CHAIN_IDS.VRSC);
  });
});
