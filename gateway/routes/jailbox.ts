/**
 * Workspace sessions (spec "Workspace sessions (jailbox)"). The buyer opens one and gets a workspace
 * token with the command that serves a folder from their machine (`agentplatform workspace`); the
 * agent reads the status with its connect details and takes a connect token for the socket; the
 * buyer approves or rejects pending writes (supervised mode) and may abort at once. The job actor
 * owns the session and its operations (docs/realtime.md); this router checks who calls and relays.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { JOB_KIND, jailboxMode } from '../../actors/job/messages.js';
import type { AppContext, AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { ApiError } from '../errors.js';
import { parseBody } from '../parse.js';
import { JobReads, type Role } from '../read-models/jobs.js';
import { WS_PATH } from '../realtime/socket.js';
import { issueConnectToken } from '../realtime/tokens.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { listOf } from '../openapi/shapes.js';

const CLOSED = new Set(['completed', 'cancelled']);
const openBody = z.object({
  mode: jailboxMode,
  permissions: z.object({ read: z.boolean(), write: z.boolean() }),
});
const OP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type JailboxView = { sessionId: string; status: 'active' | 'ended'; [k: string]: unknown } | null;

export function jailboxRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const jobs = new JobReads(d.knex);
  const base = (ctx: AppContext) => (d.settings.PUBLIC_URL || `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');

  const party = async (ctx: AppContext, role?: Role) => {
    const job = await jobs.job(ctx.params.jobId);
    const mine = jobs.roleOf(job, ctx.state.auth!.identityAddress);
    if (role && mine !== role) throw new ApiError('FORBIDDEN', `Only the ${role === 'buyer' ? 'buyer' : 'agent'} may do this`);
    return job;
  };
  const send = (jobId: string, message: Record<string, unknown>) =>
    sendCommand<{ status: number; data: any }>(d.actors, JOB_KIND, jobId, message);

  router.post('/v1/jailbox/:jobId/token', d.kit.requireSession, async (ctx) => {
    const job = await party(ctx, 'buyer');
    if (CLOSED.has(job.status)) throw new ApiError('JOB_CLOSED', `Job is ${job.status}`);
    const body = parseBody(ctx, openBody);
    const sessionId = randomUUID();
    const me = ctx.state.auth!.identityAddress;
    const reply = await send(job.id, { type: 'jailbox-open', by: me, sessionId, ...body });
    const { token, expiresAt } = issueConnectToken(d.settings.COOKIE_SECRET, { purpose: 'workspace', jobId: job.id, identity: me, sessionId });
    ctx.status = 201;
    ctx.body = {
      data: {
        ...reply.data, token, expiresAt: new Date(expiresAt).toISOString(),
        command: `AGENTPLATFORM_WORKSPACE_TOKEN='${token}' agentplatform workspace --job ${job.id} --dir <path> --url ${base(ctx)}`,
      },
    };
  });

  router.get('/v1/jailbox/:jobId', d.kit.requireSession, async (ctx) => {
    const job = await party(ctx);
    const view = (job.view.jailbox ?? null) as JailboxView;
    const url = base(ctx);
    ctx.body = {
      data: {
        jobId: job.id,
        ...(view ?? { status: 'none' }),
        connect: {
          url, path: WS_PATH, tokenUrl: `${url}/v1/jailbox/${job.id}/connect-token`,
          command: `io(${JSON.stringify(url)}, {path: ${JSON.stringify(WS_PATH)}, auth: {token: <GET ${url}/v1/jailbox/${job.id}/connect-token>}}).emit('jailbox:op', {jobId: ${JSON.stringify(job.id)}, op: 'list', path: '.'}, console.log)`,
        },
      },
    };
  });

  router.get('/v1/jailbox/:jobId/connect-token', d.kit.requireSession, async (ctx) => {
    const job = await party(ctx, 'seller');
    const view = (job.view.jailbox ?? null) as JailboxView;
    if (CLOSED.has(job.status)) throw new ApiError('JOB_CLOSED', `Job is ${job.status}`);
    if (!view || view.status !== 'active') throw new ApiError('NOT_FOUND', 'No workspace session is open for this job');
    const { token, expiresAt } = issueConnectToken(d.settings.COOKIE_SECRET, {
      purpose: 'agent', jobId: job.id, identity: ctx.state.auth!.identityAddress, sessionId: view.sessionId,
    });
    ctx.body = { data: { token, expiresAt: new Date(expiresAt).toISOString(), url: base(ctx), path: WS_PATH, sessionId: view.sessionId } };
  });

  for (const verb of ['approve', 'reject'] as const) {
    router.post(`/v1/jailbox/:jobId/${verb}/:opId`, d.kit.requireSession, async (ctx) => {
      const job = await party(ctx, 'buyer');
      if (!OP_ID.test(ctx.params.opId ?? '')) throw new ApiError('NOT_FOUND', 'Operation not found');
      const reply = await send(job.id, { type: 'jailbox-decide', by: ctx.state.auth!.identityAddress, opId: ctx.params.opId!.toLowerCase(), decision: verb });
      ctx.body = { data: reply.data };
    });
  }

  router.post('/v1/jailbox/:jobId/abort', d.kit.requireSession, async (ctx) => {
    const job = await party(ctx, 'buyer');
    const reply = await send(job.id, { type: 'jailbox-abort', by: ctx.state.auth!.identityAddress });
    ctx.body = { data: reply.data };
  });

  return describe(router, [
    { method: 'post', path: '/v1/jailbox/:jobId/token', summary: 'open a workspace session (buyer; standard or supervised)', tag: 'jailbox', auth: 'session', response: z.looseObject({}), body: openBody, status: 201, errors: ['FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'get', path: '/v1/jailbox/:jobId', summary: "session status and the agent's connect command", tag: 'jailbox', auth: 'session', response: z.looseObject({}), errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/jailbox/:jobId/connect-token', summary: "the agent's token for the workspace channel", tag: 'jailbox', auth: 'session', response: z.looseObject({}), errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'post', path: '/v1/jailbox/:jobId/approve/:opId', summary: 'approve a pending write (buyer)', tag: 'jailbox', auth: 'session', response: z.looseObject({}), errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'post', path: '/v1/jailbox/:jobId/reject/:opId', summary: 'reject a pending write (buyer)', tag: 'jailbox', auth: 'session', response: z.looseObject({}), errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'post', path: '/v1/jailbox/:jobId/abort', summary: 'end the session at once (buyer)', tag: 'jailbox', auth: 'session', response: z.looseObject({}), errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
