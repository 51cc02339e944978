/**
 * An A2A agent built with the A2A SDK (`DefaultRequestHandler`, JSON-RPC transport over express, the
 * agent card at /.well-known/agent-card.json). It answers with a plain Message, or, with `task:
 * true`, with a Task that completes with an artifact. The request's metadata (maxBudget...) is echoed
 * back; a message containing `expensive for <name>` makes that agent report a cost above the budget, `fail` fails the task.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { Role, TaskState, type AgentCard, type Message, type Part, type Task } from '@a2a-js/sdk';
import { DefaultRequestHandler, InMemoryTaskStore, type AgentExecutor, type ExecutionEventBus, type RequestContext } from '@a2a-js/sdk/server';
import { agentCardHandler, jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';
import express from 'express';

export interface A2aFake {
  url: string;
  /** Every request's text and metadata, in arrival order. */
  seen: { text: string; metadata: Record<string, unknown>; contextId: string }[];
  close(): Promise<void>;
}

const text = (value: string): Part => ({ content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType: 'text/plain' });

export async function startA2aFake(name: string, opts: { task?: boolean; delayMs?: number } = {}): Promise<A2aFake> {
  const seen: A2aFake['seen'] = [];
  const executor: AgentExecutor = {
    async execute(ctx: RequestContext, bus: ExecutionEventBus) {
      const input = ctx.userMessage.parts.map((p) => (p.content?.$case === 'text' ? p.content.value : '')).join('');
      const metadata = (ctx.request.metadata ?? {}) as Record<string, unknown>;
      seen.push({ text: input, metadata, contextId: ctx.contextId });
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const budget = Number(metadata.maxBudget);
      const cost = input.includes(`expensive for ${name}`) ? budget + 1 : budget / 2;
      const answer = `${name} did: ${input.split('\n')[0]} (budget ${budget})`;
      if (!opts.task) {
        const message: Message = {
          messageId: randomUUID(), contextId: ctx.contextId, taskId: '', role: Role.ROLE_AGENT,
          parts: [text(answer)], metadata: { cost }, extensions: [], referenceTaskIds: [],
        };
        bus.publish({ kind: 'message', data: message });
        bus.finished();
        return;
      }
      const failed = input.includes('fail');
      const task: Task = {
        id: ctx.taskId, contextId: ctx.contextId,
        status: { state: TaskState.TASK_STATE_SUBMITTED, message: undefined, timestamp: new Date().toISOString() },
        artifacts: [], history: [ctx.userMessage], metadata: { cost },
      };
      bus.publish({ kind: 'task', data: task });
      if (!failed) {
        bus.publish({
          kind: 'artifactUpdate',
          data: {
            taskId: ctx.taskId, contextId: ctx.contextId, append: false, lastChunk: true, metadata: undefined,
            artifact: { artifactId: 'a1', name: 'result', description: '', parts: [text(answer)], metadata: undefined, extensions: [] },
          },
        });
      }
      bus.publish({
        kind: 'statusUpdate',
        data: {
          taskId: ctx.taskId, contextId: ctx.contextId, metadata: undefined,
          status: {
            state: failed ? TaskState.TASK_STATE_FAILED : TaskState.TASK_STATE_COMPLETED,
            message: failed ? { messageId: randomUUID(), contextId: ctx.contextId, taskId: ctx.taskId, role: Role.ROLE_AGENT, parts: [text('could not do it')], metadata: undefined, extensions: [], referenceTaskIds: [] } : undefined,
            timestamp: new Date().toISOString(),
          },
        },
      });
      bus.finished();
    },
    async cancelTask() {},
  };

  const app = express();
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const card: AgentCard = {
    name, description: `fake A2A agent ${name}`, version: '1.0.0',
    supportedInterfaces: [{ url: `${base}/a2a/jsonrpc`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '1.0' }],
    provider: undefined, capabilities: { streaming: false, pushNotifications: false, extensions: [] },
    securitySchemes: {}, securityRequirements: [], defaultInputModes: ['text/plain'], defaultOutputModes: ['text/plain'],
    skills: [{ id: 'work', name: 'work', description: 'does work', tags: [], examples: [], inputModes: ['text/plain'], outputModes: ['text/plain'], securityRequirements: [] }],
    signatures: [],
  };
  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), executor);
  app.use('/.well-known/agent-card.json', agentCardHandler({ agentCardProvider: handler }));
  app.use('/a2a/jsonrpc', jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication }));
  return {
    url: base,
    seen,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
