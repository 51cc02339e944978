/**
 * A running gateway for tests: the real dev chain (A's module) on a free port, the gateway from
 * `createGateway` on the run's migrated database, and small HTTP helpers with a cookie jar per
 * "browser". `TRUST_PROXY` is on so each test can speak from its own client IP (X-Forwarded-For)
 * and rate-limit counters never leak between tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { loadPlatformConfig, type PlatformConfig } from '../../bin/config.js';
import { openKnex } from '../../bin/database.js';
import { createLogger } from '../../bin/logger.js';
import { startDevChain, type DevChain } from '../../chain/devchain/mod.js';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { signAsIdentity } from '../../chain/identity-signature.js';
import { CHAIN_IDS } from '../../chain/identity-address.js';
import { RpcClient } from '../../chain/rpc.js';
import type { AppState } from '../../gateway/app.js';
import { createGateway, type Gateway, type GatewayKit, type GatewayOptions } from '../../gateway/mod.js';
import { listen, type RunningServer } from '../../gateway/server.js';
import { domainActorKinds } from '../../actors/mod.js';
import { startRuntime, type Runtime } from '../../runtime/mod.js';

export interface TestIdentity {
  name: string;
  address: string;
  wif: string;
}

export interface Harness {
  url: string;
  chain: DevChain;
  rpc: RpcClient;
  knex: Knex;
  config: PlatformConfig;
  gateway: Gateway;
  http: RunningServer;
  platformWif: string;
  /** The in-process actor runtime serving the domain (with `domain: true`). */
  runtime?: Runtime;
  /**
   * A new identity on the dev chain with one key we hold. `revocable`: the platform identity (whose
   * key the dev wallet holds) is its revocation and recovery authority, so tests can revoke it.
   */
  identity(prefix?: string, opts?: { revocable?: boolean }): Promise<TestIdentity>;
  /** A new identity whose key only the dev chain's wallet holds (sign with `signmessage`). */
  walletIdentity(prefix?: string): Promise<{ name: string; address: string }>;
  /** Signs `message` as the identity, as `signmessage` would (at the current height). */
  sign(id: TestIdentity, message: string): Promise<string>;
  /** Stops the dev chain (the gateway keeps running). */
  stopChain(): Promise<void>;
  /** Starts the dev chain again on the same port with the same state. */
  restartChain(): Promise<void>;
  stop(): Promise<void>;
}

let counter = 0;
/** A client IP no other test uses (documentation range 198.18.0.0/15). */
export function freshIp(): string {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
}

export async function startHarness(opts: {
  env?: Record<string, string>;
  routers?: (kit: GatewayKit) => Router<AppState>[];
  gateway?: Partial<GatewayOptions>;
  devchainPort?: number;
  /** Serve the domain's routes with an in-process actor runtime (its own cluster name). */
  domain?: boolean;
} = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ap-gw-'));
  const silent = new Writable({ write: (_c, _e, cb) => cb() });
  // AP_TEST_LOG=error (or info...) shows the gateway's log while debugging a test.
  const log = process.env.AP_TEST_LOG ? createLogger(process.env.AP_TEST_LOG, 'test') : createLogger('silent', 'test', silent);
  const platformWif = generateWif();
  const user = 'test', pass = randomBytes(12).toString('hex');
  const chainOptions = { dataDir, user, pass, log, privateKey: platformWif, blockIntervalMs: 0 };
  let chain: DevChain = await startDevChain({ ...chainOptions, port: opts.devchainPort ?? 0 });
  const port = chain.port;
  const config = loadPlatformConfig({
    NODE_ENV: 'test', DATABASE_URL: process.env.AP_TEST_DATABASE_URL, CHAIN_RPC_USER: user, CHAIN_RPC_PASS: pass,
    CHAIN_RPC_PORT: String(chain.port), CHAIN_RPC_TIMEOUT_MS: '2000', PRIVATE_KEY: platformWif, TRUST_PROXY: 'true',
    ...opts.env,
  });
  const knex = openKnex(config.DATABASE_URL!);
  const rpc = new RpcClient({ url: chain.url, user, pass, timeoutMs: 2000 });
  const runtime = opts.domain
    ? await startRuntime({
        databaseUrl: config.DATABASE_URL!, cluster: `gw${randomBytes(5).toString('hex')}`, partitions: 8,
        kinds: domainActorKinds({ rpc, settings: config }), log,
      })
    : undefined;
  const gateway = createGateway({ config, knex, rpc, log, routers: opts.routers, actors: runtime?.client, events: runtime?.client, ...opts.gateway });
  const http = await listen(gateway.app, 0, '127.0.0.1');
  gateway.attach(http);

  return {
    url: http.url, get chain() { return chain; }, rpc, knex, config, gateway, http, platformWif, runtime,
    async identity(prefix = 'user', o = {}) {
      const wif = generateWif();
      const name = `${prefix}${randomBytes(5).toString('hex')}`;
      const authorities = o.revocable ? { revocationauthority: chain.platformIdentity.name, recoveryauthority: chain.platformIdentity.name } : {};
      const created = await rpc.call('dev_createidentity', [{ name, primaryaddresses: [rAddressOfWif(wif)], ...authorities }]) as any;
      return { name: `${name}@`, address: created.identity.identityaddress, wif };
    },
    async walletIdentity(prefix = 'wallet') {
      const name = `${prefix}${randomBytes(5).toString('hex')}`;
      const created = await rpc.call('dev_createidentity', [{ name }]) as any;
      return { name: `${name}@`, address: created.identity.identityaddress };
    },
    async sign(id, message) {
      const blockHeight = await rpc.getblockcount();
      return signAsIdentity({ wifs: [id.wif], systemId: CHAIN_IDS.VRSCTEST, identityId: id.address, blockHeight, message });
    },
    async stopChain() {
      await chain.stop();
    },
    async restartChain() {
      chain = await startDevChain({ ...chainOptions, port });
    },
    async stop() {
      await http.close(1000);
      await gateway.stop();
      await runtime?.stop();
      await knex.destroy();
      await chain.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One browser: a cookie jar and a client IP. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string, readonly ip = freshIp()) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const h: Record<string, string> = { 'x-forwarded-for': this.ip, ...headers };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(this.base + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const [k, v] = [pair!.slice(0, eq), pair!.slice(eq + 1)];
      if (v === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(k);
      else this.cookies.set(k, v);
    }
    const text = await res.text();
    let parsed: any = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get(path: string, headers?: Record<string, string>) { return this.request('GET', path, undefined, headers); }
  post(path: string, body?: unknown, headers?: Record<string, string>) { return this.request('POST', path, body ?? {}, headers); }
}

/** Logs a browser in through the CLI flow; resolves with the verify answer. */
export async function cliLogin(h: Harness, b: Browser, id: TestIdentity): Promise<{ status: number; body: any }> {
  const ch = await b.get('/auth/consent/challenge');
  if (ch.status !== 200) throw new Error(`challenge failed: ${JSON.stringify(ch.body)}`);
  const signature = await h.sign(id, ch.body.data.challengeHash);
  return b.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: id.name, signature });
}
