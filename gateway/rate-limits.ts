/**
 * Rate limits of spec/platform-api.md ("Limits"), in one middleware that runs before bodies are
 * parsed. A request that matches a route rule is counted against that rule only; any other request
 * is counted against the global limit: per session (300/min) when it carries a validly signed session
 * cookie, else per client IP (100/min). RATE_LIMIT_MAX replaces both global figures. `/health` is
 * never limited (load balancers and workspace sessions poll it).
 *
 * Counters are shared by every gateway through PostgreSQL (`rate_limits`), so N gateways do not
 * allow N times the limit: each gateway counts locally and writes its counts in one batched
 * statement every 250 ms (rate-counters.ts), so a request costs no database round trip and a limit
 * trips within its number plus a quarter second of traffic (exactly at its number on one gateway).
 * The memory store (per process) is available for single-gateway setups and benchmarks.
 */
import { createHash } from 'node:crypto';
import { memoized } from './memo.js';
import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './errors.js';
import { SharedCounters, type ConsumeResult } from './rate-counters.js';

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

/** The rows of the Limits table for the domain's routes. */
export const DOMAIN_LIMITS: RouteLimit[] = [
  { name: 'agent-status', method: 'POST', path: '/v1/agents/:chainId/status', points: 10 },
  { name: 'me-identity', method: 'GET', path: '/v1/me/identity', points: 30 },
  { name: 'data-policy', method: 'PUT', path: '/v1/me/data-policy', points: 10 },
  { name: 'deletion-attestation', method: 'POST', path: '/v1/jobs/:id/deletion-attestation', points: 10 },
  { name: 'file-upload', method: 'POST', path: '/v1/jobs/:id/files', points: 10 },
  { name: 'file-download', method: 'GET', path: '/v1/jobs/:id/files/:fileId', points: 30 },
];

export const GLOBAL_IP_LIMIT = 100;
export const GLOBAL_SESSION_LIMIT = 300;
const UNLIMITED_PATHS = new Set(['/health']);

export interface RateLimitOptions {
  store: RateLimitStore;
  knex?: Knex;
  log?: Logger;
  /** How often shared counters are written (postgres store). Default 250 ms. */
  flushMs?: number;
  /** RATE_LIMIT_MAX: replaces both global limits when set. */
  globalMax?: number;
  routes?: RouteLimit[];
  /** The session key of a request (a hash of its verified session token), or null. */
  sessionKey: (ctx: ParameterizedContext<any>) => string | null;
  /**
   * Paths whose GETs are never counted: the web pages' static files, served from memory. A page
   * load fetches some twenty modules; counted, they would spend a visitor's API budget.
   */
  exemptPaths?: Iterable<string>;
}

/** One limit: `points` requests per window, counted per key. */
interface Limiter {
  consume(key: string): ConsumeResult | Promise<ConsumeResult>;
}

interface CompiledRule {
  rule: RouteLimit;
  method: string;
  pattern: RegExp;
  limiter: Limiter;
}

const toPattern = (path: string): RegExp =>
  new RegExp('^' + path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/') + '/?$');

/** A short, stable key for a session token, so raw tokens never reach the counter table. */
export const hashedKey = memoized((value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 32));

export class RateLimits {
  readonly #rules: CompiledRule[] = [];
  readonly #ip: Limiter;
  readonly #session: Limiter;
  readonly #opts: RateLimitOptions;
  readonly #counters: SharedCounters | undefined;
  readonly #exempt: Set<string>;
  /** The per-IP and per-session figures in force. */
  readonly globalIp: number;
  readonly globalSession: number;

  constructor(opts: RateLimitOptions) {
    if (opts.store === 'postgres' && !opts.knex) throw new Error('the postgres rate-limit store needs knex');
    this.#opts = opts;
    this.#exempt = new Set(opts.exemptPaths ?? []);
    this.#counters = opts.store === 'postgres' ? new SharedCounters({ knex: opts.knex!, log: opts.log, flushMs: opts.flushMs }) : undefined;
    this.globalIp = opts.globalMax ?? GLOBAL_IP_LIMIT;
    this.globalSession = opts.globalMax ?? GLOBAL_SESSION_LIMIT;
    this.#ip = this.#limiter('global-ip', this.globalIp, 60);
    this.#session = this.#limiter('global-session', this.globalSession, 60);
    for (const r of opts.routes ?? FRONT_DOOR_LIMITS) this.addRoute(r);
  }

  #limiter(prefix: string, points: number, duration: number): Limiter {
    const keyPrefix = `rl:${prefix}`;
    const counters = this.#counters;
    if (counters) return { consume: (key) => counters.consume(`${keyPrefix}:${key}`, points, duration) };
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return {
      consume: (key) => memory.consume(key).then(
        (res) => ({ allowed: true, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext }),
        (rej) => {
          if (!(rej instanceof RateLimiterRes)) throw rej;
          return { allowed: false, remaining: 0, msBeforeNext: rej.msBeforeNext };
        }),
    };
  }

  /** Writes the shared counters' last counts and stops their timer. */
  async close(): Promise<void> {
    await this.#counters?.close();
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
      if ((ctx.method === 'GET' || ctx.method === 'HEAD') && this.#exempt.has(ctx.path)) return next();
      const route = this.#rules.find((r) => r.method === ctx.method && r.pattern.test(ctx.path));
      let limiter: Limiter;
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
      const res = await limiter.consume(key);
      if (!res.allowed) {
        const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw Object.assign(new ApiError('RATE_LIMITED'), {
          headers: { 'Retry-After': String(retryAfter), 'X-RateLimit-Limit': String(points), 'X-RateLimit-Remaining': '0' },
        });
      }
      ctx.set('X-RateLimit-Limit', String(points));
      ctx.set('X-RateLimit-Remaining', String(res.remaining));
      return next();
    };
  }
}
