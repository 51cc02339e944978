/**
 * The one interface every executor implements. A turn's request is exactly the webhook request body
 * of spec/dispatcher.md, so the webhook executor forwards it as it is and every other executor reads
 * the same fields; the reply is the webhook response `{content, done}`.
 *
 * An executor instance lives for one job inside the job's runner (a child process or a container) and
 * is closed when the job ends; it may keep state between turns (a LangGraph thread, MCP servers).
 */
import type { ToolSet } from 'ai';
import { z } from 'zod';

export const chatTurn = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string(),
});
export type ChatTurn = z.infer<typeof chatTurn>;

export const executorRequestSchema = z.object({
  jobId: z.string(),
  agentVerusId: z.string(),
  buyerVerusId: z.string(),
  message: chatTurn,
  history: z.array(chatTurn),
  metadata: z.object({
    serviceId: z.string().nullable(),
    sessionParams: z.object({
      duration: z.number().optional(),
      tokenLimit: z.number().optional(),
      messageLimit: z.number().optional(),
    }).nullable(),
    workspaceEnabled: z.boolean(),
  }),
});
export type ExecutorRequest = z.infer<typeof executorRequestSchema>;

export const executorReplySchema = z.object({
  content: z.string(),
  done: z.boolean().default(false),
});
export type ExecutorReply = z.infer<typeof executorReplySchema>;

export interface TurnOptions {
  signal: AbortSignal;
  /** Streamed text as it arrives (local-llm, langserve /stream); the reply still carries the whole text. */
  onDelta?: (text: string) => void;
  /**
   * Tools the turn may offer its model beyond the executor's own: the buyer's workspace
   * (dispatcher/workspace-tools.ts) when a session is open. Executors without a model ignore them.
   */
  tools?: ToolSet;
}

/** Most model steps of a turn that offers workspace tools (each tool call takes one). */
export const WORKSPACE_STEPS = 12;

export interface Executor {
  run(request: ExecutorRequest, options: TurnOptions): Promise<ExecutorReply>;
  close(): Promise<void>;
}

/** What an executor is built from inside its runner: its settings, the agent's prompt and keys. */
export interface ExecutorContext {
  /** The agent's system prompt (SOUL file or systemPrompt). */
  systemPrompt?: string;
  /** Defaults of `[llm]` in config.toml. */
  llm: { provider: string; model: string; baseUrl?: string };
  /** Provider keys given to this runner only (from its environment: `<PROVIDER>_API_KEY`). */
  keyOf(provider: string): string | undefined;
}

/** An executor failed in a way the buyer should not see; `retryable` false stops the retries early. */
export class ExecutorFailure extends Error {
  override name = 'ExecutorFailure';
  constructor(message: string, readonly retryable = true, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * By name, not instanceof: executors are imported lazily, and a loader may hand a lazily imported
 * module its own copy of this class.
 */
export function isExecutorFailure(err: unknown): err is ExecutorFailure {
  return err instanceof Error && err.name === 'ExecutorFailure' && typeof (err as ExecutorFailure).retryable === 'boolean';
}

/** `fetch` with a deadline joined to the turn's signal; network and HTTP failures become ExecutorFailure. */
export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number, signal: AbortSignal): Promise<Response> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.any([signal, deadline]) });
  } catch (err) {
    if (deadline.aborted) throw new ExecutorFailure(`no answer from ${new URL(url).origin} within ${timeoutMs} ms`);
    throw new ExecutorFailure(`cannot reach ${new URL(url).origin}: ${(err as Error).message}`, true, { cause: err });
  }
  if (!res.ok) {
    const text = (await res.text().catch(() => '')).slice(0, 200);
    // 4xx other than 408/429 will not get better by asking again.
    const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
    throw new ExecutorFailure(`${new URL(url).pathname} answered HTTP ${res.status}: ${text}`, retryable);
  }
  return res;
}
