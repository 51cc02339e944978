/**
 * Outbound webhooks of the session identity (docs/reputation.md, "Webhooks"): register endpoints
 * (the secret is shown once), change or remove them, read their deliveries and dead letters, and
 * replay dead letters. Delivery itself is the webhook worker's (reputation/webhooks.ts).
 */
import Router from '@koa/router';
import { z } from 'zod';
import { NOTIFICATION_GROUPS, NOTIFICATION_TYPES } from '../../actors/job/messages.js';
import { MAX_WEBHOOKS_PER_IDENTITY, WebhookStore, webhookSettingsOf, webhookView } from '../../reputation/webhooks.js';
import { WebhookUrlError } from '../../reputation/webhook-url.js';
import type { AppContext, AppState } from '../app.js';
import { ApiError } from '../errors.js';
import { describe } from '../openapi/registry.js';
import { deletedShape, listOf } from '../openapi/shapes.js';
import { listBody, NOT_FOUND, paging, parseBody, parseQuery } from '../parse.js';
import type { DomainDeps } from './domain.js';

const KNOWN = new Set<string>([...NOTIFICATION_TYPES, ...NOTIFICATION_GROUPS.map((g) => `${g}.*`), '*']);
const events = z.array(z.string().refine((e) => KNOWN.has(e), { message: `must be one of ${[...KNOWN].join(', ')}` })).min(1).max(50)
  .transform((list) => [...new Set(list)]);
const url = z.string().min(1).max(2000);
const description = z.string().trim().max(200).nullable().optional();
const createBody = z.strictObject({ url, events, description });
const patchBody = z.strictObject({ url: url.optional(), events: events.optional(), active: z.boolean().optional(), description });
const deliveriesQuery = z.object({ ...paging, status: z.enum(['pending', 'delivered', 'dead']).optional() });
const webhookShape = z.looseObject({ id: z.string(), url: z.string(), events: z.array(z.string()), active: z.boolean(), createdAt: z.string() });
const deliveryShape = z.looseObject({
  id: z.string(), webhookId: z.string(), eventId: z.string(), eventType: z.string(), status: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number().int(), lastStatus: z.number().int().nullable(), createdAt: z.string(),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function webhooksRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const store = new WebhookStore(d.knex, webhookSettingsOf(d.settings));
  const session = d.kit.requireSession;
  const me = (ctx: AppContext) => ctx.state.auth!.identityAddress;

  /** URL problems (scheme, private targets in production) are the caller's: VALIDATION_ERROR on `url`. */
  const urlChecked = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof WebhookUrlError) throw new ApiError('VALIDATION_ERROR', err.message, [{ field: 'url', message: err.message }]);
      throw err;
    }
  };

  const own = async (ctx: AppContext) => {
    const id = ctx.params.id ?? '';
    const row = UUID.test(id) ? await store.get(me(ctx), id) : null;
    if (!row) throw NOT_FOUND('Webhook');
    return row;
  };

  router.get('/v1/me/webhooks', session, async (ctx) => {
    const page = parseQuery(ctx, z.object(paging));
    const { rows, total } = await store.list(me(ctx), page);
    ctx.body = listBody(rows, page, total);
  });

  router.post('/v1/me/webhooks', session, async (ctx) => {
    const body = parseBody(ctx, createBody);
    if ((await store.count(me(ctx))) >= MAX_WEBHOOKS_PER_IDENTITY) {
      throw new ApiError('VALIDATION_ERROR', `At most ${MAX_WEBHOOKS_PER_IDENTITY} webhooks per identity`, [{ field: 'webhooks', limit: MAX_WEBHOOKS_PER_IDENTITY }]);
    }
    const { webhook, secret } = await urlChecked(() => store.create(me(ctx), body));
    ctx.status = 201;
    ctx.body = { data: { ...webhook, secret } };
  });

  router.get('/v1/me/webhooks/:id', session, async (ctx) => {
    ctx.body = { data: webhookView(await own(ctx)) };
  });

  router.patch('/v1/me/webhooks/:id', session, async (ctx) => {
    const patch = parseBody(ctx, patchBody);
    await own(ctx);
    const updated = await urlChecked(() => store.update(me(ctx), ctx.params.id!, patch));
    if (!updated) throw NOT_FOUND('Webhook');
    ctx.body = { data: updated };
  });

  router.delete('/v1/me/webhooks/:id', session, async (ctx) => {
    await own(ctx);
    await store.remove(me(ctx), ctx.params.id!);
    ctx.body = { data: { id: ctx.params.id, deleted: true } };
  });

  router.post('/v1/me/webhooks/:id/rotate-secret', session, async (ctx) => {
    await own(ctx);
    ctx.body = { data: { id: ctx.params.id, secret: await store.rotate(me(ctx), ctx.params.id!) } };
  });

  router.get('/v1/me/webhooks/:id/deliveries', session, async (ctx) => {
    const q = parseQuery(ctx, deliveriesQuery);
    await own(ctx);
    const { rows, total } = await store.deliveries(me(ctx), { ...q, webhookId: ctx.params.id });
    ctx.body = listBody(rows, q, total);
  });

  router.get('/v1/me/webhooks/:id/dead-letters', session, async (ctx) => {
    const page = parseQuery(ctx, z.object(paging));
    await own(ctx);
    const { rows, total } = await store.deliveries(me(ctx), { ...page, webhookId: ctx.params.id, status: 'dead' });
    ctx.body = listBody(rows, page, total);
  });

  router.post('/v1/me/webhooks/:id/dead-letters/replay', session, async (ctx) => {
    await own(ctx);
    const replayed = await store.replay(me(ctx), ctx.params.id!);
    ctx.body = { data: { replayed: replayed.length, deliveries: replayed } };
  });

  router.post('/v1/me/webhooks/:id/deliveries/:deliveryId/replay', session, async (ctx) => {
    await own(ctx);
    const [replayed] = await store.replay(me(ctx), ctx.params.id!, ctx.params.deliveryId);
    if (!replayed) throw NOT_FOUND('Dead letter');
    ctx.body = { data: replayed };
  });

  const t = { tag: 'webhooks', auth: 'session' as const };
  return describe(router, [
    { ...t, method: 'get', path: '/v1/me/webhooks', summary: 'own webhook endpoints', query: z.object(paging), response: listOf(webhookShape), raw: true },
    { ...t, method: 'post', path: '/v1/me/webhooks', summary: 'register an endpoint; the secret is answered this once', body: createBody,
      response: webhookShape.extend({ secret: z.string() }), status: 201 },
    { ...t, method: 'get', path: '/v1/me/webhooks/:id', summary: 'one endpoint (never its secret)', response: webhookShape, errors: ['NOT_FOUND'] },
    { ...t, method: 'patch', path: '/v1/me/webhooks/:id', summary: 'change url, events, active, description', body: patchBody, response: webhookShape, errors: ['NOT_FOUND'] },
    { ...t, method: 'delete', path: '/v1/me/webhooks/:id', summary: 'remove an endpoint and its deliveries', response: deletedShape, errors: ['NOT_FOUND'] },
    { ...t, method: 'post', path: '/v1/me/webhooks/:id/rotate-secret', summary: 'a new secret, answered this once', response: z.object({ id: z.string(), secret: z.string() }), errors: ['NOT_FOUND'] },
    { ...t, method: 'get', path: '/v1/me/webhooks/:id/deliveries', summary: 'deliveries, newest first', query: deliveriesQuery, response: listOf(deliveryShape), raw: true, errors: ['NOT_FOUND'] },
    { ...t, method: 'get', path: '/v1/me/webhooks/:id/dead-letters', summary: 'deliveries given up on after 24 h of retries', query: z.object(paging), response: listOf(deliveryShape), raw: true, errors: ['NOT_FOUND'] },
    { ...t, method: 'post', path: '/v1/me/webhooks/:id/dead-letters/replay', summary: 'send every dead letter again', response: z.object({ replayed: z.number().int(), deliveries: z.array(deliveryShape) }), errors: ['NOT_FOUND'] },
    { ...t, method: 'post', path: '/v1/me/webhooks/:id/deliveries/:deliveryId/replay', summary: 'send one dead letter again', response: deliveryShape, errors: ['NOT_FOUND'] },
  ]);
}
