/**
 * Job benchmark: whole prepay lifecycles per second (create, accept, payment, platform fee, deliver,
 * complete: four signed steps, two payment records, one sendcurrency on the dev chain), first on one
 * `agentplatform start` process, then on two `agentplatform gateway` + two `agentplatform
 * actor-node` processes over NATS, beside pgbench's simple-update rate on the same PostgreSQL in the
 * same run, and beside the actor runtime's own command rate on the same database (how much of it a
 * lifecycle's commands use). Prints the share of time per step.
 *
 *   npx tsx bench/jobs/lifecycle.ts        (BENCH_S seconds per setup, default 20; BENCH_C concurrent buyers, default 16)
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { benchDatabase } from '../database.js';
import { CHAIN_IDS } from '../../chain/identity-address.js';
import { signAsIdentity } from '../../chain/identity-signature.js';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { RpcClient } from '../../chain/rpc.js';
import { freePort } from '../../bin/database.js';
import { createLogger } from '../../bin/logger.js';
import { startRuntime } from '../../runtime/mod.js';
import { actorKinds } from '../../runtime/testing/actors.js';
import { runCli, type Program } from '../../test/programs.js';
import canonicalize from 'canonicalize';

const SECONDS = Number(process.env.BENCH_S ?? 20);
const CONCURRENCY = Number(process.env.BENCH_C ?? 16);
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const STEPS = ['create', 'accept', 'payment', 'fee', 'deliver', 'complete', 'sendcurrency'] as const;

interface Who { name: string; address: string; wif: string; cookie: string }

async function http(base: string, method: string, path: string, cookie: string, body?: unknown): Promise<any> {
  const res = await fetch(base + path, { method, headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json() as any;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function identity(rpc: RpcClient, base: string, prefix: string): Promise<Who> {
  const wif = generateWif();
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const created = await rpc.call('dev_createidentity', [{ name, primaryaddresses: [rAddressOfWif(wif)] }]) as any;
  const address = created.identity.identityaddress;
  const ch = await http(base, 'GET', '/auth/consent/challenge', '');
  const signature = signAsIdentity({ wifs: [wif], systemId: CHAIN_IDS.VRSCTEST, identityId: address, blockHeight: ch.blockHeight ?? 0, message: ch.challengeHash });
  const res = await fetch(`${base}/auth/consent/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challengeId: ch.challengeId, chainId: `${name}@`, signature }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('session='))!;
  return { name: `${name}@`, address, wif, cookie };
}

const sign = (who: Who, message: string, height: number) =>
  signAsIdentity({ wifs: [who.wif], systemId: CHAIN_IDS.VRSCTEST, identityId: who.address, blockHeight: height, message });

function signed(who: Who, action: string, jobId: string, height: number) {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(12).toString('hex');
  const text = canonicalize({ action, identity: who.address, jobId, nonce, timestamp })!;
  return { signature: sign(who, text, height), timestamp, nonce };
}

/** Runs lifecycles for SECONDS on the gateways; answers lifecycles/s and ms spent per step. */
/** Actor commands handled so far: every command leaves one inbox row. */
async function commandsSoFar(url: string): Promise<number> {
  const k = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    return Number((await k('inbox').count({ n: '*' }))[0]!.n);
  } finally {
    await k.destroy();
  }
}

/** The actor runtime's own rate on the same database: counter commands, one node in process, 64 in flight. */
async function runtimeCommandsPerSecond(url: string, total = 4000): Promise<number> {
  const rt = await startRuntime({ databaseUrl: url, cluster: `bjrt${randomBytes(3).toString('hex')}`, kinds: actorKinds, log: createLogger('warn', 'bench') });
  try {
    const run = async (n: number) => {
      let next = 0;
      await Promise.all([...Array(64)].map(async () => {
        while (next < n) { const i = next++; await rt.client.send('counter', `c-${i % 1000}`, { op: 'add', by: 1 }); }
      }));
    };
    await run(1000); // warm-up
    const t = performance.now();
    await run(total);
    return total / ((performance.now() - t) / 1000);
  } finally {
    await rt.stop();
  }
}

async function drive(gateways: string[], rpc: RpcClient, url: string): Promise<{ perSecond: number; done: number; stepMs: Record<string, number>; commandsEach: number }> {
  const sellers: { who: Who; serviceId: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const who = await identity(rpc, gateways[0]!, 'bseller');
    const t = Math.floor(Date.now() / 1000);
    const nonce = randomBytes(8).toString('hex');
    await http(gateways[0]!, 'POST', '/v1/agents/register', who.cookie, {
      name: `Bench seller ${i}`, type: 'autonomous', description: 'bench', signature: sign(who, canonicalize({ action: 'register', identity: who.address, nonce, timestamp: t })!, 0), timestamp: t, nonce,
    });
    const svc = await http(gateways[0]!, 'POST', '/v1/me/services', who.cookie, { name: 'bench', description: 'bench', price: 1, currency: 'VRSCTEST', category: 'bench', paymentTerms: 'prepay' });
    sellers.push({ who, serviceId: svc.id });
  }
  const buyers: Who[] = [];
  for (let i = 0; i < CONCURRENCY; i++) buyers.push(await identity(rpc, gateways[i % gateways.length]!, 'bbuyer'));
  const stepMs: Record<string, number> = Object.fromEntries(STEPS.map((s) => [s, 0]));
  const timed = async <T>(step: string, f: () => Promise<T>) => {
    const t = performance.now();
    try { return await f(); } finally { stepMs[step] += performance.now() - t; }
  };
  let done = 0;
  const commandsBefore = await commandsSoFar(url);
  const end = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(buyers.map(async (buyer, b) => {
    for (let n = 0; Date.now() < end; n++) {
      const g = (x: number) => gateways[(b + n + x) % gateways.length]!;
      const seller = sellers[(b + n) % sellers.length]!;
      const job = await timed('create', async () => {
        const q = `agentChainId=${seller.who.address}&serviceId=${seller.serviceId}&currency=VRSCTEST`;
        const text = await http(g(0), 'GET', `/v1/jobs/message/request?${q}`, buyer.cookie);
        return http(g(0), 'POST', '/v1/jobs', buyer.cookie, { agentChainId: seller.who.address, serviceId: seller.serviceId, currency: 'VRSCTEST', message: text.message, signature: sign(buyer, text.message, text.blockHeight), timestamp: text.timestamp, nonce: text.nonce });
      });
      await timed('accept', () => http(g(1), 'POST', `/v1/jobs/${job.id}/accept`, seller.who.cookie, signed(seller.who, 'accept', job.id, 0)));
      const txid = await timed('sendcurrency', async () => {
        const opid = await rpc.call('sendcurrency', ['*', [{ address: job.payment.address, amount: job.payment.amount, currency: 'VRSCTEST' }, { address: job.payment.platformFee.address, amount: job.payment.platformFee.amount, currency: 'VRSCTEST' }]]) as string;
        for (;;) {
          const [op] = await rpc.call('z_getoperationstatus', [[opid]]) as any[];
          if (op?.status === 'success') return op.result.txid as string;
          if (op?.status === 'failed') throw new Error(op.error?.message);
          await new Promise((r) => setTimeout(r, 5));
        }
      });
      await timed('payment', () => http(g(0), 'POST', `/v1/jobs/${job.id}/payment`, buyer.cookie, { txid }));
      await timed('fee', () => http(g(1), 'POST', `/v1/jobs/${job.id}/platform-fee`, buyer.cookie, { txid }));
      await timed('deliver', () => http(g(0), 'POST', `/v1/jobs/${job.id}/deliver`, seller.who.cookie, signed(seller.who, 'deliver', job.id, 0)));
      const last = await timed('complete', () => http(g(1), 'POST', `/v1/jobs/${job.id}/complete`, buyer.cookie, signed(buyer, 'complete', job.id, 0)));
      if (last.status !== 'completed') throw new Error(`job ${job.id} ended ${last.status}`);
      done++;
    }
  }));
  const perSecond = done / ((Date.now() - started) / 1000);
  return { perSecond, done, stepMs, commandsEach: ((await commandsSoFar(url)) - commandsBefore) / done };
}

const user = 'bench';
const pass = randomBytes(8).toString('hex');
const chainPort = await freePort();
const programs: Program[] = [];
const db = await benchDatabase('ap_bench_jobs', { migrate: false }); // `agentplatform start` migrates it
const results: string[] = [];
try {
  const dataDir = `/tmp/ap-bench-jobs-${Date.now()}`;
  const chain = runCli(['devchain'], { CHAIN_RPC_USER: user, CHAIN_RPC_PASS: pass, CHAIN_RPC_PORT: String(chainPort), DATA_DIR: dataDir, DEVCHAIN_BLOCK_INTERVAL_MS: '0', LOG_LEVEL: 'warn' });
  programs.push(chain);
  await chain.waitFor(/is up/, 60_000);
  const rpc = new RpcClient({ url: `http://127.0.0.1:${chainPort}`, user, pass, timeoutMs: 30_000 });
  const base = { DATABASE_URL: db.url, CHAIN_RPC_USER: user, CHAIN_RPC_PASS: pass, CHAIN_RPC_PORT: String(chainPort), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', DATA_DIR: dataDir };

  // one process
  const port = await freePort();
  const single = runCli(['start'], { ...base, PORT: String(port), ACTOR_CLUSTER: `bj${randomBytes(3).toString('hex')}` });
  programs.push(single);
  await single.waitFor(/agentplatform is up/, 90_000);
  const one = await drive([`http://127.0.0.1:${port}`], rpc, db.url);
  single.child.kill('SIGTERM');
  await single.exited;

  // two gateways + two actor nodes
  const cluster = `bj${randomBytes(3).toString('hex')}`;
  const split = { ...base, NATS_URL, ACTOR_CLUSTER: cluster, ACTOR_NODE_HTTP_PORT: '0' };
  const gateways: string[] = [];
  for (const id of ['n1', 'n2']) programs.push(runCli(['actor-node'], { ...split, ACTOR_NODE_ID: `${cluster}-${id}` }));
  for (let i = 0; i < 2; i++) {
    const p = await freePort();
    programs.push(runCli(['gateway'], { ...split, PORT: String(p) }));
    gateways.push(`http://127.0.0.1:${p}`);
  }
  await Promise.all(programs.slice(-4).map((p) => p.waitFor(/is up/, 90_000)));
  const two = await drive(gateways, rpc, db.url);

  let pgbench = NaN;
  try {
    execFileSync('pgbench', ['-i', '-q', db.url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-n', '-b', 'simple-update', '-c', '10', '-j', '2', '-T', '10', db.url], { encoding: 'utf8' });
    pgbench = Number(out.match(/tps = ([\d.]+)/)?.[1]);
  } catch (err) {
    process.stderr.write(`pgbench skipped: ${String(err).split('\n')[0]}\n`);
  }

  const runtimeRate = await runtimeCommandsPerSecond(db.url);

  const share = (r: typeof one) => {
    const total = Object.values(r.stepMs).reduce((a, b) => a + b, 0);
    return STEPS.map((s) => `${s} ${Math.round((r.stepMs[s]! / total) * 100)}%`).join(', ');
  };
  results.push(`Job lifecycles (prepay: create, accept, sendcurrency, payment, fee, deliver, complete), ${CONCURRENCY} buyers, ${SECONDS} s per setup`);
  results.push('');
  results.push('| setup | lifecycles/s | lifecycles | HTTP requests/s |');
  results.push('|---|---:|---:|---:|');
  results.push(`| one process (agentplatform start) | ${one.perSecond.toFixed(1)} | ${one.done} | ${(one.perSecond * 7).toFixed(0)} |`);
  results.push(`| 2 gateways + 2 actor nodes (NATS) | ${two.perSecond.toFixed(1)} | ${two.done} | ${(two.perSecond * 7).toFixed(0)} |`);
  results.push(`| pgbench simple-update, -c 10 -j 2 -T 10 (tps) | ${pgbench.toFixed(0)} | | |`);
  results.push('');
  const busy = (r: typeof one) => `${(r.perSecond * r.commandsEach).toFixed(0)} commands/s = ${((100 * r.perSecond * r.commandsEach) / runtimeRate).toFixed(1)}%`;
  results.push(`actor runtime on the same database (1 node in process, counter commands, 64 in flight): ${runtimeRate.toFixed(0)} commands/s; ` +
    `a lifecycle is about ${one.commandsEach.toFixed(1)} actor commands, so one process used ${busy(one)} of that rate, the split ${busy(two)}`);
  results.push(`share of time per step, one process: ${share(one)}`);
  results.push(`share of time per step, split: ${share(two)}`);
  process.stdout.write(results.join('\n') + '\n');
} finally {
  for (const p of programs.reverse()) await p.stop('SIGKILL').catch(() => {});
  await db.drop();
}
