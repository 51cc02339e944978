/**
 * `mcp`: a model with the tools of MCP servers. Each server is started over stdio with the MCP SDK's
 * client once per job (kept for the job's turns); its tools are offered to the model as
 * `<server>_<tool>` and called through the MCP client. At most `maxToolCalls` tool calls per turn:
 * the model gets `maxToolCalls + 1` steps, tools are withdrawn once the budget is spent, and a call
 * beyond it is answered with an error instead of being run.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { dynamicTool, jsonSchema, stepCountIs, streamText, type ToolSet } from 'ai';
import type { McpConfig } from '../agent-profile.js';
import { languageModel } from './language-model.js';
import { drainText, modelMessages, readMarker, systemPromptWithMarker } from './local-llm.js';
import { ExecutorFailure, type Executor, type ExecutorContext, type ExecutorReply, type ExecutorRequest, type TurnOptions } from './types.js';

interface Connected {
  name: string;
  client: Client;
}

/** Tool names the model may use: letters, digits, `_` and `-`, at most 64. */
const toolName = (server: string, tool: string) => `${server}_${tool}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);

/** Wraps tools so each call spends one of the turn's `maxToolCalls`. */
function budgeted(tools: ToolSet, budget: { used: number }, max: number): ToolSet {
  const out: ToolSet = {};
  for (const [name, t] of Object.entries(tools)) {
    out[name] = {
      ...t,
      execute: async (input: unknown, options: unknown) => {
        if (budget.used >= max) return { error: `tool call limit of ${max} per turn reached` };
        budget.used += 1;
        return (t.execute as (i: unknown, o: unknown) => unknown)(input, options);
      },
    } as ToolSet[string];
  }
  return out;
}

export class McpExecutor implements Executor {
  private servers: Connected[] | null = null;
  /** Tool calls of the last turn (tests and logs read it). */
  lastTurnToolCalls = 0;

  constructor(private readonly config: McpConfig, private readonly ctx: ExecutorContext, private readonly agent: { provider?: string; model?: string }) {}

  private async connect(): Promise<Connected[]> {
    if (this.servers) return this.servers;
    const connected: Connected[] = [];
    try {
      for (const s of this.config.servers) {
        const client = new Client({ name: 'agentplatform-dispatcher', version: '1' });
        const transport = new StdioClientTransport({ command: s.command, args: s.args, env: { ...getDefaultEnvironment(), ...s.env }, stderr: 'ignore' });
        await client.connect(transport);
        connected.push({ name: s.name, client });
      }
    } catch (err) {
      await Promise.allSettled(connected.map((c) => c.client.close()));
      throw new ExecutorFailure(`cannot start MCP server: ${(err as Error).message}`, true, { cause: err });
    }
    this.servers = connected;
    return connected;
  }

  private async tools(budget: { used: number }): Promise<ToolSet> {
    const tools: ToolSet = {};
    for (const server of await this.connect()) {
      const { tools: listed } = await server.client.listTools();
      for (const t of listed) {
        tools[toolName(server.name, t.name)] = dynamicTool({
          description: t.description ?? `${t.name} (MCP server ${server.name})`,
          inputSchema: jsonSchema(t.inputSchema as Parameters<typeof jsonSchema>[0]),
          execute: async (input) => {
            if (budget.used >= this.config.maxToolCalls) return { error: `tool call limit of ${this.config.maxToolCalls} per turn reached` };
            budget.used += 1;
            const result = await server.client.callTool({ name: t.name, arguments: input as Record<string, unknown> });
            return result.content ?? result;
          },
        });
      }
    }
    return tools;
  }

  async run(request: ExecutorRequest, { signal, onDelta, tools: extra }: TurnOptions): Promise<ExecutorReply> {
    const budget = { used: 0 };
    // The workspace tools (when a session is open) count against the same per-turn budget.
    const tools = { ...await this.tools(budget), ...budgeted(extra ?? {}, budget, this.config.maxToolCalls) };
    const result = streamText({
      model: languageModel(this.ctx, {
        provider: this.config.provider ?? this.agent.provider,
        model: this.config.model ?? this.agent.model,
        baseUrl: this.config.baseUrl,
      }),
      system: systemPromptWithMarker(this.ctx.systemPrompt),
      messages: modelMessages(request.history, request.message),
      tools,
      stopWhen: stepCountIs(this.config.maxToolCalls + 1),
      prepareStep: () => (budget.used >= this.config.maxToolCalls ? { toolChoice: 'none' as const, activeTools: [] } : {}),
      maxRetries: 0,
      // Errors arrive as stream parts (drainText); the default handler would print them to the console.
      onError: () => {},
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)]),
    });
    const text = await drainText(result, onDelta);
    this.lastTurnToolCalls = budget.used;
    return readMarker(text);
  }

  async close(): Promise<void> {
    const servers = this.servers ?? [];
    this.servers = null;
    await Promise.allSettled(servers.map((s) => s.client.close()));
  }
}
