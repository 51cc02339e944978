/**
 * What the dispatcher and a job runner (child process or container) say to each other: JSON lines.
 * The runner gets `init` once (the executor's settings and the agent's prompt; provider keys come
 * only through its environment), then `run` per turn, and answers `delta`s then one `reply` or
 * `error` per turn. Retries are the dispatcher's: a runner reports, it never retries.
 */
import { z } from 'zod';
import { executorSchema, WORKSPACE_TOOLS } from '../agent-profile.js';
import { executorReplySchema, executorRequestSchema } from '../executors/types.js';

export const initMessage = z.object({
  type: z.literal('init'),
  executor: executorSchema,
  systemPrompt: z.string().optional(),
  llm: z.object({ provider: z.string(), model: z.string(), baseUrl: z.string().optional() }),
  agent: z.object({ provider: z.string().optional(), model: z.string().optional() }),
});
export type InitMessage = z.infer<typeof initMessage>;

export type WorkspaceTool = (typeof WORKSPACE_TOOLS)[number];
export const WORKSPACE_OPERATIONS = ['read', 'write', 'list', 'search'] as const;
export type WorkspaceOperation = (typeof WORKSPACE_OPERATIONS)[number];

/**
 * What a runner needs to reach one job's workspace session for one turn (dispatcher/workspace-tools.ts):
 * the platform's socket layer, the agent's connect token (scoped to this job and session) and the
 * tools granted.
 */
export const workspaceGrantSchema = z.object({
  url: z.string(),
  path: z.string(),
  token: z.string(),
  jobId: z.string(),
  mode: z.enum(['standard', 'supervised']),
  tools: z.array(z.enum(WORKSPACE_TOOLS)),
});
export type WorkspaceGrant = z.infer<typeof workspaceGrantSchema>;

const OPERATION_OF: Record<WorkspaceTool, WorkspaceOperation> = {
  read_file: 'read', write_file: 'write', list_directory: 'list', search_files: 'search',
};

/**
 * The tools an agent may use in a session: those its config names, that the session's permissions
 * allow (writes need `write`, the rest `read`), and none when the agent does not work in the
 * session's mode.
 */
export function grantedTools(
  agent: { modes: readonly string[]; tools: readonly WorkspaceTool[] },
  session: { mode: string; permissions: { read: boolean; write: boolean } },
): WorkspaceTool[] {
  if (!agent.modes.includes(session.mode)) return [];
  return agent.tools.filter((t) => (OPERATION_OF[t] === 'write' ? session.permissions.write : session.permissions.read));
}

export const toRunner = z.discriminatedUnion('type', [
  initMessage,
  z.object({ type: z.literal('run'), id: z.number().int(), request: executorRequestSchema, workspace: workspaceGrantSchema.optional() }),
  z.object({ type: z.literal('close') }),
]);
export type ToRunner = z.infer<typeof toRunner>;

export const fromRunner = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('delta'), id: z.number().int(), text: z.string() }),
  /** A workspace operation the turn sent (counted by the dispatcher). */
  z.object({ type: z.literal('workspace-op'), id: z.number().int(), operation: z.enum(WORKSPACE_OPERATIONS) }),
  z.object({ type: z.literal('reply'), id: z.number().int(), reply: executorReplySchema }),
  z.object({ type: z.literal('error'), id: z.number().int(), message: z.string(), retryable: z.boolean() }),
]);
export type FromRunner = z.infer<typeof fromRunner>;
