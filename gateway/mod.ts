/**
 * The gateway: the Koa app with every front-door router and middleware, built from the platform's
 * config, database and chain client. `startPlatform` and `agentplatform gateway` serve it; tests and
 * benchmarks build it directly.
 *
 * Middleware order: request id + error mapping (app.ts) -> security headers -> CORS (answers
 * preflights) -> rate limits (before any body is read) -> JSON body (size-limited) -> routers.
 */
import type Router from '@koa/router';
import type Koa from 'koa';
import knexFactory, { type Knex } from 'knex';
import type { PlatformConfig } from '../bin/config.js';
import type { Logger } from '../bin/logger.js';
import type { RpcClient } from '../chain/rpc.js';
import { createApp, type AppState } from './app.js';
import { adminGuard } from './auth/admin-guard.js';
import { requireSession, type SessionAuthDeps } from './auth/authenticate.js';
import { ChallengeStore } from './auth/challenges.js';
import { readSignedCookie, SESSION_COOKIE, type CookieSettings } from './auth/cookies.js';
import { NonceStore } from './auth/nonces.js';
import { SessionStore } from './auth/sessions.js';
import type { SignatureDeps } from './auth/signed-action.js';
import { sessionOrSignedEnvelope, type SignedRouteOptions } from './auth/signed-envelope.js';
import { VerusWalletLogin, type WalletLogin } from './auth/wallet-login.js';
import { cors } from './cors.js';
import { hashedKey, RateLimits, type RateLimitStore, type RouteLimit } from './rate-limits.js';
import { authRouter } from './routes/auth.js';
import { discoveryRouter } from './routes/discovery.js';
import { healthRouter, type HealthProbe } from './routes/health.js';
import { securityHeaders } from './security-headers.js';

/** The chain calls the gateway makes. */
export type GatewayChain = Pick<RpcClient, 'getidentity' | 'verifymessage' | 'verifysignature' | 'getblockcount'>;

/** What later routers use to authenticate: hand these to route factories. */
export interface GatewayKit {
  requireSession: Koa.Middleware<AppState>;
  /** Session cookie or signed envelope (signing v2 / legacy v1) for a named action. */
  sessionOrSignedEnvelope(opts: SignedRouteOptions): Koa.Middleware<AppState>;
  requireAdmin: Koa.Middleware<AppState>;
  limits: RateLimits;
  sessions: SessionStore;
  challenges: ChallengeStore;
  nonces: NonceStore;
  cookies: CookieSettings;
}

export interface GatewayOptions {
  config: PlatformConfig;
  knex: Knex;
  rpc: GatewayChain;
  log: Logger;
  /**
   * Wallet login; by default Verus Mobile's, signed with PRIVATE_KEY as PLATFORM_IDENTITY. Without
   * PRIVATE_KEY challenges carry no deeplink and the callback answers NOT_FOUND.
   */
  wallet?: WalletLogin;
  /** Indexer health; until the indexer exists it follows the chain (docs/gateway.md). */
  indexerProbe?: HealthProbe;
  /** Overrides RATE_LIMIT_STORE. */
  rateLimitStore?: RateLimitStore;
  /** Route limits in force; defaults to the spec's rows for these routes. */
  routeLimits?: RouteLimit[];
  /** Routers of later issues, built with the kit. */
  routers?: (kit: GatewayKit) => Router<AppState>[];
  capabilities?: string[];
}

export interface Gateway {
  app: Koa<AppState>;
  kit: GatewayKit;
  /** Stops housekeeping and closes the rate-limit pool; call after the HTTP server has closed. */
  stop(): Promise<void>;
}

const HOUSEKEEPING_MS = 10 * 60_000;

/**
 * A small pool of its own for rate-limit counters, with `synchronous_commit = off`: a counter lost in
 * a database crash is harmless, and not waiting for the WAL flush on every request's upsert is what
 * keeps the shared counters cheap.
 */
function counterPool(knex: Knex): Knex {
  return knexFactory({
    client: 'pg',
    connection: knex.client.config.connection,
    pool: {
      min: 0, max: 4,
      afterCreate: (conn: any, done: (err: Error | null, conn: unknown) => void) => {
        conn.query('SET synchronous_commit = off', (err: Error | null) => done(err, conn));
      },
    },
  });
}

export function createGateway(opts: GatewayOptions): Gateway {
  const { config, knex, rpc, log } = opts;
  const cookies: CookieSettings = { secret: config.COOKIE_SECRET, secure: config.NODE_ENV === 'production' };
  const sessions = new SessionStore(knex, config.SESSION_IDLE_TIMEOUT_MS);
  const challenges = new ChallengeStore(knex, config.LOGIN_CHALLENGE_TTL_MS);
  const nonces = new NonceStore(knex, 2 * config.SIGNATURE_WINDOW_S * 1000);
  const sessionDeps: SessionAuthDeps = { sessions, cookies };
  const signatureDeps: SignatureDeps = { rpc, nonces, windowS: config.SIGNATURE_WINDOW_S };
  const store = opts.rateLimitStore ?? config.RATE_LIMIT_STORE;
  const counters = store === 'postgres' ? counterPool(knex) : undefined;
  const limits = new RateLimits({
    store,
    knex: counters,
    globalMax: config.RATE_LIMIT_MAX,
    routes: opts.routeLimits,
    sessionKey: (ctx) => {
      const token = readSignedCookie(ctx, cookies, SESSION_COOKIE);
      return token ? hashedKey(token) : null;
    },
  });
  const kit: GatewayKit = {
    requireSession: requireSession(sessionDeps),
    sessionOrSignedEnvelope: (o) => sessionOrSignedEnvelope({ ...signatureDeps, ...sessionDeps }, o),
    requireAdmin: adminGuard({
      ...sessionDeps, identities: config.ADMIN_IDENTITIES, allowedIps: config.ADMIN_ALLOWED_IPS, chain: config.CHAIN,
    }),
    limits, sessions, challenges, nonces, cookies,
  };

  const wallet = opts.wallet ?? (config.PRIVATE_KEY
    ? new VerusWalletLogin({ rpc, chain: config.CHAIN, platformIdentity: config.PLATFORM_IDENTITY, privateKey: config.PRIVATE_KEY })
    : undefined);
  if (wallet && config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    log.warn({ event: 'gateway.public_url_unset' },
      'PUBLIC_URL is unset: wallet-login callback URLs follow the client-supplied Host header');
  }
  if (wallet instanceof VerusWalletLogin) {
    wallet.keyProblem().then(
      (problem) => problem && log.warn({ event: 'gateway.wallet_login_key', problem }, `wallet logins will fail: ${problem}`),
      () => {},
    );
  }
  const chainUp: HealthProbe = async () => (await rpc.getblockcount()) >= 0;
  const app = createApp({
    log,
    proxy: config.TRUST_PROXY,
    jsonLimit: '1mb',
    middleware: [securityHeaders({ production: config.NODE_ENV === 'production' }), cors(config.CORS_ORIGIN), limits.middleware()],
    routers: [
      healthRouter({
        rpc: chainUp,
        indexer: opts.indexerProbe ?? chainUp,
        database: async () => (await knex.raw('SELECT 1')).rows.length === 1,
      }),
      discoveryRouter({ rpc, capabilities: opts.capabilities }),
      authRouter({
        challenges, sessions, cookies, rpc, chain: config.CHAIN, wallet, publicUrl: config.PUBLIC_URL,
      }),
      ...(opts.routers?.(kit) ?? []),
    ],
  });

  const housekeeping = setInterval(() => {
    Promise.all([sessions.purgeExpired(), challenges.purgeExpired(), nonces.purgeExpired()]).then(
      ([s, c, n]) => log.debug({ event: 'gateway.housekeeping', sessions: s, challenges: c, nonces: n }),
      (err) => log.warn({ event: 'gateway.housekeeping_failed', err }),
    );
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  return {
    app, kit,
    stop: async () => {
      clearInterval(housekeeping);
      await counters?.destroy();
    },
  };
}
