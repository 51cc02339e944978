/**
 * Child process of bench/gateway/gateway.ts: serves one of
 *  - `gateway`: the real gateway (createGateway) on BENCH_DATABASE_URL and the dev chain at
 *    BENCH_CHAIN_PORT (its own process, started by the driver, its platform key BENCH_PLATFORM_WIF),
 *    plus `GET /bench/noop` behind the session check; route limits off, RATE_LIMIT_MAX huge, so the
 *    figures are the cost of the work, not of refusals;
 *  - `hello`: a bare Koa hello-world, the baseline.
 * Prints one JSON line `{url, ...}` when ready.
 */
import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import Koa from 'koa';
import { loadPlatformConfig } from '../../bin/config.js';
import { openKnex } from '../../bin/database.js';
import { createLogger } from '../../bin/logger.js';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { RpcClient } from '../../chain/rpc.js';
import type { AppState } from '../../gateway/app.js';
import { createGateway } from '../../gateway/mod.js';
import { listen } from '../../gateway/server.js';

const mode = process.argv[2];
const log = createLogger('silent');

if (mode === 'hello') {
  const app = new Koa();
  app.use((ctx) => { ctx.body = { data: 'hello' }; });
  const http = await listen(app, 0, '127.0.0.1');
  process.stdout.write(JSON.stringify({ url: http.url }) + '\n');
} else {
  // The dev chain runs as its own process (started by the driver, like verusd beside a gateway).
  const platformWif = process.env.BENCH_PLATFORM_WIF!;
  const user = process.env.BENCH_CHAIN_USER!, pass = process.env.BENCH_CHAIN_PASS!;
  const chain = { port: Number(process.env.BENCH_CHAIN_PORT), url: `http://127.0.0.1:${process.env.BENCH_CHAIN_PORT}/` };
  const config = loadPlatformConfig({
    NODE_ENV: 'test', DATABASE_URL: process.env.BENCH_DATABASE_URL, CHAIN_RPC_USER: user, CHAIN_RPC_PASS: pass,
    CHAIN_RPC_PORT: String(chain.port), PRIVATE_KEY: platformWif, RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_STORE: process.env.RATE_LIMIT_STORE ?? 'postgres',
  });
  const knex = openKnex(config.DATABASE_URL!, { max: 10 });
  const rpc = new RpcClient({ url: chain.url, user, pass });
  const gateway = createGateway({
    config, knex, rpc, log, routeLimits: [],
    routers: (kit) => {
      const r = new Router<AppState>();
      r.get('/bench/noop', kit.requireSession, (ctx) => { ctx.body = { data: 'ok' }; });
      return [r];
    },
  });
  const http = await listen(gateway.app, 0, '127.0.0.1');
  // Users the driver logs in as: key held by the driver, identity on the dev chain.
  const users = [];
  for (let i = 0; i < 32; i++) {
    const wif = generateWif();
    const created = await rpc.call('dev_createidentity', [{ name: `bench${i}${randomBytes(3).toString('hex')}`, primaryaddresses: [rAddressOfWif(wif)] }]) as any;
    users.push({ name: `${created.identity.name}@`, address: created.identity.identityaddress, wif });
  }
  process.stdout.write(JSON.stringify({ url: http.url, users, chainPort: chain.port }) + '\n');
}
// A clean exit on SIGINT, so `--cpu-prof` writes its profile.
process.on('SIGINT', () => process.exit(0));
