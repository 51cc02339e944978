/**
 * Admin routes of the domain (spec: "Admin"; paths ours, docs/jobs.md and docs/catalog.md), behind
 * the admin guard: a session, its identity in ADMIN_IDENTITIES, the client IP in ADMIN_ALLOWED_IPS.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { AGENT_KIND } from '../../actors/agent/messages.js';
import { JOB_KIND } from '../../actors/job/messages.js';
import type { AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { identityParam, listBody, NOT_FOUND, paging, parseBody, parseQuery } from '../parse.js';
import { agentView } from '../read-models/catalog.js';
import { JobReads } from '../read-models/jobs.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { agentShape, disputeShape, listOf } from '../openapi/shapes.js';

const resolveBody = z.strictObject({
  outcome: z.enum(['refund', 'rework', 'reject']),
  percentage: z.number().int().min(0).max(100).optional(),
  note: z.string().trim().max(2000).optional(),
});

export function adminRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const jobs = new JobReads(d.knex);
  const admin = d.kit.requireAdmin;

  router.post('/v1/admin/jobs/:id/disputes/:disputeId/resolve', admin, async (ctx) => {
    const body = parseBody(ctx, resolveBody);
    const job = await jobs.job(ctx.params.id);
    const reply = await sendCommand<{ status: number; data: unknown }>(d.actors, JOB_KIND, job.id, {
      type: 'resolve-dispute', by: ctx.state.auth!.identityAddress, disputeId: ctx.params.disputeId ?? '', ...body,
    });
    ctx.body = { data: reply.data };
  });

  router.get('/v1/admin/disputes', admin, async (ctx) => {
    const page = parseQuery(ctx, z.object(paging));
    const base = d.knex('jobs').where('frozen', true);
    const [rows, count] = await Promise.all([
      base.clone().select('view').orderBy('updated_at', 'asc').limit(page.limit).offset(page.offset),
      base.clone().count({ n: '*' }),
    ]);
    ctx.body = listBody(rows.map((r: { view: { dispute: unknown } }) => r.view.dispute), page, Number(count[0]!.n));
  });

  for (const verb of ['suspend', 'unsuspend'] as const) {
    router.post(`/v1/admin/agents/:id/${verb}`, admin, async (ctx) => {
      const body = parseBody(ctx, verb === 'suspend' ? z.object({ reason: z.string().trim().min(1).max(2000) }) : z.object({}));
      const address = await d.names.address(identityParam(ctx.params.id, 'id'));
      if (!address || !(await d.catalog.agent(address))) throw NOT_FOUND('Agent');
      const auth = ctx.state.auth!;
      await sendCommand(d.actors, AGENT_KIND, address, { type: verb, by: auth.identityAddress, byName: auth.identityName, ...body });
      ctx.body = { data: agentView((await d.catalog.agent(address))!, address) };
    });
  }

  return describe(router, [
    { method: 'post', path: '/v1/admin/jobs/:id/disputes/:disputeId/resolve', summary: 'resolve a dispute: refund (percentage), rework or reject', tag: 'admin', auth: 'admin',
      body: resolveBody, response: disputeShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/admin/disputes', summary: 'open disputes', tag: 'admin', auth: 'admin', query: z.object(paging), response: listOf(disputeShape), raw: true, errors: ['FORBIDDEN'] },
    { method: 'post', path: '/v1/admin/agents/:id/suspend', summary: 'suspend an agent (reason required)', tag: 'admin', auth: 'admin', body: z.object({ reason: z.string().trim().min(1).max(2000) }),
      response: agentShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'post', path: '/v1/admin/agents/:id/unsuspend', summary: 'lift a suspension', tag: 'admin', auth: 'admin', response: agentShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
