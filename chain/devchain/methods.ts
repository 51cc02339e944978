/**
 * The dev chain's JSON-RPC method table: verusd's names, parameters, results and errors (checked
 * against VerusCoin's src/rpc/blockchain.cpp, misc.cpp, pbaasrpc.cpp and src/wallet/rpcwallet.cpp,
 * rpcdump.cpp), over the in-memory ledger, one file per method family. Where the dev chain cannot
 * do what verusd does (files, other hash types, partial-signature merging), it answers -8 with a
 * sentence saying so rather than a wrong answer. Deviations are listed in docs/chain.md.
 */
import { blockchainMethods } from './blockchain-methods.js';
import { identityMethods } from './identity-methods.js';
import type { DevLedger } from './ledger.js';
import { signatureMethods } from './signature-methods.js';
import { walletMethods } from './wallet-methods.js';

export type RpcMethod = (params: unknown[]) => unknown;

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
  const wallet = walletMethods(ledger, timing);
  return {
    methods: {
      ...blockchainMethods(ledger),
      ...identityMethods(ledger),
      ...signatureMethods(ledger),
      ...wallet.methods,
    },
    dispose: wallet.dispose,
  };
}
