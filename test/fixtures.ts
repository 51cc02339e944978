/**
 * Mocha global fixture: one throwaway database per test run on the real PostgreSQL server
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), migrated once, dropped
 * afterwards. Suites read its URL from `process.env.AP_TEST_DATABASE_URL`, or make their own scratch
 * database with `scratchDatabase()`.
 */
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { migrateLatest } from '../migrations/index.js';

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

const created: string[] = [];

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (k: ReturnType<typeof knexFactory>) => Promise<T>): Promise<T> {
  const k = knexFactory({ client: 'pg', connection: SERVER_URL, pool: { min: 0, max: 1 } });
  try {
    return await fn(k);
  } finally {
    await k.destroy();
  }
}

/** A new, empty database on the test server, dropped at the end of the run. */
export async function scratchDatabase(prefix = 'ap_test'): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((k) => k.raw(`CREATE DATABASE ${name}`));
  created.push(name);
  return withDatabase(SERVER_URL, name);
}

export async function mochaGlobalSetup(): Promise<void> {
  const url = await scratchDatabase();
  const k = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
  try {
    await migrateLatest(k);
  } finally {
    await k.destroy();
  }
  process.env.AP_TEST_DATABASE_URL = url;
}

export async function mochaGlobalTeardown(): Promise<void> {
  await admin(async (k) => {
    for (const name of created.splice(0)) await k.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
