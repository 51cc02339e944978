/** Base58Check, the text form of every Verus address and WIF key. */
import { base58 } from '@scure/base';
import { sha256d } from './hashes.js';
import { bytesEqual, concatBytes } from './byte-codec.js';

/** Thrown for text that is not valid Base58Check (bad alphabet, length or checksum). */
export class Base58CheckError extends Error {
  readonly code = 'BAD_BASE58CHECK';
  constructor(message: string) {
    super(message);
    this.name = 'Base58CheckError';
  }
}

/** base58(version || payload || first 4 bytes of SHA256d(version || payload)). */
export function base58checkEncode(version: number, payload: Uint8Array): string {
  if (!Number.isInteger(version) || version < 0 || version > 255) throw new RangeError(`bad version byte ${version}`);
  const body = concatBytes(Uint8Array.of(version), payload);
  return base58.encode(concatBytes(body, sha256d(body).subarray(0, 4)));
}

/** Decodes Base58Check text; throws Base58CheckError on bad characters or checksum. */
export function base58checkDecode(s: string): { version: number; payload: Uint8Array } {
  let raw: Uint8Array;
  try {
    raw = base58.decode(s);
  } catch (err) {
    throw new Base58CheckError(`not base58: ${(err as Error).message}`);
  }
  if (raw.length < 5) throw new Base58CheckError('too short for base58check');
  const body = raw.subarray(0, raw.length - 4);
  if (!bytesEqual(sha256d(body).subarray(0, 4), raw.subarray(raw.length - 4))) {
    throw new Base58CheckError('base58check checksum mismatch');
  }
  return { version: body[0]!, payload: Uint8Array.from(body.subarray(1)) };
}
