/**
 * A fresh database for one bench run on the local PostgreSQL server (TEST_DATABASE_URL's, else
 * postgres@127.0.0.1:5432), migrated unless the bench's own programs migrate it; `drop` removes it.
 */
import knexFactory from 'knex';
import { migrateLatest } from '../migrations/index.js';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function benchDatabase(prefix: string, opts: { migrate?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  if (opts.migrate !== false) {
    const k = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
    try {
      await migrateLatest(k);
    } finally {
      await k.destroy();
    }
  }
  return {
    url,
    drop: async () => {
      try {
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.destroy();
      }
    },
  };
}
