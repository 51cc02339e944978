/**
 * Jobs (spec: "Jobs", "States and transitions", "Signed actions"): creation from the exact text the
 * buyer signed, the signed steps (accept, deliver, complete) with their message endpoints, the
 * unsigned actions (pause, cancel, end-session, dispute, data terms), deletion attestations, and the
 * reads. Every change is a command to the job's actor; the machine there refuses what breaks a rule
 * (docs/jobs.md). The gateway checks who is calling and what they signed before anything is sent, so
 * a refused request leaves nothing behind.
 */
import { createHash, randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import canonicalize from 'canonicalize';
import { attestationFields, dataTerms, JOB_KIND, JOB_STATUSES, type JobCommandInput } from '../../actors/job/messages.js';
import type { AppContext, AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { actionText, signatureFields, verifyActionBody } from '../auth/signed-body.js';
import { ApiError } from '../errors.js';
import { identityParam, listBody, NOT_FOUND, paging, parseBody, parseQuery } from '../parse.js';
import { JobReads, jobViewOf, type JobRow, type Role } from '../read-models/jobs.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { disputeShape, jobShape, listOf, signedTextShape } from '../openapi/shapes.js';

const CLOSED = new Set(['completed', 'cancelled']);
const SIGNED_STEPS = { accept: 'seller', deliver: 'seller', complete: 'buyer' } as const;
type SignedStep = keyof typeof SIGNED_STEPS;

const nonceSchema = signatureFields.nonce;
const timestampQuery = z.preprocess((v) => (v === undefined || v === '' ? undefined : v),
  z.string().regex(/^\d{1,16}$/, 'must be a whole number (seconds or milliseconds)').transform(Number).optional());
const deliveryHash = z.string().regex(/^sha256:[0-9a-fA-F]{64}$/, 'must be sha256:<64 hex>');

const createBody = z.object({
  agentChainId: z.string().min(1).max(300),
  serviceId: z.string().min(1).max(128),
  currency: z.string().min(1).max(100),
  message: z.string().min(1).max(4000),
  ...signatureFields,
});

const stepBody = (action: string) => z.object({ ...signatureFields, ...(action === 'deliver' ? { deliveryHash: deliveryHash.optional() } : {}) });
const stepQuery = z.object({ timestamp: timestampQuery, nonce: nonceSchema.optional(), deliveryHash: deliveryHash.optional() });
const myJobsQuery = z.object({ ...paging, role: z.enum(['buyer', 'seller']).optional(), status: z.enum(JOB_STATUSES).optional() });
const disputeBody = z.object({ reason: z.string().trim().min(1).max(2000) });
const termsBody = z.strictObject(dataTerms.shape);
const attestationShape = attestationFields.omit({ jobId: true });
const attestationBody = z.object({ ...attestationShape.shape, jobId: z.string().optional(), ...signatureFields });

const requestQuery = z.object({
  agentChainId: z.string().min(1).max(300).optional(),
  serviceId: z.string().min(1).max(128).optional(),
  currency: z.string().min(1).max(100).optional(),
  timestamp: timestampQuery,
  nonce: nonceSchema.optional(),
});

/** The fields of `job-create` besides action, identity, nonce and timestamp (DESIGN "The domain"). */
export const JOB_CREATE_TEMPLATE = canonicalize({
  action: 'job-create', agentChainId: '<agent i-address>', currency: '<currency>', identity: '<your i-address>',
  nonce: '<nonce>', price: '<price as a JSON number>', serviceId: '<serviceId>', timestamp: '<timestamp as a JSON number>',
})!;

export function jobsRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const jobs = new JobReads(d.knex);
  const me = (ctx: AppContext) => ctx.state.auth!;
  const confirmations = d.settings.PAYMENT_CONFIRMATIONS ?? (d.settings.CHAIN === 'VRSC' ? 6 : 1);

  /** Sends a job command and answers its reply (`{status, data}`: 202 while an operation runs). */
  const answer = async (ctx: AppContext, jobId: string, command: JobCommandInput) => {
    const reply = await sendCommand<{ status: number; data: unknown }>(d.actors, JOB_KIND, jobId, command);
    ctx.status = reply.status;
    ctx.body = { data: reply.data };
  };

  /** The job and the caller's role; NOT_FOUND, FORBIDDEN, and JOB_CLOSED before any signature work. */
  const participant = async (ctx: AppContext, opts: { role?: Role; open?: boolean } = {}): Promise<{ job: JobRow; role: Role }> => {
    const job = await jobs.job(ctx.params.id);
    const role = jobs.roleOf(job, me(ctx).identityAddress);
    if (opts.open && CLOSED.has(job.status)) throw new ApiError('JOB_CLOSED', `Job is ${job.status}`);
    if (opts.role && role !== opts.role) throw new ApiError('FORBIDDEN', `Only the ${opts.role} may do this`);
    return { job, role };
  };

  /** The agent and service a buyer wants, checked as job creation checks them, with the price in `currency`. */
  const offer = async (buyer: string, q: { agentChainId: string; serviceId: string; currency: string }) => {
    const agentAddress = await d.names.address(identityParam(q.agentChainId, 'agentChainId'));
    const agent = agentAddress ? await d.catalog.agent(agentAddress) : null;
    if (!agent || (agent.privacy_tier === 'private' && agent.owner_id !== buyer && agent.id !== buyer)) throw NOT_FOUND('Agent');
    if (agent.suspended || agent.status !== 'active') {
      throw new ApiError('VALIDATION_ERROR', 'This agent is not taking jobs', [{ field: 'agentChainId', message: 'agent is not active' }]);
    }
    if (agent.id === buyer) throw new ApiError('VALIDATION_ERROR', 'An agent cannot hire itself', [{ field: 'agentChainId', message: 'is the buyer' }]);
    const service = await d.catalog.service(q.serviceId);
    if (!service || service.agent_id !== agent.id) throw NOT_FOUND('Service');
    const accepted = service.accepted_currencies.find((c) => c.currency.toLowerCase() === q.currency.toLowerCase());
    if (!accepted) {
      throw new ApiError('CURRENCY_NOT_ACCEPTED', `The service accepts ${service.accepted_currencies.map((c) => c.currency).join(', ')}`,
        [{ field: 'currency', accepted: service.accepted_currencies.map((c) => c.currency) }]);
    }
    return { agent, service, currency: accepted.currency, price: accepted.price };
  };

  const createFields = (o: Awaited<ReturnType<typeof offer>>) =>
    ({ agentChainId: o.agent.id, serviceId: o.service.id, currency: o.currency, price: o.price });

  router.get('/v1/jobs/message/request', d.kit.requireSession, async (ctx) => {
    const q = parseQuery(ctx, requestQuery);
    if (!q.agentChainId && !q.serviceId && !q.currency) {
      ctx.body = {
        data: {
          message: JOB_CREATE_TEMPLATE, template: JOB_CREATE_TEMPLATE,
          placeholders: ['agentChainId', 'currency', 'identity', 'nonce', 'price', 'serviceId', 'timestamp'],
          note: 'Ask again with agentChainId, serviceId and currency (and your timestamp and nonce) for the exact text to sign.',
        },
      };
      return;
    }
    const missing = (['agentChainId', 'serviceId', 'currency'] as const).filter((k) => !q[k]);
    if (missing.length > 0) throw new ApiError('VALIDATION_ERROR', 'agentChainId, serviceId and currency go together', missing.map((field) => ({ field, message: 'required' })));
    const o = await offer(me(ctx).identityAddress, { agentChainId: q.agentChainId!, serviceId: q.serviceId!, currency: q.currency! });
    const timestamp = q.timestamp ?? Math.floor(Date.now() / 1000);
    const nonce = q.nonce ?? randomUUID();
    const fields = createFields(o);
    ctx.body = {
      data: { message: actionText({ action: 'job-create', fields }, me(ctx).identityAddress, timestamp, nonce), timestamp, nonce, ...fields, blockHeight: await d.rpc.getblockcount() },
    };
  });

  router.post('/v1/jobs', d.kit.requireSession, async (ctx) => {
    const body = parseBody(ctx, createBody);
    const auth = me(ctx);
    const o = await offer(auth.identityAddress, body);
    const fields = createFields(o);
    const expected = actionText({ action: 'job-create', fields }, auth.identityAddress, body.timestamp, body.nonce);
    if (body.message !== expected) {
      throw new ApiError('VALIDATION_ERROR', 'message is not the text to sign for these job parameters (GET /v1/jobs/message/request)',
        [{ field: 'message', message: 'does not match', expected }]);
    }
    const signer = await verifyActionBody(d.signatures, auth, ctx.request.body, { action: 'job-create', fields });
    const jobId = randomUUID();
    const feeAddress = (await d.names.address(d.settings.PLATFORM_FEE_ADDRESS)) ?? d.settings.PLATFORM_FEE_ADDRESS;
    await answer(ctx, jobId, {
      type: 'create', by: signer.identityAddress, jobId,
      buyerChainId: signer.identityAddress, buyerName: signer.identityName,
      sellerChainId: o.agent.id, sellerName: o.agent.identity_name,
      serviceId: o.service.id,
      service: {
        name: o.service.name, price: Number(o.service.price), currency: o.service.currency, acceptedCurrencies: o.service.accepted_currencies,
        paymentTerms: o.service.payment_terms as 'prepay', guard: o.service.guard, turnaround: o.service.turnaround,
      },
      currency: o.currency, price: o.price, platformFeeRate: d.settings.PLATFORM_FEE_RATE,
      paymentAddress: o.agent.pay_address ?? o.agent.id, feeAddress, reactivationFee: d.settings.REACTIVATION_FEE,
      jobHash: createHash('sha256').update(`${jobId}\n${expected}`).digest('hex'),
      confirmationsRequired: confirmations, pollIntervalMs: d.settings.POLL_INTERVAL_MS, chain: d.settings.CHAIN,
    });
    ctx.status = 201;
  });

  router.get('/v1/me/jobs', d.kit.requireSession, async (ctx) => {
    const q = parseQuery(ctx, myJobsQuery);
    const { rows, total } = await jobs.mine(me(ctx).identityAddress, q);
    ctx.body = listBody(rows.map(jobViewOf), q, total);
  });

  router.get('/v1/jobs/:id', d.kit.requireSession, async (ctx) => {
    const job = await jobs.job(ctx.params.id, { lastMessage: true });
    jobs.roleOf(job, me(ctx).identityAddress);
    ctx.body = { data: jobViewOf(job) };
  });

  router.get('/v1/jobs/:id/message/:action', d.kit.requireSession, async (ctx) => {
    const action = ctx.params.action as SignedStep;
    if (!Object.hasOwn(SIGNED_STEPS, action)) {
      throw new ApiError('VALIDATION_ERROR', 'action must be accept, deliver or complete', [{ field: 'action', message: 'unknown action' }]);
    }
    const q = parseQuery(ctx, stepQuery);
    const { job } = await participant(ctx, { role: SIGNED_STEPS[action] });
    const timestamp = q.timestamp ?? Math.floor(Date.now() / 1000);
    const nonce = q.nonce ?? randomUUID();
    const fields = action === 'deliver' && q.deliveryHash ? { deliveryHash: q.deliveryHash } : {};
    ctx.body = {
      data: { message: actionText({ action, jobId: job.id, fields }, me(ctx).identityAddress, timestamp, nonce), timestamp, nonce, ...fields, blockHeight: await d.rpc.getblockcount() },
    };
  });

  for (const action of Object.keys(SIGNED_STEPS) as SignedStep[]) {
    router.post(`/v1/jobs/:id/${action}`, d.kit.requireSession, async (ctx) => {
      const body = parseBody(ctx, stepBody(action));
      const { job } = await participant(ctx, { role: SIGNED_STEPS[action], open: true });
      const hash = (body as { deliveryHash?: string }).deliveryHash;
      const signer = await verifyActionBody(d.signatures, me(ctx), ctx.request.body, { action, jobId: job.id, fields: hash ? { deliveryHash: hash } : {} });
      await answer(ctx, job.id, action === 'deliver'
        ? { type: 'deliver', by: signer.identityAddress, ...(hash ? { deliveryHash: hash } : {}) }
        : { type: action, by: signer.identityAddress });
    });
  }

  const simple = (path: string, role: Role | undefined, command: (by: string, ctx: AppContext) => JobCommandInput) => {
    router.post(`/v1/jobs/:id/${path}`, d.kit.requireSession, async (ctx) => {
      const { job } = await participant(ctx, { role });
      await answer(ctx, job.id, command(me(ctx).identityAddress, ctx));
    });
  };
  simple('pause', 'seller', (by) => ({ type: 'pause', by }));
  simple('cancel', 'buyer', (by) => ({ type: 'cancel', by }));
  simple('end-session', undefined, (by) => ({ type: 'end-session', by }));
  simple('dispute', undefined, (by, ctx) => {
    const { reason } = parseBody(ctx, disputeBody);
    return { type: 'dispute', by, disputeId: randomUUID(), reason };
  });
  simple('data-terms', undefined, (by, ctx) => ({ type: 'data-terms', by, terms: parseBody(ctx, termsBody) }));

  router.post('/v1/jobs/:id/deletion-attestation', d.kit.requireSession, async (ctx) => {
    const shape = attestationShape;
    const body = parseBody(ctx, attestationBody);
    const { job } = await participant(ctx, { role: 'seller' });
    if (body.jobId !== undefined && body.jobId !== job.id) {
      throw new ApiError('VALIDATION_ERROR', 'jobId must be this job', [{ field: 'jobId', message: 'mismatch' }]);
    }
    const fields = Object.fromEntries(Object.entries(shape.parse(body)).filter(([, v]) => v !== undefined));
    const signer = await verifyActionBody(d.signatures, me(ctx), ctx.request.body, { action: 'deletion-attestation', jobId: job.id, fields });
    await answer(ctx, job.id, {
      type: 'deletion-attestation', by: signer.identityAddress,
      attestation: { ...(fields as Omit<z.infer<typeof attestationFields>, 'jobId'>), jobId: job.id }, signature: body.signature,
    });
  });

  router.get('/v1/jobs/:id/deletion-attestations', d.kit.requireSession, async (ctx) => {
    const { job } = await participant(ctx);
    ctx.body = listBody(job.attestations, { limit: job.attestations.length, offset: 0 }, job.attestations.length);
  });

  router.get('/v1/jobs/:id/events', d.kit.requireSession, async (ctx) => {
    const { job } = await participant(ctx);
    const events = await jobs.events(job.id);
    ctx.body = listBody(events.map((e) => e.payload), { limit: events.length, offset: 0 }, events.length);
  });

  return describe(router, [
    { method: 'get', path: '/v1/jobs/message/request', summary: 'the exact text a buyer signs to create a job (without parameters: the template)', tag: 'jobs', auth: 'session',
      query: requestQuery, response: z.union([signedTextShape, z.looseObject({ message: z.string(), template: z.string(), placeholders: z.array(z.string()) })]),
      errors: ['NOT_FOUND', 'CURRENCY_NOT_ACCEPTED'] },
    { method: 'post', path: '/v1/jobs', summary: 'create a job from the signed text (buyer)', tag: 'jobs', auth: 'session', body: createBody, response: jobShape, status: 201,
      errors: ['INVALID_SIGNATURE', 'CURRENCY_NOT_ACCEPTED', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/me/jobs', summary: 'jobs where the session identity is buyer or seller', tag: 'jobs', auth: 'session', query: myJobsQuery, response: listOf(jobShape), raw: true },
    { method: 'get', path: '/v1/jobs/:id', summary: 'one job (participants)', tag: 'jobs', auth: 'session', response: jobShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/jobs/:id/message/:action', summary: 'the exact text of accept, deliver or complete', tag: 'jobs', auth: 'session', query: stepQuery,
      response: signedTextShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    ...(Object.keys(SIGNED_STEPS) as SignedStep[]).map((action) => ({
      method: 'post' as const, path: `/v1/jobs/:id/${action}`, summary: `${action} (${SIGNED_STEPS[action]}, signed)`, tag: 'jobs', auth: 'session' as const,
      body: stepBody(action), response: jobShape, errors: ['INVALID_SIGNATURE', 'FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'],
    })),
    { method: 'post', path: '/v1/jobs/:id/pause', summary: 'pause (seller; 60 s in progress first; 3 at most)', tag: 'jobs', auth: 'session', response: jobShape, errors: ['FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'post', path: '/v1/jobs/:id/cancel', summary: 'cancel before acceptance (buyer; the job\'s files are deleted)', tag: 'jobs', auth: 'session', response: jobShape, errors: ['FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'post', path: '/v1/jobs/:id/end-session', summary: 'end the session (either; emits session_ending)', tag: 'jobs', auth: 'session',
      response: z.looseObject({ jobId: z.string(), event: z.literal('session_ending') }), errors: ['FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'post', path: '/v1/jobs/:id/dispute', summary: 'open a dispute (either; freezes the job)', tag: 'jobs', auth: 'session', body: disputeBody, response: disputeShape,
      errors: ['FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'post', path: '/v1/jobs/:id/data-terms', summary: 'set the job\'s data terms', tag: 'jobs', auth: 'session', body: termsBody,
      response: z.looseObject({ retention: z.string() }), errors: ['FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'post', path: '/v1/jobs/:id/deletion-attestation', summary: 'store the agent\'s signed deletion attestation (10/min)', tag: 'jobs', auth: 'session',
      body: attestationBody, response: z.looseObject({ stored: z.literal(true) }), errors: ['INVALID_SIGNATURE', 'FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/jobs/:id/deletion-attestations', summary: 'the job\'s deletion attestations', tag: 'jobs', auth: 'session',
      response: listOf(z.record(z.string(), z.unknown())), raw: true, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/jobs/:id/events', summary: 'the job\'s stored events, in order', tag: 'jobs', auth: 'session',
      response: listOf(z.looseObject({ type: z.string(), at: z.number() })), raw: true, errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
