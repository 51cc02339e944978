/** The block height a login-consent signature was made at (fetch the signer's keys as of that height). */
import { decodeIdentitySignature } from '../identity-signature.js';

/** Height inside a base64 CIdentitySignature; throws MalformedBytesError for malformed or missing ones. */
export function loginConsentSignatureHeight(signature: string | null): number {
  if (signature === null) throw new TypeError('unsigned');
  return decodeIdentitySignature(signature).blockHeight;
}
