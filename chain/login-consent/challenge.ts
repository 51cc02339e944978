/**
 * The login-consent Challenge and its parts, byte for byte as verus-typescript-primitives writes them:
 * challenge_id (var Hash160) | created_at u64 | salt (var Hash160) | skip u8 | session_id (var Hash160)
 * | requested_access[] | requested_access_audience[] (empty) | subject[] | provisioning_info[]
 * | alt_auth_factors[] (empty) | attestations[] | redirect_uris[] | context.
 */
import { ByteReader, MalformedBytesError, concatBytes } from '../byte-codec.js';
import { sha256 } from '../hashes.js';
import { hash160OfIAddress, iAddressOfHash160 } from '../identity-address.js';
import { encodeContext, readContext } from './context.js';
import { BASE58_DATA_KEYS, LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import {
  array,
  optionalId,
  readBool,
  readOptionalId,
  readRequiredId,
  readU64,
  readUtf8,
  readVdxfObject,
  u64,
  utf8,
  vdxfObject,
} from './vdxf-object.js';
import type { Challenge, RedirectUri, VdxfItem } from './types.js';

/** A UTF-8 data item (RequestedPermission, Attestation). */
export function encodeUtf8Item(item: VdxfItem): Uint8Array {
  return vdxfObject(item.vdxfkey, utf8(item.data));
}

function readUtf8Item(r: ByteReader): VdxfItem {
  const { key, data } = readVdxfObject(r);
  const text = readUtf8(data.read(data.remaining));
  return { vdxfkey: key, data: text };
}

/** Subject / ProvisioningInfo: an i-address for identity keys, UTF-8 otherwise. */
export function encodeUtf8OrIdItem(item: VdxfItem): Uint8Array {
  const data = BASE58_DATA_KEYS.includes(item.vdxfkey) ? hash160OfIAddress(item.data) : utf8(item.data);
  return vdxfObject(item.vdxfkey, data);
}

function readUtf8OrIdItem(r: ByteReader): VdxfItem {
  const { key, data } = readVdxfObject(r);
  const bytes = data.read(data.remaining);
  if (BASE58_DATA_KEYS.includes(key)) {
    if (bytes.length !== 20) throw new MalformedBytesError(`identity data of ${key} is ${bytes.length} bytes, not 20`);
    return { vdxfkey: key, data: iAddressOfHash160(Uint8Array.from(bytes)) };
  }
  return { vdxfkey: key, data: readUtf8(bytes) };
}

export function encodeRedirectUri(r: RedirectUri): Uint8Array {
  return vdxfObject(r.vdxfkey, utf8(r.uri));
}

function readRedirectUri(r: ByteReader): RedirectUri {
  const { key, data } = readVdxfObject(r);
  return { vdxfkey: key, uri: readUtf8(data.read(data.remaining)) };
}

function readArray<T>(r: ByteReader, readOne: (r: ByteReader) => T): T[] {
  const n = r.compactSize();
  if (n > r.remaining) throw new MalformedBytesError(`list of ${n} items in ${r.remaining} bytes`);
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(readOne(r));
  return out;
}

/** Challenge.toBuffer(). */
export function encodeChallenge(c: Challenge): Uint8Array {
  const data = concatBytes(
    optionalId(c.challenge_id),
    u64(c.created_at),
    optionalId(c.salt),
    Uint8Array.of(c.skip ? 1 : 0),
    optionalId(c.session_id),
    array(c.requested_access.map(encodeUtf8Item)),
    array([]), // requested_access_audience: unsupported upstream, always empty
    array(c.subject.map(encodeUtf8OrIdItem)),
    array(c.provisioning_info.map(encodeUtf8OrIdItem)),
    array([]), // alt_auth_factors: unsupported upstream, always empty
    array(c.attestations.map(encodeUtf8Item)),
    array(c.redirect_uris.map(encodeRedirectUri)),
    encodeContext(c.context),
  );
  return vdxfObject(LOGIN_CONSENT_KEYS.challenge, data);
}

export function readChallenge(r: ByteReader): Challenge {
  const { data } = readVdxfObject(r, LOGIN_CONSENT_KEYS.challenge);
  const challenge_id = readRequiredId(data, 'challenge_id');
  const created_at = readU64(data);
  const salt = readOptionalId(data);
  const skip = readBool(data);
  const session_id = readOptionalId(data);
  const requested_access = readArray(data, readUtf8Item);
  if (data.compactSize() !== 0) throw new MalformedBytesError('requested_access_audience is not supported');
  const subject = readArray(data, readUtf8OrIdItem);
  const provisioning_info = readArray(data, readUtf8OrIdItem);
  if (data.compactSize() !== 0) throw new MalformedBytesError('alt_auth_factors is not supported');
  const attestations = readArray(data, readUtf8Item);
  const redirect_uris = readArray(data, readRedirectUri);
  const context = readContext(data);
  data.end('challenge');
  return { challenge_id, created_at, salt, skip, session_id, requested_access, subject, provisioning_info, attestations, redirect_uris, context };
}

/** Parses Challenge bytes (one whole object). */
export function decodeChallenge(bytes: Uint8Array): Challenge {
  const r = new ByteReader(bytes);
  const c = readChallenge(r);
  r.end('challenge');
  return c;
}

/** SHA256(challenge.toBuffer()): the message hash a request signature commits to. */
export function challengeSha256(c: Challenge): Uint8Array {
  return sha256(encodeChallenge(c));
}

