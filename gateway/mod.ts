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
import type { GatewaySettings } from './settings.js';
import type { Logger } from 'pino';
import type { RpcClient } from '../chain/rpc.js';
import { createApp, type AppState } from './app.js';
import { AdminAudit } from './admin-audit.js';
import { adminGuard } from './auth/admin-guard.js';
import { requireSession, type SessionAuthDeps } from './auth/authenticate.js';
import { ChallengeStore } from './auth/challenges.js';
import { readSignedCookie, SESSION_COOKIE, type CookieSettings } from './auth/cookies.js';
import { NonceStore } from './auth/nonces.js';
import { SessionStore, type SessionBus } from './auth/sessions.js';
import type { SignatureDeps } from './auth/signed-action.js';
import { sessionOrSignedEnvelope, type SignedRouteOptions } from './auth/signed-envelope.js';
import { VerusWalletLogin, type WalletLogin } from './auth/wallet-login.js';
import { cors } from './cors.js';
import { DOMAIN_LIMITS, FRONT_DOOR_LIMITS, hashedKey, RateLimits, type RateLimitStore, type RouteLimit } from './rate-limits.js';
import type { Actors } from './actors.js';
import { NameResolver } from './names.js';
import { CatalogReads } from './read-models/catalog.js';
import { agentsRouter } from './routes/agents.js';
import { authRouter } from './routes/auth.js';
import type { DomainDeps } from './routes/domain.js';
import { servicesRouter } from './routes/services.js';
import { jobsRouter } from './routes/jobs.js';
import { jobPaymentsRouter } from './routes/job-payments.js';
import { adminRouter } from './routes/admin.js';
import { openApiRouter } from './routes/openapi.js';
import { WEB_PATHS, webRouter } from './routes/web.js';
import { adminReputationRouter } from './routes/admin-reputation.js';
import { attentionRouter } from './routes/attention.js';
import { receiptsRouter } from './routes/receipts.js';
import { reviewsRouter } from './routes/reviews.js';
import { trustRouter } from './routes/trust.js';
import { webhooksRouter } from './routes/webhooks.js';
import { discoveryRouter } from './routes/discovery.js';
import { healthRouter, type HealthProbe } from './routes/health.js';
import { GatewayMetrics, metricsRouter } from './metrics.js';
import { securityHeaders } from './security-headers.js';
import { filesRouter } from './routes/files.js';
import { jailboxRouter } from './routes/jailbox.js';
import { messagesRouter } from './routes/messages.js';
import { ChatPipeline } from './realtime/chat.js';
import { attachRealtime, type Realtime } from './realtime/socket.js';
import type { RunningServer } from './server.js';
import type { RuntimeClient } from '../runtime/mod.js';
import { ScannerClient, scannerClientOptions } from '../scanner/client/mod.js';

/** The chain calls the gateway makes. */
export type GatewayChain = Pick<RpcClient, 'getidentity' | 'verifymessage' | 'verifysignature' | 'getblockcount' | 'call' | 'getrawtransaction' | 'z_getoperationstatus'>;

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
  config: GatewaySettings;
  knex: Knex;
  rpc: GatewayChain;
  log: Logger;
  /**
   * Wallet login; by default Verus Mobile's, signed with PRIVATE_KEY as PLATFORM_IDENTITY. Without
   * PRIVATE_KEY challenges carry no deeplink and the callback answers NOT_FOUND.
   */
  wallet?: WalletLogin;
  /** Indexer health (the platform reads the indexer's cursor); without one it follows the chain (docs/gateway.md). */
  indexerProbe?: HealthProbe;
  /** Overrides RATE_LIMIT_STORE. */
  rateLimitStore?: RateLimitStore;
  /** Route limits in force; defaults to the spec's rows for these routes. */
  routeLimits?: RouteLimit[];
  /**
   * The actor cluster (a runtime client): with it the gateway serves the domain's routes, sending
   * every write to its actor; without it only the front door (health, discovery, login).
   */
  actors?: Actors;
  /** The job events of the actor cluster (`evt.job.<id>`), for the socket layer; usually the same runtime client. */
  events?: Pick<RuntimeClient, 'subscribeEvents' | 'subscribeNotes' | 'publishNote'>;
  /** The safety scanner client; by default built from SCANNER_* (remote, or the engine as a module). */
  scanner?: ScannerClient;
  /** The gateway's metrics (a fresh set by default); `/metrics` also serves `extraRegistries` (the runtime's in `start`). */
  metrics?: GatewayMetrics;
  extraRegistries?: () => import('prom-client').Registry[];
  /**
   * The actor cluster's transport, over which gateways tell each other of ended sessions, so a
   * logout takes effect everywhere at once (without it, within a second: docs/gateway.md).
   */
  sessionBus?: SessionBus;
  /** How long a read session is trusted (default 1000 ms; tests lengthen it to show the bus at work). */
  sessionCacheMs?: number;
  /** Routers of later issues, built with the kit. */
  routers?: (kit: GatewayKit) => Router<AppState>[];
  capabilities?: string[];
}

export interface Gateway {
  app: Koa<AppState>;
  kit: GatewayKit;
  /** Every router mounted, in order (the OpenAPI document is built from them). */
  routers: Router<AppState>[];
  /**
   * Serves the real-time channel (socket.io on `/ws`) on the server that serves `app`; with the
   * domain only. The server's `close` then ends the sockets first (they would hold it open).
   */
  attach(http: RunningServer): Realtime | undefined;
  realtime?: Realtime;
  /** Stops housekeeping, closes the rate-limit pool and the wallet-request thread; call after the HTTP server has closed. */
  stop(): Promise<void>;
}

const HOUSEKEEPING_MS = 10 * 60_000;

/**
 * A small pool of its own for the rate-limit counters' batched writes, with `synchronous_commit =
 * off`: a counter lost in a database crash is harmless, so there is no need to wait for the WAL.
 */
function counterPool(knex: Knex): Knex {
  return knexFactory({
    client: 'pg',
    connection: knex.client.config.connection,
    pool: {
      min: 0, max: 2,
      afterCreate: (conn: any, done: (err: Error | null, conn: unknown) => void) => {
        conn.query('SET synchronous_commit = off', (err: Error | null) => done(err, conn));
      },
    },
  });
}

export function createGateway(opts: GatewayOptions): Gateway {
  const { config, knex, rpc, log } = opts;
  const cookies: CookieSettings = { secret: config.COOKIE_SECRET, secure: config.NODE_ENV === 'production' };
  const sessions = new SessionStore(knex, config.SESSION_IDLE_TIMEOUT_MS, { bus: opts.sessionBus, cacheMs: opts.sessionCacheMs });
  const challenges = new ChallengeStore(knex, config.LOGIN_CHALLENGE_TTL_MS);
  const nonces = new NonceStore(knex, 2 * config.SIGNATURE_WINDOW_S * 1000);
  const sessionDeps: SessionAuthDeps = { sessions, cookies };
  const signatureDeps: SignatureDeps = { rpc, nonces, windowS: config.SIGNATURE_WINDOW_S };
  const store = opts.rateLimitStore ?? config.RATE_LIMIT_STORE;
  const counters = store === 'postgres' ? counterPool(knex) : undefined;
  const limits = new RateLimits({
    store,
    knex: counters,
    log,
    globalMax: config.RATE_LIMIT_MAX,
    routes: opts.routeLimits ?? [...FRONT_DOOR_LIMITS, ...(opts.actors ? DOMAIN_LIMITS : [])],
    exemptPaths: WEB_PATHS,
    sessionKey: (ctx) => {
      const token = readSignedCookie(ctx, cookies, SESSION_COOKIE);
      return token ? hashedKey(token) : null;
    },
  });
  const kit: GatewayKit = {
    requireSession: requireSession(sessionDeps),
    sessionOrSignedEnvelope: (o) => sessionOrSignedEnvelope({ ...signatureDeps, ...sessionDeps }, o),
    requireAdmin: adminGuard({
      ...sessionDeps, identities: config.ADMIN_IDENTITIES, allowedIps: config.ADMIN_ALLOWED_IPS, chain: config.CHAIN, audit: new AdminAudit(knex),
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
    wallet.warm().catch((err) => log.warn({ event: 'gateway.wallet_thread_failed', err }, 'wallet requests will be drawn when asked'));
    wallet.keyProblem().then(
      (problem) => problem && log.warn({ event: 'gateway.wallet_login_key', problem }, `wallet logins will fail: ${problem}`),
      () => {},
    );
  }
  const metrics = opts.metrics ?? new GatewayMetrics();
  const names = new NameResolver(rpc);
  const ownScanner = opts.actors && !opts.scanner ? new ScannerClient({ ...scannerClientOptions(config), log }) : undefined;
  const scanner = opts.scanner ?? ownScanner;
  const chat = opts.actors && scanner ? new ChatPipeline({ knex, actors: opts.actors, notes: opts.events, scanner, log, onVerdict: (direction, verdict) => metrics.scans.inc({ direction, verdict }) }) : undefined;
  const domain: DomainDeps | undefined = opts.actors && {
    kit, actors: opts.actors, knex, catalog: new CatalogReads(knex), names, settings: config, rpc, metrics,
    signatures: { ...signatureDeps, failureCode: 'INVALID_SIGNATURE' },
  };
  const chainUp: HealthProbe = async () => (await rpc.getblockcount()) >= 0;
  const routers: Router<AppState>[] = [
      healthRouter({
        rpc: chainUp,
        indexer: opts.indexerProbe ?? chainUp,
        database: async () => (await knex.raw('SELECT 1')).rows.length === 1,
      }),
      discoveryRouter({ names, capabilities: opts.capabilities }),
      authRouter({
        challenges, sessions, cookies, rpc, chain: config.CHAIN, wallet, publicUrl: config.PUBLIC_URL,
      }),
      ...(domain ? [agentsRouter(domain), servicesRouter(domain), jobsRouter(domain), jobPaymentsRouter(domain), adminRouter(domain),
        reviewsRouter(domain), attentionRouter(domain), trustRouter(domain), webhooksRouter(domain), receiptsRouter(domain),
        adminReputationRouter(domain)] : []),
      ...(domain && chat && scanner ? [messagesRouter(domain, chat), filesRouter(domain, scanner), jailboxRouter(domain)] : []),
      ...(opts.routers?.(kit) ?? []),
  ];
  routers.push(metricsRouter(metrics, config.ADMIN_ALLOWED_IPS, opts.extraRegistries));
  routers.push(openApiRouter(() => routers), webRouter());
  const app = createApp({
    log,
    proxy: config.TRUST_PROXY,
    jsonLimit: '1mb',
    middleware: [metrics.middleware(), securityHeaders({ production: config.NODE_ENV === 'production' }), cors(config.CORS_ORIGIN), limits.middleware()],
    routers,
  });

  const housekeeping = setInterval(() => {
    Promise.all([sessions.purgeExpired(), challenges.purgeExpired(), nonces.purgeExpired()]).then(
      ([s, c, n]) => log.debug({ event: 'gateway.housekeeping', sessions: s, challenges: c, nonces: n }),
      (err) => log.warn({ event: 'gateway.housekeeping_failed', err }),
    );
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  const gateway: Gateway = {
    app, kit, routers,
    attach(http) {
      if (!opts.actors || !opts.events || !scanner || !chat) return undefined;
      const realtime = attachRealtime(http.server, {
        knex, actors: opts.actors, events: opts.events, scanner, sessions, cookieSecret: config.COOKIE_SECRET, log, origins: config.CORS_ORIGIN, chat,
      });
      gateway.realtime = realtime;
      const close = http.close;
      http.close = async (graceMs) => {
        await realtime.close();
        await close(graceMs);
      };
      return realtime;
    },
    stop: async () => {
      clearInterval(housekeeping);
      await gateway.realtime?.close();
      sessions.close();
      await limits.close();
      await counters?.destroy();
      await ownScanner?.close();
      if (!opts.wallet) await wallet?.close?.();
    },
  };
  return gateway;
}
