/**
 * LoginConsentResponse: `key | 01 | len | system_id20 | signing_id20 | VerusIDSignature | Decision`,
 * its decision hash, signing (what the wallet does) and verification against the signer's keys.
 */
import { ByteReader, concatBytes } from '../byte-codec.js';
import {
  identitySignatureDigest,
  signAsIdentity,
  verifyIdentitySignature,
  type IdentityKeys,
  type IdentitySignatureStatus,
} from '../identity-signature.js';
import { decisionSha256, encodeDecision, readDecision } from './decision.js';
import { encodeSignatureObject, readSignatureObject } from './request.js';
import { LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import { fixedId, readFixedId, readVdxfObject, vdxfObject } from './vdxf-object.js';
import type { LoginConsentResponse } from './types.js';

/** LoginConsentResponse.toBuffer(). */
export function encodeResponse(res: LoginConsentResponse): Uint8Array {
  const data = concatBytes(
    fixedId(res.system_id),
    fixedId(res.signing_id),
    encodeSignatureObject(res.signature),
    encodeDecision(res.decision),
  );
  return vdxfObject(LOGIN_CONSENT_KEYS.response, data);
}

export function readResponse(r: ByteReader): LoginConsentResponse {
  const { data } = readVdxfObject(r, LOGIN_CONSENT_KEYS.response);
  const system_id = readFixedId(data);
  const signing_id = readFixedId(data);
  const signature = readSignatureObject(data);
  const decision = readDecision(data);
  data.end('response');
  return { system_id, signing_id, signature, decision };
}

/** Parses LoginConsentResponse bytes; throws MalformedBytesError. */
export function decodeResponse(bytes: Uint8Array): LoginConsentResponse {
  const r = new ByteReader(bytes);
  const res = readResponse(r);
  r.end('response');
  return res;
}

/** getDecisionHash(height, version): the identity-signature digest of SHA256(decision bytes). */
export function decisionHash(res: LoginConsentResponse, blockHeight: number, version: 1 | 2 = 2): Uint8Array {
  return identitySignatureDigest({
    version,
    systemId: res.system_id,
    identityId: res.signing_id,
    blockHeight,
    messageHash: decisionSha256(res.decision),
  });
}

/** Signs a response's decision as the user identity, as the wallet does. */
export function signLoginConsentResponse(args: {
  response: LoginConsentResponse;
  wifs: string[];
  blockHeight: number;
  version?: 1 | 2;
}): LoginConsentResponse {
  const unsigned = { ...args.response, signature: null };
  const signature = signAsIdentity({
    wifs: args.wifs,
    systemId: unsigned.system_id,
    identityId: unsigned.signing_id,
    blockHeight: args.blockHeight,
    version: args.version ?? 2,
    messageHash: decisionSha256(unsigned.decision),
  });
  return { ...unsigned, signature };
}

/**
 * Checks the decision signature against the signer's identity as it stood at the signature height
 * (read that height with `loginConsentSignatureHeight` and fetch the identity there). This is all the
 * reference verifier checks; `checkResponseBinding` adds what the platform must also check.
 */
export function verifyLoginConsentResponse(args: {
  response: LoginConsentResponse;
  identity: IdentityKeys;
}): { status: IdentitySignatureStatus; signers: string[]; blockHeight: number } {
  const { response, identity } = args;
  if (response.signature === null || identity.identityaddress !== response.signing_id) {
    return { status: 'invalid', signers: [], blockHeight: 0 };
  }
  return verifyIdentitySignature({
    identity,
    systemId: response.system_id,
    signature: response.signature,
    messageHash: decisionSha256(response.decision),
  });
}
