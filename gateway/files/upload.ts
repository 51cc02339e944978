/**
 * Receiving one upload as a stream (busboy): the multipart field `file` flows through the checks
 * and into `job_file_chunks` 256 KB at a time, with its SHA-256 computed on the way, so a 10 MB
 * upload is never held whole (at most one chunk, plus the text piece being scanned). In order:
 *
 * 1. the scanner's file check on the name and declared type (path tricks, null bytes, Unicode);
 * 2. the type from the first bytes (types.ts): executables and unknown binaries refused;
 * 3. size: past 10 MB the upload stops (VALIDATION_ERROR naming the limit);
 * 4. text: valid UTF-8 throughout, and scanned in pieces like an inbound message (CONTENT_FLAGGED
 *    at or above the chat block score);
 * 5. chunks stored under a fresh file id as they fill; on any refusal they are deleted again.
 *
 * The caller then asks the job actor to add the file (count and storage limits, atomically per job).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { Knex } from 'knex';
import { MAX_FILE_BYTES } from '../../actors/job/messages.js';
import type { ScannerClient } from '../../scanner/client/mod.js';
import { ApiError } from '../errors.js';
import { BLOCK_SCORE } from '../realtime/chat.js';
import { safeName, sniff, SNIFF_BYTES, type FileCategory, type Sniffed } from './types.js';

export const CHUNK_BYTES = 256 * 1024;
/** Characters of text scanned per scanner call. */
const SCAN_PIECE_CHARS = 64 * 1024;

export interface StoredUpload {
  id: string;
  name: string;
  mime: string;
  category: FileCategory;
  size: number;
  sha256: string;
}

const tooLarge = () => new ApiError('VALIDATION_ERROR', 'A file may be at most 10 MB', [{ field: 'file', limit: MAX_FILE_BYTES }]);

export async function receiveUpload(req: IncomingMessage, o: { knex: Knex; scanner: ScannerClient; jobId: string }): Promise<StoredUpload> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    throw new ApiError('VALIDATION_ERROR', 'Upload the file as multipart/form-data in the field "file"', [{ field: 'file', message: 'multipart/form-data required' }]);
  }
  const declared = Number(req.headers['content-length']);
  // A body far beyond one file and its multipart framing is refused before it is read.
  if (Number.isFinite(declared) && declared > MAX_FILE_BYTES + 64 * 1024) throw tooLarge();

  const id = randomUUID();
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });
  } catch {
    throw new ApiError('VALIDATION_ERROR', 'Malformed multipart body', [{ field: 'file' }]);
  }

  let work: Promise<StoredUpload> | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    bb.on('file', (field, stream, info) => {
      if (field !== 'file' || work) {
        stream.resume();
        return;
      }
      work = consume(stream, info, id, o);
      // Whatever happens to the checks, the rest of the body is read, so the client gets the answer.
      work.catch(() => stream.resume());
    });
    bb.on('close', resolve);
    bb.on('error', (err) => reject(new ApiError('VALIDATION_ERROR', 'Malformed multipart body', [{ field: 'file' }], { cause: err })));
    req.on('aborted', () => reject(new ApiError('VALIDATION_ERROR', 'The upload was interrupted')));
  });
  req.pipe(bb);
  try {
    await finished;
    if (!work) throw new ApiError('VALIDATION_ERROR', 'The multipart field "file" is required', [{ field: 'file', message: 'required' }]);
    return await (work as Promise<StoredUpload>);
  } catch (err) {
    await o.knex('job_file_chunks').where({ file_id: id }).delete().catch(() => {});
    throw err;
  }
}

async function consume(stream: NodeJS.ReadableStream & { truncated?: boolean }, info: busboy.FileInfo, id: string, o: { knex: Knex; scanner: ScannerClient; jobId: string }): Promise<StoredUpload> {
  const name = safeName(info.filename ?? '');
  const meta = await o.scanner.scanFile({ filename: info.filename ?? '', mimetype: info.mimeType });
  if (!meta.safe) {
    throw new ApiError('CONTENT_FLAGGED', 'The file was rejected by the safety scanner', meta.flags.map((f) => ({ field: 'file', type: f.type, detail: f.detail })));
  }
  const hash = createHash('sha256');
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let kind: Extract<Sniffed, { ok: true }> | null = null;
  let limited = false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let piece = '';

  stream.on('limit', () => { limited = true; });

  const scanPiece = async (text: string) => {
    const r = await o.scanner.scanFileContent({ filename: name, mimetype: 'text/plain', content: text });
    const fileFlags = r.fileFlags.filter((f) => f.severity === 'critical');
    if (r.score >= BLOCK_SCORE || fileFlags.length > 0) {
      throw new ApiError('CONTENT_FLAGGED', 'The file was rejected by the safety scanner',
        [{ field: 'file', score: r.score, flags: r.flags }, ...fileFlags.map((f) => ({ field: 'file', type: f.type, detail: f.detail }))]);
    }
  };
  const text = (bytes: Buffer, last: boolean) => {
    try {
      piece += decoder.decode(bytes, { stream: !last });
    } catch {
      throw new ApiError('VALIDATION_ERROR', 'This file type is not allowed (binary content that is neither an image, a document nor an archive)', [{ field: 'file', detected: 'binary' }]);
    }
    if (bytes.includes(0)) throw new ApiError('VALIDATION_ERROR', 'This file type is not allowed (binary content)', [{ field: 'file', detected: 'binary' }]);
  };
  const flush = async (last: boolean) => {
    if (!kind) {
      const k = await sniff(Buffer.concat(pending).subarray(0, SNIFF_BYTES));
      if (!k.ok) {
        throw new ApiError('VALIDATION_ERROR', k.reason === 'executable'
          ? `Executables are not allowed (the content is ${k.detected}, whatever the name says)`
          : `This file type is not allowed (${k.detected}); images, documents, archives and text are`, [{ field: 'file', detected: k.detected }]);
      }
      kind = k;
    }
    const category = kind.category;
    while (pendingBytes >= CHUNK_BYTES || (last && pendingBytes > 0)) {
      const all = Buffer.concat(pending);
      const chunk = all.subarray(0, Math.min(CHUNK_BYTES, all.length));
      const rest = all.subarray(chunk.length);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
      if (category === 'text') text(chunk, last && rest.length === 0);
      await o.knex('job_file_chunks').insert({ file_id: id, job_id: o.jobId, seq: seq++, data: chunk });
      while (piece.length >= SCAN_PIECE_CHARS) {
        const cut = piece.slice(0, SCAN_PIECE_CHARS);
        piece = piece.slice(SCAN_PIECE_CHARS - 200); // a little overlap: a phrase split between pieces is still seen whole
        await scanPiece(cut);
      }
    }
    if (last && category === 'text' && piece.trim().length > 0) await scanPiece(piece);
  };

  // After a refusal the rest of the file is still read (and dropped): ending the iteration early
  // would destroy the part's stream and leave the multipart parser waiting forever.
  let failure: unknown = null;
  for await (const data of stream as AsyncIterable<Buffer>) {
    if (failure) continue;
    size += data.length;
    hash.update(data);
    pending.push(data);
    pendingBytes += data.length;
    if (pendingBytes >= CHUNK_BYTES) await flush(false).catch((err) => { failure = err; pending = []; pendingBytes = 0; });
  }
  if (failure) throw failure;
  // busboy stops at MAX + 1 bytes: reaching it means the file is over the limit.
  if (limited || stream.truncated || size > MAX_FILE_BYTES) throw tooLarge();
  if (size === 0) throw new ApiError('VALIDATION_ERROR', 'The file is empty', [{ field: 'file' }]);
  await flush(true);
  const k = kind as Extract<Sniffed, { ok: true }> | null;
  if (!k) throw new ApiError('VALIDATION_ERROR', 'The file is empty', [{ field: 'file' }]);
  return { id, name, mime: k.mime, category: k.category, size, sha256: hash.digest('hex') };
}
