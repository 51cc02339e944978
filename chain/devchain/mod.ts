/**
 * The dev chain: a verusd-compatible JSON-RPC server for development and tests (docs/chain.md).
 * `startDevChain` loads or creates the state under `dataDir/devchain/`, makes sure the platform
 * identity exists, mines a block every `blockIntervalMs`, and serves RPC on host:port.
 */
import { join } from 'node:path';
import type { Logger } from 'pino';
import { identityAddressOfName, type ChainName } from '../identity-address.js';
import { rAddressOfWif } from '../keys.js';
import { rpcUrl } from '../rpc.js';
import { DevLedger, emptyState } from './ledger.js';
import { devChainMethods, type OperationTiming } from './methods.js';
import { listenRpc } from './server.js';
import { loadState, StateWriter } from './store.js';

export { DevLedger } from './ledger.js';

export interface DevChainOptions {
  /** The platform's DATA_DIR; the state lives in `<dataDir>/devchain/state.json`. */
  dataDir: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
  user: string;
  pass: string;
  chain?: ChainName;
  /** The identity created on first start. Default `agentplatform`. */
  platformIdentity?: string;
  /** WIF of the platform identity's key (PRIVATE_KEY); a new key in the wallet when absent. */
  privateKey?: string;
  /** A block every this many ms (besides one per transaction). Default 10 s; 0 turns the timer off. */
  blockIntervalMs?: number;
  operationTiming?: OperationTiming;
  log: Logger;
}

export interface DevChain {
  url: string;
  host: string;
  port: number;
  user: string;
  pass: string;
  ledger: DevLedger;
  /** `agentplatform@` and its i-address. */
  platformIdentity: { name: string; identityaddress: string };
  stop(): Promise<void>;
}

/** Starts the dev chain; `stop` closes the server and writes the state. */
export async function startDevChain(options: DevChainOptions): Promise<DevChain> {
  const { log } = options;
  const chain = options.chain ?? 'VRSCTEST';
  const file = join(options.dataDir, 'devchain', 'state.json');
  const loaded = await loadState(file);
  if (loaded && loaded.chain !== chain) {
    throw new Error(`the dev chain in ${file} is ${loaded.chain}, not ${chain}; use another DATA_DIR`);
  }
  const ledger = new DevLedger(loaded ?? emptyState(chain));
  const writer = new StateWriter(file, () => ledger.state, 200,
    (err) => log.error({ event: 'devchain.persist_failed', err }, 'dev chain state not written'));
  ledger.onChange = () => writer.schedule();
  ledger.failInterruptedOperations();

  const name = options.platformIdentity ?? 'agentplatform';
  const identityaddress = identityAddressOfName(`${name}@`, chain);
  const existing = ledger.latestIdentity(identityaddress);
  if (!existing) {
    const key = options.privateKey ? ledger.importKey(options.privateKey) : ledger.newKey();
    ledger.writeIdentity(ledger.draftIdentity(name, { primaryaddresses: [key], minimumsignatures: 1 }));
    log.info({ event: 'devchain.platform_identity_created', identity: `${name}@`, identityaddress, primaryaddress: key });
  } else if (options.privateKey && !ledger.wifOf(rAddressOfWif(options.privateKey))) {
    ledger.importKey(options.privateKey);
  }
  if (!loaded) await writer.flush();

  const { methods, dispose } = devChainMethods(ledger, options.operationTiming);
  const host = options.host ?? '127.0.0.1';
  let server;
  try {
    server = await listenRpc({ host, port: options.port, user: options.user, pass: options.pass, methods, log });
  } catch (err) {
    dispose();
    await writer.flush();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`the dev chain cannot listen on ${host}:${options.port} (CHAIN_RPC_PORT): the port is in use`, { cause: err });
    }
    throw err;
  }
  const interval = options.blockIntervalMs ?? 10_000;
  const timer = interval > 0 ? setInterval(() => ledger.mineBlock(), interval) : undefined;
  timer?.unref();
  log.info({ event: 'devchain.listening', url: rpcUrl(host, server.port), chain, height: ledger.height });

  let stopped: Promise<void> | undefined;
  return {
    url: rpcUrl(host, server.port),
    host,
    port: server.port,
    user: options.user,
    pass: options.pass,
    ledger,
    platformIdentity: { name: `${name}@`, identityaddress },
    stop: () => (stopped ??= (async () => {
      if (timer) clearInterval(timer);
      dispose();
      await server.close();
      await writer.flush();
    })()),
  };
}
