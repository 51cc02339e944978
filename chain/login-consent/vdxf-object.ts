/**
 * The VDXF object frame every login-consent part uses: `key20 || VARINT(version) ||
 * CompactSize(len) || data`. Absent optional fields are written empty (CompactSize 0), never
 * flagged. Decoding is strict: a known key where one is expected, version 1, and every data
 * byte consumed, so that decode(encode(x)) == x and a re-encoding equals the original bytes.
 */
import { base64url } from '@scure/base';
import { ByteReader, MalformedBytesError, compactSize, concatBytes, varint } from '../byte-codec.js';
import { hash160OfIAddress, iAddressOfHash160 } from '../identity-address.js';

export const VDXF_OBJECT_VERSION = 1;
const encoder = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** key20 || VARINT(1) || CompactSize(len) || data. */
export function vdxfObject(key: string, data: Uint8Array): Uint8Array {
  return concatBytes(hash160OfIAddress(key), varint(VDXF_OBJECT_VERSION), compactSize(data.length), data);
}

/** Reads one VDXF object; checks its key when one is expected; answers its key and a reader over its data. */
export function readVdxfObject(r: ByteReader, expectedKey?: string): { key: string; data: ByteReader } {
  const key = iAddressOfHash160(Uint8Array.from(r.read(20)));
  if (expectedKey !== undefined && key !== expectedKey) {
    throw new MalformedBytesError(`expected VDXF key ${expectedKey}, found ${key}`);
  }
  const version = r.varint();
  if (version !== VDXF_OBJECT_VERSION) throw new MalformedBytesError(`unsupported VDXF object version ${version}`);
  return { key, data: new ByteReader(r.lengthPrefixed()) };
}

/** An optional i-address written as a variable-length Hash160 (CompactSize 20 || id, or 0 when absent). */
export function optionalId(id: string | null): Uint8Array {
  return id === null ? Uint8Array.of(0) : concatBytes(Uint8Array.of(20), hash160OfIAddress(id));
}

/** Reads a variable-length Hash160: null when empty, an i-address when 20 bytes. */
export function readOptionalId(r: ByteReader): string | null {
  const bytes = r.lengthPrefixed();
  if (bytes.length === 0) return null;
  if (bytes.length !== 20) throw new MalformedBytesError(`an id is 20 bytes, found ${bytes.length}`);
  return iAddressOfHash160(Uint8Array.from(bytes));
}

/** A required i-address written as a variable-length Hash160. */
export function readRequiredId(r: ByteReader, what: string): string {
  const id = readOptionalId(r);
  if (id === null) throw new MalformedBytesError(`${what} is empty`);
  return id;
}

/** A fixed 20-byte id (no length prefix), as system_id and signing_id are written. */
export function fixedId(id: string): Uint8Array {
  return hash160OfIAddress(id);
}

export function readFixedId(r: ByteReader): string {
  return iAddressOfHash160(Uint8Array.from(r.read(20)));
}

/** UTF-8 bytes of text. */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Strict UTF-8 decoding (invalid bytes are malformed, not replaced, so bytes round-trip). */
export function readUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new MalformedBytesError('invalid UTF-8');
  }
}

/** u64 little-endian from a safe integer. */
export function u64(n: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n), true);
  return out;
}

export function readU64(r: ByteReader): number {
  const v = r.u64le();
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedBytesError('timestamp out of range');
  return Number(v);
}

/** A boolean byte (0 or 1 only). */
export function readBool(r: ByteReader): boolean {
  const b = r.u8();
  if (b > 1) throw new MalformedBytesError(`boolean byte ${b}`);
  return b === 1;
}

/** CompactSize count followed by the items. */
export function array(items: Uint8Array[]): Uint8Array {
  return concatBytes(compactSize(items.length), ...items);
}

/** base64url without padding, as the `base64url` npm package writes it. */
export function toBase64url(bytes: Uint8Array): string {
  return base64url.encode(bytes).replace(/=+$/, '');
}

/** Decodes base64url with or without padding; throws MalformedBytesError. */
export function fromBase64url(text: string): Uint8Array {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new MalformedBytesError('not base64url');
  const bare = text.replace(/=+$/, '');
  const padded = bare + '='.repeat((4 - (bare.length % 4)) % 4);
  try {
    return base64url.decode(padded);
  } catch {
    throw new MalformedBytesError('not base64url');
  }
}

