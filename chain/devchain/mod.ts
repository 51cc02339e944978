/**
 * The dev chain: a verusd-compatible JSON-RPC server for development and tests (docs/chain.md).
 * `startDevChain` loads or creates the state under `dataDir/devchain/`, makes sure the platform
 * identity and the developer accounts exist, mines a block every `blockIntervalMs`, and serves RPC
 * on host:port.
 */
import { join } from 'node:path';
import type { Logger } from 'pino';
import { identityAddressOfName, type ChainName } from '../identity-address.js';
import { rAddressOfWif } from '../keys.js';
import { rpcUrl } from '../rpc.js';
import { coins, DevLedger, emptyState, SATS_PER_COIN } from './ledger.js';
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
  /**
   * Developer accounts, like Anvil's: identities created (if their names are free) with a new key in
   * the wallet each and funded, so a newcomer can log in with a printed WIF. Default alice, bob,
   * carol, dave; [] for none.
   */
  devAccounts?: string[];
  /** Coins each new developer account is funded with. Default 1000. */
  devAccountFunds?: number;
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
  /** The developer accounts whose key the wallet holds, in the order asked for. */
  accounts: DevAccount[];
  stop(): Promise<void>;
}

/** A developer account: a funded identity whose one key is in the dev chain's wallet. */
export interface DevAccount {
  /** `alice@`. */
  name: string;
  identityaddress: string;
  /** Its primary address, whose key `wif` is. */
  address: string;
  /** The key: a development secret, printed on purpose for `agentplatform login --wif`. */
  wif: string;
  /** Its native balance, in coins, at start. */
  balance: number;
}

export const DEFAULT_DEV_ACCOUNTS = ['alice', 'bob', 'carol', 'dave'];

/**
 * Creates each developer account that does not exist yet (new wallet key, identity, funding) and
 * answers those the wallet can sign for; a name taken by someone else's identity is skipped.
 */
function ensureDevAccounts(ledger: DevLedger, names: string[], funds: number, log: Logger): DevAccount[] {
  const accounts: DevAccount[] = [];
  for (const name of names) {
    const identityaddress = identityAddressOfName(`${name}@`, ledger.chain);
    let entry = ledger.latestIdentity(identityaddress);
    if (!entry) {
      const key = ledger.newKey();
      ledger.writeIdentity(ledger.draftIdentity(name, { primaryaddresses: [key], minimumsignatures: 1 }));
      if (funds > 0) ledger.addTransaction('fund', [{ address: identityaddress, currency: ledger.chainId, sats: Math.round(funds * SATS_PER_COIN) }]);
      entry = ledger.latestIdentity(identityaddress)!;
      log.info({ event: 'devchain.dev_account_created', identity: `${name}@`, identityaddress, primaryaddress: key, funds });
    }
    const address = entry.identity.primaryaddresses.find((a) => ledger.wifOf(a) !== undefined);
    if (!address || ledger.isRevoked(entry.identity)) continue;
    accounts.push({
      name: `${name}@`, identityaddress, address, wif: ledger.wifOf(address)!,
      balance: coins(ledger.balanceOf(identityaddress, ledger.chainId)),
    });
  }
  return accounts;
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
  const accounts = ensureDevAccounts(ledger, options.devAccounts ?? DEFAULT_DEV_ACCOUNTS, options.devAccountFunds ?? 1000, log);
  await writer.flush();

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
    accounts,
    stop: () => (stopped ??= (async () => {
      if (timer) clearInterval(timer);
      dispose();
      await server.close();
      await writer.flush();
    })()),
  };
}
