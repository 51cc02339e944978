/**
 * Dashboard benchmark: first contentful paint of the marketplace page with 1,000 services in the
 * catalog (published through the agent actor), in Debian's Chromium headless, each load in a fresh
 * browser context (nothing cached); and the size of the served web assets.
 *
 *   npx tsx bench/web/fcp.ts        (BENCH_RUNS: loads, default 7; BENCH_SERVICES, default 1,000)
 *
 * Besides FCP (`performance.getEntriesByName('first-contentful-paint')`), it reports when the
 * service list is on screen (the page's `#result-count`), since the header paints before the
 * modules load. Figures are printed, never asserted.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from '../database.js';
import { chromium } from 'playwright-core';
import { WEB_PATHS } from '../../gateway/routes/web.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 1000);
const SERVER = fileURLToPath(new URL('../catalog/server.ts', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const db = await benchDatabase('ap_bench_web');
const dbUrl = db.url;

const child = spawn(process.execPath, ['--import', 'tsx', SERVER, 'catalog'], {
  env: { ...process.env, BENCH_DATABASE_URL: dbUrl, BENCH_SERVICES: String(SERVICES) }, stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const ready = await new Promise<{ url: string; seeded: number; seedMs: number }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (l) => resolve(JSON.parse(l)));
    child.once('exit', (code) => reject(new Error(`catalog server exited with ${code}`)));
  });

  // the served assets, as the gateway sends them (no compression at the gateway; gzip shown for a proxy that adds it)
  const sizes: { path: string; bytes: number; gzip: number }[] = [];
  for (const path of WEB_PATHS) {
    const body = Buffer.from(await (await fetch(ready.url + path)).arrayBuffer());
    sizes.push({ path, bytes: body.length, gzip: gzipSync(body).length });
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  const fcp: number[] = [], listed: number[] = [], loaded: number[] = [];
  let marketBytes = 0, marketFiles = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // when the list is drawn, seen from inside the page (the DevTools protocol is not subject to the page's CSP)
    await page.addInitScript(() => {
      const g = globalThis as any;
      new g.MutationObserver((_: unknown, obs: any) => {
        if (g.document.getElementById('result-count')) {
          g.listedAt = g.performance.now();
          obs.disconnect();
        }
      }).observe(g.document, { childList: true, subtree: true });
    });
    let bytes = 0, files = 0;
    page.on('response', async (r) => {
      if (!new URL(r.url()).pathname.startsWith('/v1/')) {
        files += 1;
        bytes += (await r.body().catch(() => Buffer.alloc(0))).length;
      }
    });
    await page.goto(`${ready.url}/#/market`, { waitUntil: 'load' });
    await page.locator('#result-count').waitFor();
    const t = await page.evaluate(() => {
      const p = (globalThis as any).performance;
      return {
        fcp: p.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        listed: (globalThis as any).listedAt as number,
        load: p.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN,
      };
    });
    const count = await page.locator('#result-count').textContent();
    if (!count?.startsWith(`${SERVICES} services`)) throw new Error(`the page shows "${count}", not ${SERVICES} services`);
    fcp.push(t.fcp);
    listed.push(t.listed);
    loaded.push(t.load);
    [marketBytes, marketFiles] = [bytes, files];
    await context.close();
  }
  await browser.close();

  const total = sizes.reduce((a, s) => a + s.bytes, 0);
  const gz = sizes.reduce((a, s) => a + s.gzip, 0);
  const own = sizes.filter((s) => !s.path.startsWith('/vendor/') && !s.path.startsWith('/docs'));
  const out = [
    `Dashboard benchmark: ${ready.seeded} services (seeded through the agent actor in ${ready.seedMs} ms), ${RUNS} cold loads of /#/market`,
    `  first contentful paint   median ${median(fcp).toFixed(0)} ms  (min ${Math.min(...fcp).toFixed(0)}, max ${Math.max(...fcp).toFixed(0)})`,
    `  service list on screen   median ${median(listed).toFixed(0)} ms  (min ${Math.min(...listed).toFixed(0)}, max ${Math.max(...listed).toFixed(0)})`,
    `  load event               median ${median(loaded).toFixed(0)} ms`,
    `  the marketplace load fetched ${marketFiles} files, ${kb(marketBytes)} (API answers not counted)`,
    `Served web assets: ${sizes.length} files, ${kb(total)} (${kb(gz)} gzipped); the dashboard's own ${own.length} files ${kb(own.reduce((a, s) => a + s.bytes, 0))}`,
    ...sizes.map((s) => `  ${s.path.padEnd(34)} ${String(s.bytes).padStart(7)} B  ${String(s.gzip).padStart(6)} B gz`),
  ];
  console.log(out.join('\n'));
} finally {
  child.kill('SIGINT');
  await new Promise((r) => child.once('exit', r));
  await db.drop().catch(() => {});
}
