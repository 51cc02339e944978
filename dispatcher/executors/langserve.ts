/**
 * `langserve`: a LangChain runnable served by LangServe. `POST {url}/invoke` answers `{output,
 * metadata}`; `POST {url}/stream` answers server-sent events `data` (one output chunk each),
 * `metadata`, `error` and `end`. The input is `{input, chat_history}` (the shape of LangChain's chat
 * prompt templates); an output is a string, a message (`{content}`), or `{output}`.
 */
import type { LangserveConfig } from '../agent-profile.js';
import { readSse } from './sse.js';
import { ExecutorFailure, fetchWithin, type Executor, type ExecutorReply, type ExecutorRequest, type TurnOptions } from './types.js';

/** The text of one LangServe output or chunk. */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output && typeof output === 'object') {
    const o = output as Record<string, unknown>;
    if (typeof o.content === 'string') return o.content;
    if (Array.isArray(o.content)) return o.content.map((p) => (typeof p === 'string' ? p : (p as { text?: string }).text ?? '')).join('');
    if ('output' in o) return outputText(o.output);
  }
  return '';
}

export class LangserveExecutor implements Executor {
  private readonly base: string;
  constructor(private readonly config: LangserveConfig) {
    this.base = config.url.replace(/\/$/, '');
  }

  async run(request: ExecutorRequest, { signal, onDelta }: TurnOptions): Promise<ExecutorReply> {
    const body = JSON.stringify({
      input: { input: request.message.content, chat_history: request.history },
      config: { metadata: { jobId: request.jobId } },
      kwargs: {},
    });
    const headers = { 'content-type': 'application/json', ...this.config.headers };
    if (!this.config.stream) {
      const res = await fetchWithin(`${this.base}/invoke`, { method: 'POST', headers, body }, this.config.timeoutMs, signal);
      const json = (await res.json().catch(() => null)) as { output?: unknown } | null;
      if (!json || !('output' in json)) throw new ExecutorFailure('/invoke answered without output');
      return { content: outputText(json.output), done: false };
    }
    const res = await fetchWithin(`${this.base}/stream`, { method: 'POST', headers: { ...headers, accept: 'text/event-stream' }, body }, this.config.timeoutMs, signal);
    let content = '';
    for await (const ev of readSse(res.body!)) {
      if (ev.event === 'data') {
        const text = outputText(JSON.parse(ev.data));
        content += text;
        if (text) onDelta?.(text);
      } else if (ev.event === 'error') {
        throw new ExecutorFailure(`/stream reported an error: ${ev.data.slice(0, 200)}`);
      } else if (ev.event === 'end') {
        break;
      }
    }
    return { content, done: false };
  }

  async close(): Promise<void> {}
}
