/**
 * Rate limits of spec/platform-api.md ("Limits"), in one middleware that runs before bodies are
 * parsed. A request that matches a route rule is counted against that rule only; any other request
 * is counted against the global limit: per session (300/min) when it carries a validly signed session
 * cookie, else per client IP (100/min). RATE_LIMIT_MAX replaces both global figures. `/health` is
 * never limited (load balancers and workspace sessions poll it).
 *
 * Counters live in PostgreSQL (`rate_limits`, shared by every gateway, so N gateways do not allow N
 * times the limit), with an in-memory insurance limiter that takes over if the database errors. A key
 * that has used up its points is then blocked in memory for the rest of its window, so a flood costs
 * no database writes. The memory store is available for single-gateway setups and benchmarks.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import {
  RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ApiError } from './errors.js';

export type RateLimitStore = 'memory' | 'postgres';

/** A limit of one route: `points` requests per `durationS` seconds per client IP. */
export interface RouteLimit {
  name: string;
  method: string;
  /** Express-style path with `:params`. */
  path: string;
  points: number;
  durationS?: number;
}

/** The rows of the spec's Limits table that concern the gateway's front door. */
export const FRONT_DOOR_LIMITS: RouteLimit[] = [
  { name: 'consent-challenge', method: 'GET', path: '/auth/consent/challenge', points: 120 },
  { name: 'consent-verify', method: 'POST', path: '/auth/consent/verify', points: 120 },
  { name: 'consent-callback', method: 'POST', path: '/auth/consent/callback', points: 20 },
  { name: 'consent-status', method: 'GET', path: '/auth/consent/status/:id', points: 60 },
  { name: 'consent-confirm', method: 'POST', path: '/auth/consent/confirm/:id', points: 60 },
  { name: 'resolve-names', method: 'POST', path: '/v1/resolve-names', points: 10 },
  { name: 'health', method: 'GET', path: '/v1/health', points: 30 },
];

export const GLOBAL_IP_LIMIT = 100;
export const GLOBAL_SESSION_LIMIT = 300;
const UNLIMITED_PATHS = new Set(['/health']);

export interface RateLimitOptions {
  store: RateLimitStore;
  knex?: Knex;
  /** RATE_LIMIT_MAX: replaces both global limits when set. */
  globalMax?: number;
  routes?: RouteLimit[];
  /** The session key of a request (a hash of its verified session token), or null. */
  sessionKey: (ctx: ParameterizedContext<any>) => string | null;
}

interface CompiledRule {
  rule: RouteLimit;
  method: string;
  pattern: RegExp;
  limiter: RateLimiterAbstract;
}

const toPattern = (path: string): RegExp =>
  new RegExp('^' + path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/') + '/?$');

/** A short, stable key for a session token, so raw tokens never reach the counter table. */
export const hashedKey = (value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 32);

export class RateLimits {
  readonly #rules: CompiledRule[] = [];
  readonly #ip: RateLimiterAbstract;
  readonly #session: RateLimiterAbstract;
  readonly #opts: RateLimitOptions;
  /** The per-IP and per-session figures in force. */
  readonly globalIp: number;
  readonly globalSession: number;

  constructor(opts: RateLimitOptions) {
    if (opts.store === 'postgres' && !opts.knex) throw new Error('the postgres rate-limit store needs knex');
    this.#opts = opts;
    this.globalIp = opts.globalMax ?? GLOBAL_IP_LIMIT;
    this.globalSession = opts.globalMax ?? GLOBAL_SESSION_LIMIT;
    this.#ip = this.#limiter('global-ip', this.globalIp, 60);
    this.#session = this.#limiter('global-session', this.globalSession, 60);
    for (const r of opts.routes ?? FRONT_DOOR_LIMITS) this.addRoute(r);
  }

  #limiter(prefix: string, points: number, duration: number): RateLimiterAbstract {
    const keyPrefix = `rl:${prefix}`;
    if (this.#opts.store === 'memory') return new RateLimiterMemory({ keyPrefix, points, duration });
    return new RateLimiterPostgres({
      storeClient: this.#opts.knex, storeType: 'knex', tableName: 'rate_limits', tableCreated: true,
      keyPrefix, points, duration,
      inMemoryBlockOnConsumed: points, inMemoryBlockDuration: duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    });
  }

  /** Adds a route rule; later issues call this for their rows of the Limits table. */
  addRoute(rule: RouteLimit): void {
    this.#rules.push({
      rule, method: rule.method.toUpperCase(), pattern: toPattern(rule.path),
      limiter: this.#limiter(rule.name, rule.points, rule.durationS ?? 60),
    });
  }

  /** The route rules in force (name, method, path, points). */
  routes(): RouteLimit[] {
    return this.#rules.map((r) => r.rule);
  }

  middleware(): Middleware {
    return async (ctx, next) => {
      if (ctx.method === 'OPTIONS' || UNLIMITED_PATHS.has(ctx.path)) return next();
      const route = this.#rules.find((r) => r.method === ctx.method && r.pattern.test(ctx.path));
      let limiter: RateLimiterAbstract;
      let key: string;
      let points: number;
      if (route) {
        [limiter, key, points] = [route.limiter, ctx.ip || 'unknown', route.rule.points];
      } else {
        const session = this.#opts.sessionKey(ctx);
        [limiter, key, points] = session
          ? [this.#session, session, this.globalSession]
          : [this.#ip, ctx.ip || 'unknown', this.globalIp];
      }
      try {
        const res = await limiter.consume(key);
        ctx.set('X-RateLimit-Limit', String(points));
        ctx.set('X-RateLimit-Remaining', String(res.remainingPoints));
      } catch (rej) {
        if (!(rej instanceof RateLimiterRes)) throw rej;
        const retryAfter = Math.max(1, Math.ceil(rej.msBeforeNext / 1000));
        throw Object.assign(new ApiError('RATE_LIMITED'), {
          headers: { 'Retry-After': String(retryAfter), 'X-RateLimit-Limit': String(points), 'X-RateLimit-Remaining': '0' },
        });
      }
      return next();
    };
  }
}
