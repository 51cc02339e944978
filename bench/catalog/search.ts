/**
 * Catalog benchmark: service searches per second over 10,000 services (100 agents), beside a bare
 * Koa hello-world measured in the same run. Servers run in child processes, load from this one.
 *
 *   npx tsx bench/catalog/search.ts        (BENCH_S: seconds per case, default 10; BENCH_SERVICES)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabase } from '../database.js';

const SECONDS = Number(process.env.BENCH_S ?? 10);
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

async function serve(mode: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, mode], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; seeded?: number; seedMs?: number }>((resolve, reject) => {
    lines.once('line', (l) => resolve(JSON.parse(l)));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, ready };
}

async function cannon(url: string): Promise<{ rps: number; p99: number }> {
  const r = await autocannon({ url, connections: 32, duration: SECONDS });
  if (r.non2xx > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers`);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
}

const db = await benchDatabase('ap_bench');
const dbUrl = db.url;

const children: ChildProcess[] = [];
try {
  const hello = await serve('hello');
  children.push(hello.child);
  const base = await cannon(`${hello.ready.url}/`);
  hello.child.kill();
  const cat = await serve('catalog', { BENCH_DATABASE_URL: dbUrl });
  children.push(cat.child);
  const u = cat.ready.url;
  const cases: [string, string][] = [
    ['full text, sorted by price', '/v1/services?q=translate%20contracts&sort=price'],
    ['full text, by relevance', '/v1/services?q=audit&sort=relevance'],
    ['category + price range', '/v1/services?category=cat7&minPrice=10&maxPrice=50'],
    ['currency + price range', '/v1/services?currency=VRSC&minPrice=0.5&maxPrice=1&sort=price'],
    ['newest, page 10', '/v1/services?offset=200&limit=20'],
  ];
  const out: string[] = [];
  out.push(`Catalog benchmark: ${cat.ready.seeded} services (seeded through the agent actor in ${cat.ready.seedMs} ms), ${SECONDS} s per case, 32 connections`);
  out.push(`  ${'bare Koa hello-world'.padEnd(40)} ${String(base.rps).padStart(7)} req/s  p99 ${base.p99} ms`);
  for (const [name, path] of cases) {
    const r = await cannon(u + path);
    out.push(`  ${('GET /v1/services: ' + name).padEnd(40)} ${String(r.rps).padStart(7)} req/s  p99 ${r.p99} ms  (${(r.rps / base.rps).toFixed(3)}x bare Koa)`);
  }
  process.stdout.write(out.join('\n') + '\n');
} finally {
  for (const c of children) c.kill();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}
