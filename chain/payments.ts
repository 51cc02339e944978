/**
 * Checking a payment on chain the way the platform records one (spec: "Payments are recorded by
 * transaction id or operation id"): an opid is followed with `z_getoperationstatus` to its txid,
 * the txid is read with `getrawtransaction`, and the outputs to the expected address in the
 * expected currency must add up to at least the expected amount, with enough confirmations.
 */
import { CHAIN_IDS, identityAddressOfName, isIAddress, type ChainName } from './identity-address.js';
import { RPC_CODES, RpcDaemonError, type RawTransaction, type RpcClient } from './rpc.js';

const TXID = /^[0-9a-fA-F]{64}$/;
const OPID = /^opid-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const SATS = 100_000_000;

/** A txid or opid that is not even shaped like one; carries the platform's error code. */
export class PaymentReferenceError extends Error {
  override name = 'PaymentReferenceError';
  readonly status = 400;
  constructor(readonly code: 'INVALID_TXID' | 'INVALID_OPID', message: string) {
    super(message);
  }
}

export interface ExpectedPayment {
  /** R-address, i-address or `name@`. */
  address: string;
  /** In coins, e.g. 12.5. */
  amount: number;
  /** `VRSCTEST`/`VRSC` (the native coin), a currency i-address, or a currency name. */
  currency: string;
  /** Default 1. */
  minConfirmations?: number;
}

export type PaymentCheck =
  /** The opid is queued or executing, or the transaction has fewer confirmations than needed. */
  | { state: 'pending'; opid?: string; txid?: string; confirmations?: number; reason: string }
  /** The operation failed or was cancelled (OPID_FAILED), or the daemon does not know the opid. */
  | { state: 'failed'; opid?: string; reason: string }
  /** The daemon knows no such transaction. */
  | { state: 'not_found'; txid: string; reason: string }
  /** The transaction exists but does not pay what was expected. */
  | { state: 'mismatch'; txid: string; paid: number; confirmations: number; reason: string }
  | { state: 'confirmed'; txid: string; paid: number; confirmations: number };

export const isTxid = (s: string) => TXID.test(s);
export const isOpid = (s: string) => OPID.test(s);

/** Satoshis of a coin amount, rounded as verusd's AmountFromValue does. */
const sats = (coins: number) => Math.round(coins * SATS);

/** The currency i-address of a currency name or id; null means the native coin. */
function currencyId(currency: string, chain: ChainName): string | null {
  if (currency.toUpperCase() === chain || currency === CHAIN_IDS[chain]) return null;
  if (isIAddress(currency)) return currency;
  return identityAddressOfName(currency.endsWith('@') ? currency : `${currency}@`, chain);
}

/** The address as it appears in `vout[].scriptPubKey.addresses` (names become i-addresses). */
function destination(address: string, chain: ChainName): string {
  return address.endsWith('@') ? identityAddressOfName(address, chain) : address;
}

/** The satoshis a transaction pays to `address` in `currency` (null = native). */
export function paidTo(tx: RawTransaction, address: string, currency: string | null, chain: ChainName = 'VRSCTEST'): number {
  let total = 0;
  for (const out of tx.vout) {
    if (!(out.scriptPubKey.addresses ?? []).includes(address)) continue;
    if (currency === null) {
      total += sats(out.value);
      continue;
    }
    const balances = { ...(out.reserve_balance ?? {}), ...(out.scriptPubKey.reserve_balance ?? {}) };
    for (const [key, amount] of Object.entries(balances)) {
      const id = isIAddress(key) ? key : currencyId(key, chain);
      if (id === currency) total += sats(amount);
    }
  }
  return total;
}

/**
 * Follows an opid or txid to a verdict. Throws PaymentReferenceError (INVALID_TXID/INVALID_OPID,
 * 400) for a malformed reference and lets RpcUnavailableError (RPC_ERROR, 502) through.
 */
export async function checkPayment(
  rpc: RpcClient,
  ref: { txid: string } | { opid: string },
  expect: ExpectedPayment,
  chain: ChainName = 'VRSCTEST',
): Promise<PaymentCheck> {
  let txid: string;
  let opid: string | undefined;
  if ('opid' in ref) {
    opid = ref.opid;
    if (!isOpid(opid)) throw new PaymentReferenceError('INVALID_OPID', 'Operation id format is invalid');
    const [op] = await rpc.z_getoperationstatus([opid]);
    if (!op) return { state: 'failed', opid, reason: 'the chain node knows no such operation' };
    if (op.status === 'queued' || op.status === 'executing') return { state: 'pending', opid, reason: `operation ${op.status}` };
    if (op.status !== 'success' || !op.result?.txid) {
      return { state: 'failed', opid, reason: op.error?.message ?? `operation ${op.status}` };
    }
    txid = op.result.txid;
  } else {
    txid = ref.txid;
    if (!isTxid(txid)) throw new PaymentReferenceError('INVALID_TXID', 'Transaction hash must be 64 hex characters');
  }

  let tx: RawTransaction;
  try {
    tx = await rpc.getrawtransaction(txid);
  } catch (err) {
    if (err instanceof RpcDaemonError && err.rpcCode === RPC_CODES.INVALID_ADDRESS_OR_KEY) {
      return { state: 'not_found', txid, reason: err.message };
    }
    throw err;
  }
  const confirmations = tx.confirmations ?? 0;
  const paid = paidTo(tx, destination(expect.address, chain), currencyId(expect.currency, chain), chain);
  if (paid < sats(expect.amount)) {
    return { state: 'mismatch', txid, paid: paid / SATS, confirmations,
      reason: `pays ${paid / SATS} ${expect.currency} to ${expect.address}, expected ${expect.amount}` };
  }
  const needed = expect.minConfirmations ?? 1;
  if (confirmations < needed) {
    return { state: 'pending', txid, ...(opid ? { opid } : {}), confirmations, reason: `${confirmations} of ${needed} confirmations` };
  }
  return { state: 'confirmed', txid, paid: paid / SATS, confirmations };
}
