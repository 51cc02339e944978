/**
 * Identity signatures verified per second through the dev chain's `verifymessage` over HTTP,
 * with the RPC client the platform uses. The dev chain runs as its own process
 * (`agentplatform devchain`), as it does beside a gateway.
 *
 *   npx tsx bench/chain/devchain.ts [seconds=10] [concurrency=32]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../bin/database.js';
import { RpcClient } from '../../chain/rpc.js';

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 32);
const cli = fileURLToPath(new URL('../../bin/agentplatform.mjs', import.meta.url));

const dataDir = await mkdtemp(join(tmpdir(), 'ap-bench-devchain-'));
const port = await freePort();
const child = spawn(process.execPath, [cli, 'devchain'], {
  env: { ...process.env, DATA_DIR: dataDir, CHAIN_RPC_PORT: String(port), CHAIN_RPC_USER: 'bench', CHAIN_RPC_PASS: 'bench', DEVCHAIN_BLOCK_INTERVAL_MS: '0', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  let out = '';
  child.stdout!.on('data', (d) => { out += d; if (out.includes('is up')) resolve(); });
  child.on('exit', (code) => reject(new Error(`devchain exited ${code}`)));
});

const rpc = new RpcClient({ url: `http://127.0.0.1:${port}/`, user: 'bench', pass: 'bench' });
try {
  await rpc.call('dev_createidentity', [{ name: 'benchsigner' }]);
  const samples = await Promise.all(Array.from({ length: 64 }, async (_, i) => {
    const message = `bench message ${i}`;
    return { message, signature: (await rpc.signmessage('benchsigner@', message)).signature };
  }));
  for (const s of samples) if (!(await rpc.verifymessage('benchsigner@', s.signature, s.message, true))) throw new Error('sample does not verify');

  let done = 0;
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
    for (let i = w; Date.now() < deadline; i += concurrency) {
      const s = samples[i % samples.length]!;
      const t0 = performance.now();
      if (!(await rpc.verifymessage('benchsigner@', s.signature, s.message, true))) throw new Error('verify failed');
      latencies.push(performance.now() - t0);
      done++;
    }
  }));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(2);
  console.log(`dev chain verifymessage (identity, checklatest) over HTTP: ${(done / elapsed).toFixed(0)} verifies/s ` +
    `(${done} in ${elapsed.toFixed(1)} s, concurrency ${concurrency}, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
