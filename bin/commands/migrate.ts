/** `agentplatform migrate`: bring the schema of DATABASE_URL (or the embedded database) up to date. */
import type { Command } from 'commander';
import { migrateLatest } from '../../migrations/index.js';
import { loadPlatformConfig } from '../config.js';
import { openDatabase, openKnex } from '../database.js';
import { runCommand } from '../lifecycle.js';
import { createLogger } from '../logger.js';

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('apply pending database migrations (they also run at every start)')
    .action(() =>
      runCommand(async () => {
        const config = loadPlatformConfig();
        const log = createLogger(config.LOG_LEVEL, undefined, undefined, config.LOG_FORMAT);
        const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }, log);
        const knex = openKnex(database.url, { max: 2 });
        try {
          const applied = await migrateLatest(knex);
          process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'schema is up to date\n');
        } finally {
          await knex.destroy();
          await database.stop();
        }
      }),
    );
}
