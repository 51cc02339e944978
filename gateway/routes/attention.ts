/**
 * The inbox and notifications of the session identity (spec: "Inbox, notifications, trust,
 * canary"; docs/reputation.md). Both are read models the actors write with their commits: the inbox
 * holds what awaits the identity's action (job requests, extension requests, disputes, reviews to
 * publish on chain) and loses an item when it is acted on; notifications record every job event
 * the identity is party to.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { reviewRecord, reviewUpdate, toHex } from '../../reputation/reviews.js';
import type { AppContext, AppState } from '../app.js';
import { ApiError } from '../errors.js';
import { describe } from '../openapi/registry.js';
import { listOf } from '../openapi/shapes.js';
import { listBody, NOT_FOUND, paging, parseQuery } from '../parse.js';
import type { DomainDeps } from './domain.js';

const INBOX_KINDS = ['job-request', 'extension-request', 'dispute', 'review'] as const;

const itemShape = z.looseObject({
  id: z.string(), kind: z.enum(INBOX_KINDS), status: z.enum(['open', 'rejected', 'done']), jobId: z.string().nullable(), ref: z.string().nullable(),
  data: z.record(z.string(), z.unknown()), createdAt: z.string(), updatedAt: z.string(),
});
const notificationShape = z.looseObject({
  id: z.string(), type: z.string(), jobId: z.string().nullable(), data: z.record(z.string(), z.unknown()), read: z.boolean(),
  readAt: z.string().nullable(), createdAt: z.string(),
});
const inboxQuery = z.object({ ...paging, kind: z.enum(INBOX_KINDS).optional() });
const notificationsQuery = z.object({
  ...paging,
  unread: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  type: z.string().regex(/^[a-z_]+(\.[a-z_]+)?$/, 'must be a notification type such as job.completed').optional(),
  jobId: z.string().min(1).max(128).optional(),
});

function itemView(r: any) {
  return {
    id: r.id, kind: r.kind, status: r.status, jobId: r.job_id, ref: r.ref, data: r.payload,
    createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
  };
}

function notificationView(r: any) {
  return {
    id: r.id, type: r.type, jobId: r.job_id, data: r.payload, read: r.read_at !== null,
    readAt: r.read_at ? new Date(r.read_at).toISOString() : null, createdAt: new Date(r.created_at).toISOString(),
  };
}

export function attentionRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const session = d.kit.requireSession;
  const me = (ctx: AppContext) => ctx.state.auth!.identityAddress;

  const ownItem = async (ctx: AppContext) => {
    const item = await d.knex('inbox_items').where({ id: ctx.params.itemId ?? '', identity_id: me(ctx) }).first();
    if (!item) throw NOT_FOUND('Inbox item');
    return item;
  };

  router.get('/v1/me/inbox', session, async (ctx) => {
    const q = parseQuery(ctx, inboxQuery);
    const base = d.knex('inbox_items').where({ identity_id: me(ctx), status: 'open' });
    if (q.kind) base.where({ kind: q.kind });
    const [rows, count] = await Promise.all([
      base.clone().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]).limit(q.limit).offset(q.offset).select('*'),
      base.clone().count({ n: '*' }),
    ]);
    ctx.body = listBody(rows.map(itemView), q, Number(count[0]!.n));
  });

  router.get('/v1/me/inbox/count', session, async (ctx) => {
    const rows = await d.knex('inbox_items').where({ identity_id: me(ctx), status: 'open' }).groupBy('kind').select('kind', d.knex.raw('count(*)::int AS n'));
    const byKind = Object.fromEntries(INBOX_KINDS.map((k) => [k, 0])) as Record<string, number>;
    for (const r of rows as { kind: string; n: number }[]) byKind[r.kind] = r.n;
    ctx.body = { data: { count: Object.values(byKind).reduce((a, b) => a + b, 0), byKind } };
  });

  router.get('/v1/me/inbox/:itemId', session, async (ctx) => {
    let item = await ownItem(ctx);
    const view: Record<string, unknown> = itemView(item);
    if (item.kind === 'review') {
      // an item needing an on-chain action carries the identity update that performs it
      const review = item.payload.review;
      const record = reviewRecord({ platformName: d.settings.PLATFORM_NAME, ...review, agentId: review.agentChainId });
      const identity = (await d.rpc.getidentity(me(ctx))).identity as { name: string; parent?: string; contentmultimap?: Record<string, unknown> };
      const update = reviewUpdate(identity, toHex(record), d.settings.VDXF_NAMESPACE_ROOT, d.settings.CHAIN);
      if (update.published && item.status === 'open') {
        // published on chain: acted on, so it leaves the inbox
        [item] = await d.knex('inbox_items').where({ id: item.id, status: 'open' }).update({ status: 'done', updated_at: new Date() }).returning('*');
        Object.assign(view, itemView(item ?? { ...view, status: 'done' }));
      }
      view.onChain = { key: update.key, record, published: update.published, updateidentity: update.argument, command: update.command };
    }
    ctx.body = { data: view };
  });

  router.post('/v1/me/inbox/:itemId/reject', session, async (ctx) => {
    const item = await ownItem(ctx);
    if (item.status !== 'open') throw new ApiError('VALIDATION_ERROR', `The item is already ${item.status}`, [{ field: 'itemId', status: item.status }]);
    const [row] = await d.knex('inbox_items').where({ id: item.id, status: 'open' }).update({ status: 'rejected', updated_at: new Date() }).returning('*');
    if (!row) throw new ApiError('VALIDATION_ERROR', 'The item was acted on meanwhile', [{ field: 'itemId' }]);
    ctx.body = { data: itemView(row) };
  });

  router.get('/v1/me/notifications', session, async (ctx) => {
    const q = parseQuery(ctx, notificationsQuery);
    const base = d.knex('notifications').where({ identity_id: me(ctx) });
    if (q.unread) base.whereNull('read_at');
    if (q.type) base.where({ type: q.type });
    if (q.jobId) base.where({ job_id: q.jobId });
    const [rows, count, unread] = await Promise.all([
      base.clone().orderBy('seq', 'desc').limit(q.limit).offset(q.offset).select('*'),
      base.clone().count({ n: '*' }),
      d.knex('notifications').where({ identity_id: me(ctx) }).whereNull('read_at').count({ n: '*' }),
    ]);
    const body = listBody(rows.map(notificationView), q, Number(count[0]!.n));
    ctx.body = { ...body, meta: { ...body.meta, unread: Number(unread[0]!.n) } };
  });

  router.post('/v1/me/notifications/read-all', session, async (ctx) => {
    const n = await d.knex('notifications').where({ identity_id: me(ctx) }).whereNull('read_at').update({ read_at: new Date() });
    ctx.body = { data: { updated: n } };
  });

  router.post('/v1/me/notifications/:notifId/read', session, async (ctx) => {
    const id = ctx.params.notifId ?? '';
    const [row] = await d.knex('notifications').where({ id, identity_id: me(ctx) })
      .update({ read_at: d.knex.raw('coalesce(read_at, now())') }).returning('*');
    if (!row) throw NOT_FOUND('Notification');
    ctx.body = { data: notificationView(row) };
  });

  return describe(router, [
    { method: 'get', path: '/v1/me/inbox', summary: 'open items awaiting the caller: job requests, extension requests, disputes, reviews to publish', tag: 'inbox', auth: 'session',
      query: inboxQuery, response: listOf(itemShape), raw: true },
    { method: 'get', path: '/v1/me/inbox/count', summary: 'number of open items, by kind', tag: 'inbox', auth: 'session',
      response: z.object({ count: z.number().int(), byKind: z.record(z.string(), z.number().int()) }) },
    { method: 'get', path: '/v1/me/inbox/:itemId', summary: 'one item; a review carries the updateidentity command that publishes it (onChain)', tag: 'inbox', auth: 'session',
      response: itemShape.extend({ onChain: z.looseObject({ key: z.string(), record: z.string(), published: z.boolean(), command: z.string() }).optional() }), errors: ['NOT_FOUND', 'RPC_ERROR'] },
    { method: 'post', path: '/v1/me/inbox/:itemId/reject', summary: 'dismiss an item', tag: 'inbox', auth: 'session', response: itemShape, errors: ['NOT_FOUND'] },
    { method: 'get', path: '/v1/me/notifications', summary: 'every job event the caller is party to, newest first (meta.unread)', tag: 'notifications', auth: 'session',
      query: notificationsQuery, response: listOf(notificationShape), raw: true },
    { method: 'post', path: '/v1/me/notifications/read-all', summary: 'mark every notification read', tag: 'notifications', auth: 'session', response: z.object({ updated: z.number().int() }) },
    { method: 'post', path: '/v1/me/notifications/:notifId/read', summary: 'mark one notification read', tag: 'notifications', auth: 'session', response: notificationShape, errors: ['NOT_FOUND'] },
  ]);
}
