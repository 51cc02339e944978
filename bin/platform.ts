/**
 * Start-up wiring shared by every program (`start`, `gateway`, `actor-node`): the chain client, the
 * dev chain, the actor kinds with their dependencies, the runtime's options, the gateway with the
 * domain's routes, and the indexer. The commands compose these; none imports another command.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { startDevChain, type DevChain } from '../chain/devchain/mod.js';
import { RpcClient, rpcUrl } from '../chain/rpc.js';
import { createGateway, type Gateway } from '../gateway/mod.js';
import { GatewayMetrics } from '../gateway/metrics.js';
import type { ActorKind, Runtime, RuntimeOptions } from '../runtime/mod.js';
import { domainActorKinds } from '../actors/mod.js';
import { ChainIndexer, indexerHealthy } from '../actors/agent/indexer.js';
import { TrustStore, TrustWorker } from '../reputation/trust-store.js';
import { WebhookStore, WebhookWorker, webhookSettingsOf } from '../reputation/webhooks.js';
import { chainRpcPort, type PlatformConfig } from './config.js';
import { generatedDevChainCredentials } from './commands/devchain.js';

export { describeDevChain } from './commands/devchain.js';
import type { Logger } from './logger.js';

/** The chain the platform talks to: the RPC client every part uses, and the dev chain when started here. */
export interface PlatformChain {
  rpc: RpcClient;
  url: string;
  /** Set when no CHAIN_RPC_USER was configured and the dev chain runs in this process. */
  devChain?: DevChain;
}

/** The chain client of a platform config. */
export function chainClientOf(config: PlatformConfig): RpcClient {
  return new RpcClient({
    url: rpcUrl(config.CHAIN_RPC_HOST, chainRpcPort(config)),
    user: config.CHAIN_RPC_USER ?? '',
    pass: config.CHAIN_RPC_PASS ?? '',
    timeoutMs: config.CHAIN_RPC_TIMEOUT_MS,
  });
}

/** CHAIN_RPC_* when CHAIN_RPC_USER is set; otherwise the dev chain in-process on CHAIN_RPC_PORT with generated credentials. */
export async function startChain(config: PlatformConfig, log: Logger): Promise<PlatformChain> {
  if (config.CHAIN_RPC_USER !== undefined) {
    const rpc = chainClientOf(config);
    return { rpc, url: rpc.url };
  }
  const { user, pass } = generatedDevChainCredentials();
  const devChain = await startDevChain({
    dataDir: config.DATA_DIR, host: '127.0.0.1', port: chainRpcPort(config), user, pass, chain: config.CHAIN,
    privateKey: config.PRIVATE_KEY, blockIntervalMs: config.DEVCHAIN_BLOCK_INTERVAL_MS, log,
  });
  return { url: devChain.url, devChain, rpc: new RpcClient({ url: devChain.url, user, pass, timeoutMs: config.CHAIN_RPC_TIMEOUT_MS }) };
}

/**
 * The platform identity's WIF held by an in-process dev chain's wallet, so the gateway can sign
 * wallet-login requests in development without PRIVATE_KEY.
 */
export function devChainPlatformKey(devChain: DevChain | undefined): string | undefined {
  if (!devChain) return undefined;
  const entry = devChain.ledger.latestIdentity(devChain.platformIdentity.identityaddress);
  const key = entry?.identity.primaryaddresses[0];
  return key ? devChain.ledger.wifOf(key) : undefined;
}

/** Imports each module and collects its exported `actorKinds` (`actor-node --actors`). */
export async function loadActorKinds(modules: string[]): Promise<ActorKind[]> {
  const kinds: ActorKind[] = [];
  for (const m of modules) {
    const url = m.startsWith('.') || m.startsWith('/') ? pathToFileURL(resolve(m)).href : m;
    const mod = (await import(url)) as { actorKinds?: ActorKind[] };
    if (!Array.isArray(mod.actorKinds)) throw new Error(`${m} exports no actorKinds array`);
    kinds.push(...mod.actorKinds);
  }
  return kinds;
}

/** The domain's actor kinds, every node serves them, plus the kinds of `extraModules`. */
export async function platformActorKinds(config: PlatformConfig, rpc: RpcClient, extraModules: string[] = []): Promise<ActorKind[]> {
  return [...domainActorKinds({ rpc, settings: config }), ...(await loadActorKinds(extraModules))];
}

/** The runtime's options from the platform config. */
export function runtimeOptionsOf(
  config: PlatformConfig, databaseUrl: string, log: Logger, kinds: ActorKind[], extra: Partial<RuntimeOptions> = {},
): RuntimeOptions {
  return {
    databaseUrl, natsUrl: config.NATS_URL, cluster: config.ACTOR_CLUSTER,
    partitions: config.ACTOR_PARTITIONS, leaseTtlMs: config.ACTOR_LEASE_TTL_MS, nodeId: config.ACTOR_NODE_ID,
    inboxRetentionMs: config.ACTOR_INBOX_RETENTION_MS, outboxRetentionMs: config.ACTOR_OUTBOX_RETENTION_MS,
    kinds, log, ...extra,
  };
}

/** The gateway with the domain's routes, sending commands through `runtime`; its indexer health comes from the cursor. */
export function platformGateway(o: { config: PlatformConfig; knex: Knex; rpc: RpcClient; log: Logger; runtime: Runtime }): Gateway {
  return createGateway({
    config: o.config, knex: o.knex, rpc: o.rpc, log: o.log, actors: o.runtime.client, events: o.runtime.client,
    sessionBus: { transport: o.runtime.transport, cluster: o.config.ACTOR_CLUSTER },
    indexerProbe: () => indexerHealthy(o.knex, indexerCursorName(o.config), o.config.POLL_INTERVAL_MS),
    metrics: new GatewayMetrics({ processMetrics: true }), extraRegistries: () => [o.runtime.metrics.registry],
  });
}

/** The indexer cursor of a cluster (clusters sharing one database never share a cursor). */
export const indexerCursorName = (config: PlatformConfig): string => `agents/${config.ACTOR_CLUSTER}`;

/**
 * The chain indexer of this process: always in `start`; on an actor node only while it owns
 * partition 0 (one poller per cluster).
 */
export function startIndexer(o: { config: PlatformConfig; knex: Knex; rpc: RpcClient; log: Logger; runtime: Runtime; clustered: boolean }): ChainIndexer {
  const indexer = new ChainIndexer({
    rpc: o.rpc, knex: o.knex, cursorName: indexerCursorName(o.config), root: o.config.VDXF_NAMESPACE_ROOT, pollMs: o.config.POLL_INTERVAL_MS,
    startHeight: o.config.INDEXER_START_HEIGHT, log: o.log.child({ part: 'indexer' }),
    send: (kind, id, message) => o.runtime.client.send(kind, id, message),
    active: o.clustered ? () => o.runtime.node?.partitions().includes(0) ?? false : undefined,
  });
  indexer.start();
  return indexer;
}

/**
 * The reputation workers of this process (docs/reputation.md): trust recomputation and webhook
 * delivery. Both claim their rows with FOR UPDATE SKIP LOCKED, so `start` and every actor node run
 * them side by side without doing anything twice.
 */
export function startReputationWorkers(o: { config: PlatformConfig; knex: Knex; log: Logger }): { stop(): Promise<void> } {
  const log = o.log.child({ part: 'reputation' });
  const trust = new TrustWorker(new TrustStore(o.knex), log, o.config.REPUTATION_POLL_MS);
  const settings = webhookSettingsOf(o.config);
  const webhooks = new WebhookWorker(new WebhookStore(o.knex, settings), settings, log, o.config.REPUTATION_POLL_MS);
  trust.start();
  webhooks.start();
  return { stop: async () => { await Promise.all([trust.stop(), webhooks.stop()]); } };
}
