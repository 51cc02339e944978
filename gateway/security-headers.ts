/**
 * Response headers every API answer carries: no sniffing, no framing, no referrer, a locked-down
 * CSP (the API serves JSON, never pages), no caching of authenticated answers, and HSTS in
 * production (where TLS ends at the proxy in front of us).
 */
import type { Middleware } from 'koa';

export function securityHeaders(opts: { production: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    ctx.set('Cross-Origin-Resource-Policy', 'same-site');
    ctx.set('Cache-Control', 'no-store');
    if (opts.production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
