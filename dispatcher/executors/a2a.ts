/**
 * `a2a`: the agent coordinates other agents over the A2A protocol (client of the official
 * `@a2a-js/sdk`). Each configured agent gets a sub-task per turn: the buyer's message, or, with a
 * coordinator model (`coordinatorProvider`/`coordinatorModel`), an instruction the coordinator writes
 * for that agent's `purpose`. `strategy: parallel` sends all sub-tasks at once; `sequential` sends
 * them in order and gives each agent the results so far. Each sub-task carries its `maxBudget` in
 * the request metadata (`maxBudget`, `purpose`, `parentJobId`); a result whose metadata reports a
 * `cost` above it is discarded. The reply joins the results, or is the coordinator's synthesis.
 */
import { randomUUID } from 'node:crypto';
import { Role, TaskState, type Message, type Part, type SendMessageResult, type Task } from '@a2a-js/sdk';
import { ClientFactory, type Client } from '@a2a-js/sdk/client';
import { generateText } from 'ai';
import type { A2aConfig } from '../agent-profile.js';
import { languageModel } from './language-model.js';
import { readMarker, systemPromptWithMarker } from './local-llm.js';
import { ExecutorFailure, type Executor, type ExecutorContext, type ExecutorReply, type ExecutorRequest, type TurnOptions } from './types.js';

type SubAgent = A2aConfig['agents'][number];

export interface SubResult {
  agent: SubAgent;
  text?: string;
  error?: string;
}

const textPart = (value: string): Part => ({ content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType: 'text/plain' });

const partsText = (parts: Part[] | undefined): string =>
  (parts ?? []).map((p) => (p.content?.$case === 'text' ? p.content.value : p.content?.$case === 'data' ? JSON.stringify(p.content.value) : '')).filter(Boolean).join('\n');

function isTask(r: SendMessageResult): r is Task {
  return 'status' in r && 'artifacts' in r;
}

/** The text of an A2A result, or a failure for tasks that did not complete. */
export function resultText(result: SendMessageResult): { text: string; contextId: string; metadata: Record<string, unknown> } {
  if (!isTask(result)) return { text: partsText(result.parts), contextId: result.contextId, metadata: result.metadata ?? {} };
  const state = result.status?.state;
  const statusText = partsText(result.status?.message?.parts);
  if (state === TaskState.TASK_STATE_FAILED || state === TaskState.TASK_STATE_REJECTED || state === TaskState.TASK_STATE_CANCELED) {
    throw new ExecutorFailure(`sub-task ${TaskState[state!]}: ${statusText.slice(0, 200)}`, false);
  }
  const artifacts = result.artifacts.map((a) => partsText(a.parts)).filter(Boolean).join('\n');
  return { text: artifacts || statusText, contextId: result.contextId, metadata: result.metadata ?? {} };
}

export class A2aExecutor implements Executor {
  private readonly clients = new Map<string, Promise<Client>>();
  /** One A2A context per sub-agent for the whole job, so each keeps the conversation. */
  private readonly contexts = new Map<string, string>();

  constructor(private readonly config: A2aConfig, private readonly ctx: ExecutorContext) {}

  private client(agent: SubAgent): Promise<Client> {
    let c = this.clients.get(agent.url);
    if (!c) {
      c = new ClientFactory().createFromUrl(agent.url);
      c.catch(() => this.clients.delete(agent.url));
      this.clients.set(agent.url, c);
    }
    return c;
  }

  private get coordinated(): boolean {
    return this.config.coordinatorModel !== undefined || this.config.coordinatorProvider !== undefined;
  }

  private coordinator() {
    return languageModel(this.ctx, { provider: this.config.coordinatorProvider, model: this.config.coordinatorModel });
  }

  /** Instructions per agent: the coordinator's plan, else the buyer's message for everyone. */
  private async plan(request: ExecutorRequest, signal: AbortSignal): Promise<Map<string, string>> {
    const plain = new Map(this.config.agents.map((a) => [a.verusId, request.message.content]));
    if (!this.coordinated) return plain;
    const { text } = await generateText({
      model: this.coordinator(),
      system: 'You split a task between agents. Answer only with a JSON object mapping each agent id to the instruction for that agent.',
      prompt: `Agents:\n${this.config.agents.map((a) => `- ${a.verusId}: ${a.purpose}`).join('\n')}\n\nTask:\n${request.message.content}`,
      maxRetries: 0,
      abortSignal: signal,
    });
    try {
      const parsed = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Record<string, unknown>;
      for (const a of this.config.agents) if (typeof parsed[a.verusId] === 'string') plain.set(a.verusId, parsed[a.verusId] as string);
    } catch { /* an unreadable plan falls back to the buyer's message */ }
    return plain;
  }

  private async send(agent: SubAgent, text: string, request: ExecutorRequest, signal: AbortSignal): Promise<string> {
    const client = await this.client(agent);
    const message: Message = {
      messageId: randomUUID(), contextId: this.contexts.get(agent.verusId) ?? '', taskId: '', role: Role.ROLE_USER,
      parts: [textPart(text)], metadata: undefined, extensions: [], referenceTaskIds: [],
    };
    const result = await client.sendMessage({
      tenant: '', message, configuration: undefined,
      metadata: { maxBudget: agent.maxBudget, purpose: agent.purpose, parentJobId: request.jobId },
    }, { signal });
    const { text: out, contextId, metadata } = resultText(result);
    if (contextId) this.contexts.set(agent.verusId, contextId);
    const cost = Number(metadata.cost);
    if (Number.isFinite(cost) && cost > agent.maxBudget) {
      throw new ExecutorFailure(`${agent.verusId} reported cost ${cost}, above its maxBudget ${agent.maxBudget}`, false);
    }
    return out;
  }

  private async one(agent: SubAgent, text: string, request: ExecutorRequest, signal: AbortSignal): Promise<SubResult> {
    try {
      return { agent, text: await this.send(agent, text, request, signal) };
    } catch (err) {
      return { agent, error: (err as Error).message };
    }
  }

  async run(request: ExecutorRequest, { signal }: TurnOptions): Promise<ExecutorReply> {
    const turn = AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)]);
    const plan = await this.plan(request, turn);
    let results: SubResult[];
    if (this.config.strategy === 'parallel') {
      results = await Promise.all(this.config.agents.map((a) => this.one(a, plan.get(a.verusId)!, request, turn)));
    } else {
      results = [];
      for (const a of this.config.agents) {
        const earlier = results.filter((r) => r.text).map((r) => `Result from ${r.agent.verusId} (${r.agent.purpose}):\n${r.text}`);
        const text = earlier.length ? `${plan.get(a.verusId)!}\n\n${earlier.join('\n\n')}` : plan.get(a.verusId)!;
        results.push(await this.one(a, text, request, turn));
      }
    }
    const ok = results.filter((r) => r.text !== undefined);
    if (ok.length === 0) throw new ExecutorFailure(`every sub-task failed: ${results.map((r) => `${r.agent.verusId}: ${r.error}`).join('; ')}`);
    if (!this.coordinated) {
      return { content: ok.map((r) => (ok.length > 1 ? `[${r.agent.purpose}]\n${r.text}` : r.text!)).join('\n\n'), done: false };
    }
    const { text } = await generateText({
      model: this.coordinator(),
      system: systemPromptWithMarker(this.ctx.systemPrompt),
      prompt: `The buyer asked:\n${request.message.content}\n\nResults of the agents:\n${results
        .map((r) => `${r.agent.verusId} (${r.agent.purpose}): ${r.text ?? `failed: ${r.error}`}`).join('\n\n')}\n\nWrite the answer for the buyer.`,
      maxRetries: 0,
      abortSignal: turn,
    });
    return readMarker(text);
  }

  async close(): Promise<void> {
    this.clients.clear();
  }
}
