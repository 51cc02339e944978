/**
 * Signed job receipts (docs/reputation.md, "Receipts"): `GET /v1/jobs/:id/receipt` answers the
 * platform-signed record of a closed job to its buyer and seller. The receipt is signed the first
 * time it is asked for after the job closes and kept; if the job's record changes after that (a
 * review arrives, a late attestation) a new receipt is signed, so the answer always covers the
 * job as it stands. `agentplatform receipt verify <file>` checks one against the chain.
 */
import Router from '@koa/router';
import { receiptContent, sha256Hex, jcs, signReceipt, type ReceiptFile } from '../../reputation/receipts.js';
import { z } from 'zod';
import type { AppState } from '../app.js';
import { describe } from '../openapi/registry.js';
import { ApiError } from '../errors.js';
import { JobReads } from '../read-models/jobs.js';
import type { DomainDeps } from './domain.js';

export function receiptsRouter(d: DomainDeps & { rpc: DomainDeps['rpc'] & { getblockcount(): Promise<number> } }): Router<AppState> {
  const router = new Router<AppState>();
  const jobs = new JobReads(d.knex);
  let platform: { identity: string; name: string } | undefined;

  const platformIdentity = async () => {
    if (!platform) {
      const found = await d.rpc.getidentity(d.settings.PLATFORM_IDENTITY);
      platform = { identity: found.identity.identityaddress, name: d.settings.PLATFORM_IDENTITY };
    }
    return platform;
  };

  router.get('/v1/jobs/:id/receipt', d.kit.requireSession, async (ctx) => {
    const job = await jobs.job(ctx.params.id);
    jobs.roleOf(job, ctx.state.auth!.identityAddress);
    const p = await platformIdentity();
    const content = receiptContent(job.view, { ...p, chain: d.settings.CHAIN });
    if (!content) {
      throw new ApiError('VALIDATION_ERROR', `A receipt is issued once the job is closed; this one is ${job.status}`, [{ field: 'status', status: job.status }]);
    }
    const digest = sha256Hex(jcs(content));
    const stored = await d.knex('job_receipts').where({ job_id: job.id }).first();
    if (stored && stored.digest === digest) {
      ctx.body = { data: stored.receipt };
      return;
    }
    if (!d.settings.PRIVATE_KEY) throw new ApiError('INTERNAL_ERROR', 'Receipts cannot be signed: PRIVATE_KEY of the platform identity is not configured');
    const file: ReceiptFile = await signReceipt(content, { ...p, chain: d.settings.CHAIN, wif: d.settings.PRIVATE_KEY }, d.rpc, new Date());
    await d.knex('job_receipts').insert({ job_id: job.id, digest, receipt: JSON.stringify(file), signed_at: new Date() })
      .onConflict('job_id').merge();
    ctx.body = { data: file };
  });

  return describe(router, [
    { method: 'get', path: '/v1/jobs/:id/receipt', summary: 'the platform-signed receipt of a closed job (check it with agentplatform receipt verify)', tag: 'jobs', auth: 'session',
      response: z.object({ receipt: z.looseObject({ type: z.string(), jobId: z.string(), jobHash: z.string(), status: z.string(), issuedAt: z.string() }),
        signature: z.looseObject({ identity: z.string(), signature: z.string() }) }),
      errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
