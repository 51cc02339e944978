/**
 * Builds the executor of an agent's profile (its type already canonical: short names are mapped in
 * agent-profile.ts). Executors are imported when first built: a runner loads only its own SDKs, which
 * is most of a runner's start-up time.
 */
import type { ExecutorConfig } from '../agent-profile.js';
import type { Executor, ExecutorContext } from './types.js';

export async function createExecutor(config: ExecutorConfig, ctx: ExecutorContext, agent: { provider?: string; model?: string }): Promise<Executor> {
  switch (config.type) {
    case 'local-llm': return new (await import('./local-llm.js')).LocalLlmExecutor(config, ctx, agent);
    case 'webhook': return new (await import('./webhook.js')).WebhookExecutor(config);
    case 'langserve': return new (await import('./langserve.js')).LangserveExecutor(config);
    case 'langgraph': return new (await import('./langgraph.js')).LanggraphExecutor(config);
    case 'a2a': return new (await import('./a2a.js')).A2aExecutor(config, ctx);
    case 'mcp': return new (await import('./mcp.js')).McpExecutor(config, ctx, agent);
  }
}

/** Providers whose keys an executor needs: only these are handed to its runner. */
export function providersOf(config: ExecutorConfig, agent: { provider?: string }, defaultProvider: string): string[] {
  switch (config.type) {
    case 'local-llm':
    case 'mcp':
      return [config.provider ?? agent.provider ?? defaultProvider];
    case 'a2a':
      return config.coordinatorProvider || config.coordinatorModel ? [config.coordinatorProvider ?? defaultProvider] : [];
    default:
      return [];
  }
}
