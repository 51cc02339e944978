/**
 * Drawing up one wallet login request: a fresh LoginConsentRequest signed by the platform identity,
 * its deeplink, the bytes kept to check the answer, and the deeplink's QR code. Pure and
 * synchronous, so it runs the same on the event loop or in the worker thread that
 * `VerusWalletLogin` hands it to (wallet-request-worker.mjs).
 */
import { randomBytes } from 'node:crypto';
import { iAddressOfHash160 } from '../../chain/identity-address.js';
import { encodeRequest, newLoginConsentRequest, signLoginConsentRequest, walletDeeplink } from '../../chain/login-consent/mod.js';
import { qrDataUrl } from './wallet-qr.js';

/** Who signs, set once per signer. */
export interface RequestSigner {
  systemId: string;
  /** The platform identity's i-address. */
  signingId: string;
  /** Its WIF key (PRIVATE_KEY). */
  wif: string;
}

export interface DrawnRequest {
  deeplink: string;
  /** The LoginConsent `challenge_id` (an i-address-form id). */
  consentChallengeId: string;
  /** The signed request's exact bytes, hex. */
  requestHex: string;
  /** The deeplink as a PNG data URL. */
  qrDataUrl: string;
}

export function drawRequest(signer: RequestSigner, input: { callbackUrl: string; height: number }): DrawnRequest {
  const consentChallengeId = iAddressOfHash160(randomBytes(20));
  const unsigned = newLoginConsentRequest({
    systemId: signer.systemId,
    signingId: signer.signingId,
    challengeId: consentChallengeId,
    salt: iAddressOfHash160(randomBytes(20)),
    callbackUrl: input.callbackUrl,
  });
  const signed = signLoginConsentRequest({
    request: unsigned, wif: signer.wif, signingId: signer.signingId, systemId: signer.systemId, blockHeight: input.height,
  });
  const deeplink = walletDeeplink(signed);
  return {
    deeplink,
    consentChallengeId,
    requestHex: Buffer.from(encodeRequest(signed)).toString('hex'),
    qrDataUrl: qrDataUrl(deeplink),
  };
}
