/**
 * What the dispatcher and a job runner (child process or container) say to each other: JSON lines.
 * The runner gets `init` once (the executor's settings and the agent's prompt; provider keys come
 * only through its environment), then `run` per turn, and answers `delta`s then one `reply` or
 * `error` per turn. Retries are the dispatcher's: a runner reports, it never retries.
 */
import { z } from 'zod';
import { executorSchema } from '../agent-profile.js';
import { executorReplySchema, executorRequestSchema } from '../executors/types.js';

export const initMessage = z.object({
  type: z.literal('init'),
  executor: executorSchema,
  systemPrompt: z.string().optional(),
  llm: z.object({ provider: z.string(), model: z.string(), baseUrl: z.string().optional() }),
  agent: z.object({ provider: z.string().optional(), model: z.string().optional() }),
});
export type InitMessage = z.infer<typeof initMessage>;

export const toRunner = z.discriminatedUnion('type', [
  initMessage,
  z.object({ type: z.literal('run'), id: z.number().int(), request: executorRequestSchema }),
  z.object({ type: z.literal('close') }),
]);
export type ToRunner = z.infer<typeof toRunner>;

export const fromRunner = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('delta'), id: z.number().int(), text: z.string() }),
  z.object({ type: z.literal('reply'), id: z.number().int(), reply: executorReplySchema }),
  z.object({ type: z.literal('error'), id: z.number().int(), message: z.string(), retryable: z.boolean() }),
]);
export type FromRunner = z.infer<typeof fromRunner>;
