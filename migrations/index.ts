/**
 * The migration list, in order, and the runner. Migrations are imported statically (no directory
 * scan), so they run the same from sources and from any bundle. Never edit a migration that has
 * landed: add the next one.
 */
import type { Knex } from 'knex';
import * as m0001 from './0001_foundation.js';
import * as m0003 from './0003_gateway.js';
import * as m0004 from './0004_runtime_retention.js';
import * as m0005 from './0005_catalog.js';
import * as m0006 from './0006_jobs.js';
import * as m0007 from './0007_reputation.js';
import * as m0008 from './0008_realtime.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const MIGRATIONS: [string, Migration][] = [
  ['0001_foundation', m0001],
  ['0003_gateway', m0003],
  ['0004_runtime_retention', m0004],
  ['0005_catalog', m0005],
  ['0006_jobs', m0006],
  ['0007_reputation', m0007],
  ['0008_realtime', m0008],
];

const source: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, m]) => m,
};

/** A lock id of our own, so concurrent starts against one empty database queue instead of racing. */
const MIGRATION_LOCK = 0x61676e74; // 'agnt'

/**
 * Brings the schema to the latest migration. Safe when several processes start at once: the first
 * to take a session-level advisory lock migrates, the others wait and then find nothing to do.
 */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const conn = await knex.client.acquireConnection();
  try {
    await knex.raw('SELECT pg_advisory_lock(?)', [MIGRATION_LOCK]).connection(conn);
    try {
      const [, applied] = (await knex.migrate.latest({ migrationSource: source })) as [number, string[]];
      return applied;
    } finally {
      await knex.raw('SELECT pg_advisory_unlock(?)', [MIGRATION_LOCK]).connection(conn);
    }
  } finally {
    await knex.client.releaseConnection(conn);
  }
}

/** Names of every migration, in order. */
export const migrationNames = (): string[] => MIGRATIONS.map(([name]) => name);
