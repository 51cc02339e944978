/**
 * R-address message signatures, as verusd's `signmessage` / `verifymessage` make and check them
 * for a transparent address: msgHash = SHA256(CompactSize(len) || bytes), digest =
 * SHA256(0x13 || "Verus signed data:\n" || msgHash), a 65-byte compact recoverable signature
 * (header 27 + recid + 4 for a compressed key), base64.
 */
import secp from 'secp256k1';
import { base64 } from '@scure/base';
import { concatBytes, lengthPrefixed } from './byte-codec.js';
import { sha256 } from './hashes.js';
import { decodeWif, isRAddress, rAddressOfPublicKey } from './keys.js';

/** "Verus signed data:\n" with its CompactSize length (0x13) in front, as CHashWriter writes it. */
export const SIGNED_DATA_PREFIX = concatBytes(Uint8Array.of(0x13), new TextEncoder().encode('Verus signed data:\n'));

/** UTF-8 for strings, the bytes themselves otherwise. */
export function messageBytes(message: string | Uint8Array): Uint8Array {
  return typeof message === 'string' ? new TextEncoder().encode(message) : message;
}

/** SHA256(CompactSize(len) || message bytes): the hash every Verus signature commits to. */
export function messageHash(message: string | Uint8Array): Uint8Array {
  return sha256(lengthPrefixed(messageBytes(message)));
}

/** The 32-byte digest an R-address signature signs for a given message hash. */
export function addressSignatureDigest(msgHash: Uint8Array): Uint8Array {
  return sha256(concatBytes(SIGNED_DATA_PREFIX, msgHash));
}

/** A 65-byte compact recoverable signature of a 32-byte digest (low-S, RFC 6979 nonces). */
export function signCompact(privateKey: Uint8Array, digest32: Uint8Array, compressed = true): Uint8Array {
  const { signature, recid } = secp.ecdsaSign(digest32, privateKey);
  return concatBytes(Uint8Array.of(27 + recid + (compressed ? 4 : 0)), signature);
}

/** Recovers the public key (as the header says: compressed or not) of a 65-byte compact signature, or null. */
export function recoverCompact(sig65: Uint8Array, digest32: Uint8Array): Uint8Array | null {
  if (sig65.length !== 65 || digest32.length !== 32) return null;
  const header = sig65[0]!;
  if (header < 27 || header > 34) return null;
  const recid = (header - 27) & 3;
  const compressed = header >= 31;
  try {
    return secp.ecdsaRecover(sig65.subarray(1), recid, digest32, compressed);
  } catch {
    return null;
  }
}

/** verusd `signmessage <R-address>` with the key in hand: base64 of the 65-byte compact signature. */
export function signMessageWithWif(wif: string, message: string | Uint8Array): string {
  const { privateKey, compressed } = decodeWif(wif);
  const digest = addressSignatureDigest(messageHash(message));
  return base64.encode(signCompact(privateKey, digest, compressed));
}

/** The R-address whose key made a base64 compact signature over a digest, or null if none recovers. */
export function recoverSigner(signatureBase64: string, digest32: Uint8Array): string | null {
  let sig: Uint8Array;
  try {
    sig = base64.decode(signatureBase64);
  } catch {
    return null;
  }
  const pub = recoverCompact(sig, digest32);
  return pub ? rAddressOfPublicKey(pub) : null;
}

/** verusd `verifymessage <R-address> <signature> <message>`, offline. */
export function verifyAddressSignature(address: string, signature: string, message: string | Uint8Array): boolean {
  if (!isRAddress(address)) return false;
  return recoverSigner(signature, addressSignatureDigest(messageHash(message))) === address;
}
