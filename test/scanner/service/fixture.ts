/** An in-process scanner service on a free port, with its own data folder, for the service and client suites. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../../bin/logger.js';
import { loadScannerConfig } from '../../../scanner/service/config.js';
import { encryptPayload, decryptPayload, type EncryptedPayload } from '../../../scanner/service/encryption.js';
import { startScanner, type RunningScanner } from '../../../scanner/service/server.js';

export const ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestScanner {
  scanner: RunningScanner;
  url: string;
  dataDir: string;
  keys: string[];
  stop(): Promise<void>;
}

/** Starts a scanner; `keys` API keys are generated (the first is the main one). */
export async function startTestScanner(env: Record<string, string> = {}, opts: { keys?: number; dataDir?: string } = {}): Promise<TestScanner> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'ap-scanner-')));
  const keys = Array.from({ length: opts.keys ?? 1 }, (_, i) => `test-key-${i}-${Math.random().toString(36).slice(2)}-padding`);
  const config = loadScannerConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, SCANNER_PORT: '0', SCANNER_API_KEY: keys.join(','), SCANNER_WORKERS: '1', ...env,
  });
  const scanner = await startScanner(config, createLogger('silent', 'scanner'));
  return {
    scanner, url: scanner.url, dataDir, keys,
    stop: async () => {
      await scanner.stop(1_000);
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** One HTTP call; `body` as an object is sent as JSON, as a string it is sent as is. */
export async function call(
  url: string, method: 'GET' | 'POST', path: string,
  opts: { key?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers };
  if (opts.key) headers['x-api-key'] = opts.key;
  const res = await fetch(url + path, {
    method, headers,
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch { /* left as text */ }
  return { status: res.status, headers: res.headers, body };
}

/** An encrypted POST: the body is encrypted with `key`, an encrypted answer decrypted. */
export async function callEncrypted(url: string, path: string, apiKey: string, body: unknown, key = Buffer.from(ENCRYPTION_KEY, 'base64')): Promise<Answer & { plain?: any }> {
  const payload: EncryptedPayload = encryptPayload(key, JSON.stringify(body));
  const a = await call(url, 'POST', path, { key: apiKey, body: payload, headers: { 'x-encrypted': 'true' } });
  if (a.headers.get('x-encrypted') === 'true') return { ...a, plain: JSON.parse(decryptPayload(key, a.body)) };
  return a;
}
