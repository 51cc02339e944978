/**
 * A chat-completions server speaking OpenAI's protocol (`POST /v1/chat/completions`, JSON or
 * server-sent chunks with `stream: true`, tool calls). What it answers is scripted per test; every
 * request is recorded with its Authorization header.
 */
import { readJson, sendJson, serve, type Fake } from './http.js';

export type Answer = { content: string } | { toolCalls: { name: string; arguments: unknown }[] } | { status: number; error: string };

export interface OpenAiFake extends Fake {
  requests: { body: any; authorization?: string }[];
  answer: (body: any) => Answer;
}

export async function startOpenAiFake(answer: (body: any) => Answer = defaultAnswer): Promise<OpenAiFake> {
  let calls = 0;
  const fake = await serve(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return sendJson(res, 404, { error: { message: 'not found' } });
    const body = await readJson(req);
    out.requests.push({ body, authorization: req.headers.authorization });
    const a = out.answer(body);
    if ('status' in a) return sendJson(res, a.status, { error: { message: a.error, type: 'server_error' } });
    const id = `chatcmpl-${++calls}`;
    const base = { id, created: Math.floor(Date.now() / 1000), model: body.model };
    const toolCalls = 'toolCalls' in a
      ? a.toolCalls.map((t, i) => ({ index: i, id: `call_${calls}_${i}`, type: 'function', function: { name: t.name, arguments: JSON.stringify(t.arguments) } }))
      : undefined;
    const finish = toolCalls ? 'tool_calls' : 'stop';
    const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
    if (!body.stream) {
      return sendJson(res, 200, {
        ...base, object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'content' in a ? a.content : null, tool_calls: toolCalls }, finish_reason: finish }],
        usage,
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: unknown, finish_reason: string | null = null, extra = {}) =>
      res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason }], ...extra })}\n\n`);
    chunk({ role: 'assistant', content: '' });
    if ('content' in a) {
      // Several chunks, so streaming is exercised, not one blob.
      for (const piece of a.content.match(/.{1,4}/gs) ?? []) chunk({ content: piece });
    } else {
      chunk({ tool_calls: toolCalls });
    }
    chunk({}, finish, { usage });
    res.end('data: [DONE]\n\n');
  });
  const out: OpenAiFake = { ...fake, requests: [], answer };
  return out;
}

/** Echoes the last user message. */
export function defaultAnswer(body: any): Answer {
  const last = [...body.messages].reverse().find((m: any) => m.role === 'user');
  return { content: `echo: ${typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content)}` };
}
