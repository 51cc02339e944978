/**
 * Actor runtime throughput and latency: commands/s and p50/p99 for one node in process, one node on
 * NATS, two nodes on NATS (actor-node processes), beside the raw single-row UPDATE transactions/s
 * of the same PostgreSQL (a Node pg loop and pgbench), so the runtime's overhead reads as a ratio.
 *
 *   npx tsx bench/runtime/throughput.ts [--commands 6000] [--concurrency 64]   (BENCH_CPU_PROF=<dir>: actor nodes'
 *                                                                              CPU profiles)
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import pg from 'pg';
import { createLogger } from '../../bin/logger.js';
import { migrateLatest } from '../../migrations/index.js';
import { startRuntime, type RuntimeClient } from '../../runtime/mod.js';
import { actorKinds } from '../../runtime/testing/actors.js';
import { runCli } from '../../test/programs.js';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const COMMANDS = arg('commands', 6000);
const CONCURRENCY = arg('concurrency', 64);
const ACTORS = 1000;
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const ACTORS_MODULE = fileURLToPath(new URL('../../runtime/testing/actors.ts', import.meta.url));
const log = createLogger('warn', 'bench');

interface Result { name: string; perSecond: number; p50: number; p99: number }

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/** Runs `total` operations with `concurrency` in flight; returns rate and latency percentiles (ms). */
async function measure(name: string, total: number, op: (i: number) => Promise<unknown>): Promise<Result> {
  const lat: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all([...Array(CONCURRENCY)].map(async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      await op(i);
      lat.push(performance.now() - t);
    }
  }));
  const secs = (performance.now() - started) / 1000;
  lat.sort((a, b) => a - b);
  return { name, perSecond: total / secs, p50: pct(lat, 0.5), p99: pct(lat, 0.99) };
}

async function drive(name: string, client: RuntimeClient, run: string): Promise<Result> {
  const id = (i: number) => `${run}-${i % ACTORS}`;
  await measure('warm-up', Math.min(2000, COMMANDS), (i) => client.send('counter', id(i), { op: 'add', by: 1 }));
  return measure(name, COMMANDS, (i) => client.send('counter', id(i), { op: 'add', by: 1 }, { timeoutMs: 60_000 }));
}

async function main(): Promise<void> {
  const dbName = `ap_bench_rt_${randomBytes(3).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: SERVER, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${dbName}`);
  const u = new URL(SERVER);
  u.pathname = `/${dbName}`;
  const url = u.toString();
  const results: Result[] = [];
  try {
    const k = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
    await migrateLatest(k);
    await k.destroy();
    {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      await pool.query('CREATE TABLE bench_rows (id int PRIMARY KEY, n bigint NOT NULL)');
      await pool.query(`INSERT INTO bench_rows SELECT g, 0 FROM generate_series(0, ${ACTORS - 1}) g`);
      await pool.end();
    }
    // pgbench simple-update right before and right after the one-node NATS run (the goal's pair), so
    // a change of load on a shared machine falls on both sides of the ratio.
    const script = join(tmpdir(), `bench-update-${process.pid}.sql`);
    writeFileSync(script, `\\set id random(0, ${ACTORS - 1})\nUPDATE bench_rows SET n = n + 1 WHERE id = :id;\n`);
    const pgbenchRuns: { tps: number; latency: number }[] = [];
    const pgbench = () => {
      try {
        const out = execFileSync('pgbench', ['-n', '-c', '10', '-j', '2', '-T', '5', '-f', script, url], { encoding: 'utf8' });
        pgbenchRuns.push({ tps: Number(out.match(/tps = ([\d.]+)/)?.[1]), latency: Number(out.match(/latency average = ([\d.]+) ms/)?.[1]) });
      } catch (err) {
        process.stderr.write(`pgbench skipped: ${String(err).split('\n')[0]}\n`);
      }
    };

    // 1. one node, in process
    {
      const rt = await startRuntime({ databaseUrl: url, cluster: `bi${randomBytes(3).toString('hex')}`, kinds: actorKinds, log });
      results.push(await drive('runtime, 1 node, in-process transport', rt.client, 'i'));
      await rt.stop();
    }

    // 2 and 3. one and two actor-node processes on NATS, driven from here
    for (const nodes of [1, 2]) {
      if (nodes === 1) pgbench();
      const cluster = `bn${nodes}${randomBytes(3).toString('hex')}`;
      const procs = [...Array(nodes).keys()].map((n) => runCli(['actor-node', '--actors', ACTORS_MODULE], {
        DATABASE_URL: url, NATS_URL, ACTOR_CLUSTER: cluster, ACTOR_NODE_ID: `n${n}`, ACTOR_NODE_HTTP_PORT: '0',
        ACTOR_LEASE_TTL_MS: '3000', LOG_LEVEL: 'warn',
      }, undefined,
      // BENCH_CPU_PROF=<dir>: each actor node writes a CPU profile there when it stops
      process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []));
      try {
        await Promise.all(procs.map((p) => p.waitFor(/actor node \S+ is up/, 60_000)));
        const client = await startRuntime({ databaseUrl: url, natsUrl: NATS_URL, cluster, kinds: [], log, clientOnly: true });
        // let the nodes settle on the rendezvous split before measuring
        await new Promise((r) => setTimeout(r, nodes > 1 ? 4000 : 500));
        results.push(await drive(`runtime, ${nodes} node${nodes > 1 ? 's' : ''}, NATS (actor-node processes)`, client.client, `n${nodes}`));
        await client.stop();
      } finally {
        await Promise.all(procs.map((p) => p.stop('SIGTERM')));
      }
      if (nodes === 1) pgbench();
    }

    // 4. raw single-row UPDATE, autocommit, same pool size as a node (10), same concurrency
    {
      const pool = new pg.Pool({ connectionString: url, max: 10 });
      pool.on('error', () => {}); // an idle connection dropped by the server: the next query opens another
      await measure('warm-up', 2000, (i) => pool.query('UPDATE bench_rows SET n = n + 1 WHERE id = $1', [i % ACTORS]));
      results.push(await measure('raw UPDATE, node-postgres loop (pool 10)', COMMANDS,
        (i) => pool.query('UPDATE bench_rows SET n = n + 1 WHERE id = $1', [i % ACTORS])));
      await pool.end();
    }
    if (pgbenchRuns.length > 0) {
      const mean = (f: (r: { tps: number; latency: number }) => number) => pgbenchRuns.reduce((a, r) => a + f(r), 0) / pgbenchRuns.length;
      results.push({
        name: `raw UPDATE, pgbench -c 10 -j 2, 5 s before and after the 1-node NATS run (${pgbenchRuns.map((r) => r.tps.toFixed(0)).join(' / ')})`,
        perSecond: mean((r) => r.tps), p50: mean((r) => r.latency), p99: NaN,
      });
    }
  } finally {
    await admin.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.destroy();
  }

  const raw = results.find((r) => r.name.startsWith('raw UPDATE, node'))!.perSecond;
  const pgbench = results.find((r) => r.name.startsWith('raw UPDATE, pgbench'))?.perSecond ?? NaN;
  const one = results.find((r) => r.name.startsWith('runtime, 1 node, NATS'))!;
  const two = results.find((r) => r.name.startsWith('runtime, 2 nodes'))!;
  const lines = [
    `commands ${COMMANDS} (after a warm-up) over ${ACTORS} counters, ${CONCURRENCY} in flight, load average ${loadavg()[0]!.toFixed(1)}`,
    '',
    '| setup | commands/s | p50 ms | p99 ms | of raw UPDATE/s (node loop) | of pgbench |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.name} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${Number.isNaN(r.p99) ? '-' : r.p99.toFixed(1)} | ` +
      `${(r.perSecond / raw).toFixed(2)} | ${(r.perSecond / pgbench).toFixed(2)} |`),
    '',
    `1 node over NATS / pgbench simple-update: ${one.perSecond.toFixed(0)} / ${pgbench.toFixed(0)} = ${(one.perSecond / pgbench).toFixed(2)}x ` +
      `(goal >= 0.7x), p99 ${one.p99.toFixed(1)} ms (goal <= 20 ms)`,
    `2 nodes / 1 node: ${two.perSecond.toFixed(0)} / ${one.perSecond.toFixed(0)} = ${(two.perSecond / one.perSecond).toFixed(2)}x (goal >= 1)`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

await main();
process.exit(0);
