/**
 * A local stand-in for a Hugging Face text-classification endpoint (the L3 protocol), for tests:
 * POST / with `Authorization: Bearer <key>` and {"inputs": "..."} answers
 * [[{"label":"INJECTION","score":p},{"label":"SAFE","score":1-p}]], where p comes from `decide`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeClassifier {
  url: string;
  apiKey: string;
  /** Bodies received, for assertions. */
  requests: Array<{ inputs: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

export interface FakeOptions {
  apiKey?: string;
  /** Attack probability for one input; default: 0.97 when the text says "injection-marker". */
  decide?: (text: string) => number;
  /** Milliseconds to wait before answering (to exercise timeouts). */
  delayMs?: number;
  /** Reply with this status and body instead (to exercise failures). */
  failWith?: { status: number; body: string };
}

/** Starts the fake on 127.0.0.1 with a free port. */
export async function startFakeClassifier(opts: FakeOptions = {}): Promise<FakeClassifier> {
  const apiKey = opts.apiKey ?? 'hf_test_key';
  const decide = opts.decide ?? ((t: string) => (t.includes('injection-marker') ? 0.97 : 0.02));
  const requests: FakeClassifier['requests'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const send = (status: number, payload: string) => {
        const go = () => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(payload); };
        if (opts.delayMs) setTimeout(go, opts.delayMs); else go();
      };
      if (req.method !== 'POST') return send(405, '{"error":"Method not allowed"}');
      if (req.headers.authorization !== `Bearer ${apiKey}`) return send(401, '{"error":"Invalid credentials in Authorization header"}');
      let inputs: unknown;
      try { inputs = (JSON.parse(body) as { inputs?: unknown }).inputs; } catch { return send(400, '{"error":"Malformed JSON"}'); }
      if (typeof inputs !== 'string') return send(400, '{"error":"inputs must be a string"}');
      requests.push({ inputs, authorization: req.headers.authorization });
      if (opts.failWith) return send(opts.failWith.status, opts.failWith.body);
      const p = decide(inputs);
      send(200, JSON.stringify([[{ label: 'INJECTION', score: p }, { label: 'SAFE', score: 1 - p }].sort((a, b) => b.score - a.score)]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/models/protectai/deberta-v3-base-prompt-injection-v2`,
    apiKey,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
