/**
 * Admin routes of reputation (spec: "Admin": trust recalculation, manual penalties; docs/reputation.md),
 * behind the admin guard, which also writes the audit log these routes read. Suspension and dispute
 * resolution are in routes/admin.ts; they are audited by the same guard.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { TrustStore } from '../../reputation/trust-store.js';
import { AdminAudit } from '../admin-audit.js';
import type { AppContext, AppState } from '../app.js';
import { describe } from '../openapi/registry.js';
import { listOf } from '../openapi/shapes.js';
import { identityParam, listBody, NOT_FOUND, paging, parseBody, parseQuery } from '../parse.js';
import type { DomainDeps } from './domain.js';
import { trustShape, trustView } from './trust.js';

const penaltyBody = z.strictObject({
  points: z.number().int().min(1).max(100),
  reason: z.string().trim().min(1, 'a reason is required').max(2000),
});
const auditQuery = z.object({
  ...paging,
  actor: z.string().regex(/^i[a-zA-Z0-9]{25,50}$/, 'must be an i-address').optional(),
  action: z.string().min(1).max(200).optional(),
  outcome: z.enum(['pending', 'ok', 'refused', 'error', 'denied']).optional(),
});
const penaltyShape = z.looseObject({ id: z.string(), agentId: z.string(), points: z.number().int(), reason: z.string(), by: z.string(), createdAt: z.string() });
const auditShape = z.looseObject({
  id: z.number().int(), at: z.string(), actor: z.string().nullable(), ip: z.string(), method: z.string(), path: z.string(), action: z.string(),
  outcome: z.enum(['pending', 'ok', 'refused', 'error', 'denied']), status: z.number().int().nullable(),
});

export function adminReputationRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const admin = d.kit.requireAdmin;
  const trust = new TrustStore(d.knex);
  const audit = new AdminAudit(d.knex);

  const agentOf = async (ctx: AppContext) => {
    const address = await d.names.address(identityParam(ctx.params.id, 'id'));
    const agent = address ? await d.catalog.agent(address) : null;
    if (!agent) throw NOT_FOUND('Agent');
    return agent;
  };

  router.post('/v1/admin/agents/:id/trust/recalculate', admin, async (ctx) => {
    parseBody(ctx, z.strictObject({}));
    const agent = await agentOf(ctx);
    const t = await trust.recompute(agent.id, 'admin.recalculation', { by: ctx.state.auth!.identityAddress });
    ctx.body = { data: trustView(t, agent.id) };
  });

  router.post('/v1/admin/agents/:id/penalties', admin, async (ctx) => {
    const body = parseBody(ctx, penaltyBody);
    const agent = await agentOf(ctx);
    const { penalty, trust: t } = await trust.penalise(agent.id, body.points, body.reason, ctx.state.auth!.identityAddress);
    ctx.status = 201;
    ctx.body = { data: { penalty, trust: trustView(t, agent.id) } };
  });

  router.get('/v1/admin/agents/:id/penalties', admin, async (ctx) => {
    const page = parseQuery(ctx, z.object(paging));
    const agent = await agentOf(ctx);
    const base = d.knex('trust_penalties').where({ agent_id: agent.id });
    const [rows, count] = await Promise.all([
      base.clone().orderBy('created_at', 'desc').limit(page.limit).offset(page.offset).select('*'),
      base.clone().count({ n: '*' }),
    ]);
    ctx.body = listBody(rows.map((r: any) => ({ id: r.id, agentId: r.agent_id, points: r.points, reason: r.reason, by: r.by_id, createdAt: new Date(r.created_at).toISOString() })), page, Number(count[0]!.n));
  });

  router.get('/v1/admin/agents/:id/trust', admin, async (ctx) => {
    const agent = await agentOf(ctx);
    ctx.body = { data: trustView(await trust.current(agent.id), agent.id) };
  });

  router.get('/v1/admin/audit', admin, async (ctx) => {
    const q = parseQuery(ctx, auditQuery);
    const { rows, total } = await audit.list(q);
    ctx.body = listBody(rows, q, total);
  });

  const t = { tag: 'admin', auth: 'admin' as const };
  return describe(router, [
    { ...t, method: 'post', path: '/v1/admin/agents/:id/trust/recalculate', summary: 'recompute an agent\'s trust score now', response: trustShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { ...t, method: 'post', path: '/v1/admin/agents/:id/penalties', summary: 'a manual penalty (reason required), shown in the trust history', body: penaltyBody,
      response: z.object({ penalty: penaltyShape, trust: trustShape }), status: 201, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { ...t, method: 'get', path: '/v1/admin/agents/:id/penalties', summary: 'an agent\'s penalties', query: z.object(paging), response: listOf(penaltyShape), raw: true, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { ...t, method: 'get', path: '/v1/admin/agents/:id/trust', summary: 'an agent\'s full trust score', response: trustShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { ...t, method: 'get', path: '/v1/admin/audit', summary: 'the admin audit log, newest first (who, what, when, from where, outcome)', query: auditQuery, response: listOf(auditShape), raw: true, errors: ['FORBIDDEN'] },
  ]);
}
