/**
 * The contract: `GET /v1/openapi.json`, OpenAPI 3.1 built from the mounted routers' descriptions.
 * The reference page that renders it (`/docs`) is one of the web pages (routes/web.ts).
 */
import Router from '@koa/router';
import type { AppState } from '../app.js';
import { openApiDocument } from '../openapi/document.js';
import { describe } from '../openapi/registry.js';


export function openApiRouter(routers: () => Router<any>[]): Router<AppState> {
  const router = new Router<AppState>();
  let cached: Record<string, unknown> | undefined;
  router.get('/v1/openapi.json', (ctx) => {
    cached ??= openApiDocument(routers());
    ctx.body = cached;
  });
  return describe(router, [
    { method: 'get', path: '/v1/openapi.json', summary: 'this document (OpenAPI 3.1)', tag: 'discovery', auth: 'none', raw: true },
  ]);
}
