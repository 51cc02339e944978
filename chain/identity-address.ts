/**
 * Identity (i-) addresses and VDXF keys, computed the way verusd does (CVDXF::ParseSubNames,
 * CleanName, GetID, GetDataKey in src/pbaas/vdxf.cpp): each label is lowercased and hashed with
 * SHA256d, folded under its parent as SHA256d(parent20 || h), and the id is Hash160 of the result.
 */
import { base58checkDecode, base58checkEncode } from './base58.js';
import { concatBytes } from './byte-codec.js';
import { InvalidNameError } from './errors.js';
import { hash160, sha256d } from './hashes.js';

export const I_ADDRESS_VERSION = 102;

/** The chain ids (i-addresses of the root names VRSC and VRSCTEST). */
export const CHAIN_IDS = {
  VRSC: 'i5w5MuNik5NtLcYmNzcvaoixooEebB6MGV',
  VRSCTEST: 'iJhCezBExJHvtyH3fGhNnt2NhU4Ztkf2yq',
} as const;

export type ChainName = keyof typeof CHAIN_IDS;

export { InvalidNameError } from './errors.js';

const I_ADDRESS_SHAPE = /^i[a-zA-Z0-9]{25,50}$/;
// Characters CIdentity refuses inside a name label (besides '.' and '@', which are separators).
const FORBIDDEN_LABEL_CHARS = /[\\/:*?"<>|@.]/;
const MAX_LABEL_BYTES = 64;
const encoder = new TextEncoder();

// verusd lowercases with boost::to_lower_copy in the C locale, i.e. ASCII letters only.
function asciiLower(s: string): string {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

function checkLabel(label: string, whole: string): void {
  if (label.length === 0) throw new InvalidNameError(`empty label in "${whole}"`);
  if (label !== label.trim()) throw new InvalidNameError(`label with leading or trailing space in "${whole}"`);
  if (FORBIDDEN_LABEL_CHARS.test(label)) throw new InvalidNameError(`forbidden character in "${whole}"`);
  if (/[\u0000-\u001f\u007f]/.test(label)) throw new InvalidNameError(`control character in "${whole}"`);
  if (encoder.encode(label).length > MAX_LABEL_BYTES) throw new InvalidNameError(`label longer than ${MAX_LABEL_BYTES} bytes in "${whole}"`);
}

/** Hash160 of one label folded under an optional parent id. */
function labelId(label: string, parent: Uint8Array | null): Uint8Array {
  let h = sha256d(encoder.encode(asciiLower(label)));
  if (parent) h = sha256d(concatBytes(parent, h));
  return hash160(h);
}

/** Folds labels from the right (the rightmost is the highest parent) under an optional parent. */
function labelsId(labels: string[], parent: Uint8Array | null): Uint8Array {
  let id = parent;
  for (let i = labels.length - 1; i >= 0; i--) id = labelId(labels[i]!, id);
  return id!;
}

/**
 * Splits an identity name into labels, lowest first, with the chain root appended as verusd does.
 * `alice`, `alice@`, `sub.alice@` get the chain's root; a name already ending in `.VRSC` or
 * `.VRSCTEST` names its own root (so `alice.VRSC@` is the mainnet id whatever `chain` says); a
 * trailing dot (`alice.@`) means "no implicit root".
 */
function identityLabels(name: string, chain: ChainName): string[] {
  if (typeof name !== 'string' || name.length === 0) throw new InvalidNameError('empty name');
  const at = name.split('@');
  if (at.length > 2) throw new InvalidNameError(`more than one "@" in "${name}"`);
  if (at.length === 2 && at[1] !== '') throw new InvalidNameError(`unsupported chain suffix after "@" in "${name}"`);
  const labels = at[0]!.split('.');
  if (labels.length > 1 && labels[labels.length - 1] === '') {
    labels.pop();
    labels.forEach((l) => checkLabel(l, name));
    return labels;
  }
  labels.forEach((l) => checkLabel(l, name));
  const last = asciiLower(labels[labels.length - 1]!);
  if (last !== 'vrsc' && last !== 'vrsctest') labels.push(chain);
  return labels;
}

/** The i-address of an identity name (`alice@`, `alice`, `alice.VRSCTEST@`, `sub.alice@`, ...). */
export function identityAddressOfName(name: string, chain: ChainName = 'VRSCTEST'): string {
  return base58checkEncode(I_ADDRESS_VERSION, labelsId(identityLabels(name, chain), null));
}

/** The fully qualified form verusd prints, e.g. `alice.VRSCTEST@` for `alice@` on testnet. */
export function qualifiedIdentityName(name: string, chain: ChainName = 'VRSCTEST'): string {
  const labels = identityLabels(name, chain);
  const root = asciiLower(labels[labels.length - 1]!);
  if (root === 'vrsc') labels[labels.length - 1] = 'VRSC';
  if (root === 'vrsctest') labels[labels.length - 1] = 'VRSCTEST';
  return `${labels.join('.')}@`;
}

/** True for a friendly identity name verusd would parse (labels separated by dots, optional trailing `@`). */
export function isFriendlyName(s: string): boolean {
  if (typeof s !== 'string' || s.length === 0 || s.length > 512) return false;
  try {
    identityLabels(s, 'VRSCTEST');
    return true;
  } catch {
    return false;
  }
}

/** True for an i-address: the shape `/^i[a-zA-Z0-9]{25,50}$/`, version 102, 20 bytes, valid checksum. */
export function isIAddress(s: string): boolean {
  if (typeof s !== 'string' || !I_ADDRESS_SHAPE.test(s)) return false;
  try {
    const { version, payload } = base58checkDecode(s);
    return version === I_ADDRESS_VERSION && payload.length === 20;
  } catch {
    return false;
  }
}

// Signature checks decode the same few system and identity ids over and over; a small bounded
// memo saves two base58check decodes per check. Entries are copied out, so callers cannot corrupt it.
const ID_MEMO_LIMIT = 4096;
const idMemo = new Map<string, Uint8Array>();

/** The 20-byte id inside an i-address; throws InvalidNameError for anything else. */
export function hash160OfIAddress(i: string): Uint8Array {
  const known = idMemo.get(i);
  if (known) return Uint8Array.from(known);
  if (!isIAddress(i)) throw new InvalidNameError(`not an i-address: ${String(i)}`);
  const id = base58checkDecode(i).payload;
  if (idMemo.size >= ID_MEMO_LIMIT) idMemo.clear();
  idMemo.set(i, Uint8Array.from(id));
  return id;
}

/** The i-address of a 20-byte id. */
export function iAddressOfHash160(h: Uint8Array): string {
  if (h.length !== 20) throw new RangeError('an identity id is 20 bytes');
  return base58checkEncode(I_ADDRESS_VERSION, h);
}

/**
 * The VDXF key id of `namespace::a.b.c`, as `getvdxfid` answers it: the namespace is a root name
 * (no implicit chain), `::` is hashed under it, then `a.b.c` label by label under that.
 * A name without `namespace::` lives in the VRSC namespace (verusd's default is its own chain id;
 * we pin VRSC so the id does not change between testnet and mainnet).
 */
export function vdxfId(qualifiedName: string): string {
  if (typeof qualifiedName !== 'string' || qualifiedName.length === 0) throw new InvalidNameError('empty VDXF name');
  const parts = qualifiedName.split(':');
  let namespaceId: Uint8Array;
  let key: string;
  if (parts.length > 2 && parts[1] === '') {
    const ns = parts[0]!.endsWith('.') ? parts[0]!.slice(0, -1) : parts[0]!;
    const nsLabels = ns.split('.');
    nsLabels.forEach((l) => checkLabel(l, qualifiedName));
    namespaceId = labelsId(nsLabels, null);
    key = parts.slice(2).join(':');
  } else {
    namespaceId = hash160OfIAddress(CHAIN_IDS.VRSC);
    key = qualifiedName;
  }
  const parent = labelId('::', namespaceId);
  const labels = key.split('.');
  if (labels.length > 1 && labels[labels.length - 1] === '') labels.pop();
  labels.forEach((l) => {
    if (l.length === 0 || l !== l.trim() || encoder.encode(l).length > MAX_LABEL_BYTES) {
      throw new InvalidNameError(`bad VDXF key label in "${qualifiedName}"`);
    }
  });
  return iAddressOfHash160(labelsId(labels, parent));
}
