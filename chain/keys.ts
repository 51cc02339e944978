/** secp256k1 keys as Verus writes them: WIF (version 188) and R-addresses (version 60). */
import { randomBytes } from 'node:crypto';
import secp from 'secp256k1';
import { base58checkDecode, base58checkEncode } from './base58.js';
import { hash160 } from './hashes.js';

export const WIF_VERSION = 188;
export const R_ADDRESS_VERSION = 60;

/** Thrown for a WIF that does not decode to a valid secp256k1 private key. */
export class InvalidKeyError extends Error {
  readonly code = 'INVALID_KEY';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidKeyError';
  }
}

/** Decodes a Verus WIF (version 188); throws InvalidKeyError otherwise. */
export function decodeWif(wif: string): { privateKey: Uint8Array; compressed: boolean } {
  let decoded: { version: number; payload: Uint8Array };
  try {
    decoded = base58checkDecode(wif);
  } catch (err) {
    throw new InvalidKeyError(`not a WIF: ${(err as Error).message}`);
  }
  const { version, payload } = decoded;
  if (version !== WIF_VERSION) throw new InvalidKeyError(`WIF version ${version}, expected ${WIF_VERSION}`);
  let compressed: boolean;
  if (payload.length === 33 && payload[32] === 1) compressed = true;
  else if (payload.length === 32) compressed = false;
  else throw new InvalidKeyError('WIF payload has the wrong length');
  const privateKey = payload.subarray(0, 32);
  if (!secp.privateKeyVerify(privateKey)) throw new InvalidKeyError('WIF holds an invalid secp256k1 key');
  return { privateKey: Uint8Array.from(privateKey), compressed };
}

/** Encodes a 32-byte private key as a Verus WIF (compressed by default, as every Verus wallet does). */
export function encodeWif(privateKey: Uint8Array, compressed = true): string {
  if (privateKey.length !== 32 || !secp.privateKeyVerify(privateKey)) throw new InvalidKeyError('invalid private key');
  const payload = compressed ? Uint8Array.from([...privateKey, 1]) : privateKey;
  return base58checkEncode(WIF_VERSION, payload);
}

/** A fresh random compressed WIF. */
export function generateWif(): string {
  for (;;) {
    const key = new Uint8Array(randomBytes(32));
    if (secp.privateKeyVerify(key)) return encodeWif(key, true);
  }
}

/** The 33-byte compressed public key of a private key. */
export function publicKeyOf(privateKey: Uint8Array): Uint8Array {
  return secp.publicKeyCreate(privateKey, true);
}

/** R-address = base58check(60 || hash160(public key as serialized)). */
export function rAddressOfPublicKey(pub: Uint8Array): string {
  return base58checkEncode(R_ADDRESS_VERSION, hash160(pub));
}

/** The R-address a WIF controls (compressed or not, as the WIF says). */
export function rAddressOfWif(wif: string): string {
  const { privateKey, compressed } = decodeWif(wif);
  return rAddressOfPublicKey(secp.publicKeyCreate(privateKey, compressed));
}

/** True for a well-formed R-address (version 60, 20-byte hash, valid checksum). */
export function isRAddress(s: string): boolean {
  if (typeof s !== 'string' || !/^R[1-9A-HJ-NP-Za-km-z]{25,40}$/.test(s)) return false;
  try {
    const { version, payload } = base58checkDecode(s);
    return version === R_ADDRESS_VERSION && payload.length === 20;
  } catch {
    return false;
  }
}

/** The 20-byte key hash inside an R-address; throws for anything else. */
export function hash160OfRAddress(address: string): Uint8Array {
  const { version, payload } = base58checkDecode(address);
  if (version !== R_ADDRESS_VERSION || payload.length !== 20) throw new InvalidKeyError(`not an R-address: ${address}`);
  return payload;
}
