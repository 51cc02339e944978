/**
 * `agentplatform gateway`: the HTTP gateway alone, against DATABASE_URL, a chain daemon (CHAIN_RPC_*)
 * and the actor cluster on NATS_URL, whose actor nodes (`agentplatform actor-node`) own every write.
 * Several can run behind one load balancer: sessions, challenges, nonces and rate-limit counters all
 * live in PostgreSQL, and every read model is there too.
 */
import type { Command } from 'commander';
import type { Gateway } from '../../gateway/mod.js';
import { listen, type RunningServer } from '../../gateway/server.js';
import { migrateLatest } from '../../migrations/index.js';
import { startRuntime } from '../../runtime/mod.js';
import { ConfigError, loadPlatformConfig, type PlatformConfig } from '../config.js';
import { openKnex } from '../database.js';
import { runCommand, stopOnSignals } from '../lifecycle.js';
import { createLogger, type Logger } from '../logger.js';
import { chainClientOf, platformGateway, runtimeOptionsOf } from '../platform.js';

export interface StandaloneGateway {
  http: RunningServer;
  gateway: Gateway;
  stop(): Promise<void>;
}

/** Runs migrations, joins the actor cluster as a client and serves the gateway on PORT. */
export async function startGateway(config: PlatformConfig, log: Logger): Promise<StandaloneGateway> {
  const missing = (['DATABASE_URL', 'NATS_URL'] as const).filter((k) => !config[k]);
  if (missing.length > 0) {
    throw new ConfigError([...missing], `Invalid configuration: agentplatform gateway needs ${missing.join(' and ')}`);
  }
  if (!config.CHAIN_RPC_USER) {
    throw new ConfigError(['CHAIN_RPC_USER'],
      'Invalid configuration: CHAIN_RPC_USER and CHAIN_RPC_PASS are required for agentplatform gateway (run agentplatform devchain for a development chain)');
  }
  const knex = openKnex(config.DATABASE_URL!);
  try {
    await migrateLatest(knex);
    const runtime = await startRuntime(runtimeOptionsOf(config, config.DATABASE_URL!, log, [], { clientOnly: true }));
    const gateway = platformGateway({ config, knex, rpc: chainClientOf(config), log, runtime });
    const http = await listen(gateway.app, config.PORT, config.HOST);
    gateway.attach(http); // socket.io on /ws, on the same server
    return {
      http, gateway,
      stop: async () => {
        await http.close(30_000);
        await gateway.stop();
        await runtime.stop();
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
    .description('run the HTTP gateway alone against DATABASE_URL, the chain daemon (CHAIN_RPC_*) and the actor cluster (NATS_URL)')
    .action(() =>
      runCommand(async () => {
        const config = loadPlatformConfig();
        const log = createLogger(config.LOG_LEVEL, undefined, undefined, config.LOG_FORMAT);
        const running = await startGateway(config, log);
        stopOnSignals(log, running.stop);
        process.stdout.write(`agentplatform gateway is up on ${running.http.url}\n`);
      }),
    );
}
