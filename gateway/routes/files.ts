/**
 * Files of a job (spec "Messages and files", "Limits"): upload (multipart field `file`, 10/min),
 * list, download (30/min, SHA-256 checked: INTEGRITY_ERROR on mismatch), delete (uploader only).
 * Participants only, for every route. The bytes are streamed into chunks by gateway/files/upload.ts;
 * the job actor then adds the file (50 per job: FILE_LIMIT; 100 MB per job: STORAGE_LIMIT), so the
 * limits hold however many gateways take uploads for the job at once. Files leave with the job's
 * data (its data terms, or at once on cancel): the actor's data deletion removes them.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import Router from '@koa/router';
import { z } from 'zod';
import { JOB_KIND, MAX_FILES_PER_JOB, MAX_JOB_STORAGE_BYTES } from '../../actors/job/messages.js';
import type { ScannerClient } from '../../scanner/client/mod.js';
import type { AppContext, AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { ApiError } from '../errors.js';
import { contentDisposition } from '../files/types.js';
import { receiveUpload } from '../files/upload.js';
import { listBody, paging, parseQuery } from '../parse.js';
import { JobReads } from '../read-models/jobs.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { listOf } from '../openapi/shapes.js';

const CLOSED = new Set(['completed', 'cancelled']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FileRow {
  id: string;
  job_id: string;
  uploader_id: string;
  name: string;
  mime: string;
  size: string | number;
  sha256: string;
  created_at: Date;
}

const fileView = (r: FileRow) => ({
  id: r.id, jobId: r.job_id, name: r.name, mimeType: r.mime, size: Number(r.size), sha256: r.sha256,
  uploaderChainId: r.uploader_id, createdAt: new Date(r.created_at).toISOString(),
});

export function filesRouter(d: DomainDeps, scanner: ScannerClient): Router<AppState> {
  const router = new Router<AppState>();
  const jobs = new JobReads(d.knex);
  const participant = async (ctx: AppContext) => {
    const job = await jobs.job(ctx.params.id);
    jobs.roleOf(job, ctx.state.auth!.identityAddress);
    return job;
  };
  const fileOf = async (jobId: string, fileId: string | undefined): Promise<FileRow> => {
    const row = fileId && UUID.test(fileId) ? await d.knex<FileRow>('job_files').where({ id: fileId.toLowerCase(), job_id: jobId }).first() : undefined;
    if (!row) throw new ApiError('NOT_FOUND', 'File not found');
    return row;
  };

  router.post('/v1/jobs/:id/files', d.kit.requireSession, async (ctx) => {
    const job = await participant(ctx);
    if (CLOSED.has(job.status)) throw new ApiError('JOB_CLOSED', `Job is ${job.status}; no more files`);
    // The limits as the read model knows them, before a byte is read; the actor has the last word.
    const used = (job.view.files ?? { count: 0, bytes: 0 }) as { count: number; bytes: number };
    if (used.count >= MAX_FILES_PER_JOB) throw new ApiError('FILE_LIMIT', undefined, [{ field: 'file', limit: MAX_FILES_PER_JOB }]);
    if (used.bytes >= MAX_JOB_STORAGE_BYTES) throw new ApiError('STORAGE_LIMIT', undefined, [{ field: 'file', limit: MAX_JOB_STORAGE_BYTES, used: used.bytes }]);
    const up = await receiveUpload(ctx.req, { knex: d.knex, scanner, jobId: job.id });
    try {
      await sendCommand(d.actors, JOB_KIND, job.id, {
        type: 'file-add', by: ctx.state.auth!.identityAddress,
        file: { id: up.id, name: up.name, mime: up.mime, size: up.size, sha256: up.sha256 },
      });
    } catch (err) {
      await d.knex('job_file_chunks').where({ file_id: up.id }).delete();
      throw err;
    }
    ctx.status = 201;
    ctx.body = { data: fileView(await fileOf(job.id, up.id)) };
  });

  router.get('/v1/jobs/:id/files', d.kit.requireSession, async (ctx) => {
    const job = await participant(ctx);
    const q = parseQuery(ctx, z.object(paging));
    const base = d.knex<FileRow>('job_files').where({ job_id: job.id });
    const [rows, count] = await Promise.all([
      base.clone().select('*').orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(q.limit).offset(q.offset),
      base.clone().count({ n: '*' }),
    ]);
    ctx.body = listBody((rows as FileRow[]).map(fileView), q, Number(count[0]!.n));
  });

  router.get('/v1/jobs/:id/files/:fileId', d.kit.requireSession, async (ctx) => {
    const job = await participant(ctx);
    const file = await fileOf(job.id, ctx.params.fileId);
    // The whole file is checked before a byte is sent: a mismatch must be an error, not a short body.
    const chunks = await d.knex('job_file_chunks').where({ file_id: file.id }).orderBy('seq', 'asc').pluck('data') as Buffer[];
    const hash = createHash('sha256');
    let size = 0;
    for (const c of chunks) {
      hash.update(c);
      size += c.length;
    }
    const digest = hash.digest();
    if (digest.toString('hex') !== file.sha256 || size !== Number(file.size)) {
      ctx.state.log.error({ event: 'files.integrity_mismatch', jobId: job.id, fileId: file.id });
      throw new ApiError('INTEGRITY_ERROR', 'The stored file does not match its SHA-256 checksum', [{ field: 'fileId', expected: file.sha256 }]);
    }
    ctx.set('Content-Type', file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime);
    ctx.set('Content-Disposition', contentDisposition(file.name));
    ctx.set('Content-Length', String(size));
    ctx.set('X-Content-SHA256', file.sha256);
    ctx.set('Repr-Digest', `sha-256=:${digest.toString('base64')}:`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = Readable.from(chunks);
  });

  router.delete('/v1/jobs/:id/files/:fileId', d.kit.requireSession, async (ctx) => {
    const job = await participant(ctx);
    const file = await fileOf(job.id, ctx.params.fileId);
    await sendCommand(d.actors, JOB_KIND, job.id, { type: 'file-remove', by: ctx.state.auth!.identityAddress, fileId: file.id });
    ctx.body = { data: { id: file.id, deleted: true } };
  });

  return describe(router, [
    { method: 'post', path: '/v1/jobs/:id/files', summary: 'upload a file (multipart field file; 10/min; 10 MB, 50 files, 100 MB per job)', tag: 'files', auth: 'session', response: z.looseObject({}), status: 201, errors: ['CONTENT_FLAGGED', 'FILE_LIMIT', 'STORAGE_LIMIT', 'FORBIDDEN', 'NOT_FOUND', 'JOB_CLOSED'] },
    { method: 'get', path: '/v1/jobs/:id/files', summary: "the job's files", tag: 'files', auth: 'session', response: listOf(z.looseObject({})), raw: true, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/jobs/:id/files/:fileId', summary: 'download a file, its SHA-256 checked (30/min)', tag: 'files', auth: 'session', contentType: 'application/octet-stream', errors: ['INTEGRITY_ERROR', 'FORBIDDEN', 'NOT_FOUND'] },
    { method: 'delete', path: '/v1/jobs/:id/files/:fileId', summary: 'delete a file (uploader only)', tag: 'files', auth: 'session', response: z.looseObject({}), errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
