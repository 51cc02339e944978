/**
 * The dev chain's JSON-RPC methods: verusd's names, parameters, results and errors (checked against
 * VerusCoin's src/rpc/misc.cpp, src/wallet/rpcwallet.cpp and src/rpc/pbaasrpc.cpp), over the
 * in-memory ledger. Signing and verifying use the platform's own `chain/` code, so what the dev
 * chain signs verifies on a real daemon and the reverse. Where the dev chain cannot do what verusd
 * does (files, other hash types, partial-signature merging), it answers -8 with a sentence saying
 * so rather than a wrong answer. Deviations are listed in docs/chain.md.
 */
import { base64 } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { hash160OfIAddress, isIAddress, vdxfId } from '../identity-address.js';
import { decodeIdentitySignature, signAsIdentity, verifyIdentitySignature } from '../identity-signature.js';
import { decodeWif, isRAddress } from '../keys.js';
import {
  addressSignatureDigest, messageHash, signCompact, signMessageWithWif, verifyAddressSignature,
} from '../message-signature.js';
import { sha256 } from '../hashes.js';
import { RPC_CODES } from '../rpc.js';
import { coins, SATS_PER_COIN, type DevLedger } from './ledger.js';
import { obj, RpcFault, str, uniBool, uniStr, usage } from './rpc-fault.js';
import { FLAG_REVOKED, IDENTITY_VERSION, type IdentityEntry, type IdentityState, type Operation } from './state.js';

export type RpcMethod = (params: unknown[]) => unknown;

const DEFAULT_PREFIX = 'Verus signed data:\n';
const MESSAGE_FIELDS = ['filename', 'message', 'messagehex', 'messagebase64', 'datahash'] as const;
const HASH_TYPES = ['sha256', 'sha256D', 'blake2b', 'keccak256'];
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^(?:[0-9a-fA-F]{2})*$/;
const INVALID_NAME_CHARS = /[\\/:*?"<>|@.]/;
const MAX_AMOUNT_SATS = 21_000_000_000 * SATS_PER_COIN;

const fault = (code: number, message: string) => new RpcFault(code, message);
const { MISC_ERROR, TYPE_ERROR, WALLET_ERROR, INVALID_ADDRESS_OR_KEY, INVALID_PARAMETER, INVALID_PARAMS, TRANSACTION_REJECTED } = RPC_CODES;

/** Timing of a `sendcurrency` operation's steps; short, but long enough to be seen queued. */
export interface OperationTiming {
  queuedMs: number;
  executingMs: number;
}

/** The method table, plus `dispose()` to cancel operations still running when the chain stops. */
export function devChainMethods(ledger: DevLedger, timing: OperationTiming = { queuedMs: 10, executingMs: 20 }): {
  methods: Record<string, RpcMethod>;
  dispose(): void;
} {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => { timers.delete(t); fn(); }, ms);
    timers.add(t);
  };

  // ---- shared readers ----

  const renderIdentity = (id: IdentityState) => ({
    version: id.version,
    flags: id.flags,
    primaryaddresses: id.primaryaddresses,
    minimumsignatures: id.minimumsignatures,
    name: id.name,
    identityaddress: id.identityaddress,
    parent: id.parent,
    systemid: id.systemid,
    contentmap: id.contentmap,
    contentmultimap: id.contentmultimap,
    revocationauthority: id.revocationauthority,
    recoveryauthority: id.recoveryauthority,
    timelock: id.timelock,
  });

  const renderGetIdentity = (entry: IdentityEntry) => {
    const id = entry.identity;
    const revoked = ledger.isRevoked(id);
    const held = ledger.signingWifs(id).length;
    return {
      friendlyname: ledger.friendlyName(id),
      fullyqualifiedname: ledger.friendlyName(id),
      identity: renderIdentity(id),
      status: revoked ? 'revoked' : 'active',
      canspendfor: !revoked && held >= id.minimumsignatures,
      cansignfor: !revoked && held > 0,
      blockheight: entry.height,
      txid: entry.txid,
      vout: entry.vout,
    };
  };

  /** A root name as dev_createidentity/updateidentity accept it: `alice`, `alice@`, `alice.VRSCTEST@`. */
  const rootName = (input: string): string | null => {
    let name = input.endsWith('@') ? input.slice(0, -1) : input;
    const suffix = `.${ledger.chain}`;
    if (name.toLowerCase().endsWith(suffix.toLowerCase())) name = name.slice(0, -suffix.length);
    if (name === '' || name !== name.trim() || / {2}/.test(name) || INVALID_NAME_CHARS.test(name) || name.length > 64) return null;
    return name;
  };

  /** An identity that must exist: `name@` or i-address; null for anything else or an unknown one. */
  const existingIdentity = (s: string): IdentityEntry | undefined => {
    const i = ledger.resolveIdentityAddress(s);
    return i ? ledger.latestIdentity(i) : undefined;
  };

  const amountToSats = (v: unknown): number => {
    let n: number;
    if (typeof v === 'number') n = v;
    else if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) n = Number(v);
    else if (typeof v === 'string') throw fault(TYPE_ERROR, 'Invalid amount');
    else throw fault(TYPE_ERROR, 'Amount is not a number or string');
    if (!Number.isFinite(n)) throw fault(TYPE_ERROR, 'Invalid amount');
    const sats = Math.round(n * SATS_PER_COIN);
    if (Math.abs(sats - n * SATS_PER_COIN) > 1e-3) throw fault(TYPE_ERROR, 'Invalid amount');
    if (sats < 0 || sats > MAX_AMOUNT_SATS) throw fault(TYPE_ERROR, 'Amount out of range');
    return sats;
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

  /** Validates an identity definition for create/update; throws -8 "Invalid JSON ID parameter" with a reason. */
  const validIdentity = (draft: IdentityState): IdentityState => {
    const bad = (why: string) => fault(INVALID_PARAMETER, `Invalid JSON ID parameter: ${why}`);
    const p = draft.primaryaddresses as unknown;
    if (!Array.isArray(p) || p.length === 0 || p.length > 25) throw bad('primaryaddresses must list 1 to 25 R-addresses');
    if (!p.every((a) => typeof a === 'string' && isRAddress(a))) throw bad('primaryaddresses must be R-addresses');
    if (new Set(p).size !== p.length) throw bad('primaryaddresses must not repeat');
    const m = draft.minimumsignatures as unknown;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < 1 || m > p.length) {
      throw bad('minimumsignatures must be between 1 and the number of primary addresses');
    }
    const cmm = draft.contentmultimap as unknown;
    if (typeof cmm !== 'object' || cmm === null || Array.isArray(cmm)) throw bad('contentmultimap must be an object');
    const contentmultimap: Record<string, unknown[]> = {};
    for (const [key, value] of Object.entries(cmm as Record<string, unknown>)) {
      if (!isIAddress(key)) throw bad(`contentmultimap key ${key} is not an i-address (use getvdxfid)`);
      contentmultimap[key] = Array.isArray(value) ? value : [value];
    }
    const authority = (v: unknown, what: string): string => {
      const s = uniStr(v);
      const i = ledger.resolveIdentityAddress(s);
      if (!i || (i !== draft.identityaddress && !ledger.latestIdentity(i))) throw bad(`${what} must be an existing identity`);
      return i;
    };
    const timelock = draft.timelock as unknown;
    if (typeof timelock !== 'number' || !Number.isInteger(timelock) || timelock < 0) throw bad('timelock must be a whole number');
    const cm = draft.contentmap as unknown;
    if (typeof cm !== 'object' || cm === null || Array.isArray(cm)) throw bad('contentmap must be an object');
    return {
      ...draft,
      version: IDENTITY_VERSION,
      flags: (typeof draft.flags === 'number' ? draft.flags : 0) & FLAG_REVOKED,
      contentmultimap,
      contentmap: cm as Record<string, unknown>,
      revocationauthority: authority(draft.revocationauthority, 'revocationauthority'),
      recoveryauthority: authority(draft.recoveryauthority, 'recoveryauthority'),
    };
  };

  /**
   * verusd's update rule (updateidentity, recoveridentity): start from the current identity without
   * its contentmultimap, overwrite with the given fields, keep the fields that name it.
   */
  const updatedIdentity = (prior: IdentityState, fields: object, fixed: Partial<IdentityState> = {}): IdentityState => {
    const { contentmultimap: _dropped, ...kept } = prior;
    return validIdentity({
      ...kept,
      contentmultimap: {},
      ...(fields as Partial<IdentityState>),
      name: prior.name,
      identityaddress: prior.identityaddress,
      parent: prior.parent,
      systemid: prior.systemid,
      ...fixed,
    } as IdentityState);
  };

  const requireAuthority = (authorityAddress: string, self: IdentityState, what: string) => {
    const auth = authorityAddress === self.identityaddress ? self : ledger.latestIdentity(authorityAddress)?.identity;
    if (!auth || !ledger.canSpendFor(auth)) {
      throw fault(WALLET_ERROR, `This wallet does not hold the keys of the ${what} of ${ledger.friendlyName(self)}`);
    }
  };

  const renderOperation = (op: Operation) => ({
    id: op.id,
    status: op.status,
    creation_time: op.creation_time,
    ...(op.result ? { result: op.result } : {}),
    ...(op.error ? { error: op.error } : {}),
    ...(op.execution_secs !== undefined ? { execution_secs: op.execution_secs } : {}),
    method: op.method,
    params: op.params,
  });

  // ---- methods ----

  const methods: Record<string, RpcMethod> = {
    getinfo(params) {
      if (params.length !== 0) throw usage('getinfo\nReturns an object containing various state info.');
      const s = ledger.state;
      return {
        VRSCversion: '1.2.x-devchain',
        version: 2000753,
        protocolversion: 170010,
        chainid: ledger.chainId,
        name: ledger.chain,
        walletversion: 60000,
        blocks: s.height,
        longestchain: s.height,
        timeoffset: 0,
        tiptime: s.tiptime,
        connections: 0,
        proxy: '',
        difficulty: 1,
        testnet: ledger.chain === 'VRSCTEST',
        keypoololdest: s.tiptime,
        keypoolsize: Object.keys(s.wallet.keys).length,
        paytxfee: 0,
        relayfee: 0.000001,
        errors: '',
      };
    },

    getblockcount(params) {
      if (params.length !== 0) throw usage('getblockcount\nReturns the number of blocks in the best valid block chain.');
      return ledger.height;
    },

    getbestblockhash(params) {
      if (params.length !== 0) throw usage('getbestblockhash\nReturns the hash of the best (tip) block in the longest block chain.');
      return ledger.blockHash(ledger.height);
    },

    getidentity(params) {
      if (params.length < 1 || params.length > 4) throw usage('getidentity "name@ || iid" (height) (txproof) (txproofheight)');
      const s = uniStr(params[0]);
      const i = ledger.resolveIdentityAddress(s);
      if (!i) throw fault(INVALID_PARAMETER, `Identity parameter must be valid friendly name or identity address: "${s}"`);
      let height = ledger.height;
      if (params.length > 1 && params[1] !== null) {
        const h = Number(params[1]);
        if (Number.isInteger(h) && h > 0 && h < height) height = h;
      }
      const entry = ledger.identityAt(i, height);
      if (!entry) throw fault(INVALID_ADDRESS_OR_KEY, 'Identity not found');
      return renderGetIdentity(entry);
    },

    dev_createidentity(params) {
      if (params.length !== 1) {
        throw usage('dev_createidentity {"name":"alice", "primaryaddresses":["R..."]?, "minimumsignatures":1?, "revocationauthority":"id@"?, "recoveryauthority":"id@"?, "contentmultimap":{}?}');
      }
      const o = obj(params[0]);
      const name = rootName(uniStr(o.name));
      if (!name) throw fault(INVALID_PARAMETER, 'Invalid name: a top-level name without . : * ? " < > | @ / \\ and at most 64 characters');
      const draft = ledger.draftIdentity(name, {
        primaryaddresses: [], minimumsignatures: 1,
      });
      if (ledger.latestIdentity(draft.identityaddress)) {
        throw fault(INVALID_PARAMETER, `Identity ${ledger.friendlyName(draft)} (${draft.identityaddress}) already exists`);
      }
      const given = o.primaryaddresses;
      const identity = validIdentity({
        ...draft,
        primaryaddresses: (given === undefined ? [ledger.newKey()] : given) as string[],
        minimumsignatures: (o.minimumsignatures ?? 1) as number,
        contentmultimap: (o.contentmultimap ?? {}) as Record<string, unknown[]>,
        revocationauthority: o.revocationauthority === undefined ? draft.identityaddress : uniStr(o.revocationauthority),
        recoveryauthority: o.recoveryauthority === undefined ? draft.identityaddress : uniStr(o.recoveryauthority),
        flags: 0,
      });
      ledger.writeIdentity(identity);
      return renderGetIdentity(ledger.latestIdentity(identity.identityaddress)!);
    },

    updateidentity(params) {
      if (params.length < 1 || params.length > 5) {
        throw usage('updateidentity "jsonidentity" (returntx) (tokenupdate) (feeoffer) (sourceoffunds)');
      }
      const o = obj(params[0]);
      if (uniBool(params[1])) throw fault(INVALID_PARAMETER, 'The dev chain does not return unsigned transactions ("returntx")');
      const nameStr = uniStr(o.name);
      const name = rootName(nameStr);
      const i = name ? ledger.resolveIdentityAddress(`${name}@`) : null;
      const old = i ? ledger.latestIdentity(i) : undefined;
      if (!old) throw fault(INVALID_PARAMETER, `identity, ${nameStr} (${i ?? 'invalid name'}), not found `);
      const prior = old.identity;
      const next = updatedIdentity(prior, o);
      const wasRevoked = ledger.isRevoked(prior);
      const nowRevoked = ledger.isRevoked(next);
      if (wasRevoked && nowRevoked) {
        throw fault(TRANSACTION_REJECTED, 'Unable to commit identity update transaction: the identity is revoked; recover it first');
      }
      if (wasRevoked) requireAuthority(prior.recoveryauthority, prior, 'recovery authority');
      else if (nowRevoked) {
        if (next.recoveryauthority === prior.identityaddress) {
          throw fault(INVALID_PARAMETER, 'Cannot revoke an identity with self as the recovery authority, unless the ID has tokenized ID control');
        }
        requireAuthority(prior.revocationauthority, prior, 'revocation authority');
      } else requireAuthority(prior.identityaddress, prior, 'primary addresses');
      return ledger.writeIdentity(next);
    },

    revokeidentity(params) {
      if (params.length < 1 || params.length > 5) {
        throw usage('revokeidentity "nameorID" (returntx) (tokenrevoke) (feeoffer) (sourceoffunds)');
      }
      const i = ledger.resolveIdentityAddress(uniStr(params[0]));
      if (!i) throw fault(INVALID_PARAMETER, 'Invalid JSON ID parameter');
      if (uniBool(params[1])) throw fault(INVALID_PARAMETER, 'The dev chain does not return unsigned transactions ("returntx")');
      const old = ledger.latestIdentity(i);
      if (!old) throw fault(INVALID_PARAMETER, `ID not found ${i}`);
      const prior = old.identity;
      if (ledger.isRevoked(prior)) {
        throw fault(TRANSACTION_REJECTED, 'Unable to commit identity update transaction: the identity is already revoked');
      }
      if (prior.recoveryauthority === prior.identityaddress) {
        throw fault(INVALID_PARAMETER, 'Cannot revoke an identity with self as the recovery authority, unless the ID has tokenized ID control');
      }
      requireAuthority(prior.revocationauthority, prior, 'revocation authority');
      return ledger.writeIdentity({ ...prior, flags: prior.flags | FLAG_REVOKED, contentmultimap: {} });
    },

    recoveridentity(params) {
      if (params.length < 1 || params.length > 5) {
        throw usage('recoveridentity "jsonidentity" (returntx) (tokenrecover) (feeoffer) (sourceoffunds)');
      }
      const o = obj(params[0]);
      if (uniBool(params[1])) throw fault(INVALID_PARAMETER, 'The dev chain does not return unsigned transactions ("returntx")');
      const name = rootName(uniStr(o.name));
      const i = name ? ledger.resolveIdentityAddress(`${name}@`) : null;
      if (!i) throw fault(INVALID_PARAMETER, 'Invalid JSON ID parameter');
      const old = ledger.latestIdentity(i);
      if (!old) throw fault(INVALID_PARAMETER, `ID not found ${i}`);
      const prior = old.identity;
      if (!ledger.isRevoked(prior)) throw fault(INVALID_PARAMETER, `Identity must be revoked in order to recover : ${prior.name}`);
      requireAuthority(prior.recoveryauthority, prior, 'recovery authority');
      const next = updatedIdentity(prior, o, { flags: 0 });
      return ledger.writeIdentity(next);
    },

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

    sendcurrency(params) {
      if (params.length < 2 || params.length > 5) {
        throw usage('sendcurrency "fromaddress" \'[{"address":"...", "amount":..., "currency":"..."}, ...]\' (minconfs) (feeamount) (returntxtemplate)');
      }
      const fromParam = uniStr(params[0]);
      const wildcard = fromParam === '*' || fromParam === 'R*' || fromParam === 'i*';
      const fromIdentity = !wildcard && !isRAddress(fromParam) ? ledger.resolveIdentityAddress(fromParam) : null;
      if (!wildcard && !isRAddress(fromParam) && !fromIdentity) {
        throw fault(INVALID_PARAMETER, 'Invalid parameters. First parameter must be sapling address, transparent address, identity, "*", "R*", or "i*",. See help.');
      }
      if (fromIdentity && !ledger.latestIdentity(fromIdentity)) throw fault(INVALID_ADDRESS_OR_KEY, 'Identity not found');
      const outputs = params[1];
      if (!Array.isArray(outputs) || outputs.length === 0) {
        throw fault(INVALID_PARAMETER, 'Invalid parameters. Second parameter must be array of outputs. See help.');
      }
      if (uniBool(params[4])) throw fault(INVALID_PARAMETER, 'The dev chain does not return transaction templates ("returntxtemplate")');
      const vout = outputs.map((raw) => {
        const out = obj(raw);
        const address = uniStr(out.address);
        const destination = isRAddress(address) ? address : ledger.resolveIdentityAddress(address);
        if (!destination || !ledger.isDestination(destination)) throw fault(INVALID_PARAMETER, `Invalid destination address: "${address}"`);
        const currency = ledger.resolveCurrency(out.currency === undefined ? undefined : uniStr(out.currency));
        if (!currency) throw fault(INVALID_PARAMETER, `Invalid currency: "${uniStr(out.currency)}"`);
        const sats = amountToSats(out.amount);
        if (sats === 0) throw fault(INVALID_PARAMETER, 'Output amounts must be greater than zero');
        return { address: destination, currency, sats };
      });
      const from = fromIdentity ?? (wildcard ? undefined : fromParam);
      if (from !== undefined) {
        const controlled = isRAddress(from)
          ? ledger.wifOf(from) !== undefined
          : (() => { const id = ledger.latestIdentity(from)!.identity; return !ledger.isRevoked(id) && ledger.canSpendFor(id); })();
        if (!controlled) throw fault(INVALID_ADDRESS_OR_KEY, `This wallet cannot spend from ${fromParam}`);
      }
      const op = ledger.newOperation('sendcurrency', { fromaddress: fromParam, amounts: outputs });
      const started = Date.now();
      later(timing.queuedMs, () => {
        ledger.updateOperation(op, { status: 'executing' });
        later(timing.executingMs, () => {
          const needs = new Map<string, number>();
          for (const o of vout) needs.set(o.currency, (needs.get(o.currency) ?? 0) + o.sats);
          let source = ledger.fundingSource(needs, from);
          if (source && fromParam === 'R*' && !isRAddress(source)) source = null;
          if (source && fromParam === 'i*' && !isIAddress(source)) source = null;
          const execution_secs = (Date.now() - started) / 1000;
          if (!source) {
            ledger.updateOperation(op, { status: 'failed', execution_secs, error: { code: RPC_CODES.WALLET_INSUFFICIENT_FUNDS, message: 'Insufficient funds' } });
            return;
          }
          const tx = ledger.addTransaction('payment', vout, source);
          ledger.updateOperation(op, { status: 'success', execution_secs, result: { txid: tx.txid } });
        });
      });
      return op.id;
    },

    z_getoperationstatus(params) {
      if (params.length > 1) throw usage('z_getoperationstatus (["operationid", ... ])');
      let ops: Operation[];
      if (params.length === 1) {
        if (!Array.isArray(params[0])) throw fault(MISC_ERROR, 'JSON value is not an array as expected');
        const ids = new Set((params[0] as unknown[]).map((v) => uniStr(v)));
        ops = [...ids].map((id) => ledger.operation(id)).filter((op): op is Operation => op !== undefined);
      } else {
        ops = Object.values(ledger.state.operations);
      }
      return ops.map(renderOperation);
    },

    getrawtransaction(params) {
      if (params.length < 1 || params.length > 2) throw usage('getrawtransaction "txid" ( verbose )');
      const txid = str(params[0]);
      if (!HEX.test(txid) || txid === '') throw fault(INVALID_PARAMETER, `parameter 1 must be hexadecimal string (not '${txid}')`);
      if (txid.length !== 64) throw fault(INVALID_PARAMETER, `parameter 1 must be of length 64 (not ${txid.length}, for '${txid}')`);
      const tx = ledger.transaction(txid);
      if (!tx) throw fault(INVALID_ADDRESS_OR_KEY, 'No information available about transaction');
      const verbose = params.length > 1 && (params[1] === true || Number(params[1]) > 0);
      const rendered = {
        txid: tx.txid,
        overwintered: true,
        version: 4,
        versiongroupid: '892f2085',
        locktime: 0,
        expiryheight: tx.height + 20,
        vin: tx.from !== undefined ? [{ address: tx.from, sequence: 4294967295 }] : [],
        vout: tx.vout.map((out, n) => {
          const native = out.currency === ledger.chainId;
          const scriptPubKey: Record<string, unknown> = {
            type: isRAddress(out.address) && native ? 'pubkeyhash' : 'cryptocondition',
            reqSigs: 1,
            addresses: [out.address],
          };
          if (out.identity) scriptPubKey.identityprimary = renderIdentity(out.identity);
          if (!native) scriptPubKey.reserve_balance = { [out.currency]: coins(out.sats) };
          return { value: native ? coins(out.sats) : 0, valueSat: native ? out.sats : 0, n, scriptPubKey };
        }),
        blockhash: ledger.blockHash(tx.height),
        height: tx.height,
        confirmations: ledger.height - tx.height + 1,
        time: tx.time,
        blocktime: tx.time,
      };
      // The dev chain keeps no serialized transactions; its "hex" is the hex of the JSON above.
      const hex = Buffer.from(JSON.stringify(rendered)).toString('hex');
      return verbose ? { hex, ...rendered } : hex;
    },

    dev_fund(params) {
      if (params.length !== 1) throw usage('dev_fund {"address":"R... | name@ | i-address", "amount":n, "currency":"VRSCTEST"?}');
      const o = obj(params[0]);
      const address = uniStr(o.address);
      const destination = isRAddress(address) ? address : ledger.resolveIdentityAddress(address);
      if (!destination || !ledger.isDestination(destination)) throw fault(INVALID_PARAMETER, `Invalid destination address: "${address}"`);
      const currency = ledger.resolveCurrency(o.currency === undefined ? undefined : uniStr(o.currency));
      if (!currency) throw fault(INVALID_PARAMETER, `Invalid currency: "${uniStr(o.currency)}"`);
      const sats = amountToSats(o.amount);
      if (sats === 0) throw fault(INVALID_PARAMETER, 'Amount must be greater than zero');
      const tx = ledger.addTransaction('fund', [{ address: destination, currency, sats }]);
      return { txid: tx.txid, height: tx.height };
    },

    dev_generate(params) {
      if (params.length > 1) throw usage('dev_generate (numblocks)');
      const n = params.length === 0 ? 1 : Number(params[0]);
      if (!Number.isInteger(n) || n < 1 || n > 1000) throw fault(INVALID_PARAMETER, 'numblocks must be a whole number from 1 to 1000');
      const hashes: string[] = [];
      for (let k = 0; k < n; k++) hashes.push(ledger.blockHash(ledger.mineBlock()));
      return hashes;
    },
  };

  return {
    methods,
    dispose() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
