/**
 * How the dev chain shows its state, in verusd's JSON shapes: an identity (CIdentity::ToUniValue),
 * a `getidentity` answer, a transaction (TxToJSON, with its block fields for getrawtransaction and
 * without them inside `getblock`), a block (blockToJSON) and an operation.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256d } from '../hashes.js';
import { isRAddress } from '../keys.js';
import { coins, type DevLedger } from './ledger.js';
import type { IdentityEntry, IdentityState, Operation, Transaction } from './state.js';

const SEQUENCE_FINAL = 4294967295;
const ZERO_HASH = '0'.repeat(64);

export const renderIdentity = (id: IdentityState) => ({
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

export function renderGetIdentity(ledger: DevLedger, entry: IdentityEntry) {
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
}

/** The fields TxToJSON writes for any transaction: identity outputs carry `scriptPubKey.identityprimary`. */
function transactionBody(ledger: DevLedger, tx: Transaction) {
  return {
    txid: tx.txid,
    overwintered: true,
    version: 4,
    versiongroupid: '892f2085',
    locktime: 0,
    expiryheight: tx.height + 20,
    vin: tx.from !== undefined ? [{ address: tx.from, sequence: SEQUENCE_FINAL }] : [],
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
  };
}

/** A block's coinbase: the dev chain mints nothing, so it has no outputs. */
function coinbaseBody(ledger: DevLedger, height: number) {
  return {
    txid: ledger.coinbaseTxid(height),
    overwintered: true,
    version: 4,
    versiongroupid: '892f2085',
    locktime: 0,
    expiryheight: 0,
    vin: [{ coinbase: height.toString(16).padStart(8, '0'), sequence: SEQUENCE_FINAL }],
    vout: [],
  };
}

/**
 * A transaction as TxToJSON shows it. `inBlock` (getrawtransaction) adds the block fields; inside
 * `getblock` verusd calls TxToJSON without a block hash, so they are left out there.
 */
export function renderTransaction(ledger: DevLedger, tx: Transaction | { coinbase: number }, inBlock: boolean) {
  const height = 'coinbase' in tx ? tx.coinbase : tx.height;
  const body = 'coinbase' in tx ? coinbaseBody(ledger, tx.coinbase) : transactionBody(ledger, tx);
  if (!inBlock) return body;
  const time = ledger.blockTime(height);
  return {
    ...body,
    blockhash: ledger.blockHash(height),
    height,
    confirmations: ledger.height - height + 1,
    time,
    blocktime: time,
  };
}

/** The dev chain keeps nothing serialized; where verusd answers hex, the dev chain answers the hex of its JSON. */
export const hexOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('hex');

/** A block as blockToJSON shows it: `tx` lists txids (verbosity 1) or transactions (verbosity 2). */
export function renderBlock(ledger: DevLedger, height: number, verbosity: 1 | 2) {
  const txids = ledger.blockTxids(height);
  const tx = verbosity === 1 ? txids : txids.map((txid, i) =>
    renderTransaction(ledger, i === 0 ? { coinbase: height } : ledger.transaction(txid)!, false));
  const merkle = bytesToHex(sha256d(new TextEncoder().encode(txids.join(''))).reverse());
  return {
    hash: ledger.blockHash(height),
    validationtype: 'work',
    confirmations: ledger.height - height + 1,
    size: JSON.stringify(tx).length,
    height,
    version: 65540,
    merkleroot: merkle,
    segid: -1,
    finalsaplingroot: ZERO_HASH,
    tx,
    time: ledger.blockTime(height),
    nonce: ZERO_HASH,
    solution: '',
    bits: '200f0f0f',
    difficulty: 1,
    chainwork: height.toString(16).padStart(64, '0'),
    chainstake: ZERO_HASH,
    anchor: ZERO_HASH,
    blocktype: 'mined',
    valuePools: [],
    ...(height > 0 ? { previousblockhash: ledger.blockHash(height - 1) } : {}),
    ...(height < ledger.height ? { nextblockhash: ledger.blockHash(height + 1) } : {}),
  };
}

export const renderOperation = (op: Operation) => ({
  id: op.id,
  status: op.status,
  creation_time: op.creation_time,
  ...(op.result ? { result: op.result } : {}),
  ...(op.error ? { error: op.error } : {}),
  ...(op.execution_secs !== undefined ? { execution_secs: op.execution_secs } : {}),
  method: op.method,
  params: op.params,
});
