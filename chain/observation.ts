/**
 * What the chain says about a payment reference, as plain facts: a transaction with its
 * confirmations and every output (address, currency, amount in coins), or an operation that has no
 * transaction yet. Deciding whether that pays what is due is the domain's business; this module
 * only reads (`getrawtransaction`, `z_getoperationstatus`) and names currencies the caller's way.
 */
import { CHAIN_IDS, identityAddressOfName, isIAddress, type ChainName } from './identity-address.js';
import { PaymentReferenceError, RpcDaemonError } from './errors.js';
import type { RawTransaction, RpcClient } from './rpc.js';

export type ObservedReference =
  | { kind: 'transaction'; txid: string; opid?: string; confirmations: number; outputs: { address: string; currency: string; amount: number }[] }
  | { kind: 'operation'; opid: string; status: 'queued' | 'executing' | 'failed' | 'cancelled'; error?: string }
  | { kind: 'not_found'; txid?: string; opid?: string };

const SATS = 100_000_000;
const TXID = /^[0-9a-fA-F]{64}$/;
const OPID = /^opid-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isTxid = (s: string): boolean => TXID.test(s);
export const isOpid = (s: string): boolean => OPID.test(s);

/** The currency i-address of a name or id; the native coin is its chain id. */
function currencyKey(currency: string, chain: ChainName): string {
  if (currency.toUpperCase() === chain || currency === CHAIN_IDS[chain]) return CHAIN_IDS[chain];
  if (isIAddress(currency)) return currency;
  return identityAddressOfName(currency.endsWith('@') ? currency : `${currency}@`, chain);
}

/**
 * Every output of `tx`: native value in the chain's name, reserves by currency; a currency among
 * `names` is spelled as given there (the job's own spelling), any other by its key as the node gave it.
 */
export function outputsOf(tx: RawTransaction, chain: ChainName, names: string[] = []): { address: string; currency: string; amount: number }[] {
  const label = new Map<string, string>([[CHAIN_IDS[chain], chain]]);
  for (const n of names) {
    try {
      label.set(currencyKey(n, chain), n);
    } catch {
      // a name the chain cannot hash is just not relabelled
    }
  }
  const out: { address: string; currency: string; amount: number }[] = [];
  for (const v of tx.vout) {
    const addresses = v.scriptPubKey.addresses ?? [];
    if (addresses.length !== 1) continue; // multisig outputs pay no single address
    const address = addresses[0]!;
    if (v.value > 0) out.push({ address, currency: label.get(CHAIN_IDS[chain])!, amount: Math.round(v.value * SATS) / SATS });
    const reserves = { ...(v.reserve_balance ?? {}), ...(v.scriptPubKey.reserve_balance ?? {}) };
    for (const [key, amount] of Object.entries(reserves)) {
      let id = key;
      try {
        id = currencyKey(key, chain);
      } catch {
        // keep the node's spelling
      }
      out.push({ address, currency: label.get(id) ?? key, amount: Math.round(Number(amount) * SATS) / SATS });
    }
  }
  return out;
}

/**
 * Reads a txid or opid. A malformed one throws PaymentReferenceError (INVALID_TXID / INVALID_OPID);
 * an unreachable node throws RpcUnavailableError.
 */
export async function observeReference(
  rpc: Pick<RpcClient, 'getrawtransaction' | 'z_getoperationstatus'>,
  ref: { txid: string } | { opid: string },
  chain: ChainName,
  currencyNames: string[] = [],
): Promise<ObservedReference> {
  let txid: string;
  let opid: string | undefined;
  if ('opid' in ref) {
    opid = ref.opid;
    if (!isOpid(opid)) throw new PaymentReferenceError('INVALID_OPID', 'Operation id format is invalid');
    const [op] = await rpc.z_getoperationstatus([opid]);
    if (!op) return { kind: 'not_found', opid };
    if (op.status === 'queued' || op.status === 'executing') return { kind: 'operation', opid, status: op.status };
    if (op.status !== 'success' || !op.result?.txid) {
      return { kind: 'operation', opid, status: op.status === 'cancelled' ? 'cancelled' : 'failed', error: op.error?.message?.slice(0, 500) };
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
    if (err instanceof RpcDaemonError && err.notFound) return { kind: 'not_found', txid, ...(opid ? { opid } : {}) };
    throw err;
  }
  return { kind: 'transaction', txid: txid.toLowerCase(), ...(opid ? { opid } : {}), confirmations: tx.confirmations ?? 0, outputs: outputsOf(tx, chain, currencyNames) };
}
