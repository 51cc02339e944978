/**
 * Gateway benchmark, each figure beside its limit from the same run:
 *  - requests per second of an authenticated no-op route beside a bare Koa hello-world (the two take
 *    turns in 2-second slices, so both see the same load on a shared machine);
 *  - logins per second (GET /auth/consent/challenge + sign + POST /auth/consent/verify, the CLI flow)
 *    beside the dev chain's own `verifymessage` rate over HTTP (the platform's RPC client, same
 *    concurrency), since every login costs one `verifymessage`.
 * Servers run in child processes (the dev chain in its own, as verusd would); load comes from this
 * process (autocannon for the routes, concurrent loops for logins and verifies).
 *
 *   npx tsx bench/gateway/gateway.ts     (BENCH_S: seconds per case, default 10; BENCH_LOGINS: concurrent
 *                                        logins and verifies, default 32; BENCH_CPU_PROF=<dir>: the
 *                                        gateway writes a CPU profile there)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabase } from '../database.js';
import { CHAIN_IDS } from '../../chain/identity-address.js';
import { signAsIdentity } from '../../chain/identity-signature.js';
import { generateWif } from '../../chain/keys.js';
import { RpcClient } from '../../chain/rpc.js';
import { freePort } from '../../bin/database.js';
import { CLI } from '../../test/programs.js';

const SECONDS = Number(process.env.BENCH_S ?? 10);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 32);
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Ready { url: string; users?: { name: string; address: string; wif: string }[] }

async function serve(mode: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; ready: Ready }> {
  const profile = mode === 'gateway' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', SERVER, mode], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    lines.once('line', (l) => resolve(JSON.parse(l)));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, ready };
}

async function cannon(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<number> {
  const result = await autocannon({ url, connections: 32, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return Math.round(result.requests.average);
}

/** One HTTP exchange over a keep-alive connection (node:http: the driver should cost the machine little). */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });
function exchange(url: string, body?: string): Promise<{ status: number; text: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: body === undefined ? 'GET' : 'POST', agent: keepAlive,
      headers: body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString(), cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function login(base: string, user: { name: string; address: string; wif: string }): Promise<string> {
  const ch = JSON.parse((await exchange(`${base}/auth/consent/challenge`)).text);
  const signature = signAsIdentity({
    wifs: [user.wif], systemId: CHAIN_IDS.VRSCTEST, identityId: user.address, blockHeight: ch.data.blockHeight, message: ch.data.challengeHash,
  });
  const res = await exchange(`${base}/auth/consent/verify`, JSON.stringify({ challengeId: ch.data.challengeId, chainId: user.name, signature }));
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('session='))!;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/** Runs `op` in `concurrency` loops for SECONDS; operations per second. */
async function loops(concurrency: number, op: (loop: number, i: number) => Promise<unknown>): Promise<number> {
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, loop) => {
    for (let i = 0; Date.now() < end; i++) {
      await op(loop, i);
      done++;
    }
  }));
  return Math.round((done / ((Date.now() - started) / 1000)) * 10) / 10;
}

/** The dev chain's `verifymessage` over HTTP: identity signatures, latest keys, as a login checks them. */
async function verifiesPerSecond(rpc: RpcClient, concurrency: number): Promise<number> {
  const samples = await Promise.all(Array.from({ length: 64 }, async (_, i) => {
    const message = `bench message ${i}`;
    return { message, signature: (await rpc.signmessage('benchsigner@', message)).signature };
  }));
  return loops(concurrency, async (loop, i) => {
    const s = samples[(loop + i * concurrency) % samples.length]!;
    if (!(await rpc.verifymessage('benchsigner@', s.signature, s.message, true))) throw new Error('verify failed');
  });
}

async function loginsPerSecond(ready: Ready, concurrency: number): Promise<number> {
  const users = ready.users!;
  return loops(concurrency, (loop) => login(ready.url, users[loop % users.length]!));
}

const db = await benchDatabase('ap_bench');
const dbUrl = db.url;

// The dev chain, its own process; the platform identity is registered with this key.
const platformWif = generateWif();
const chainDir = await mkdtemp(join(tmpdir(), 'ap-bench-gw-chain-'));
const chainPort = await freePort();
const chainEnv = { BENCH_CHAIN_PORT: String(chainPort), BENCH_CHAIN_USER: 'bench', BENCH_CHAIN_PASS: 'bench', BENCH_PLATFORM_WIF: platformWif };
const chainProfile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', join(process.env.BENCH_CPU_PROF, 'devchain')] : [];
const devchain = spawn(process.execPath, [...chainProfile, CLI, 'devchain'], {
  env: {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: chainDir, CHAIN_RPC_PORT: String(chainPort),
    CHAIN_RPC_USER: 'bench', CHAIN_RPC_PASS: 'bench', PRIVATE_KEY: platformWif, DEVCHAIN_BLOCK_INTERVAL_MS: '0', LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  let out = '';
  devchain.stdout!.on('data', (d) => { out += d; if (out.includes('is up')) resolve(); });
  devchain.once('exit', (code) => reject(new Error(`devchain exited ${code}`)));
});
const rpc = new RpcClient({ url: `http://127.0.0.1:${chainPort}/`, user: 'bench', pass: 'bench' });
await rpc.call('dev_createidentity', [{ name: 'benchsigner' }]);

const children: ChildProcess[] = [devchain];
const rows: string[] = [];
const ratio = (what: string, a: number, aUnit: string, b: number, bUnit: string, goal: string) =>
  rows.push(`  ${what.padEnd(44)} ${String(a).padStart(8)} ${aUnit} / ${String(b).padStart(8)} ${bUnit} = ${(a / b).toFixed(2)}x  (goal ${goal})`);
try {
  // BENCH_ONLY=logins skips the route figures, BENCH_ONLY=routes the logins (while working on one).
  const routes = process.env.BENCH_ONLY !== 'logins';
  const hello = routes ? await serve('hello') : undefined;
  if (hello) children.push(hello.child);
  const gw = await serve('gateway', { BENCH_DATABASE_URL: dbUrl, RATE_LIMIT_STORE: 'postgres', ...chainEnv });
  children.push(gw.child);
  const cookie = await login(gw.ready.url, gw.ready.users![0]!);
  // The two servers take turns in 2-second slices, so a change of load on the shared machine
  // weighs on both figures alike; each figure is the mean over its slices.
  let helloRps = NaN, noop = NaN;
  if (hello) {
    const slices = Math.max(1, Math.round(SECONDS / 2));
    const h: number[] = [], g: number[] = [];
    let helloCpu = 0, gwCpu = 0;
    for (let i = 0; i < slices; i++) {
      let c = cpuMs(hello.child.pid);
      h.push(await cannon(`${hello.ready.url}/`, {}, SECONDS / slices));
      helloCpu += cpuMs(hello.child.pid) - c;
      c = cpuMs(gw.child.pid);
      g.push(await cannon(`${gw.ready.url}/bench/noop`, { cookie }, SECONDS / slices));
      gwCpu += cpuMs(gw.child.pid) - c;
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    [helloRps, noop] = [Math.round(sum(h) / slices), Math.round(sum(g) / slices)];
    // CPU per request of each server: what does not move with the machine's other load.
    const us = (ms: number, rates: number[]) => (ms * 1000) / (sum(rates) * (SECONDS / slices));
    rows.push(`  CPU per request: gateway no-op ${us(gwCpu, g).toFixed(1)} us, bare Koa ${us(helloCpu, h).toFixed(1)} us ` +
      `(ratio ${(us(helloCpu, h) / us(gwCpu, g)).toFixed(2)}x)`);
    hello.child.kill();
  }
  if (process.env.BENCH_PROBE) {
    const r = await autocannon({ url: `${gw.ready.url}/auth/consent/challenge`, connections: 32, duration: 4 });
    rows.push(`  probe: challenges alone ${Math.round(r.requests.average)}/s p50 ${r.latency.p50} ms`);
  }
  // CPU per operation of each process (robust to other load on the machine, unlike the rates).
  const cpu0 = [cpuMs(devchain.pid), cpuMs(gw.child.pid), process.cpuUsage()];
  const loginsToo = process.env.BENCH_ONLY !== 'routes';
  const verifies = loginsToo ? await verifiesPerSecond(rpc, LOGINS) : NaN;
  const cpu1 = [cpuMs(devchain.pid), cpuMs(gw.child.pid), process.cpuUsage()];
  const logins = loginsToo ? await loginsPerSecond(gw.ready, LOGINS) : NaN;
  const cpu2 = [cpuMs(devchain.pid), cpuMs(gw.child.pid), process.cpuUsage()];
  const driver = (a: NodeJS.CpuUsage, b: NodeJS.CpuUsage) => (b.user + b.system - a.user - a.system) / 1000;
  const nV = verifies * SECONDS, nL = logins * SECONDS;
  rows.push(`  CPU per verify: dev chain ${(((cpu1[0] as number) - (cpu0[0] as number)) / nV).toFixed(2)} ms, driver ${(driver(cpu0[2] as NodeJS.CpuUsage, cpu1[2] as NodeJS.CpuUsage) / nV).toFixed(2)} ms`);
  rows.push(`  CPU per login: dev chain ${(((cpu2[0] as number) - (cpu1[0] as number)) / nL).toFixed(2)} ms, gateway ${(((cpu2[1] as number) - (cpu1[1] as number)) / nL).toFixed(2)} ms, ` +
    `driver ${(driver(cpu1[2] as NodeJS.CpuUsage, cpu2[2] as NodeJS.CpuUsage) / nL).toFixed(2)} ms`);
  // Where a login's time goes, from the client's side: one login alone on the idle gateway.
  {
    const u = gw.ready.users![0]!;
    const t0 = performance.now();
    const ch = await (await fetch(`${gw.ready.url}/auth/consent/challenge`)).json() as any;
    const t1 = performance.now();
    const signature = signAsIdentity({ wifs: [u.wif], systemId: CHAIN_IDS.VRSCTEST, identityId: u.address, blockHeight: ch.data.blockHeight, message: ch.data.challengeHash });
    const t2 = performance.now();
    await fetch(`${gw.ready.url}/auth/consent/verify`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challengeId: ch.data.challengeId, chainId: u.name, signature }),
    });
    const t3 = performance.now();
    rows.push(`  one login alone: challenge ${(t1 - t0).toFixed(1)} ms, signing ${(t2 - t1).toFixed(1)} ms, verify ${(t3 - t2).toFixed(1)} ms`);
  }
  gw.child.kill('SIGINT');
  await new Promise((r) => gw.child.once('exit', r));

  ratio('authenticated no-op / bare Koa hello-world', noop, 'req/s', helloRps, 'req/s', '>= 0.5x');
  ratio('CLI logins / dev chain verifymessage (HTTP)', logins, 'logins/s', verifies, 'verifies/s', '>= 0.5x');
  process.stdout.write(`\nGateway benchmark, ${SECONDS} s per case, 32 connections (routes), ${LOGINS} concurrent logins / verifies, ` +
    `load average ${loadavg()[0]!.toFixed(1)}\n${rows.join('\n')}\n`);
} finally {
  devchain.kill('SIGINT');
  await new Promise((r) => devchain.once('exit', r));
  for (const c of children) c.kill();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  await rm(chainDir, { recursive: true, force: true });
}
