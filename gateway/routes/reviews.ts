/**
 * Reviews (spec: `POST /v1/reviews`, "Signed actions": the review message; docs/reputation.md).
 * The buyer of a completed job signs the spec's review message byte for byte (or a v2 envelope with
 * action `review-submit`); the gateway checks the signature on chain, that it is fresh and used
 * once, and sends the review to the job's actor, which takes one per job. Reads are public.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { JOB_KIND } from '../../actors/job/messages.js';
import { characters, MAX_REVIEW_CHARS, reviewMessage } from '../../reputation/reviews.js';
import { sha256Hex } from '../../reputation/receipts.js';
import type { AppContext, AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { authenticateSession } from '../auth/authenticate.js';
import { canonicalActionMessage, DEFAULT_SIGNATURE_WINDOW_S, lookupIdentity, timestampToMs, verifyWithLatestKeys } from '../auth/signed-action.js';
import { authenticateSignedBody, signedBodyForm } from '../auth/signed-envelope.js';
import { ApiError, fromZodError } from '../errors.js';
import { describe } from '../openapi/registry.js';
import { listOf } from '../openapi/shapes.js';
import { listBody, paging, parseQuery } from '../parse.js';
import { JobReads, type JobRow } from '../read-models/jobs.js';
import { visibleAgent } from './agents.js';
import type { DomainDeps } from './domain.js';

const rating = z.number().int().min(1).max(5).nullable().optional();
const message = z.string().min(1).max(MAX_REVIEW_CHARS * 2)
  .refine((s) => characters(s) <= MAX_REVIEW_CHARS, `must be at most ${MAX_REVIEW_CHARS} characters`).nullable().optional();
const jobId = z.string().min(1).max(128);

/** The simple form: the signature is over the review message. */
const reviewBody = z.strictObject({
  jobId, rating, message,
  signature: z.string().min(1).max(4096),
  timestamp: z.number().int().positive(),
});

/** The route fields a v2 envelope carries besides action, identity, timestamp and nonce. */
const envelopeFields = z.object({ jobId, rating, message });

const messageQuery = z.object({
  jobId,
  rating: z.string().regex(/^[1-5]$/, 'must be 1-5').transform(Number).optional(),
  message: z.string().min(1).max(MAX_REVIEW_CHARS * 2).refine((s) => characters(s) <= MAX_REVIEW_CHARS, `must be at most ${MAX_REVIEW_CHARS} characters`).optional(),
  timestamp: z.string().regex(/^\d{1,16}$/, 'must be a whole number (seconds or milliseconds)').transform(Number).optional(),
});

/** A review as every read answers it (docs/reputation.md). */
export const reviewShape = z.looseObject({
  id: z.string(), jobId: z.string(), jobHash: z.string(), agentChainId: z.string(), buyerChainId: z.string(),
  rating: z.number().int().nullable(), message: z.string().nullable(), timestamp: z.number().int(), signature: z.string(),
  signedForm: z.enum(['review-message', 'envelope-v2']), digest: z.string(), createdAt: z.string(),
});

export function reviewRowView(r: any) {
  return {
    id: r.id, jobId: r.job_id, jobHash: r.job_hash, agentChainId: r.agent_id, agentName: r.agent_name, buyerChainId: r.buyer_id,
    buyerName: r.buyer_name, rating: r.rating, message: r.message, timestamp: Number(r.signed_timestamp), signature: r.signature,
    signedForm: r.signed_form, digest: r.digest, createdAt: new Date(r.created_at).toISOString(),
  };
}

export function reviewsRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const jobs = new JobReads(d.knex);
  const windowMs = (d.signatures.windowS ?? DEFAULT_SIGNATURE_WINDOW_S) * 1000;

  /** The job a buyer may review now: FORBIDDEN for anyone but its buyer, VALIDATION_ERROR before completion. */
  const reviewable = async (id: string, buyer: string): Promise<JobRow> => {
    const job = await jobs.job(id);
    if (job.buyer_id !== buyer) throw new ApiError('FORBIDDEN', 'Only the buyer of the job can review it', [{ field: 'jobId', role: 'buyer' }]);
    if (job.status !== 'completed') {
      throw new ApiError('VALIDATION_ERROR', `Only a completed job can be reviewed; this one is ${job.status}`, [{ field: 'jobId', status: job.status }]);
    }
    return job;
  };

  const textOf = (job: JobRow, f: { rating?: number | null; message?: string | null; timestamp: number }) => reviewMessage({
    platformName: d.settings.PLATFORM_NAME, agentId: job.seller_id, jobHash: job.job_hash,
    rating: f.rating ?? null, message: f.message ?? null, timestamp: f.timestamp,
  });

  router.get('/v1/reviews/message', d.kit.requireSession, async (ctx) => {
    const q = parseQuery(ctx, messageQuery);
    const job = await reviewable(q.jobId, ctx.state.auth!.identityAddress);
    const timestamp = q.timestamp ?? Math.floor(Date.now() / 1000);
    ctx.body = { data: { message: textOf(job, { ...q, timestamp }), timestamp, jobId: job.id, jobHash: job.job_hash, agentChainId: job.seller_id } };
  });

  router.post('/v1/reviews', async (ctx) => {
    const body = (ctx.request as { body?: unknown }).body;
    const form = signedBodyForm(body);
    let review: { jobId: string; rating: number | null; message: string | null; timestamp: number; signature: string; form: 'review-message' | 'envelope-v2'; digest: string };
    let buyer: string;
    if (form === 'v2') {
      // the envelope authenticates the request on its own (spec: review-submit), rating and message included
      const auth = await authenticateSignedBody(body, { ...d.signatures, failureCode: 'INVALID_SIGNATURE' }, { action: 'review-submit' });
      const parsed = envelopeFields.safeParse(auth.signed);
      if (!parsed.success) throw fromZodError(parsed.error, 'Invalid review envelope');
      buyer = auth.identityAddress;
      await reviewable(parsed.data.jobId, buyer);
      const own = (body as { signatures: { identity?: string; signature: string }[] }).signatures
        .find((s) => s.identity === undefined || s.identity === auth.signed!.identity)!;
      review = {
        jobId: parsed.data.jobId, rating: parsed.data.rating ?? null, message: parsed.data.message ?? null, timestamp: auth.signed!.timestamp,
        signature: own.signature, form: 'envelope-v2', digest: sha256Hex(canonicalActionMessage(auth.signed!)),
      };
    } else {
      if (typeof body === 'object' && body !== null && 'action' in body) {
        throw new ApiError('VALIDATION_ERROR', 'The legacy pipe form does not sign the rating and message; sign the review message or a v2 envelope',
          [{ field: 'action', message: 'legacy form not accepted for reviews' }]);
      }
      const auth = await authenticateSession(ctx, { sessions: d.kit.sessions, cookies: d.kit.cookies });
      const parsed = reviewBody.safeParse(body ?? {});
      if (!parsed.success) throw fromZodError(parsed.error);
      const b = parsed.data;
      const job = await reviewable(b.jobId, auth.identityAddress);
      if (Math.abs((d.signatures.now?.() ?? Date.now()) - timestampToMs(b.timestamp)) > windowMs) {
        throw new ApiError('UNAUTHORIZED', `Signature timestamp is outside the ${windowMs / 1000} s window`, [{ field: 'timestamp', message: 'outside the window' }]);
      }
      const found = await lookupIdentity(d.signatures.rpc, auth.identityAddress);
      if (found.status !== 'active') throw new ApiError('UNAUTHORIZED', 'Identity is revoked');
      const text = textOf(job, b);
      if (!(await verifyWithLatestKeys(d.signatures.rpc, auth.identityAddress, b.signature, text))) {
        throw new ApiError('INVALID_SIGNATURE', 'Signature verification failed: the signature is not the buyer\'s over the review message',
          [{ field: 'signature', message: 'does not verify', expected: text }]);
      }
      // a signature counts once: within the window a replay is refused here, after it by the timestamp
      if (!(await d.signatures.nonces.consume(auth.identityAddress, `review:${sha256Hex(b.signature)}`))) {
        throw new ApiError('UNAUTHORIZED', 'This review signature has already been used', [{ field: 'signature', message: 'used before' }]);
      }
      buyer = auth.identityAddress;
      review = { jobId: job.id, rating: b.rating ?? null, message: b.message ?? null, timestamp: b.timestamp, signature: b.signature, form: 'review-message', digest: sha256Hex(text) };
    }
    const reply = await sendCommand<{ status: number; data: unknown }>(d.actors, JOB_KIND, review.jobId.toLowerCase(), {
      type: 'review', by: buyer, reviewId: randomUUID(), ...review,
    });
    ctx.status = 201;
    ctx.body = { data: reply.data };
  });

  /** An agent's reviews, newest first; public (a private agent's only to itself). */
  router.get('/v1/agents/:id/reviews', async (ctx: AppContext) => {
    const page = parseQuery(ctx, z.object(paging));
    let viewer: string | null = null;
    try {
      viewer = (await authenticateSession(ctx, { sessions: d.kit.sessions, cookies: d.kit.cookies })).identityAddress;
    } catch { /* public read */ }
    const agent = await visibleAgent(d, ctx.params.id, 'id', viewer);
    const base = d.knex('reviews').where({ agent_id: agent.id });
    const [rows, stats] = await Promise.all([
      base.clone().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'asc' }]).limit(page.limit).offset(page.offset).select('*'),
      base.clone().select(d.knex.raw('count(*)::int AS n'), d.knex.raw('avg(rating)::float AS avg'), d.knex.raw('count(rating)::int AS rated')),
    ]);
    const s = stats[0] as { n: number; avg: number | null; rated: number };
    const body = listBody(rows.map(reviewRowView), page, s.n);
    ctx.body = { ...body, meta: { ...body.meta, rated: s.rated, averageRating: s.avg === null ? null : Math.round(s.avg * 100) / 100 } };
  });

  return describe(router, [
    { method: 'get', path: '/v1/reviews/message', summary: 'the exact review message to sign for a completed job (buyer only)', tag: 'reviews', auth: 'session',
      query: messageQuery, response: z.looseObject({ message: z.string(), timestamp: z.number().int(), jobHash: z.string(), agentChainId: z.string() }),
      errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'post', path: '/v1/reviews', summary: 'review a completed job: the buyer\'s signature over the review message, or a v2 envelope (review-submit)', tag: 'reviews', auth: 'session',
      body: z.union([reviewBody, z.object({ envelope: z.unknown(), signatures: z.array(z.object({ identity: z.string().optional(), signature: z.string() })) })]),
      response: reviewShape, status: 201, errors: ['INVALID_SIGNATURE', 'FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/agents/:id/reviews', summary: 'an agent\'s reviews, newest first, with the average rating in meta', tag: 'reviews', auth: 'none',
      query: z.object(paging), response: listOf(reviewShape), raw: true, errors: ['NOT_FOUND'] },
  ]);
}
