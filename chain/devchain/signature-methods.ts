/**
 * The dev chain's signing and verifying methods (verusd's src/rpc/misc.cpp and
 * src/wallet/rpcwallet.cpp): `signmessage`, `verifymessage`, `signdata`, `verifysignature`, and
 * `getvdxfid`. They sign and verify with the platform's own `chain/` code, so what the dev chain
 * signs verifies on a real daemon and the reverse.
 */
import { base64 } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { hash160OfIAddress, vdxfId } from '../identity-address.js';
import { decodeIdentitySignature, signAsIdentity, verifyIdentitySignature } from '../identity-signature.js';
import { decodeWif, isRAddress } from '../keys.js';
import {
  addressSignatureDigest, messageHash, signCompact, signMessageWithWif, verifyAddressSignature,
} from '../message-signature.js';
import { sha256 } from '../hashes.js';
import { RPC_CODES } from '../rpc.js';
import type { DevLedger } from './ledger.js';
import type { RpcMethod } from './methods.js';
import { fault, HEX, obj, str, uniBool, uniStr, usage } from './rpc-fault.js';
import type { IdentityEntry } from './state.js';

const DEFAULT_PREFIX = 'Verus signed data:\n';
const MESSAGE_FIELDS = ['filename', 'message', 'messagehex', 'messagebase64', 'datahash'] as const;
const HASH_TYPES = ['sha256', 'sha256D', 'blake2b', 'keccak256'];
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const { TYPE_ERROR, WALLET_ERROR, INVALID_ADDRESS_OR_KEY, INVALID_PARAMETER, INVALID_PARAMS } = RPC_CODES;

export function signatureMethods(ledger: DevLedger): Record<string, RpcMethod> {
  /** An identity that must exist: `name@` or i-address; null for anything else or an unknown one. */
  const existingIdentity = (s: string): IdentityEntry | undefined => {
    const i = ledger.resolveIdentityAddress(s);
    return i ? ledger.latestIdentity(i) : undefined;
  };

  const checkHashType = (hashtype: string) => {
    if (!HASH_TYPES.includes(hashtype)) {
      throw fault(TYPE_ERROR, `Invalid hash type${hashtype} must be one of -- "sha256", "sha256D", "blake2b", "keccak256"`);
    }
    if (hashtype !== 'sha256') throw fault(INVALID_PARAMETER, `The dev chain supports hashtype "sha256" only, not "${hashtype}"`);
  };

  /** The 32-byte hash of the one data field of a signdata/verifysignature object, as verusd hashes it. */
  const dataHash = (o: Record<string, unknown>): Uint8Array => {
    const present = MESSAGE_FIELDS.filter((f) => uniStr(o[f]) !== '');
    if (present.length !== 1) {
      throw fault(INVALID_PARAMETER, 'Must include one and only one of "filename", "message", "messagehex", "messagebase64", and "datahash"');
    }
    const field = present[0]!;
    const value = uniStr(o[field]);
    switch (field) {
      case 'filename':
        throw fault(INVALID_PARAMETER, `Cannot read file: ${value}`);
      case 'message':
        return messageHash(value);
      case 'messagehex':
        if (!HEX.test(value)) throw fault(INVALID_PARAMETER, '"messagehex" must be hex string with no extra characters');
        return sha256(hexToBytes(value));
      case 'messagebase64':
        if (!BASE64.test(value)) throw fault(INVALID_PARAMETER, '"messagebase64" must be a base64 string with non-empty value and no extra characters');
        return sha256(base64.decode(value));
      case 'datahash':
        if (!/^[0-9a-fA-F]{64}$/.test(value)) throw fault(INVALID_PARAMETER, 'Hash must be 32 bytes');
        return hexToBytes(value);
    }
  };

  const signingIdentity = (address: string): IdentityEntry => {
    const entry = existingIdentity(address);
    if (!entry) throw fault(INVALID_ADDRESS_OR_KEY, 'Invalid identity');
    if (ledger.isRevoked(entry.identity)) throw fault(INVALID_ADDRESS_OR_KEY, 'Identity is revoked and cannot sign');
    return entry;
  };

  const walletKeysFor = (entry: IdentityEntry): string[] => {
    const wifs = ledger.signingWifs(entry.identity);
    if (wifs.length === 0) {
      throw fault(INVALID_ADDRESS_OR_KEY, `This wallet does not contain valid signing keys for ${ledger.friendlyName(entry.identity)}`);
    }
    return wifs;
  };

  const refuseCurrentSig = (sig: string) => {
    if (sig !== '') throw fault(INVALID_PARAMETER, 'The dev chain does not add signatures to an existing one ("currentsig")');
  };

  return {
    signmessage(params) {
      if (params.length < 2 || params.length > 3) throw usage('signmessage "address or identity" "message" "currentsig"');
      const address = str(params[0]);
      const message = str(params[1]);
      if (isRAddress(address)) {
        const wif = ledger.wifOf(address);
        if (!wif) throw fault(WALLET_ERROR, 'Private key not available');
        return { hash: bytesToHex(messageHash(message)), signature: signMessageWithWif(wif, message) };
      }
      if (!ledger.resolveIdentityAddress(address)) throw fault(TYPE_ERROR, 'Invalid address or identity');
      const entry = signingIdentity(address);
      refuseCurrentSig(uniStr(params[2]));
      const signature = signAsIdentity({
        wifs: walletKeysFor(entry), systemId: ledger.chainId, identityId: entry.identity.identityaddress,
        blockHeight: ledger.height, message,
      });
      return { hash: bytesToHex(messageHash(message)), signature };
    },

    verifymessage(params) {
      if (params.length < 3 || params.length > 4) throw usage('verifymessage "address or identity" "signature" "message" "checklatest"');
      const address = str(params[0]);
      const signature = str(params[1]);
      const message = str(params[2]);
      const checkLatest = params.length > 3 && uniBool(params[3]);
      const identityAddress = isRAddress(address) ? null : ledger.resolveIdentityAddress(address);
      if (!isRAddress(address) && !identityAddress) throw fault(INVALID_PARAMETER, 'Invalid address');
      if (message === '') throw fault(INVALID_PARAMETER, 'Cannot verify empty message');
      if (signature === '') throw fault(INVALID_PARAMETER, 'Invalid signature');
      if (!identityAddress) {
        if (!BASE64.test(signature)) throw fault(INVALID_ADDRESS_OR_KEY, 'Malformed base64 encoding');
        return verifyAddressSignature(address, signature, message);
      }
      let blockHeight: number;
      try {
        const decoded = decodeIdentitySignature(signature);
        if (decoded.signatures.length === 0) return false;
        blockHeight = decoded.blockHeight;
      } catch {
        return false;
      }
      const latest = ledger.latestIdentity(identityAddress);
      // Stricter than verusd on purpose: once revoked, no signature of the identity verifies (docs/chain.md).
      if (!latest || ledger.isRevoked(latest.identity)) return false;
      const entry = checkLatest ? latest : ledger.identityAt(identityAddress, blockHeight);
      if (!entry || ledger.isRevoked(entry.identity)) return false;
      const { identity } = entry;
      return verifyIdentitySignature({
        identity: { identityaddress: identity.identityaddress, primaryaddresses: identity.primaryaddresses, minimumsignatures: identity.minimumsignatures },
        systemId: ledger.chainId, signature, message,
      }).status === 'verified';
    },

    verifysignature(params) {
      const o0 = params[0];
      if (params.length !== 1 || typeof o0 !== 'object' || o0 === null || Array.isArray(o0) || (o0 as Record<string, unknown>).signature == null) {
        throw usage('verifysignature \'{"address":"i-address or friendly name", "message":"..." | "messagehex":"..." | "datahash":"...", "hashtype":"sha256", "checklatest":false, "signature":"base64sig"}\'');
      }
      const o = o0 as Record<string, unknown>;
      const address = uniStr(o.address);
      const prefix = uniStr(o.prefixstring, DEFAULT_PREFIX);
      const hashtype = uniStr(o.hashtype, 'sha256');
      const checkLatest = uniBool(o.checklatest);
      const signature = uniStr(o.signature);
      if (MESSAGE_FIELDS.filter((f) => uniStr(o[f]) !== '').length !== 1) {
        throw fault(INVALID_PARAMETER, 'Must include one and only one of "filename", "message", "messagehex", "messagebase64", and "datahash"');
      }
      if (address === '' || hashtype === '') {
        throw fault(INVALID_PARAMETER, 'Must include a valid "address" and either no explicit "hashtype" or one that is valid');
      }
      const identityAddress = isRAddress(address) ? null : ledger.resolveIdentityAddress(address);
      if (!isRAddress(address) && !identityAddress) {
        throw fault(TYPE_ERROR, '"identity" specified in object must be valid VerusID or address');
      }
      if (!identityAddress && signature !== '') {
        throw fault(INVALID_PARAMETER, 'When signing with public key and not identity, cannot include vdxf keys, vdxf key names, bound hashes, or multisig');
      }
      checkHashType(hashtype);
      if (prefix !== DEFAULT_PREFIX) throw fault(INVALID_PARAMETER, 'The dev chain supports the default "prefixstring" only');
      const msgHash = dataHash(o);
      if (!identityAddress) {
        // verusd's transparent-address branch wants the key in its wallet and an empty signature never verifies.
        if (!ledger.wifOf(address)) throw fault(WALLET_ERROR, 'Private key not available');
        return { signaturestatus: 'invalid', system: ledger.chain, hashtype, address, hash: bytesToHex(msgHash), signature };
      }
      const latest = ledger.latestIdentity(identityAddress);
      if (!latest) throw fault(INVALID_ADDRESS_OR_KEY, 'Invalid identity');
      if (ledger.isRevoked(latest.identity)) throw fault(INVALID_ADDRESS_OR_KEY, 'Identity is revoked and cannot sign');
      if (signature === '') throw fault(INVALID_PARAMS, 'Missing or invalid "signature"');
      let decoded: ReturnType<typeof decodeIdentitySignature>;
      try {
        decoded = decodeIdentitySignature(signature);
      } catch {
        throw fault(INVALID_PARAMS, 'Invalid pre-existing signature');
      }
      if (decoded.blockHeight > ledger.height + 1) throw fault(INVALID_PARAMS, 'Invalid pre-existing signature');
      const entry = checkLatest ? latest : ledger.identityAt(identityAddress, decoded.blockHeight);
      let status: 'verified' | 'partial' | 'invalid' | 'empty';
      if (decoded.signatures.length === 0) status = 'empty';
      else if (!entry || ledger.isRevoked(entry.identity)) status = 'invalid';
      else {
        const { identity } = entry;
        status = verifyIdentitySignature({
          identity: { identityaddress: identity.identityaddress, primaryaddresses: identity.primaryaddresses, minimumsignatures: identity.minimumsignatures },
          systemId: ledger.chainId, signature, messageHash: msgHash,
        }).status;
      }
      const name = ledger.friendlyName(latest.identity);
      return {
        signaturestatus: status,
        system: ledger.chain,
        systemid: ledger.chainId,
        identity: name,
        canonicalname: name.toLowerCase(),
        address: identityAddress,
        hashtype,
        hash: bytesToHex(msgHash),
        height: ledger.height,
        signatureheight: decoded.blockHeight,
        signature,
      };
    },

    signdata(params) {
      if (params.length !== 1) throw usage('signdata \'{"address":"i-address or friendly name", "message":"..." | "messagehex":"..." | "datahash":"...", "hashtype":"sha256"}\'');
      const o = obj(params[0]);
      const address = uniStr(o.address);
      const hashtype = uniStr(o.hashtype, 'sha256');
      const msgHash = dataHash(o);
      if (hashtype === '') throw fault(INVALID_PARAMETER, 'Must include either no explicit "hashtype" or one that is valid');
      const identityAddress = isRAddress(address) ? null : ledger.resolveIdentityAddress(address);
      if (!isRAddress(address) && !identityAddress) throw fault(TYPE_ERROR, 'Address does not refer to key');
      if (!identityAddress && uniStr(o.signature) !== '') {
        throw fault(INVALID_PARAMETER, 'When signing with public key and not identity, cannot include vdxf keys, vdxf key names, bound hashes, or multisig');
      }
      checkHashType(hashtype);
      if (uniStr(o.prefixstring, DEFAULT_PREFIX) !== DEFAULT_PREFIX) {
        throw fault(INVALID_PARAMETER, 'The dev chain supports the default "prefixstring" only');
      }
      if (!identityAddress) {
        const wif = ledger.wifOf(address);
        if (!wif) throw fault(WALLET_ERROR, 'Private key not available');
        const { privateKey, compressed } = decodeWif(wif);
        const sig = signCompact(privateKey, addressSignatureDigest(msgHash), compressed);
        return { system: ledger.chain, hashtype, address, hash: bytesToHex(msgHash), signature: base64.encode(sig) };
      }
      const entry = signingIdentity(address);
      refuseCurrentSig(uniStr(o.signature));
      const signature = signAsIdentity({
        wifs: walletKeysFor(entry), systemId: ledger.chainId, identityId: identityAddress,
        blockHeight: ledger.height, messageHash: msgHash, version: 2,
      });
      const name = ledger.friendlyName(entry.identity);
      return {
        signaturedata: {
          version: 1, systemid: ledger.chainId, hashtype: 1, signaturehash: bytesToHex(msgHash),
          identityid: identityAddress, signaturetype: 1, signature,
        },
        system: ledger.chain,
        systemid: ledger.chainId,
        hashtype,
        hash: bytesToHex(msgHash),
        identity: name,
        canonicalname: name.toLowerCase(),
        address: identityAddress,
        signatureheight: ledger.height,
        signatureversion: 2,
        signature,
      };
    },

    getvdxfid(params) {
      if (params.length < 1 || params.length > 2) throw usage('getvdxfid "vdxfuri" \'{"vdxfkey":"i-address or vdxfkey", "uint256":"hexstr", "indexnum":0}\'');
      const uri = uniStr(params[0]);
      if (params.length > 1 && params[1] !== null) {
        throw fault(INVALID_PARAMETER, 'The dev chain does not bind data to VDXF keys (second parameter)');
      }
      let id: string;
      try {
        id = vdxfId(uri);
      } catch {
        throw fault(INVALID_PARAMETER, `Invalid VDXF URI: "${uri}"`);
      }
      const split = uri.indexOf('::');
      return {
        vdxfid: id,
        hash160result: bytesToHex(hash160OfIAddress(id).slice().reverse()),
        qualifiedname: { name: split >= 0 ? uri.slice(split + 2) : uri, ...(split >= 0 ? { namespace: uri.slice(0, split) } : {}) },
      };
    },
  };
}
