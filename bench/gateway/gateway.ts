/**
 * Gateway benchmark: logins per second (GET /auth/consent/challenge + sign + POST
 * /auth/consent/verify, the CLI flow) and requests per second of an authenticated no-op route, beside
 * a bare Koa hello-world measured in the same run. Servers run in child processes; load comes from
 * this process (autocannon for the routes, a loop of concurrent logins for logins).
 *
 *   npx tsx bench/gateway/gateway.ts        (BENCH_S: seconds per case, default 10)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { CHAIN_IDS } from '../../chain/identity-address.js';
import { signAsIdentity } from '../../chain/identity-signature.js';
import { migrateLatest } from '../../migrations/index.js';

const SECONDS = Number(process.env.BENCH_S ?? 10);
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Ready { url: string; users?: { name: string; address: string; wif: string }[] }

async function serve(mode: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, mode], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    lines.once('line', (l) => resolve(JSON.parse(l)));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, ready };
}

async function cannon(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 32, duration: SECONDS, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return Math.round(result.requests.average);
}

async function login(base: string, user: { name: string; address: string; wif: string }): Promise<string> {
  const ch = await (await fetch(`${base}/auth/consent/challenge`)).json() as any;
  const signature = signAsIdentity({
    wifs: [user.wif], systemId: CHAIN_IDS.VRSCTEST, identityId: user.address, blockHeight: ch.data.blockHeight, message: ch.data.challengeHash,
  });
  const res = await fetch(`${base}/auth/consent/verify`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challengeId: ch.data.challengeId, chainId: user.name, signature }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('session='))!;
}

async function loginsPerSecond(ready: Ready, concurrency = 8): Promise<number> {
  const users = ready.users!;
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, i) => {
    while (Date.now() < end) {
      await login(ready.url, users[i % users.length]!);
      done++;
    }
  }));
  return Math.round((done / ((Date.now() - started) / 1000)) * 10) / 10;
}

const dbName = `ap_bench_${Date.now().toString(36)}`;
const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
await admin.raw(`CREATE DATABASE ${dbName}`);
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const k = knexFactory({ client: 'pg', connection: dbUrl, pool: { min: 0, max: 2 } });
await migrateLatest(k);
await k.destroy();

const children: ChildProcess[] = [];
try {
  const hello = await serve('hello');
  children.push(hello.child);
  const helloRps = await cannon(`${hello.ready.url}/`);
  hello.child.kill();

  const results: Record<string, number> = { 'bare Koa hello-world (req/s)': helloRps };
  for (const store of ['postgres', 'memory']) {
    const gw = await serve('gateway', { BENCH_DATABASE_URL: dbUrl, RATE_LIMIT_STORE: store });
    children.push(gw.child);
    const cookie = await login(gw.ready.url, gw.ready.users![0]!);
    results[`authenticated no-op, rate limits in ${store} (req/s)`] = await cannon(`${gw.ready.url}/bench/noop`, { cookie });
    if (store === 'postgres') results['logins, challenge + verify (logins/s)'] = await loginsPerSecond(gw.ready);
    gw.child.kill();
  }
  process.stdout.write(`\nGateway benchmark, ${SECONDS} s per case, 32 connections (routes) / 8 concurrent logins\n`);
  for (const [k2, v] of Object.entries(results)) process.stdout.write(`  ${k2.padEnd(52)} ${v}\n`);
} finally {
  for (const c of children) c.kill();
  await new Promise((r) => setTimeout(r, 500));
  await admin.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.destroy();
}
