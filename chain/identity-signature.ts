/**
 * VerusID signatures (CIdentitySignature), encoded, made and checked offline:
 * `u8 version | u8 hashType (v2 only) | u32le blockHeight | CompactSize n | n x (CompactSize 65 || sig65)`.
 * v1 digest: SHA256(prefix || systemID || height || identityID || msgHash);
 * v2 digest (hashType 5, SHA-256, no VDXF/statement data): SHA256(systemID || height || identityID || prefix || msgHash),
 * where prefix is 0x13 "Verus signed data:\n" and msgHash = SHA256(CompactSize(len) || message).
 * Key recovery (the cost of every check) uses the native secp256k1 binding.
 */
import { base64 } from '@scure/base';
import { ByteReader, MalformedBytesError, compactSize, concatBytes, lengthPrefixed, u32le } from './byte-codec.js';
import { sha256 } from './hashes.js';
import { hash160OfIAddress } from './identity-address.js';
import { decodeWif, rAddressOfPublicKey } from './keys.js';
import { SIGNED_DATA_PREFIX, messageHash as hashOfMessage, recoverCompact, signCompact } from './message-signature.js';

export const IDENTITY_SIGNATURE_V1 = 1;
export const IDENTITY_SIGNATURE_V2 = 2;
/** CCurrencyDefinition::HASH_SHA256, the only hash type Verus wallets use for identity signatures. */
export const HASH_TYPE_SHA256 = 5;

export interface IdentitySignature {
  version: 1 | 2;
  /** Present in the bytes for v2 only; v1 is always SHA-256 and decodes as 5. */
  hashType: number;
  blockHeight: number;
  signatures: Uint8Array[];
}

/** What a signature commits to: the message (hashed here) or its 32-byte message hash. */
export interface SignedContent {
  message?: string | Uint8Array;
  messageHash?: Uint8Array;
}

export type IdentitySignatureStatus = 'verified' | 'partial' | 'invalid';

/** The parts of an identity definition (getidentity's `identity`) a signature check needs. */
export interface IdentityKeys {
  identityaddress: string;
  primaryaddresses: string[];
  minimumsignatures: number;
  revoked?: boolean;
}

/** Serializes a CIdentitySignature. */
export function encodeIdentitySignature(sig: IdentitySignature): Uint8Array {
  if (sig.version !== 1 && sig.version !== 2) throw new RangeError(`unsupported identity signature version ${sig.version}`);
  if (!Number.isInteger(sig.hashType) || sig.hashType < 0 || sig.hashType > 255) throw new RangeError('bad hashType');
  const head = sig.version === 2 ? Uint8Array.of(2, sig.hashType) : Uint8Array.of(1);
  return concatBytes(
    head,
    u32le(sig.blockHeight),
    compactSize(sig.signatures.length),
    ...sig.signatures.map((s) => lengthPrefixed(s)),
  );
}

/** Parses a CIdentitySignature from bytes or base64; throws MalformedBytesError on anything malformed. */
export function decodeIdentitySignature(input: Uint8Array | string): IdentitySignature {
  let bytes: Uint8Array;
  if (typeof input === 'string') {
    try {
      bytes = base64.decode(input);
    } catch {
      throw new MalformedBytesError('identity signature is not base64');
    }
  } else {
    bytes = input;
  }
  const r = new ByteReader(bytes);
  const version = r.u8();
  if (version !== 1 && version !== 2) throw new MalformedBytesError(`unknown identity signature version ${version}`);
  const hashType = version === 2 ? r.u8() : HASH_TYPE_SHA256;
  const blockHeight = r.u32le();
  const count = r.compactSize();
  if (count > 64) throw new MalformedBytesError(`${count} signatures is more than an identity can have`);
  const signatures: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const one = r.lengthPrefixed();
    if (one.length !== 65) throw new MalformedBytesError(`signature ${i} is ${one.length} bytes, not 65`);
    signatures.push(Uint8Array.from(one));
  }
  r.end('identity signature');
  return { version, hashType, blockHeight, signatures };
}

function contentHash(content: SignedContent): Uint8Array {
  if (content.messageHash !== undefined) {
    if (content.messageHash.length !== 32) throw new RangeError('messageHash must be 32 bytes');
    return content.messageHash;
  }
  if (content.message === undefined) throw new TypeError('give message or messageHash');
  return hashOfMessage(content.message);
}

/** The 32-byte digest each key signs for a given system, height, identity and message. */
export function identitySignatureDigest(
  args: { version: 1 | 2; systemId: string; identityId: string; blockHeight: number } & SignedContent,
): Uint8Array {
  const system = hash160OfIAddress(args.systemId);
  const identity = hash160OfIAddress(args.identityId);
  const height = u32le(args.blockHeight);
  const msgHash = contentHash(args);
  return args.version === 1
    ? sha256(concatBytes(SIGNED_DATA_PREFIX, system, height, identity, msgHash))
    : sha256(concatBytes(system, height, identity, SIGNED_DATA_PREFIX, msgHash));
}

/** Signs as an identity with one or more WIF keys, offline; answers the base64 CIdentitySignature. */
export function signAsIdentity(
  args: { wifs: string[]; systemId: string; identityId: string; blockHeight: number; version?: 1 | 2 } & SignedContent,
): string {
  return base64.encode(encodeIdentitySignature(signIdentityBytes(args)));
}

/** As signAsIdentity, but answers the decoded structure. */
export function signIdentityBytes(
  args: { wifs: string[]; systemId: string; identityId: string; blockHeight: number; version?: 1 | 2 } & SignedContent,
): IdentitySignature {
  const version = args.version ?? 2;
  if (args.wifs.length === 0) throw new TypeError('at least one WIF is needed to sign');
  const digest = identitySignatureDigest({ ...args, version });
  const seen = new Set<string>();
  const signatures: Uint8Array[] = [];
  for (const wif of args.wifs) {
    const { privateKey, compressed } = decodeWif(wif);
    const sig = signCompact(privateKey, digest, compressed);
    const signer = rAddressOfPublicKey(recoverCompact(sig, digest)!);
    if (seen.has(signer)) continue;
    seen.add(signer);
    signatures.push(sig);
  }
  return { version, hashType: HASH_TYPE_SHA256, blockHeight: args.blockHeight, signatures };
}

/**
 * Checks an identity signature against the identity's keys as they stood at the signature's
 * height (the caller fetches the definition at that height). Every signature must recover to a
 * primary address; `verified` needs at least `minimumsignatures` distinct signers, `partial` is
 * fewer; a revoked identity, a foreign signer, an unknown hash type or malformed bytes are `invalid`.
 */
export function verifyIdentitySignature(
  args: { identity: IdentityKeys; systemId: string; signature: string | Uint8Array } & SignedContent,
): { status: IdentitySignatureStatus; signers: string[]; blockHeight: number } {
  let sig: IdentitySignature;
  try {
    sig = decodeIdentitySignature(args.signature);
  } catch {
    return { status: 'invalid', signers: [], blockHeight: 0 };
  }
  const invalid = { status: 'invalid' as const, signers: [], blockHeight: sig.blockHeight };
  if (args.identity.revoked || sig.hashType !== HASH_TYPE_SHA256 || sig.signatures.length === 0) return invalid;
  let digest: Uint8Array;
  try {
    digest = identitySignatureDigest({
      version: sig.version,
      systemId: args.systemId,
      identityId: args.identity.identityaddress,
      blockHeight: sig.blockHeight,
      message: args.message,
      messageHash: args.messageHash,
    });
  } catch {
    return invalid;
  }
  const primaries = new Set(args.identity.primaryaddresses);
  const signers: string[] = [];
  for (const one of sig.signatures) {
    const pub = recoverCompact(one, digest);
    if (!pub) return invalid;
    const address = rAddressOfPublicKey(pub);
    if (!primaries.has(address)) return invalid;
    if (!signers.includes(address)) signers.push(address);
  }
  const needed = Math.max(1, args.identity.minimumsignatures);
  return { status: signers.length >= needed ? 'verified' : 'partial', signers, blockHeight: sig.blockHeight };
}
