/**
 * What the platform checks beyond the reference verifier: that a response answers a request we
 * issued. The embedded request must be byte-for-byte the one we issued and carry our (the platform
 * identity's) valid signature; decision_id and challenge_id must both be our challenge's id; and the
 * response must be on our system. Freshness of the decision and the user identity being active are
 * checked by the caller with the clock and the chain.
 */
import { bytesEqual } from '../byte-codec.js';
import type { IdentityKeys } from '../identity-signature.js';
import { encodeRequest, verifyLoginConsentRequest } from './request.js';
import type { LoginConsentRequest, LoginConsentResponse } from './types.js';

export type BindingFailure =
  | 'REQUEST_MISMATCH'
  | 'REQUEST_NOT_SIGNED_BY_PLATFORM'
  | 'CHALLENGE_MISMATCH'
  | 'SYSTEM_MISMATCH';

export type BindingResult = { ok: true } | { ok: false; reason: BindingFailure; message: string };

/**
 * Checks that `response` is bound to `issued` (the signed request we handed out, as stored), and
 * that `issued` is signed by the platform identity (`platformIdentity`, keys at its signature height).
 */
export function checkResponseBinding(args: {
  response: LoginConsentResponse;
  issued: LoginConsentRequest | Uint8Array;
  platformIdentity: IdentityKeys;
}): BindingResult {
  const issuedBytes = args.issued instanceof Uint8Array ? args.issued : encodeRequest(args.issued);
  const embedded = args.response.decision.request;
  const embeddedBytes = encodeRequest(embedded);
  if (!bytesEqual(embeddedBytes, issuedBytes)) {
    return { ok: false, reason: 'REQUEST_MISMATCH', message: 'the response embeds a request we did not issue' };
  }
  const sig = verifyLoginConsentRequest({ request: embedded, identity: args.platformIdentity });
  if (sig.status !== 'verified') {
    return { ok: false, reason: 'REQUEST_NOT_SIGNED_BY_PLATFORM', message: 'the embedded request does not carry the platform signature' };
  }
  const challengeId = embedded.challenge.challenge_id;
  if (args.response.decision.decision_id !== challengeId) {
    return { ok: false, reason: 'CHALLENGE_MISMATCH', message: 'decision_id does not match the challenge' };
  }
  if (args.response.system_id !== embedded.system_id) {
    return { ok: false, reason: 'SYSTEM_MISMATCH', message: 'the response is for another system' };
  }
  return { ok: true };
}
