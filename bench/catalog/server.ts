/**
 * Child process of bench/catalog/search.ts: `hello` (bare Koa) or `catalog`: the real gateway with
 * the agent actor in process, on BENCH_DATABASE_URL, after publishing BENCH_SERVICES services
 * (100 agents) through the actor, as the routes do. Prints one JSON line `{url, seeded, seedMs}`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { domainActorKinds } from '../../actors/mod.js';
import { loadPlatformConfig } from '../../bin/config.js';
import { openKnex } from '../../bin/database.js';
import { createLogger } from '../../bin/logger.js';
import { startDevChain } from '../../chain/devchain/mod.js';
import { RpcClient } from '../../chain/rpc.js';
import { createGateway } from '../../gateway/mod.js';
import { listen } from '../../gateway/server.js';
import { startRuntime } from '../../runtime/mod.js';

const mode = process.argv[2];
// a clean exit on SIGINT, so --cpu-prof writes its profile
process.on('SIGINT', () => process.exit(0));
const log = createLogger('silent');
const WORDS = ['translate', 'summarize', 'audit', 'review', 'design', 'research', 'transcribe', 'classify', 'refactor', 'forecast'];
const TOPICS = ['contracts', 'invoices', 'code', 'images', 'podcasts', 'papers', 'websites', 'datasets', 'emails', 'logos'];

if (mode === 'hello') {
  const app = new Koa();
  app.use((ctx) => { ctx.body = { data: 'hello' }; });
  const http = await listen(app, 0, '127.0.0.1');
  process.stdout.write(JSON.stringify({ url: http.url }) + '\n');
} else {
  const total = Number(process.env.BENCH_SERVICES ?? 10_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'ap-bench-'));
  const user = 'bench', pass = randomBytes(8).toString('hex');
  const chain = await startDevChain({ dataDir, port: 0, user, pass, log, blockIntervalMs: 0 });
  const config = loadPlatformConfig({
    NODE_ENV: 'test', DATABASE_URL: process.env.BENCH_DATABASE_URL, CHAIN_RPC_USER: user, CHAIN_RPC_PASS: pass,
    CHAIN_RPC_PORT: String(chain.port), RATE_LIMIT_MAX: '1000000', RATE_LIMIT_STORE: 'memory',
  });
  const rpc = new RpcClient({ url: chain.url, user, pass });
  const runtime = await startRuntime({ databaseUrl: config.DATABASE_URL!, cluster: `bench${randomBytes(3).toString('hex')}`, kinds: domainActorKinds({ rpc, settings: config }), log });
  const knex = openKnex(config.DATABASE_URL!, { max: 10 });
  const started = Date.now();
  const agents = Array.from({ length: 100 }, (_, i) => `iBench${String(i).padStart(3, '0')}${randomBytes(10).toString('hex')}`.slice(0, 34));
  await Promise.all(agents.map(async (id, a) => {
    await runtime.client.send('agent', id, {
      type: 'register', by: id, byName: null, identityName: `bench${a}@`,
      profile: { name: `Bench agent ${a}`, type: 'autonomous', description: `agent ${a}`, category: null, tags: [], website: null },
    });
    for (let s = a; s < total; s += agents.length) {
      const price = 1 + (s % 997) / 10;
      await runtime.client.send('agent', id, {
        type: 'service-create', by: id, byName: null, serviceId: randomUUID(),
        service: {
          name: `${WORDS[s % 10]} ${TOPICS[(s >> 3) % 10]} ${s}`, description: `We ${WORDS[(s >> 1) % 10]} your ${TOPICS[s % 10]} quickly and carefully.`,
          price, currency: 'VRSCTEST', acceptedCurrencies: [{ currency: 'VRSCTEST', price }, { currency: 'VRSC', price: Math.round(price * 3) / 100 + 0.01 }],
          category: `cat${s % 20}`, turnaround: '1 day', paymentTerms: 'prepay', guard: false, privateMode: false,
        },
      });
    }
  }));
  const seedMs = Date.now() - started;
  await knex.raw('ANALYZE services; ANALYZE service_prices; ANALYZE agents');
  const gateway = createGateway({ config, knex, rpc, log, routeLimits: [], actors: runtime.client });
  const http = await listen(gateway.app, 0, '127.0.0.1');
  process.stdout.write(JSON.stringify({ url: http.url, seeded: total, seedMs }) + '\n');
}
