/**
 * `webhook`: POSTs the spec's request body to `url` and reads `{content, done}` back. Retries belong
 * to the runner's retry loop (`retries`, default 2), not to this call.
 */
import type { WebhookConfig } from '../agent-profile.js';
import { executorReplySchema, ExecutorFailure, fetchWithin, type Executor, type ExecutorReply, type ExecutorRequest, type TurnOptions } from './types.js';

export class WebhookExecutor implements Executor {
  constructor(private readonly config: WebhookConfig) {}

  async run(request: ExecutorRequest, { signal }: TurnOptions): Promise<ExecutorReply> {
    const res = await fetchWithin(this.config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...this.config.headers },
      body: JSON.stringify(request),
    }, this.config.timeoutMs, signal);
    const parsed = executorReplySchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ExecutorFailure('the webhook answered without {content: string, done: boolean}');
    return parsed.data;
  }

  async close(): Promise<void> {}
}
