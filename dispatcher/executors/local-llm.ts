/**
 * `local-llm` (the default): one streamed chat completion per turn with the agent's SOUL file (or
 * `systemPrompt`) as the system prompt and the job's conversation as messages.
 */
import { stepCountIs, streamText, type ModelMessage } from 'ai';
import type { LocalLlmConfig } from '../agent-profile.js';
import { languageModel } from './language-model.js';
import { ExecutorFailure, type ChatTurn, type Executor, type ExecutorContext, type ExecutorReply, type ExecutorRequest, type TurnOptions, WORKSPACE_STEPS } from './types.js';

/**
 * A model has no `done` flag, so the system prompt asks it to end a finished answer with a line
 * `[[deliver]]`; the marker is taken out of the text the buyer sees.
 */
export const DELIVER_MARKER = '[[deliver]]';
export const DELIVER_INSTRUCTION =
  `When the buyer's request is fully answered and the work is ready to deliver, end your reply with a line containing only ${DELIVER_MARKER}.`;

export function systemPromptWithMarker(prompt: string | undefined): string {
  return prompt ? `${prompt}\n\n${DELIVER_INSTRUCTION}` : DELIVER_INSTRUCTION;
}

/** Splits the marker off a model's reply. */
export function readMarker(text: string): { content: string; done: boolean } {
  const m = /\n?[ \t]*\[\[deliver\]\][ \t]*\s*$/i.exec(text);
  return m ? { content: text.slice(0, m.index).trimEnd(), done: true } : { content: text, done: false };
}

export function modelMessages(history: ChatTurn[], message: ChatTurn): ModelMessage[] {
  return [...history, message].map((t) => ({ role: t.role, content: t.content }) as ModelMessage);
}

/** Drains a streamText result, passing text deltas on; a provider error becomes ExecutorFailure. */
export async function drainText(result: ReturnType<typeof streamText>, onDelta?: (text: string) => void): Promise<string> {
  let content = '';
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      content += part.text;
      if (part.text) onDelta?.(part.text);
    } else if (part.type === 'error') {
      const err = part.error as Error & { statusCode?: number };
      const retryable = err.statusCode === undefined || err.statusCode >= 500 || err.statusCode === 429;
      throw new ExecutorFailure(`the model failed: ${(err.message ?? String(err)).slice(0, 200)}`, retryable, { cause: err });
    }
  }
  return content;
}

export class LocalLlmExecutor implements Executor {
  constructor(private readonly config: LocalLlmConfig, private readonly ctx: ExecutorContext, private readonly agent: { provider?: string; model?: string }) {}

  async run(request: ExecutorRequest, { signal, onDelta, tools }: TurnOptions): Promise<ExecutorReply> {
    const model = languageModel(this.ctx, {
      provider: this.config.provider ?? this.agent.provider,
      model: this.config.model ?? this.agent.model,
      baseUrl: this.config.baseUrl,
    });
    const result = streamText({
      model,
      system: systemPromptWithMarker(this.ctx.systemPrompt),
      messages: modelMessages(request.history, request.message),
      ...(tools && Object.keys(tools).length ? { tools, stopWhen: stepCountIs(WORKSPACE_STEPS) } : {}),
      temperature: this.config.temperature,
      maxOutputTokens: this.config.maxTokens,
      maxRetries: 0,
      // Errors arrive as stream parts (drainText); the default handler would print them to the console.
      onError: () => {},
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)]),
    });
    return readMarker(await drainText(result, onDelta));
  }

  async close(): Promise<void> {}
}
