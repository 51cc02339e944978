/**
 * `agentplatform start`: the whole platform in one process on embedded defaults (see README):
 * PostgreSQL (embedded or DATABASE_URL), migrations, the chain (the dev chain in-process unless
 * CHAIN_RPC_USER is set) and the gateway on PORT.
 */
import type { Command } from 'commander';
import type { Knex } from 'knex';
import { listen, type RunningServer } from '../../gateway/server.js';
import { migrateLatest } from '../../migrations/index.js';
import { startRuntime, type Runtime } from '../../runtime/mod.js';
import { loadPlatformConfig, type PlatformConfig } from '../config.js';
import { openDatabase, openKnex, type Database } from '../database.js';
import { stopOnSignals, runCommand } from '../lifecycle.js';
import { createLogger, type Logger } from '../logger.js';
import {
  describeDevChain, devChainPlatformKey, platformActorKinds, platformGateway, runtimeOptionsOf, startChain, startIndexer, startReputationWorkers,
  type PlatformChain,
} from '../platform.js';

export type { PlatformChain };

export interface Platform {
  config: PlatformConfig;
  database: Database;
  knex: Knex;
  http: RunningServer;
  chain: PlatformChain;
  /** The actor runtime: `runtime.client.send(kind, id, message)` reaches any actor (in process without NATS_URL). */
  runtime: Runtime;
  stop(): Promise<void>;
}

/** Starts every part of the platform; `stop` takes them down in reverse order. */
export async function startPlatform(config: PlatformConfig, log: Logger): Promise<Platform> {
  if (config.defaulted.length > 0) {
    log.warn({ event: 'config.development_defaults', variables: config.defaulted },
      `development defaults in use for ${config.defaulted.join(', ')}; set them before production`);
  }
  const chain = await startChain(config, log);
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }, log);
  } catch (err) {
    await chain.devChain?.stop().catch(() => {});
    throw err;
  }
  const knex = openKnex(database.url);
  let runtime: Runtime | undefined;
  try {
    const applied = await migrateLatest(knex);
    log.info({ event: 'migrations.applied', count: applied.length, applied });
    runtime = await startRuntime(runtimeOptionsOf(config, database.url, log, await platformActorKinds(config, chain.rpc)));

    // Without PRIVATE_KEY the dev chain's wallet holds the platform key; wallet login signs with it.
    const privateKey = config.PRIVATE_KEY ?? devChainPlatformKey(chain.devChain);
    const gateway = platformGateway({ config: { ...config, PRIVATE_KEY: privateKey }, knex, rpc: chain.rpc, log, runtime });
    const http = await listen(gateway.app, config.PORT, config.HOST);
    gateway.attach(http); // socket.io on /ws, on the same server
    const indexer = startIndexer({ config, knex, rpc: chain.rpc, log, runtime, clustered: runtime.transport.name === 'nats' });
    const reputation = startReputationWorkers({ config, knex, log });
    return {
      config, database, knex, http, chain, runtime,
      stop: async () => {
        await indexer.stop();
        await reputation.stop();
        await http.close(30_000);
        await gateway.stop();
        await runtime!.stop(); // hands partitions off before the database goes
        await knex.destroy();
        // The dev chain goes before the database: embedded PostgreSQL's own SIGTERM hook exits the
        // process (143) as soon as PostgreSQL is down, so nothing may follow database.stop().
        await chain.devChain?.stop();
        await database.stop();
      },
    };
  } catch (err) {
    await runtime?.stop().catch(() => {});
    await knex.destroy().catch(() => {});
    await database.stop().catch(() => {});
    await chain.devChain?.stop().catch(() => {});
    throw err;
  }
}

export function registerStart(program: Command): void {
  program
    .command('start')
    .description('run the whole platform: database (embedded unless DATABASE_URL), migrations, the dev chain (unless CHAIN_RPC_USER) and the gateway')
    .action(() =>
      runCommand(async () => {
        const config = loadPlatformConfig();
        const log = createLogger(config.LOG_LEVEL, undefined, undefined, config.LOG_FORMAT);
        const platform = await startPlatform(config, log);
        stopOnSignals(log, platform.stop);
        const lines = [
          `agentplatform is up`,
          `  API      ${platform.http.url}  (health: ${platform.http.url}/health, ${platform.http.url}/v1/health)`,
          `  actors   ${platform.runtime.transport.name === 'nats' ? `NATS cluster ${config.ACTOR_CLUSTER}` : 'in process'}, ${config.ACTOR_PARTITIONS} partitions`,
          `  database ${platform.database.embedded ? `embedded PostgreSQL, data in ${config.DATA_DIR}/postgres` : 'DATABASE_URL'}`,
          ...(platform.chain.devChain
            ? describeDevChain(platform.chain.devChain, true, { apiUrl: platform.http.url })
            : [`  chain    ${platform.chain.url} (CHAIN_RPC_USER)`]),
        ];
        process.stdout.write(lines.join('\n') + '\n');
      }),
    );
}
