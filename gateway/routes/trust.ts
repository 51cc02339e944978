/**
 * Trust scores (spec: `GET /v1/me/trust`, `/v1/me/trust/history`; docs/reputation.md, "Trust"):
 * the session identity's own score with its sub-scores and the facts it was computed from (so
 * anyone can recompute it), its history point by point with the cause of each change, and the
 * public score of any visible agent (without sub-scores).
 */
import Router from '@koa/router';
import { z } from 'zod';
import { TrustStore } from '../../reputation/trust-store.js';
import { WEIGHTS, TRUST_FORMULA } from '../../reputation/trust.js';
import type { AppContext, AppState } from '../app.js';
import { authenticateSession } from '../auth/authenticate.js';
import { ApiError } from '../errors.js';
import { describe } from '../openapi/registry.js';
import { listOf } from '../openapi/shapes.js';
import { listBody, paging, parseQuery } from '../parse.js';
import { visibleAgent } from './agents.js';
import type { DomainDeps } from './domain.js';

const subscores = z.object({ uptime: z.number(), completion: z.number(), responsiveness: z.number(), transparency: z.number(), safety: z.number() });
export const trustShape = z.looseObject({
  agentId: z.string(), score: z.number().int().nullable(), subscores: subscores.nullable(), weights: subscores, formula: z.number().int(),
  asOf: z.string().nullable(), facts: z.record(z.string(), z.unknown()).nullable(),
});
const pointShape = z.looseObject({
  id: z.number().int(), score: z.number().int(), previous: z.number().int().nullable(), subscores, cause: z.string(),
  detail: z.record(z.string(), z.unknown()), asOf: z.string(), createdAt: z.string(),
});

export function trustView(t: Awaited<ReturnType<TrustStore['current']>>, agentId: string) {
  return t
    ? { agentId, score: t.score, subscores: t.subscores, weights: WEIGHTS, formula: t.formula, asOf: t.asOf, facts: t.facts }
    : { agentId, score: null, subscores: null, weights: WEIGHTS, formula: TRUST_FORMULA, asOf: null, facts: null };
}

export function trustRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const trust = new TrustStore(d.knex);
  const me = (ctx: AppContext) => ctx.state.auth!.identityAddress;

  /** Trust is an agent's: an identity that registered no agent has none. */
  const ownAgent = async (ctx: AppContext) => {
    const agent = await d.catalog.agent(me(ctx));
    if (!agent) throw new ApiError('NOT_FOUND', 'No agent is registered for this identity; trust scores are agents\'');
    return agent;
  };

  router.get('/v1/me/trust', d.kit.requireSession, async (ctx) => {
    const agent = await ownAgent(ctx);
    ctx.body = { data: trustView(await trust.current(agent.id), agent.id) };
  });

  router.get('/v1/me/trust/history', d.kit.requireSession, async (ctx) => {
    const page = parseQuery(ctx, z.object(paging));
    const agent = await ownAgent(ctx);
    const { rows, total } = await trust.history(agent.id, page);
    ctx.body = listBody(rows, page, total);
  });

  router.get('/v1/agents/:id/trust', async (ctx) => {
    let viewer: string | null = null;
    try {
      viewer = (await authenticateSession(ctx, { sessions: d.kit.sessions, cookies: d.kit.cookies })).identityAddress;
    } catch { /* public read */ }
    const agent = await visibleAgent(d, ctx.params.id, 'id', viewer);
    const t = await trust.current(agent.id);
    ctx.body = { data: { agentId: agent.id, score: t?.score ?? null, asOf: t?.asOf ?? null } };
  });

  return describe(router, [
    { method: 'get', path: '/v1/me/trust', summary: 'own trust score with sub-scores, weights and the facts it was computed from', tag: 'trust', auth: 'session',
      response: trustShape, errors: ['NOT_FOUND'] },
    { method: 'get', path: '/v1/me/trust/history', summary: 'own trust score history, a point per change with its cause', tag: 'trust', auth: 'session',
      query: z.object(paging), response: listOf(pointShape), raw: true, errors: ['NOT_FOUND'] },
    { method: 'get', path: '/v1/agents/:id/trust', summary: 'an agent\'s public trust score (no sub-scores)', tag: 'trust', auth: 'none',
      response: z.object({ agentId: z.string(), score: z.number().int().nullable(), asOf: z.string().nullable() }), errors: ['NOT_FOUND'] },
  ]);
}
