/**
 * Checking a payment on chain the way the platform records one (spec: "Payments are recorded by
 * transaction id or operation id"): an opid is followed with `z_getoperationstatus` to its txid,
 * the txid is read with `getrawtransaction`, and the outputs to the expected address in the
 * expected currency must add up to at least the expected amount, with enough confirmations.
 */
import { identityAddressOfName, type ChainName } from './identity-address.js';
import { observeReference } from './observation.js';
import type { RpcClient } from './rpc.js';

const SATS = 100_000_000;

export { isOpid, isTxid } from './observation.js';

export { PaymentReferenceError } from './errors.js';

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


/** Satoshis of a coin amount, rounded as verusd's AmountFromValue does. */
const sats = (coins: number) => Math.round(coins * SATS);

/** The address as it appears in `vout[].scriptPubKey.addresses` (names become i-addresses). */
function destination(address: string, chain: ChainName): string {
  return address.endsWith('@') ? identityAddressOfName(address, chain) : address;
}

/**
 * Follows an opid or txid to a verdict (chain/observation.ts reads it). Throws PaymentReferenceError
 * (INVALID_TXID/INVALID_OPID) for a malformed reference and lets RpcUnavailableError through.
 */
export async function checkPayment(
  rpc: Pick<RpcClient, 'getrawtransaction' | 'z_getoperationstatus'>,
  ref: { txid: string } | { opid: string },
  expect: ExpectedPayment,
  chain: ChainName = 'VRSCTEST',
): Promise<PaymentCheck> {
  const seen = await observeReference(rpc, ref, chain, [expect.currency]);
  if (seen.kind === 'not_found') {
    return seen.opid && !seen.txid
      ? { state: 'failed', opid: seen.opid, reason: 'the chain node knows no such operation' }
      : { state: 'not_found', txid: seen.txid!, reason: 'the chain node knows no such transaction' };
  }
  if (seen.kind === 'operation') {
    return seen.status === 'queued' || seen.status === 'executing'
      ? { state: 'pending', opid: seen.opid, reason: `operation ${seen.status}` }
      : { state: 'failed', opid: seen.opid, reason: seen.error ?? `operation ${seen.status}` };
  }
  const to = destination(expect.address, chain);
  const paidSats = seen.outputs.filter((o) => o.address === to && o.currency === expect.currency)
    .reduce((sum, o) => sum + Math.round(o.amount * SATS), 0);
  const { txid, confirmations } = seen;
  if (paidSats < Math.round(expect.amount * SATS)) {
    return { state: 'mismatch', txid, paid: paidSats / SATS, confirmations,
      reason: `pays ${paidSats / SATS} ${expect.currency} to ${expect.address}, expected ${expect.amount}` };
  }
  const needed = expect.minConfirmations ?? 1;
  if (confirmations < needed) {
    return { state: 'pending', txid, ...(seen.opid ? { opid: seen.opid } : {}), confirmations, reason: `${confirmations} of ${needed} confirmations` };
  }
  return { state: 'confirmed', txid, paid: paidSats / SATS, confirmations };
}

/** Quotes one argument for a POSIX shell. */
const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * A ready-to-paste `verus sendcurrency` line paying every output from the wallet's funds (`"*"`);
 * amounts in coins. `-chain=VRSCTEST` on the testnet, nothing on VRSC.
 */
export function sendCurrencyCommand(chain: ChainName, outputs: { address: string; amount: number; currency: string }[]): string {
  const flag = chain === 'VRSCTEST' ? ' -chain=VRSCTEST' : '';
  const json = JSON.stringify(outputs.map((o) => ({ address: o.address, currency: o.currency, amount: o.amount })));
  return `verus${flag} sendcurrency "*" ${shellQuote(json)}`;
}
