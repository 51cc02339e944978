/**
 * The dev chain's wallet and payment methods: `importprivkey` (verusd's src/wallet/rpcdump.cpp),
 * `sendcurrency` and `z_getoperationstatus` (src/rpc/pbaasrpc.cpp, src/wallet/rpcwallet.cpp), and
 * the dev-only `dev_fund`. `sendcurrency` runs as an operation on timers, which `dispose` cancels.
 */
import { isIAddress } from '../identity-address.js';
import { decodeWif, isRAddress } from '../keys.js';
import { RPC_CODES } from '../rpc.js';
import { SATS_PER_COIN, type DevLedger } from './ledger.js';
import type { OperationTiming, RpcMethod } from './methods.js';
import { renderOperation } from './render.js';
import { bool, fault, obj, str, uniBool, uniStr, usage } from './rpc-fault.js';
import type { Operation } from './state.js';

const MAX_AMOUNT_SATS = 21_000_000_000 * SATS_PER_COIN;
const { MISC_ERROR, TYPE_ERROR, INVALID_ADDRESS_OR_KEY, INVALID_PARAMETER } = RPC_CODES;

export function walletMethods(ledger: DevLedger, timing: OperationTiming): { methods: Record<string, RpcMethod>; dispose(): void } {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => { timers.delete(t); fn(); }, ms);
    timers.add(t);
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

  const methods: Record<string, RpcMethod> = {
    importprivkey(params) {
      if (params.length < 1 || params.length > 3) throw usage('importprivkey "privkey" ( "label" rescan )');
      const wif = str(params[0]);
      if (params.length > 1) str(params[1]);
      if (params.length > 2) bool(params[2]);
      try {
        decodeWif(wif);
      } catch {
        throw fault(INVALID_ADDRESS_OR_KEY, 'Invalid private key encoding');
      }
      // verusd answers the key's address, also for a key already held; a rescan is instant here.
      return ledger.importKey(wif);
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
  };

  return {
    methods,
    dispose() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
