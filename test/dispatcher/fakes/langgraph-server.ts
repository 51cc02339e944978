/**
 * A LangGraph server's threads/runs API: `POST /threads` makes a thread, `POST
 * /threads/{id}/runs/wait` runs the assistant on it and answers the thread's state values
 * (`{messages}`); the thread keeps its messages between runs, as a checkpointer does.
 */
import { randomUUID } from 'node:crypto';
import { readJson, sendJson, serve, type Fake } from './http.js';

export interface LanggraphFake extends Fake {
  threads: Map<string, { metadata: unknown; messages: { type: string; content: string }[] }>;
}

export async function startLanggraphFake(assistant = 'agent'): Promise<LanggraphFake> {
  const threads: LanggraphFake['threads'] = new Map();
  const fake = await serve(async (req, res) => {
    const body = await readJson(req);
    if (req.method === 'POST' && req.url === '/threads') {
      const id = randomUUID();
      threads.set(id, { metadata: body?.metadata ?? {}, messages: [] });
      return sendJson(res, 200, { thread_id: id, created_at: new Date().toISOString(), metadata: body?.metadata ?? {}, status: 'idle', values: {} });
    }
    const m = /^\/threads\/([^/]+)\/runs\/wait$/.exec(req.url ?? '');
    if (req.method === 'POST' && m) {
      const thread = threads.get(m[1]!);
      if (!thread) return sendJson(res, 404, { detail: 'Thread not found' });
      if (body.assistant_id !== assistant) return sendJson(res, 404, { detail: `Assistant ${body.assistant_id} not found` });
      for (const msg of body.input.messages) thread.messages.push({ type: msg.role === 'user' ? 'human' : msg.role, content: msg.content });
      const humans = thread.messages.filter((x) => x.type === 'human').length;
      thread.messages.push({ type: 'ai', content: `graph saw ${humans} human message(s); last: ${thread.messages.at(-1)!.content}` });
      return sendJson(res, 200, { messages: thread.messages });
    }
    sendJson(res, 404, { detail: 'Not Found' });
  });
  return { ...fake, threads };
}
