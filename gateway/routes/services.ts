/**
 * Services (spec: "Services", the Service resource) under `/v1/me/services`, the service search
 * `GET /v1/services`, and canary tokens `/v1/me/canary`. The session identity is the agent.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { acceptedCurrency, AGENT_KIND, currency, paymentTerms, price } from '../../actors/agent/messages.js';
import type { AppContext, AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { identityParam, listBody, NOT_FOUND, paging, parseBody, parseQuery } from '../parse.js';
import { serviceView } from '../read-models/catalog.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { canaryShape, deletedShape, listOf, serviceShape } from '../openapi/shapes.js';

const serviceFieldsShape = {
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(5000),
  price,
  currency,
  acceptedCurrencies: z.array(acceptedCurrency).min(1).max(20).optional(),
  category: z.string().trim().min(1).max(64),
  turnaround: z.string().trim().min(1).max(64).nullable().optional(),
  paymentTerms,
  guard: z.boolean().optional(),
  privateMode: z.boolean().optional(),
};
const newService = z.strictObject(serviceFieldsShape);
const servicePatch = z.strictObject(serviceFieldsShape).partial()
  .refine((p) => Object.keys(p).length > 0, 'give at least one field to change');

const decimal = (field: string) => z.preprocess((v) => (v === undefined || v === '' ? undefined : v),
  z.string().regex(/^\d+(\.\d{1,8})?$/, `${field} must be a number with at most 8 decimals`).transform(Number).optional());

const searchQuery = z.object({
  ...paging,
  q: z.string().trim().min(1).max(200).optional(),
  category: z.string().trim().min(1).max(64).optional(),
  currency: currency.optional(),
  minPrice: decimal('minPrice'),
  maxPrice: decimal('maxPrice'),
  agent: z.string().max(300).optional(),
  sort: z.enum(['newest', 'price', 'price_asc', 'price_desc', '-price', 'relevance']).default('newest')
    .transform((s) => (s === 'price_asc' ? 'price' : s === '-price' ? 'price_desc' : s)),
}).refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  { message: 'minPrice must not exceed maxPrice', path: ['minPrice'] });

const canaryBody = z.strictObject({ token: z.string().trim().min(8).max(200).optional() });

export function servicesRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const me = (ctx: AppContext) => ctx.state.auth!;
  const send = (ctx: AppContext, message: Record<string, unknown>) => {
    const auth = me(ctx);
    return sendCommand<Record<string, any>>(d.actors, AGENT_KIND, auth.identityAddress, { by: auth.identityAddress, byName: auth.identityName, ...message });
  };
  const ownService = async (ctx: AppContext) => {
    const row = await d.catalog.service(ctx.params.serviceId ?? '');
    if (!row || row.agent_id !== me(ctx).identityAddress) throw NOT_FOUND('Service');
    return row;
  };

  router.get('/v1/services', async (ctx) => {
    const q = parseQuery(ctx, searchQuery);
    let agent: string | undefined;
    if (q.agent) {
      agent = (await d.names.address(identityParam(q.agent, 'agent'))) ?? undefined;
      if (!agent) {
        ctx.body = listBody([], q, 0);
        return;
      }
    }
    const { rows, total } = await d.catalog.searchServices({ ...q, agent, sort: q.sort as 'newest' });
    ctx.body = listBody(rows.map(serviceView), q, total);
  });

  router.get('/v1/me/services', d.kit.requireSession, async (ctx) => {
    const page = parseQuery(ctx, z.object(paging));
    const { rows, total } = await d.catalog.agentServices(me(ctx).identityAddress, page);
    ctx.body = listBody(rows.map(serviceView), page, total);
  });

  router.post('/v1/me/services', d.kit.requireSession, async (ctx) => {
    const s = parseBody(ctx, newService);
    const serviceId = randomUUID();
    await send(ctx, {
      type: 'service-create', serviceId,
      service: {
        ...s, acceptedCurrencies: s.acceptedCurrencies ?? [{ currency: s.currency, price: s.price }],
        turnaround: s.turnaround ?? null, guard: s.guard ?? false, privateMode: s.privateMode ?? false,
      },
    });
    ctx.status = 201;
    ctx.body = { data: serviceView((await d.catalog.service(serviceId))!) };
  });

  router.get('/v1/me/services/:serviceId', d.kit.requireSession, async (ctx) => {
    ctx.body = { data: serviceView(await ownService(ctx)) };
  });

  router.put('/v1/me/services/:serviceId', d.kit.requireSession, async (ctx) => {
    const patch = parseBody(ctx, servicePatch);
    const row = await ownService(ctx);
    await send(ctx, { type: 'service-update', serviceId: row.id, patch });
    ctx.body = { data: serviceView((await d.catalog.service(row.id))!) };
  });

  router.delete('/v1/me/services/:serviceId', d.kit.requireSession, async (ctx) => {
    const row = await ownService(ctx);
    await send(ctx, { type: 'service-delete', serviceId: row.id });
    ctx.body = { data: { id: row.id, deleted: true } };
  });

  router.post('/v1/me/canary', d.kit.requireSession, async (ctx) => {
    const body = parseBody(ctx, canaryBody);
    const token = body.token ?? `canary-${randomBytes(16).toString('hex')}`;
    const reply = await send(ctx, { type: 'canary-add', canaryId: randomUUID(), token });
    ctx.status = 201;
    ctx.body = { data: reply.canary };
  });

  router.get('/v1/me/canary', d.kit.requireSession, async (ctx) => {
    const rows = await d.catalog.canaries(me(ctx).identityAddress);
    ctx.body = listBody(rows.map((r) => ({ id: r.id, token: r.token, createdAt: r.created_at.toISOString() })),
      { limit: 5, offset: 0 }, rows.length);
  });

  router.delete('/v1/me/canary/:canaryId', d.kit.requireSession, async (ctx) => {
    await send(ctx, { type: 'canary-remove', canaryId: ctx.params.canaryId });
    ctx.body = { data: { id: ctx.params.canaryId, deleted: true } };
  });

  return describe(router, [
    { method: 'get', path: '/v1/services', summary: 'search services (q, category, currency, price range, agent, sort, paging)', tag: 'services', auth: 'none', query: searchQuery, response: listOf(serviceShape), raw: true },
    { method: 'get', path: '/v1/me/services', summary: 'the session agent\'s services', tag: 'services', auth: 'session', query: z.object(paging), response: listOf(serviceShape), raw: true },
    { method: 'post', path: '/v1/me/services', summary: 'publish a service', tag: 'services', auth: 'session', body: newService, response: serviceShape, status: 201, errors: ['FORBIDDEN'] },
    { method: 'get', path: '/v1/me/services/:serviceId', summary: 'one of the session agent\'s services', tag: 'services', auth: 'session', response: serviceShape, errors: ['NOT_FOUND'] },
    { method: 'put', path: '/v1/me/services/:serviceId', summary: 'change a service (partial)', tag: 'services', auth: 'session', body: servicePatch, response: serviceShape, errors: ['NOT_FOUND', 'FORBIDDEN'] },
    { method: 'delete', path: '/v1/me/services/:serviceId', summary: 'delete a service (jobs keep their terms)', tag: 'services', auth: 'session', response: deletedShape, errors: ['NOT_FOUND'] },
    { method: 'post', path: '/v1/me/canary', summary: 'register a canary token (given or generated; at most 5)', tag: 'agents', auth: 'session', body: canaryBody, response: canaryShape, status: 201, errors: ['FORBIDDEN'] },
    { method: 'get', path: '/v1/me/canary', summary: 'the agent\'s canary tokens', tag: 'agents', auth: 'session', response: listOf(canaryShape), raw: true },
    { method: 'delete', path: '/v1/me/canary/:canaryId', summary: 'remove a canary token', tag: 'agents', auth: 'session', response: deletedShape, errors: ['NOT_FOUND'] },
  ]);
}
