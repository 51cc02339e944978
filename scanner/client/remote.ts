/**
 * The scanner over HTTP (remote mode): X-API-Key on every call, optional AES-256-GCM bodies, a hard
 * timeout per call, and every answer parsed with the response schema, so a broken answer is a failure.
 */
import type { z } from 'zod';
import { decryptPayload, encryptedPayloadSchema, encryptPayload, parseEncryptionKey } from '../service/encryption.js';
import { fileContentResult, fileMetaResult, inboundResult, outputResult } from '../service/responses.js';
import { ScannerUnavailableError } from './errors.js';
import type { FileContentInput, FileMetaInput, OutputScanInput, ScannerTransport } from './transport.js';

export interface RemoteOptions {
  /** Base URL of the scanner, e.g. http://127.0.0.1:3100 */
  apiUrl: string;
  apiKey: string;
  /** Base64 256-bit key; when set every request body is encrypted. */
  encryptionKey?: string;
  /** Path of the inbound scan (SCANNER_SCAN_PATH, default /v1/scan). */
  scanPath?: string;
  /** Per-call timeout (SCANNER_TIMEOUT_MS, default 200). */
  timeoutMs?: number;
}

export class RemoteTransport implements ScannerTransport {
  private readonly base: string;
  private readonly key?: Buffer;
  private readonly scanPath: string;
  private readonly timeoutMs: number;

  constructor(private readonly opts: RemoteOptions) {
    this.base = opts.apiUrl.replace(/\/+$/, '');
    this.key = opts.encryptionKey ? parseEncryptionKey(opts.encryptionKey) : undefined;
    this.scanPath = opts.scanPath ?? '/v1/scan';
    this.timeoutMs = opts.timeoutMs ?? 200;
  }

  scan(text: string, sessionId?: string) {
    return this.post(this.scanPath, sessionId === undefined ? { text } : { text, sessionId }, inboundResult);
  }

  scanOutput(input: OutputScanInput) {
    return this.post('/v1/scan/output', input, outputResult);
  }

  scanFile(input: FileMetaInput) {
    return this.post('/v1/scan/file', input, fileMetaResult);
  }

  scanFileContent(input: FileContentInput) {
    return this.post('/v1/scan/file/content', input, fileContentResult);
  }

  async close(): Promise<void> {}

  private async post<S extends z.ZodTypeAny>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
    const json = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': this.opts.apiKey };
    let payload = json;
    if (this.key) {
      payload = JSON.stringify(encryptPayload(this.key, json));
      headers['x-encrypted'] = 'true';
    }
    const signal = AbortSignal.timeout(this.timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.base + path, { method: 'POST', headers, body: payload, signal });
      text = await res.text();
    } catch (err) {
      const timedOut = signal.aborted || (err as Error).name === 'TimeoutError';
      throw new ScannerUnavailableError(timedOut ? 'timeout' : 'network',
        timedOut ? `scanner did not answer within ${this.timeoutMs} ms` : 'scanner unreachable', undefined, { cause: err });
    }
    if (!res.ok) {
      let code = '';
      try {
        code = String((JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '');
      } catch { /* an answer that is not ours */ }
      throw new ScannerUnavailableError('http_error', `scanner answered ${res.status}${code ? ` ${code}` : ''}`, res.status);
    }
    try {
      let data: unknown = JSON.parse(text);
      if (res.headers.get('x-encrypted') === 'true') {
        if (!this.key) throw new Error('encrypted answer without a key');
        data = JSON.parse(decryptPayload(this.key, encryptedPayloadSchema.parse(data)));
      } else if (this.key) {
        throw new Error('plain answer to an encrypted request');
      }
      return schema.parse(data);
    } catch (err) {
      throw new ScannerUnavailableError('bad_response', 'scanner answer is malformed', res.status, { cause: err });
    }
  }
}
