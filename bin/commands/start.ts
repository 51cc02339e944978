/**
 * `agentplatform start`: the whole platform in one process on embedded defaults (see README):
 * PostgreSQL (embedded or DATABASE_URL), migrations, and the gateway on PORT.
 */
import type { Command } from 'commander';
import type { Knex } from 'knex';
import { createGateway } from '../../gateway/mod.js';
import { listen, type RunningServer } from '../../gateway/server.js';
import { migrateLatest } from '../../migrations/index.js';
import { loadPlatformConfig, type PlatformConfig } from '../config.js';
import { openDatabase, openKnex, type Database } from '../database.js';
import { stopOnSignals, runCommand } from '../lifecycle.js';
import { chainClientOf } from './gateway.js';
import { createLogger, type Logger } from '../logger.js';

export interface Platform {
  config: PlatformConfig;
  database: Database;
  knex: Knex;
  http: RunningServer;
  stop(): Promise<void>;
}

/** Starts every part of the platform; `stop` takes them down in reverse order. */
export async function startPlatform(config: PlatformConfig, log: Logger): Promise<Platform> {
  if (config.defaulted.length > 0) {
    log.warn({ event: 'config.development_defaults', variables: config.defaulted },
      `development defaults in use for ${config.defaulted.join(', ')}; set them before production`);
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }, log);
  const knex = openKnex(database.url);
  try {
    const applied = await migrateLatest(knex);
    log.info({ event: 'migrations.applied', count: applied.length, applied });

    const gateway = createGateway({ config, knex, rpc: chainClientOf(config), log });
    const http = await listen(gateway.app, config.PORT, config.HOST);
    return {
      config, database, knex, http,
      stop: async () => {
        gateway.stop();
        await http.close(30_000);
        await knex.destroy();
        await database.stop();
      },
    };
  } catch (err) {
    await knex.destroy().catch(() => {});
    await database.stop().catch(() => {});
    throw err;
  }
}

export function registerStart(program: Command): void {
  program
    .command('start')
    .description('run the whole platform: database (embedded unless DATABASE_URL), migrations and the gateway')
    .action(() =>
      runCommand(async () => {
        const config = loadPlatformConfig();
        const log = createLogger(config.LOG_LEVEL);
        const platform = await startPlatform(config, log);
        stopOnSignals(log, platform.stop);
        const lines = [
          `agentplatform is up`,
          `  API      ${platform.http.url}  (health: ${platform.http.url}/health, ${platform.http.url}/v1/health)`,
          `  database ${platform.database.embedded ? `embedded PostgreSQL, data in ${config.DATA_DIR}/postgres` : 'DATABASE_URL'}`,
        ];
        process.stdout.write(lines.join('\n') + '\n');
      }),
    );
}
