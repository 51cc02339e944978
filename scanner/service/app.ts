/**
 * The scanner's Koa application: routing, X-API-Key, rate limits, JSON bodies with optional
 * AES-256-GCM encryption, and the error mapping. Runs on the HTTP thread, so it parses, queues and
 * answers, nothing more; requests are logged at debug level to keep the hot path cheap.
 */
import Koa from 'koa';
import type { Logger } from 'pino';
import type { ApiKeys } from './api-keys.js';
import { decryptBody, parseJson, readText } from './body.js';
import { encryptPayload } from './encryption.js';
import { invalidRequest, ScannerError, toScannerError } from './errors.js';
import type { RateLimits } from './rate-limits.js';
import { ROUTES, type Route, type RouteDeps } from './routes.js';

export interface ScannerAppOptions {
  log: Logger;
  apiKeys: ApiKeys;
  rateLimits: RateLimits;
  /** AES-256-GCM key; encrypted bodies are refused without one. */
  encryptionKey?: Buffer;
  bodyLimitBytes: number;
  deps: RouteDeps;
}

const TABLE = new Map<string, Route>(ROUTES.map((r) => [`${r.method} ${r.path}`, r]));

export function createScannerApp(opts: ScannerAppOptions): Koa {
  const app = new Koa();
  app.silent = true;

  app.use(async (ctx) => {
    const started = performance.now();
    try {
      const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
      const route = TABLE.get(`${method} ${ctx.path}`);
      if (!route) throw new ScannerError('NOT_FOUND');

      let body: unknown;
      let encrypted = false;
      if (route.group !== null) {
        const keyId = opts.apiKeys.match(ctx.get('x-api-key') || undefined);
        if (keyId === null) throw new ScannerError('UNAUTHORIZED');
        await opts.rateLimits.consume(route.group, keyId);
      }
      if (route.schema) {
        let raw = parseJson(await readText(ctx.req, opts.bodyLimitBytes));
        encrypted = ctx.get('x-encrypted').toLowerCase() === 'true';
        if (encrypted) raw = decryptBody(opts.encryptionKey, raw);
        const parsed = route.schema.safeParse(raw);
        if (!parsed.success) throw invalidRequest(parsed.error);
        body = parsed.data;
      }

      const result = await route.handle(body, opts.deps);
      ctx.status = 200;
      if (encrypted) {
        ctx.set('X-Encrypted', 'true');
        ctx.body = encryptPayload(opts.encryptionKey!, JSON.stringify(result));
      } else {
        ctx.body = result;
      }
    } catch (err) {
      const e = toScannerError(err);
      ctx.status = e.status;
      ctx.body = e.toJSON();
      for (const [k, v] of Object.entries(e.headers)) ctx.set(k, v);
      if (e.status >= 500) opts.log.error({ event: 'http.error', err: e.cause ?? e, code: e.code, path: ctx.path });
    } finally {
      if (opts.log.isLevelEnabled('debug')) {
        opts.log.debug({
          event: 'http.request', method: ctx.method, path: ctx.path, status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    }
  });
  return app;
}
