/**
 * Scanner service throughput: autocannon against POST /v1/scan with 1 KB messages, half benign and
 * half attacks, on a scanner started as its own process (`agentplatform scanner`), as in production,
 * beside its limit measured in the same run: the engine's own single-core rate (`scanInbound` called
 * in a loop in this process, same messages, same settings), in rounds that alternate with the
 * service's, so a change of load on a shared machine falls on both figures.
 *
 *   npx tsx bench/scanner/service.ts
 *
 * Knobs (environment): BENCH_ROUNDS (default 3), BENCH_DURATION (s of service per round, default 5),
 * BENCH_ENGINE_MS (engine alone per round, default 3000), BENCH_CONNECTIONS (default 32),
 * SCANNER_WORKERS, SCANNER_BATCH_SIZE, SCANNER_CONCURRENCY_PER_WORKER (passed to the scanner).
 * BENCH_NULL_ENGINE=1 swaps in an engine that does nothing: the figure is then the service path alone
 * (HTTP, auth, rate limit, queue, batching, worker round trip). BENCH_CPU_PROF=<dir> writes the scanner's
 * CPU profiles (one per thread) there.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../bin/database.js';
import { DEFAULT_ENGINE_CONFIG, scanInbound } from '../../scanner/engine/mod.js';
import { CLI } from '../../test/programs.js';
import { benchMessages } from './messages.js';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const apiKey = 'bench-key-0123456789abcdef';

const texts = benchMessages();
const bodies = texts.map((text) => JSON.stringify({ text }));

/** The engine alone on one core: `scanInbound` over the same messages for `ms`, scans per second. */
async function engineRate(ms: number): Promise<number> {
  const config = { ...DEFAULT_ENGINE_CONFIG, l2Enabled: process.env.SCANNER_L2_ENABLED !== 'false', l3: null };
  for (let i = 0; i < 500; i++) await scanInbound(texts[i % texts.length]!, config); // JIT
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let j = 0; j < 64; j++) await scanInbound(texts[(n + j) % texts.length]!, config);
    n += 64;
  }
  return (n / (performance.now() - t0)) * 1000;
}

// An engine module with the real API and no work, loaded by the workers from a data: URL.
const NULL_ENGINE = `data:text/javascript,${encodeURIComponent(`
  const r = { score: 0, safe: true, classification: 'safe', flags: [], layers: {} };
  export async function scanInbound() { return r; }
  export async function scanOutput() { return { safe: true, score: 0, classification: 'clean', flags: [], scannedAt: Date.now(), layers: {} }; }
  export function scanFileMeta() { return { safe: true, score: 0, flags: [], layers: {} }; }
  export async function scanFileContent() { return { ...r, fileFlags: [] }; }
`)}`;

const dataDir = await mkdtemp(join(tmpdir(), 'ap-bench-scanner-'));
const port = await freePort();
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn',
  SCANNER_PORT: String(port), SCANNER_API_KEY: apiKey, DATA_DIR: dataDir,
  // The spec's 1000/min per key would stop a load test in a second.
  SCANNER_RATE_LIMIT_FACTOR: '100000', SCANNER_MAX_QUEUE: '100000',
};
for (const k of ['SCANNER_WORKERS', 'SCANNER_BATCH_SIZE', 'SCANNER_CONCURRENCY_PER_WORKER', 'SCANNER_ENGINE_PATH', 'SCANNER_L2_ENABLED']) if (process.env[k]) env[k] = process.env[k]!;
if (process.env.BENCH_NULL_ENGINE === '1') env.SCANNER_ENGINE_PATH = NULL_ENGINE;
// BENCH_CPU_PROF=<dir>: the scanner writes a V8 CPU profile per thread there when it stops.
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
const child = spawn(process.execPath, [...profile, CLI, 'scanner'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve, reject) => {
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.includes('scanner is up')) resolve();
  });
  child.once('exit', (code) => reject(new Error(`scanner exited with ${code}`)));
});

const url = `http://127.0.0.1:${port}/v1/scan`;
const run = (seconds: number) =>
  autocannon({
    url, method: 'POST', connections, duration: seconds, pipelining: 1,
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[(Math.random() * bodies.length) | 0] }) }],
  });

try {
  // Rounds alternate the engine alone and the service, so a change of load on a shared machine
  // falls on both figures; the ratio is total scans served over total scans the engine did alone.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const engineMs = Number(process.env.BENCH_ENGINE_MS ?? 3000);
  const workers = env.SCANNER_WORKERS ?? 'default';
  const engine = process.env.BENCH_NULL_ENGINE === '1' ? 'null engine (service path only)' : 'real engine';
  console.log(`scanner /v1/scan, ${engine}, 1 KB messages (50% attacks), ${connections} connections, workers ${workers}, ` +
    `${rounds} rounds of engine ${engineMs / 1000} s + service ${duration} s, load average ${loadavg()[0]!.toFixed(1)} at start`);
  await run(3); // warm-up: JIT, connections, worker caches
  let served = 0, servedS = 0, engineRateSum = 0;
  const p99s: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const alone = await engineRate(engineMs);
    const r = await run(duration);
    served += r.requests.total;
    servedS += duration;
    engineRateSum += alone;
    p99s.push(r.latency.p99);
    console.log(`  round ${round}: engine alone ${Math.round(alone)}/s | service ${Math.round(r.requests.total / duration)}/s ` +
      `p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms max ${r.latency.max} ms (non-2xx ${r.non2xx}, errors ${r.errors}) | ` +
      `ratio ${(r.requests.total / duration / alone).toFixed(2)}x | load ${loadavg()[0]!.toFixed(1)}`);
  }
  const service = served / servedS;
  const limit = engineRateSum / rounds;
  p99s.sort((a, b) => a - b);
  console.log(`  service ${Math.round(service)} scans/s (p99 by round ${p99s.join(' / ')} ms) / engine alone on one core ${Math.round(limit)} scans/s ` +
    `= ${(service / limit).toFixed(2)}x   (goals: >= 0.8x, >= 5,000/s with p99 <= 20 ms)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
