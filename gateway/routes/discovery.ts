/**
 * Discovery: `GET /v1/version` (capability flags) and `POST /v1/resolve-names` (names to
 * i-addresses through the chain, at most 50 RPC calls per request).
 */
import Router from '@koa/router';
import { z } from 'zod';
import pkg from '../../package.json' with { type: 'json' };
import type { AppState } from '../app.js';
import { fromZodError } from '../errors.js';
import type { NameResolver } from '../names.js';
import { describe } from '../openapi/registry.js';

/** Capability flags of spec "Versioning" that this build supports; later issues add theirs. */
export const CAPABILITIES = [
  // Signing v2 (canonical JCS envelopes) is accepted beside the legacy pipe form.
  'signing.canonical-v1',
  // An unreachable chain daemon during login answers RPC_ERROR 502, never 401.
  'auth.rpc-unavailable-code',
] as const;

export const MAX_RESOLVE_NAMES = 50;

const IDENTITY = /^(?:i[a-zA-Z0-9]{25,50}|[^\s@]{1,255}@)$/;

const resolveBody = z.object({
  names: z
    .array(z.string().regex(IDENTITY, 'must be a name ending in @ or an i-address'))
    .min(1)
    .max(MAX_RESOLVE_NAMES, `at most ${MAX_RESOLVE_NAMES} names per request`),
});

export interface DiscoveryDeps {
  /** Chain lookups, cached per name for a minute. */
  names: Pick<NameResolver, 'resolve'>;
  /** Extra capability flags (true ones only). */
  capabilities?: string[];
}

export function discoveryRouter(deps: DiscoveryDeps): Router<AppState> {
  const router = new Router<AppState>();
  const capabilities = [...new Set([...CAPABILITIES, ...(deps.capabilities ?? [])])].sort();

  router.get('/v1/version', (ctx) => {
    ctx.body = { data: { name: 'agentplatform', version: pkg.version, api: 'v1', capabilities } };
  });

  router.post('/v1/resolve-names', async (ctx) => {
    const parsed = resolveBody.safeParse((ctx.request as { body?: unknown }).body);
    if (!parsed.success) throw fromZodError(parsed.error);
    const unique = [...new Set(parsed.data.names)];
    // One (cached) getidentity per distinct entry (<= 50); an unknown name maps to null.
    const answers = await Promise.all(unique.map(async (name) => [name, (await deps.names.resolve(name))?.address ?? null] as const));
    ctx.body = { data: { names: Object.fromEntries(answers) } };
  });

  return describe(router, [
    { method: 'get', path: '/v1/version', summary: 'capability flags', tag: 'discovery', auth: 'none',
      response: z.looseObject({ name: z.string(), version: z.string(), api: z.literal('v1'), capabilities: z.array(z.string()) }) },
    { method: 'post', path: '/v1/resolve-names', summary: 'names to i-addresses (1-50; 10/min)', tag: 'discovery', auth: 'none', body: resolveBody,
      response: z.object({ names: z.record(z.string(), z.string().nullable()) }), errors: ['RPC_ERROR'] },
  ]);
}
