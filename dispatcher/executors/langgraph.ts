/**
 * `langgraph`, two ways:
 * - remote (`url`, `graphId`): the LangGraph server API. One thread per job (`POST /threads`), each
 *   turn a run that waits for the result (`POST /threads/{id}/runs/wait` with `assistant_id` =
 *   graphId and the new message as `input.messages`); the thread keeps the conversation.
 * - local (`graphPath`, `pythonPath`): our Python runner loads the graph and calls `graph.invoke`
 *   with the whole conversation each turn; one Python process per job.
 * The reply is the last message of the graph's `messages`.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LanggraphConfig } from '../agent-profile.js';
import { outputText } from './langserve.js';
import { ExecutorFailure, fetchWithin, type Executor, type ExecutorReply, type ExecutorRequest, type TurnOptions } from './types.js';

const RUNNER = fileURLToPath(new URL('./langgraph_runner.py', import.meta.url));

function lastMessageText(values: unknown): string {
  const messages = (values as { messages?: unknown[] } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0) throw new ExecutorFailure('the graph answered without messages');
  return outputText(messages[messages.length - 1]);
}

export class LanggraphExecutor implements Executor {
  private threadId: string | null = null;
  private python: ChildProcessWithoutNullStreams | null = null;
  private lines: AsyncIterator<string> | null = null;

  constructor(private readonly config: LanggraphConfig) {}

  run(request: ExecutorRequest, options: TurnOptions): Promise<ExecutorReply> {
    return this.config.url ? this.remote(request, options) : this.local(request, options);
  }

  private async remote(request: ExecutorRequest, { signal }: TurnOptions): Promise<ExecutorReply> {
    const base = this.config.url!.replace(/\/$/, '');
    const headers = { 'content-type': 'application/json', ...this.config.headers };
    if (!this.threadId) {
      const res = await fetchWithin(`${base}/threads`, {
        method: 'POST', headers, body: JSON.stringify({ metadata: { jobId: request.jobId, buyer: request.buyerVerusId } }),
      }, this.config.timeoutMs, signal);
      const thread = (await res.json()) as { thread_id?: string };
      if (!thread.thread_id) throw new ExecutorFailure('POST /threads answered without thread_id');
      this.threadId = thread.thread_id;
    }
    const res = await fetchWithin(`${base}/threads/${this.threadId}/runs/wait`, {
      method: 'POST', headers,
      body: JSON.stringify({ assistant_id: this.config.graphId, input: { messages: [request.message] } }),
    }, this.config.timeoutMs, signal);
    return { content: lastMessageText(await res.json()), done: false };
  }

  private async local(request: ExecutorRequest, { signal }: TurnOptions): Promise<ExecutorReply> {
    if (!this.python || this.python.exitCode !== null) {
      this.python = spawn(this.config.pythonPath, [RUNNER, this.config.graphPath!], { stdio: ['pipe', 'pipe', 'pipe'] });
      this.python.stderr.resume();
      this.lines = createInterface({ input: this.python.stdout })[Symbol.asyncIterator]();
    }
    const python = this.python;
    python.stdin.write(JSON.stringify({ jobId: request.jobId, messages: [...request.history, request.message] }) + '\n');
    const timer = AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)]);
    const next = await new Promise<IteratorResult<string>>((resolve, reject) => {
      const onAbort = () => {
        python.kill('SIGKILL');
        reject(new ExecutorFailure(`the local graph did not answer within ${this.config.timeoutMs} ms`));
      };
      timer.addEventListener('abort', onAbort, { once: true });
      this.lines!.next().then((r) => { timer.removeEventListener('abort', onAbort); resolve(r); }, reject);
    });
    if (next.done) {
      this.python = null;
      throw new ExecutorFailure(`the local graph runner exited (${this.config.pythonPath} ${this.config.graphPath})`);
    }
    const reply = JSON.parse(next.value) as { content?: string; error?: string };
    if (reply.error !== undefined) throw new ExecutorFailure(`the local graph failed: ${reply.error.slice(0, 200)}`);
    return { content: reply.content ?? '', done: false };
  }

  async close(): Promise<void> {
    this.python?.kill('SIGTERM');
    this.python = null;
  }
}
