/**
 * A LangServe server: `POST /invoke` answers `{output, metadata}`; `POST /stream` answers the
 * `metadata`, `data`... and `end` server-sent events LangServe sends. The runnable upper-cases its
 * input and, when the chat history is not empty, says how long it is.
 */
import { readJson, sendJson, serve, type Fake } from './http.js';

export interface LangserveFake extends Fake {
  requests: { path: string; body: any; headers: Record<string, unknown> }[];
}

function runnable(input: { input: string; chat_history: unknown[] }): string {
  return `${input.input.toUpperCase()}${input.chat_history.length ? ` (history ${input.chat_history.length})` : ''}`;
}

export async function startLangserveFake(): Promise<LangserveFake> {
  const fake = await serve(async (req, res) => {
    const body = await readJson(req);
    out.requests.push({ path: req.url!, body, headers: req.headers });
    if (req.url === '/chain/invoke') {
      return sendJson(res, 200, { output: { content: runnable(body.input), type: 'ai' }, metadata: { run_id: 'r1', feedback_tokens: [] } });
    }
    if (req.url === '/chain/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: metadata\ndata: ${JSON.stringify({ run_id: 'r2' })}\n\n`);
      for (const piece of runnable(body.input).match(/.{1,3}/gs) ?? []) {
        res.write(`event: data\ndata: ${JSON.stringify({ content: piece, type: 'AIMessageChunk' })}\n\n`);
      }
      return void res.end('event: end\n\n');
    }
    if (req.url === '/broken/invoke') return sendJson(res, 500, { detail: 'chain crashed' });
    sendJson(res, 404, { detail: 'Not Found' });
  });
  const out: LangserveFake = { ...fake, requests: [] };
  return out;
}
