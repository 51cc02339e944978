/**
 * LoginConsentRequest: `key | 01 | len | system_id20 | signing_id20 | VerusIDSignature | Challenge`,
 * its challenge hash (the digest the platform identity signs), signing and verification.
 */
import { base64 } from '@scure/base';
import { ByteReader, concatBytes } from '../byte-codec.js';
import {
  identitySignatureDigest,
  signAsIdentity,
  verifyIdentitySignature,
  type IdentityKeys,
  type IdentitySignatureStatus,
} from '../identity-signature.js';
import { challengeSha256, encodeChallenge, readChallenge } from './challenge.js';
import { LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import { fixedId, readFixedId, readVdxfObject, vdxfObject } from './vdxf-object.js';
import type { LoginConsentRequest } from './types.js';

/**
 * The unsigned LoginConsentRequest a platform issues for a login: it asks to view the identity and
 * has the wallet post its response to `callbackUrl` (webhook redirect). Sign it with
 * `signLoginConsentRequest`.
 */
export function newLoginConsentRequest(args: {
  systemId: string;
  signingId: string;
  challengeId: string;
  salt: string;
  callbackUrl: string;
  /** Unix seconds; defaults to now. */
  createdAt?: number;
}): LoginConsentRequest {
  return {
    system_id: args.systemId,
    signing_id: args.signingId,
    signature: null,
    challenge: {
      challenge_id: args.challengeId,
      created_at: args.createdAt ?? Math.floor(Date.now() / 1000),
      salt: args.salt,
      session_id: null,
      skip: false,
      requested_access: [{ vdxfkey: LOGIN_CONSENT_KEYS.identityView, data: '' }],
      subject: [],
      provisioning_info: [],
      attestations: [],
      redirect_uris: [{ vdxfkey: LOGIN_CONSENT_KEYS.webhook, uri: args.callbackUrl }],
      context: { kv: {} },
    },
  };
}

/** VerusIDSignature VDXF object: the base64 signature's bytes, empty when unsigned. */
export function encodeSignatureObject(signature: string | null): Uint8Array {
  return vdxfObject(LOGIN_CONSENT_KEYS.signature, signature === null ? new Uint8Array(0) : base64.decode(signature));
}

export function readSignatureObject(r: ByteReader): string | null {
  const { data } = readVdxfObject(r, LOGIN_CONSENT_KEYS.signature);
  const bytes = data.read(data.remaining);
  return bytes.length === 0 ? null : base64.encode(bytes);
}

/** LoginConsentRequest.toBuffer(). */
export function encodeRequest(req: LoginConsentRequest): Uint8Array {
  const data = concatBytes(
    fixedId(req.system_id),
    fixedId(req.signing_id),
    encodeSignatureObject(req.signature),
    encodeChallenge(req.challenge),
  );
  return vdxfObject(LOGIN_CONSENT_KEYS.request, data);
}

export function readRequest(r: ByteReader): LoginConsentRequest {
  const { data } = readVdxfObject(r, LOGIN_CONSENT_KEYS.request);
  const system_id = readFixedId(data);
  const signing_id = readFixedId(data);
  const signature = readSignatureObject(data);
  const challenge = readChallenge(data);
  data.end('request');
  return { system_id, signing_id, signature, challenge };
}

/** Parses LoginConsentRequest bytes; throws MalformedBytesError. */
export function decodeRequest(bytes: Uint8Array): LoginConsentRequest {
  const r = new ByteReader(bytes);
  const req = readRequest(r);
  r.end('request');
  return req;
}

/** getChallengeHash(height, version): the identity-signature digest of SHA256(challenge bytes). */
export function challengeHash(req: LoginConsentRequest, blockHeight: number, version: 1 | 2 = 2): Uint8Array {
  return identitySignatureDigest({
    version,
    systemId: req.system_id,
    identityId: req.signing_id,
    blockHeight,
    messageHash: challengeSha256(req.challenge),
  });
}

/**
 * Signs a request as `signingId` on `systemId` at `blockHeight` (sign near the tip: the wallet
 * refuses a request whose signature block time is over an hour from `created_at`).
 */
export function signLoginConsentRequest(args: {
  request: LoginConsentRequest;
  wif?: string;
  wifs?: string[];
  signingId: string;
  systemId: string;
  blockHeight: number;
  version?: 1 | 2;
}): LoginConsentRequest {
  const wifs = args.wifs ?? (args.wif !== undefined ? [args.wif] : []);
  const unsigned = { ...args.request, system_id: args.systemId, signing_id: args.signingId, signature: null };
  const signature = signAsIdentity({
    wifs,
    systemId: args.systemId,
    identityId: args.signingId,
    blockHeight: args.blockHeight,
    version: args.version ?? 2,
    messageHash: challengeSha256(unsigned.challenge),
  });
  return { ...unsigned, signature };
}

/** Checks a request's signature against its signer's keys at the signature height. */
export function verifyLoginConsentRequest(args: {
  request: LoginConsentRequest;
  identity: IdentityKeys;
}): { status: IdentitySignatureStatus; signers: string[]; blockHeight: number } {
  const { request, identity } = args;
  if (request.signature === null || identity.identityaddress !== request.signing_id) {
    return { status: 'invalid', signers: [], blockHeight: 0 };
  }
  return verifyIdentitySignature({
    identity,
    systemId: request.system_id,
    signature: request.signature,
    messageHash: challengeSha256(request.challenge),
  });
}

