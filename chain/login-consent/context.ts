/** The Context VDXF object: CompactSize count, then (key20 || CompactSize(len) || UTF-8 value) per entry. */
import { ByteReader, MalformedBytesError, compactSize, concatBytes, lengthPrefixed } from '../byte-codec.js';
import { hash160OfIAddress, iAddressOfHash160 } from '../identity-address.js';
import { LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import { readUtf8, readVdxfObject, utf8, vdxfObject } from './vdxf-object.js';
import type { Context } from './types.js';

export function encodeContext(context: Context): Uint8Array {
  const entries = Object.entries(context.kv);
  const data = concatBytes(
    compactSize(entries.length),
    ...entries.map(([key, value]) => concatBytes(hash160OfIAddress(key), lengthPrefixed(utf8(value)))),
  );
  return vdxfObject(LOGIN_CONSENT_KEYS.context, data);
}

export function readContext(r: ByteReader): Context {
  const { data } = readVdxfObject(r, LOGIN_CONSENT_KEYS.context);
  const count = data.compactSize();
  const kv: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const key = iAddressOfHash160(Uint8Array.from(data.read(20)));
    if (Object.hasOwn(kv, key)) throw new MalformedBytesError(`context key ${key} appears twice`);
    kv[key] = readUtf8(data.lengthPrefixed());
  }
  data.end('context');
  return { kv };
}
