/**
 * The Koa application: request ids, the error mapping, JSON bodies, and the routers. Thin by design:
 * routes validate, authenticate, send a command and map the reply.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from 'pino';
import type { Authenticated } from './auth/authenticate.js';
import { ApiError, toApiError } from './errors.js';

export interface AppState {
  requestId: string;
  log: Logger;
  /** The authenticated caller, set by the gateway's auth middleware (gateway/auth/authenticate.ts). */
  auth?: Authenticated;
}

/** A request's state; its logger (with the request id bound) is made when first used. */
class RequestState implements AppState {
  auth?: Authenticated;
  made: Logger | undefined;
  constructor(private readonly base: Logger, readonly requestId: string) {}
  get log(): Logger {
    return (this.made ??= this.base.child({ requestId: this.requestId }));
  }
  set log(log: Logger) {
    this.made = log;
  }
}

export type AppContext = Koa.ParameterizedContext<AppState>;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface AppOptions {
  log: Logger;
  routers: Router<AppState>[];
  /** Largest JSON body accepted; larger ones answer VALIDATION_ERROR. */
  jsonLimit?: string;
  proxy?: boolean;
  /** Middleware run after the error mapping and before bodies are parsed (headers, CORS, rate limits). */
  middleware?: Koa.Middleware<AppState>[];
}

export function createApp(opts: AppOptions): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: opts.proxy ?? false });
  // Errors are answered and logged by our middleware; Koa's default handler would print stacks.
  app.silent = true;

  app.use(async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const state = new RequestState(opts.log, REQUEST_ID.test(incoming) ? incoming : randomUUID());
    ctx.state = state;
    ctx.set('X-Request-Id', state.requestId);
    const started = performance.now();
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new ApiError('NOT_FOUND', 'Route not found');
      // The router's plain-text 405/501 for a known path with another method: the spec has no such
      // code, so it is a route that does not exist (the Allow header stays).
      if ((ctx.status === 405 || ctx.status === 501) && (ctx.body == null || typeof ctx.body === 'string')) {
        throw new ApiError('NOT_FOUND', 'Route not found');
      }
    } catch (err) {
      const api = toApiError(err);
      ctx.status = api.status;
      ctx.body = api.toJSON();
      for (const [k, v] of Object.entries((err as { headers?: Record<string, string> }).headers ?? {})) ctx.set(k, v);
      if (api.status >= 500) {
        ctx.state.log.error({ event: 'http.error', err: api.cause ?? api, code: api.code }, 'request failed');
      }
    } finally {
      if (opts.log.isLevelEnabled('info')) {
        const line = {
          event: 'http.request', method: ctx.method, path: ctx.path, status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        };
        if (state.made) state.made.info(line);
        else opts.log.info({ requestId: state.requestId, ...line });
      }
    }
  });

  for (const m of opts.middleware ?? []) app.use(m);

  app.use(koaBody({ jsonLimit: opts.jsonLimit ?? '1mb', formLimit: '64kb', textLimit: '64kb', multipart: false }));

  // One router holding every router's routes: a request is matched once, not once per router.
  const root = new Router<AppState>();
  for (const router of opts.routers) root.use(router.routes());
  app.use(root.routes()).use(root.allowedMethods());
  return app;
}
