/** The hash functions Verus uses for addresses and signatures (@noble/hashes; synchronous, no I/O). */
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';

/** SHA-256. */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** SHA-256 applied twice (Bitcoin's Hash()). */
export function sha256d(data: Uint8Array): Uint8Array {
  return nobleSha256(nobleSha256(data));
}

/** RIPEMD160(SHA256(data)) (Bitcoin's Hash160()). */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(nobleSha256(data));
}
