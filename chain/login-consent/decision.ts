/**
 * Decision: decision_id (var Hash160) | created_at u64 | salt (var Hash160) | skipped u8 |
 * attestations[] (empty) | Context | LoginConsentRequest. Note context comes before the request.
 */
import { ByteReader, MalformedBytesError, concatBytes } from '../byte-codec.js';
import { sha256 } from '../hashes.js';
import { encodeContext, readContext } from './context.js';
import { encodeRequest, readRequest } from './request.js';
import { LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import { array, optionalId, readBool, readOptionalId, readRequiredId, readU64, readVdxfObject, u64, vdxfObject } from './vdxf-object.js';
import type { Decision } from './types.js';

/** Decision.toBuffer(). */
export function encodeDecision(d: Decision): Uint8Array {
  const data = concatBytes(
    optionalId(d.decision_id),
    u64(d.created_at),
    optionalId(d.salt),
    Uint8Array.of(d.skipped ? 1 : 0),
    array([]), // attestations: unsupported upstream, always empty
    encodeContext(d.context),
    encodeRequest(d.request),
  );
  return vdxfObject(LOGIN_CONSENT_KEYS.decision, data);
}

export function readDecision(r: ByteReader): Decision {
  const { data } = readVdxfObject(r, LOGIN_CONSENT_KEYS.decision);
  const decision_id = readRequiredId(data, 'decision_id');
  const created_at = readU64(data);
  const salt = readOptionalId(data);
  const skipped = readBool(data);
  if (data.compactSize() !== 0) throw new MalformedBytesError('decision attestations are not supported');
  const context = readContext(data);
  const request = readRequest(data);
  data.end('decision');
  return { decision_id, created_at, salt, skipped, context, request };
}

/** Parses Decision bytes (one whole object). */
export function decodeDecision(bytes: Uint8Array): Decision {
  const r = new ByteReader(bytes);
  const d = readDecision(r);
  r.end('decision');
  return d;
}

/** SHA256(decision.toBuffer()): the message hash a response signature commits to. */
export function decisionSha256(d: Decision): Uint8Array {
  return sha256(encodeDecision(d));
}
