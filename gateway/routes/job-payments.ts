/**
 * Money of a job (spec: "Jobs" payment rows, "Extensions"): the payment, the platform fee, the
 * reactivation fee and extension payments are recorded by txid or opid. The gateway reads the
 * reference on chain (chain/observation.ts) and hands the job actor the plain facts; the machine
 * decides whether they pay what is due. A txid counts once across all jobs: the `txid` actor of that
 * transaction is claimed for the job first, and given back when the job refuses the payment.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { JOB_KIND, type JobCommandInput, type Observation } from '../../actors/job/messages.js';
import { TXID_KIND } from '../../actors/txid/messages.js';
import { observeReference } from '../../chain/observation.js';
import { sendCurrencyCommand } from '../../chain/payments.js';
import type { RpcClient } from '../../chain/rpc.js';
import type { AppContext, AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { ApiError } from '../errors.js';
import { parseBody, parseQuery, listBody } from '../parse.js';
import { JobReads, type JobRow, type Role } from '../read-models/jobs.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { extensionShape, jobShape, listOf, pendingOperationShape } from '../openapi/shapes.js';

const reference = z.union([
  z.strictObject({ txid: z.string().min(1).max(200) }),
  z.strictObject({ opid: z.string().min(1).max(200) }),
], { error: 'give either txid or opid' });

const reactivateBody = z.union([z.strictObject({}), reference]);
const extensionBody = z.strictObject({
  duration: z.number().int('must be whole seconds').positive().max(365 * 86_400),
  price: z.number().positive(),
  currency: z.string().min(1).max(100),
});
const invoiceQuery = z.object({
  amount: z.string().regex(/^\d+(\.\d{1,8})?$/, 'must be a positive amount with at most 8 decimals').transform(Number)
    .pipe(z.number().positive('must be greater than 0').max(90_000_000)),
  currency: z.string().min(1).max(100).optional(),
});
const invoiceShape = z.looseObject({
  agentAmount: z.number(), platformFee: z.number(), platformFeePercent: z.literal(5), total: z.number(), agentAddress: z.string(), feeAddress: z.string(), command: z.string(),
});

const SATS = 100_000_000;
const coins = (sats: number) => sats / SATS;

export function jobPaymentsRouter(d: DomainDeps & { rpc: Pick<RpcClient, 'getrawtransaction' | 'z_getoperationstatus'> }): Router<AppState> {
  const router = new Router<AppState>();
  const jobs = new JobReads(d.knex);
  const me = (ctx: AppContext) => ctx.state.auth!;

  const participant = async (ctx: AppContext, role?: Role): Promise<{ job: JobRow; role: Role }> => {
    const job = await jobs.job(ctx.params.id);
    const mine = jobs.roleOf(job, me(ctx).identityAddress);
    if (role && mine !== role) throw new ApiError('FORBIDDEN', `Only the ${role} may do this`);
    return { job, role: mine };
  };

  const currencies = (job: JobRow) => [job.currency, ...((job.view.extensions ?? []) as { currency: string }[]).map((x) => x.currency)];

  /** Reads the reference on chain: a transaction or a running or failed operation; refuses what the chain does not know. */
  const observe = async (job: JobRow, ref: z.infer<typeof reference>): Promise<Observation> => {
    const seen = await observeReference(d.rpc, ref, d.settings.CHAIN, currencies(job));
    if (seen.kind === 'not_found') {
      const field = 'txid' in ref ? 'txid' : 'opid';
      throw new ApiError('VALIDATION_ERROR', `The chain knows no such ${field === 'txid' ? 'transaction' : 'operation'}`, [{ field, message: 'not found on chain' }]);
    }
    return seen;
  };

  /** Claims the txid for the job, sends the command, gives the txid back if the job refuses it. */
  const record = async (ctx: AppContext, job: JobRow, observation: Observation, command: JobCommandInput) => {
    let fresh = false;
    if (observation.kind === 'transaction') {
      const claim = await sendCommand<{ fresh: boolean }>(d.actors, TXID_KIND, observation.txid.toLowerCase(), { type: 'claim', jobId: job.id });
      fresh = claim.fresh;
    }
    try {
      const reply = await sendCommand<{ status: number; data: { code?: string; message?: string; opid?: string } }>(d.actors, JOB_KIND, job.id, command);
      // an operation the job was following failed: the job dropped it, the caller hears OPID_FAILED
      if (reply.data?.code === 'OPID_FAILED') throw new ApiError('OPID_FAILED', reply.data.message, [{ field: 'opid', opid: reply.data.opid }]);
      ctx.status = reply.status;
      ctx.body = { data: reply.data };
      d.metrics.payments.inc({ purpose: command.type, outcome: reply.status === 202 ? 'pending' : 'recorded' });
    } catch (err) {
      d.metrics.payments.inc({ purpose: command.type, outcome: err instanceof ApiError ? err.code : 'error' });
      if (fresh && observation.kind === 'transaction' && err instanceof ApiError) {
        await sendCommand(d.actors, TXID_KIND, observation.txid.toLowerCase(), { type: 'release', jobId: job.id }).catch(() => {});
      }
      throw err;
    }
  };

  router.post('/v1/jobs/:id/payment', d.kit.requireSession, async (ctx) => {
    const ref = parseBody(ctx, reference);
    const { job } = await participant(ctx, 'buyer');
    const observation = await observe(job, ref);
    await record(ctx, job, observation, { type: 'payment-observed', by: me(ctx).identityAddress, observation });
  });

  router.post('/v1/jobs/:id/platform-fee', d.kit.requireSession, async (ctx) => {
    const ref = parseBody(ctx, reference);
    const { job } = await participant(ctx, 'buyer');
    const observation = await observe(job, ref);
    await record(ctx, job, observation, { type: 'fee-observed', by: me(ctx).identityAddress, observation });
  });

  router.post('/v1/jobs/:id/reactivate', d.kit.requireSession, async (ctx) => {
    const body = parseBody(ctx, reactivateBody);
    const { job } = await participant(ctx, 'buyer');
    const by = me(ctx).identityAddress;
    if (!('txid' in body) && !('opid' in body)) {
      const reply = await sendCommand<{ status: number; data: unknown }>(d.actors, JOB_KIND, job.id, { type: 'reactivate', by });
      ctx.status = reply.status;
      ctx.body = { data: reply.data };
      return;
    }
    const observation = await observe(job, body as z.infer<typeof reference>);
    await record(ctx, job, observation, { type: 'reactivate', by, observation });
  });

  router.post('/v1/jobs/:id/extensions', d.kit.requireSession, async (ctx) => {
    const body = parseBody(ctx, extensionBody);
    const { job } = await participant(ctx);
    const reply = await sendCommand<{ status: number; data: unknown }>(d.actors, JOB_KIND, job.id, {
      type: 'extension-request', by: me(ctx).identityAddress, extensionId: randomUUID(), ...body,
    });
    ctx.status = 201;
    ctx.body = { data: reply.data };
  });

  router.get('/v1/jobs/:id/extensions', d.kit.requireSession, async (ctx) => {
    const { job } = await participant(ctx);
    const list = (job.view.extensions ?? []) as unknown[];
    ctx.body = listBody(list, { limit: list.length, offset: 0 }, list.length);
  });

  for (const verb of ['approve', 'reject'] as const) {
    router.post(`/v1/jobs/:id/extensions/:extId/${verb}`, d.kit.requireSession, async (ctx) => {
      const { job } = await participant(ctx);
      const reply = await sendCommand<{ status: number; data: unknown }>(d.actors, JOB_KIND, job.id, {
        type: verb === 'approve' ? 'extension-approve' : 'extension-reject', by: me(ctx).identityAddress, extensionId: ctx.params.extId ?? '',
      });
      ctx.body = { data: reply.data };
    });
  }

  router.post('/v1/jobs/:id/extensions/:extId/payment', d.kit.requireSession, async (ctx) => {
    const ref = parseBody(ctx, reference);
    const { job } = await participant(ctx, 'buyer');
    const observation = await observe(job, ref);
    await record(ctx, job, observation, { type: 'extension-payment', by: me(ctx).identityAddress, extensionId: ctx.params.extId ?? '', observation });
  });

  router.get('/v1/jobs/:id/extension-invoice', d.kit.requireSession, async (ctx) => {
    const q = parseQuery(ctx, invoiceQuery);
    const { job } = await participant(ctx);
    const currency = q.currency ?? job.currency;
    const agentSats = Math.round(q.amount * SATS);
    const feeSats = Math.round(agentSats * 5 / 100);
    const agentAddress = job.view.payment.address as string;
    const feeAddress = job.view.payment.platformFee.address as string;
    ctx.body = {
      data: {
        jobId: job.id, currency, agentAmount: coins(agentSats), platformFee: coins(feeSats), platformFeePercent: 5,
        total: coins(agentSats + feeSats), agentAddress, feeAddress,
        command: sendCurrencyCommand(d.settings.CHAIN, [
          { address: agentAddress, amount: coins(agentSats), currency },
          { address: feeAddress, amount: coins(feeSats), currency },
        ]),
      },
    };
  });

  return describe(router, [
    ...(['payment', 'platform-fee'] as const).map((what) => ({
      method: 'post' as const, path: `/v1/jobs/:id/${what}`, summary: `record the ${what === 'payment' ? 'payment' : 'platform fee'} by txid or opid (buyer)`, tag: 'payments',
      auth: 'session' as const, body: reference, response: jobShape,
      also: [{ status: 202, response: pendingOperationShape, description: 'the operation is still running; followed to its transaction' }],
      errors: ['INVALID_TXID', 'INVALID_OPID', 'OPID_FAILED', 'CURRENCY_NOT_ACCEPTED', 'FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'],
    })),
    { method: 'post', path: '/v1/jobs/:id/reactivate', summary: 'reactivate a paused job (buyer; {} when the fee is 0, else its txid)', tag: 'jobs', auth: 'session',
      body: reactivateBody, response: jobShape, errors: ['INVALID_TXID', 'INVALID_OPID', 'OPID_FAILED', 'FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'post', path: '/v1/jobs/:id/extensions', summary: 'propose an extension (either party)', tag: 'extensions', auth: 'session', body: extensionBody,
      response: extensionShape, status: 201, errors: ['CURRENCY_NOT_ACCEPTED', 'FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'get', path: '/v1/jobs/:id/extensions', summary: 'the job\'s extensions', tag: 'extensions', auth: 'session', response: listOf(extensionShape), raw: true, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    ...(['approve', 'reject'] as const).map((verb) => ({
      method: 'post' as const, path: `/v1/jobs/:id/extensions/:extId/${verb}`, summary: `${verb} an extension (the other party)`, tag: 'extensions', auth: 'session' as const,
      response: extensionShape, errors: ['FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'],
    })),
    { method: 'post', path: '/v1/jobs/:id/extensions/:extId/payment', summary: 'pay an approved extension by txid or opid (buyer)', tag: 'extensions', auth: 'session',
      body: reference, response: jobShape, errors: ['INVALID_TXID', 'INVALID_OPID', 'OPID_FAILED', 'FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'get', path: '/v1/jobs/:id/extension-invoice', summary: 'agent amount, 5% platform fee, total and a sendcurrency command', tag: 'extensions', auth: 'session',
      query: invoiceQuery, response: invoiceShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
