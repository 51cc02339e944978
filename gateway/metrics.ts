/**
 * The gateway's Prometheus metrics: requests by method, route template and status with their
 * duration, payments recorded by outcome, and chat scans by verdict. `GET /metrics` serves them
 * (with the actor runtime's, when it runs in the same process), to clients inside
 * ADMIN_ALLOWED_IPS when that is set (Prometheus scrapes without a session), else to loopback only.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppState } from './app.js';
import { ipAllowList } from './auth/admin-guard.js';
import { ApiError, toApiError } from './errors.js';
import { describe } from './openapi/registry.js';
import { RequestTally } from './request-tally.js';

export class GatewayMetrics {
  readonly registry = new Registry();
  readonly requests: RequestTally;
  readonly payments: Counter<'purpose' | 'outcome'>;
  readonly scans: Counter<'direction' | 'verdict'>;

  constructor(opts: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.requests = new RequestTally(this.registry);
    this.payments = new Counter({ name: 'payments_recorded_total', help: 'Payment references sent to jobs, by purpose and outcome', labelNames: ['purpose', 'outcome'], registers });
    this.scans = new Counter({ name: 'chat_scans_total', help: 'Chat messages by scan direction and verdict', labelNames: ['direction', 'verdict'], registers });
    if (opts.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** Counts every request under its route template (`/v1/jobs/:id`), never the raw path. */
  middleware(): Middleware<AppState> {
    return async (ctx, next) => {
      const started = performance.now();
      let status: number | undefined;
      try {
        await next();
      } catch (err) {
        status = toApiError(err).status; // the error mapping outside us sets it on the way out
        throw err;
      } finally {
        const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
        this.requests.record(ctx.method, route, status ?? ctx.status, (performance.now() - started) / 1000);
      }
    };
  }
}

export function metricsRouter(metrics: GatewayMetrics, allowedIps: string[], extra: () => Registry[] = () => []): Router<AppState> {
  const router = new Router<AppState>();
  const allowed = allowedIps.length > 0 ? ipAllowList(allowedIps) : (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
  describe(router, [{ method: 'get', path: '/metrics', summary: 'Prometheus metrics (ADMIN_ALLOWED_IPS, or loopback)', tag: 'discovery', auth: 'none', contentType: 'text/plain', errors: ['FORBIDDEN'] }]);
  router.get('/metrics', async (ctx) => {
    if (!allowed(ctx.ip)) throw new ApiError('FORBIDDEN', 'Metrics are served to ADMIN_ALLOWED_IPS (or loopback) only');
    const merged = Registry.merge([metrics.registry, ...extra()]);
    ctx.type = merged.contentType;
    ctx.body = await merged.metrics();
  });
  return router;
}
