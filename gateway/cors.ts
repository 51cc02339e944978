/**
 * CORS for the dashboard origins in CORS_ORIGIN. Credentials (the session cookie) are allowed, so
 * the origin is echoed only when it is on the list, never `*`. Preflights are answered here, before
 * rate limits and bodies.
 */
import type { Middleware } from 'koa';

const ALLOWED_HEADERS = 'Content-Type, X-Request-Id';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

export function cors(origins: string[]): Middleware {
  const allowed = new Set(origins.map((o) => o.replace(/\/$/, '')));
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    ctx.vary('Origin');
    const ok = origin !== '' && allowed.has(origin);
    if (ok) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining');
    }
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      if (ok) {
        ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        ctx.set('Access-Control-Max-Age', '600');
      }
      ctx.status = 204;
      return;
    }
    await next();
  };
}
