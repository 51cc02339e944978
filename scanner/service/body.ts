/**
 * Reading a JSON body, with the optional decryption. Kept to the bare minimum on purpose: this runs
 * on the HTTP thread for every scan.
 */
import type { IncomingMessage } from 'node:http';
import { decryptPayload, encryptedPayloadSchema } from './encryption.js';
import { invalidRequest, ScannerError } from './errors.js';

/** The raw body as text; refuses bodies over `limit` bytes with INVALID_REQUEST. */
export function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(new ScannerError('INVALID_REQUEST', `Request body is larger than ${limit} bytes`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new ScannerError('INVALID_REQUEST', `Request body is larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.on('error', (err) => reject(new ScannerError('INVALID_REQUEST', 'Request body could not be read', [], {}, { cause: err })));
    // A client that hangs up mid-body: settle, so nothing waits on a request that will never end.
    req.on('close', () => {
      if (!req.complete) reject(new ScannerError('INVALID_REQUEST', 'Request body was cut short'));
    });
  });
}

/** Parses JSON text; malformed JSON is INVALID_REQUEST. */
export function parseJson(text: string): unknown {
  if (text.length === 0) throw new ScannerError('INVALID_REQUEST', 'Request body is empty');
  try {
    return JSON.parse(text);
  } catch {
    throw new ScannerError('INVALID_REQUEST', 'Request body is not valid JSON');
  }
}

/** The plaintext JSON of an `{iv, tag, data}` body; a wrong key or tampered field is INVALID_REQUEST. */
export function decryptBody(key: Buffer | undefined, body: unknown): unknown {
  if (!key) throw new ScannerError('INVALID_REQUEST', 'Encrypted bodies are not accepted: no encryption key is configured');
  const payload = encryptedPayloadSchema.safeParse(body);
  if (!payload.success) throw invalidRequest(payload.error, 'Encrypted body must be {iv, tag, data}');
  let plaintext: string;
  try {
    plaintext = decryptPayload(key, payload.data);
  } catch {
    throw new ScannerError('INVALID_REQUEST', 'Encrypted body could not be decrypted or authenticated');
  }
  return parseJson(plaintext);
}
