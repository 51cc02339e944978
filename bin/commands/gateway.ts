/**
 * `agentplatform gateway`: the HTTP gateway alone, against DATABASE_URL and a chain daemon
 * (CHAIN_RPC_*). Several can run behind one load balancer: sessions, challenges, nonces and rate-limit
 * counters all live in PostgreSQL.
 */
import type { Command } from 'commander';
import type { DevChain } from '../../chain/devchain/mod.js';
import { RpcClient, rpcUrl } from '../../chain/rpc.js';
import { createGateway, type Gateway } from '../../gateway/mod.js';
import { listen, type RunningServer } from '../../gateway/server.js';
import { migrateLatest } from '../../migrations/index.js';
import { chainRpcPort, ConfigError, loadPlatformConfig, type PlatformConfig } from '../config.js';
import { openKnex } from '../database.js';
import { runCommand, stopOnSignals } from '../lifecycle.js';
import { createLogger, type Logger } from '../logger.js';

/** The chain client of a platform config. */
export function chainClientOf(config: PlatformConfig): RpcClient {
  return new RpcClient({
    url: rpcUrl(config.CHAIN_RPC_HOST, chainRpcPort(config)),
    user: config.CHAIN_RPC_USER ?? '',
    pass: config.CHAIN_RPC_PASS ?? '',
    timeoutMs: config.CHAIN_RPC_TIMEOUT_MS,
  });
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

export interface StandaloneGateway {
  http: RunningServer;
  gateway: Gateway;
  stop(): Promise<void>;
}

/** Runs migrations and serves the gateway on PORT; `stop` drains requests (30 s) and closes the pool. */
export async function startGateway(config: PlatformConfig, log: Logger): Promise<StandaloneGateway> {
  if (!config.DATABASE_URL) throw new ConfigError(['DATABASE_URL'], 'Invalid configuration: DATABASE_URL is required for agentplatform gateway');
  if (!config.CHAIN_RPC_USER) {
    throw new ConfigError(['CHAIN_RPC_USER'],
      'Invalid configuration: CHAIN_RPC_USER and CHAIN_RPC_PASS are required for agentplatform gateway (run agentplatform devchain for a development chain)');
  }
  const knex = openKnex(config.DATABASE_URL);
  try {
    await migrateLatest(knex);
    const gateway = createGateway({ config, knex, rpc: chainClientOf(config), log });
    const http = await listen(gateway.app, config.PORT, config.HOST);
    return {
      http, gateway,
      stop: async () => {
        await http.close(30_000);
        await gateway.stop();
        await knex.destroy();
      },
    };
  } catch (err) {
    await knex.destroy().catch(() => {});
    throw err;
  }
}

export function registerGateway(program: Command): void {
  program
    .command('gateway')
    .description('run the HTTP gateway alone against DATABASE_URL and the chain daemon (CHAIN_RPC_*)')
    .action(() =>
      runCommand(async () => {
        const config = loadPlatformConfig();
        const log = createLogger(config.LOG_LEVEL);
        const running = await startGateway(config, log);
        stopOnSignals(log, running.stop);
        process.stdout.write(`agentplatform gateway is up on ${running.http.url}\n`);
      }),
    );
}
