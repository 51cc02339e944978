/**
 * The web pages every gateway serves: the dashboard at `/` (web/index.html with its modules and
 * stylesheet, each file listed below) and the API reference at `/docs`, plus the socket.io browser
 * client from the installed package. Plain files, no build step and no third-party host, so
 * `npm install && npm start` serves them as they are (docs/dashboard.md). Pages get a CSP of their
 * own (the API's answers keep `default-src 'none'`): scripts and styles from this origin only,
 * images from this origin and data: URLs (the login QR), requests to this origin only. Their paths
 * are exported so the rate limiter does not count them (WEB_PATHS).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Router from '@koa/router';
import { z } from 'zod';
import type { AppContext, AppState } from '../app.js';
import { ApiError } from '../errors.js';
import { qrPng } from '../auth/wallet-qr.js';
import { describe } from '../openapi/registry.js';

const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const JS = 'text/javascript; charset=utf-8';
/** The dashboard's modules (web/<name>.js), each listed: nothing under web/ is served unless named here. */
const MODULES = [
  'app', 'lib/api', 'lib/live', 'lib/signing',
  'pages/login', 'pages/market', 'pages/agent', 'pages/jobs', 'pages/job', 'pages/job-actions', 'pages/job-chat', 'pages/job-files',
  'pages/job-extensions', 'pages/job-workspace', 'pages/inbox', 'pages/notifications', 'pages/my-agent', 'pages/my-services',
  'pages/my-webhooks', 'pages/trust', 'pages/admin',
];

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  ...Object.fromEntries(MODULES.map((m) => [`/${m}.js`, { file: `${m}.js`, type: JS }])),
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
  '/docs': { file: 'docs.html', type: 'text/html; charset=utf-8' },
  '/docs.js': { file: 'docs.js', type: JS },
  '/docs.css': { file: 'docs.css', type: 'text/css; charset=utf-8' },
};

/** The socket.io browser client (ESM build), served from the installed package: no CDN. */
const SOCKET_IO_PATH = '/vendor/socket.io.esm.min.js';
const SOCKET_IO_CLIENT = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('socket.io-client/package.json')), 'dist', 'socket.io.esm.min.js'));

/** The QR code of a text (the job page's payment commands), and the longest text it draws. */
const QR_PATH = '/qr.png';
const QR_MAX = 1000;

/** Every path the web pages are served at (the rate limiter does not count them). */
export const WEB_PATHS: readonly string[] = [...Object.keys(FILES), SOCKET_IO_PATH];

/** A route per folder of modules (`/lib/:file`, `/pages/:file`), so the API document lists folders, not every module. */
const folderOf = (path: string): string | null => /^(\/(?:lib|pages)\/)[^/]+\.js$/.exec(path)?.[1] ?? null;

export function webRouter(dir = new URL('../../web/', import.meta.url)): Router<AppState> {
  const router = new Router<AppState>();
  const files = { ...FILES, [SOCKET_IO_PATH]: { file: SOCKET_IO_CLIENT.href, type: JS } };
  const served = new Map(Object.entries(files).map(([path, { file, type }]) => [path, { type, body: readFileSync(new URL(file, dir)) }]));
  const send = (ctx: AppContext, path: string): boolean => {
    const f = served.get(path);
    if (!f) return false; // only the listed files: anything else is the app's 404
    ctx.type = f.type;
    ctx.set('Content-Security-Policy', PAGE_CSP);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = f.body;
    return true;
  };
  const routes: { path: string; type: string; summary: string }[] = [];
  const folders = new Set<string>();
  for (const [path, { type }] of Object.entries(files)) {
    const folder = folderOf(path);
    if (folder) {
      folders.add(folder);
      continue;
    }
    router.get(path, (ctx) => { send(ctx, path); });
    routes.push({ path, type, summary: path === '/' ? 'the dashboard' : path === '/docs' ? 'the API reference page' : `a file of the web pages (${type.split(';')[0]})` });
  }
  for (const folder of folders) {
    router.get(`${folder}:file`, async (ctx, next) => {
      if (!send(ctx, ctx.path)) await next();
    });
    routes.push({ path: `${folder}:file`, type: JS, summary: `a module of the dashboard under ${folder} (only the listed ones)` });
  }
  // The job page's payment QR codes: a `sendcurrency` command (or address) as a PNG drawn here, so
  // the page needs no QR library and no third-party host. Short texts only; cached by the browser.
  router.get(QR_PATH, (ctx) => {
    const text = typeof ctx.query.text === 'string' ? ctx.query.text : '';
    if (text.length === 0 || text.length > QR_MAX) {
      throw new ApiError('VALIDATION_ERROR', `text must be 1 to ${QR_MAX} characters`, [{ field: 'text', message: `1 to ${QR_MAX} characters` }]);
    }
    ctx.type = 'image/png';
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = qrPng(text);
  });
  routes.push({ path: QR_PATH, type: 'image/png', summary: 'a QR code (PNG) of a short text, for the job page\'s payment commands' });
  return describe(router, routes.map(({ path, type, summary }) => ({
    method: 'get' as const, path, summary, tag: 'web', auth: 'none' as const, contentType: type.split(';')[0]!,
    ...(path === QR_PATH ? { errors: ['VALIDATION_ERROR'], query: z.object({ text: z.string().min(1).max(QR_MAX) }) } : {}),
  })));
}
