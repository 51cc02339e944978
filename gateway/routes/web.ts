/**
 * The web pages every gateway serves: the dashboard at `/` (web/index.html with its module and
 * stylesheet) and the API reference at `/docs`. Plain files, no build step and no third-party host,
 * so `npm install && npm start` serves them as they are. Pages get a CSP of their own (the API's
 * answers keep `default-src 'none'`): scripts and styles from this origin only, images from this
 * origin and data: URLs (the login QR), requests to this origin only.
 */
import { readFileSync } from 'node:fs';
import Router from '@koa/router';
import type { AppState } from '../app.js';
import { describe } from '../openapi/registry.js';

const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
  '/docs': { file: 'docs.html', type: 'text/html; charset=utf-8' },
  '/docs.js': { file: 'docs.js', type: 'text/javascript; charset=utf-8' },
  '/docs.css': { file: 'docs.css', type: 'text/css; charset=utf-8' },
};

export function webRouter(dir = new URL('../../web/', import.meta.url)): Router<AppState> {
  const router = new Router<AppState>();
  for (const [path, { file, type }] of Object.entries(FILES)) {
    const body = readFileSync(new URL(file, dir));
    router.get(path, (ctx) => {
      ctx.type = type;
      ctx.set('Content-Security-Policy', PAGE_CSP);
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = body;
    });
  }
  return describe(router, Object.entries(FILES).map(([path, { type }]) => ({
    method: 'get' as const, path, summary: path === '/' ? 'the dashboard' : path === '/docs' ? 'the API reference page' : `a file of the web pages (${type.split(';')[0]})`,
    tag: 'web', auth: 'none' as const, contentType: type.split(';')[0]!,
  })));
}
