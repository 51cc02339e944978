/** `GET /health` for load balancers and `GET /v1/health` with component states. */
import Router from '@koa/router';
import type { AppState } from '../app.js';
import { z } from 'zod';
import { describe } from '../openapi/registry.js';

export type ComponentName = 'rpc' | 'indexer' | 'database';
/** A component probe: resolves true when healthy. Rejections and timeouts count as `error`. */
export type HealthProbe = () => Promise<boolean>;

const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: HealthProbe): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const ok = await Promise.race([
      check(),
      new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS); }),
    ]);
    return ok ? 'ok' : 'error';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/** Health routes. Components without a probe yet are left out of `components`. */
export function healthRouter(probes: Partial<Record<ComponentName, HealthProbe>>): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/v1/health', async (ctx) => {
    const names = Object.keys(probes) as ComponentName[];
    const states = await Promise.all(names.map((n) => probe(probes[n]!)));
    const components = Object.fromEntries(names.map((n, i) => [n, states[i]]));
    const healthy = states.every((s) => s === 'ok');
    ctx.status = healthy ? 200 : 503;
    ctx.body = { status: healthy ? 'ok' : 'error', components };
  });
  return describe(router, [
    { method: 'get', path: '/health', summary: 'liveness for load balancers', tag: 'discovery', auth: 'none', raw: true, response: z.object({ status: z.literal('ok') }) },
    { method: 'get', path: '/v1/health', summary: 'component states (30/min); 503 when one is error', tag: 'discovery', auth: 'none', raw: true,
      response: z.object({ status: z.enum(['ok', 'error']), components: z.record(z.string(), z.enum(['ok', 'error'])) }) },
  ]);
}
