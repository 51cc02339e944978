/**
 * Messages over HTTP (spec "Messages and files"): the same pipeline and the same message objects as
 * the socket (gateway/realtime/chat.ts). `GET` lists oldest first with `afterId`, `limit`, `offset`;
 * `POST {content, clientMessageId?}` answers 201 with the stored message, or CONTENT_FLAGGED when the
 * scanner blocks it (or holds an agent's message). `PUT /v1/jobs/:id/chat-settings {scanning}` is
 * the buyer's switch (refused when the service has guard).
 */
import Router from '@koa/router';
import { z } from 'zod';
import { JOB_KIND } from '../../actors/job/messages.js';
import type { AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { listBody, paging, parseBody, parseQuery } from '../parse.js';
import type { ChatPipeline } from '../realtime/chat.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { listOf } from '../openapi/shapes.js';

const listQuery = z.object({
  ...paging,
  afterId: z.preprocess((v) => (v === undefined || v === '' ? undefined : v),
    z.string().regex(/^\d{1,15}$/, 'must be a whole number').transform(Number).optional()),
});
const postBody = z.object({ content: z.string(), clientMessageId: z.string().min(1).max(100).optional() });
const settingsBody = z.object({ scanning: z.boolean() });

export function messagesRouter(d: DomainDeps, chat: ChatPipeline): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/v1/jobs/:id/messages', d.kit.requireSession, async (ctx) => {
    const { job } = await chat.participant(ctx.params.id, ctx.state.auth!.identityAddress);
    const q = parseQuery(ctx, listQuery);
    const { messages, total } = await chat.history(job.id, q);
    ctx.body = listBody(messages, q, total);
  });

  router.post('/v1/jobs/:id/messages', d.kit.requireSession, async (ctx) => {
    // Who first: a stranger learns nothing about the body's validity.
    await chat.participant(ctx.params.id, ctx.state.auth!.identityAddress);
    const body = parseBody(ctx, postBody);
    ctx.status = 201;
    ctx.body = { data: await chat.post(ctx.state.auth!.identityAddress, ctx.params.id, body.content, body.clientMessageId) };
  });

  router.put('/v1/jobs/:id/chat-settings', d.kit.requireSession, async (ctx) => {
    const { job } = await chat.participant(ctx.params.id, ctx.state.auth!.identityAddress);
    const body = parseBody(ctx, settingsBody);
    const reply = await sendCommand<{ data: unknown }>(d.actors, JOB_KIND, job.id, { type: 'chat-settings', by: ctx.state.auth!.identityAddress, scanning: body.scanning });
    ctx.body = { data: reply.data };
  });

  return describe(router, [
    { method: 'get', path: '/v1/jobs/:id/messages', summary: "the job's chat messages, oldest first (afterId, limit, offset)", tag: 'messages', auth: 'session', response: listOf(z.looseObject({})), raw: true, query: listQuery, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'post', path: '/v1/jobs/:id/messages', summary: 'post a chat message through the safety pipeline', tag: 'messages', auth: 'session', response: z.looseObject({}), body: postBody, status: 201, errors: ['CONTENT_FLAGGED', 'JOB_CLOSED', 'FORBIDDEN', 'NOT_FOUND'] },
    { method: 'put', path: '/v1/jobs/:id/chat-settings', summary: 'turn chat scanning on or off (buyer; guard services always scan)', tag: 'messages', auth: 'session', response: z.looseObject({}), body: settingsBody, errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
