/**
 * The agents file (spec/dispatcher.md, "Agent profile" and "Executors"): one zod schema for a list of
 * agent profiles under `agents`, each with its executor. The executor is a type name (`local-llm`,
 * `webhook`, ...), an agents-file short name (`direct`, `langchain`, `autogen`, `crewai`, `custom`,
 * `mcp`), or an object whose `type` is either; short names are mapped onto the six executors here, so
 * the rest of the dispatcher only ever sees the six types.
 */
import { z } from 'zod';
import { httpUrl, identityString as identity } from '../config/values.js';

export const EXECUTOR_TYPES = ['local-llm', 'webhook', 'langserve', 'langgraph', 'a2a', 'mcp'] as const;
export type ExecutorType = (typeof EXECUTOR_TYPES)[number];

/**
 * Short names of the agents file. The framework names are run by their owners as services, and each
 * such service speaks one of our protocols: LangChain chains are served by LangServe, AutoGen (AG2)
 * agents by its A2A server, CrewAI crews and anything custom behind an HTTP endpoint (our webhook body).
 */
export const SHORT_NAMES = {
  direct: 'local-llm',
  langchain: 'langserve',
  autogen: 'a2a',
  crewai: 'webhook',
  custom: 'webhook',
  mcp: 'mcp',
} as const satisfies Record<string, ExecutorType>;

/** Provider names the local-llm executor knows (22); each is reached through its OpenAI-compatible API. */
export const PROVIDERS = [
  'anthropic', 'openai', 'google', 'groq', 'mistral', 'ollama', 'deepseek', 'together', 'fireworks',
  'openrouter', 'xai', 'perplexity', 'cerebras', 'deepinfra', 'cohere', 'nvidia', 'sambanova',
  'moonshot', 'novita', 'lmstudio', 'vllm', 'llamacpp',
] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The environment variable that carries a provider's key into a job runner (and nowhere else). */
export const keyVariable = (provider: string): string => `${provider.toUpperCase()}_API_KEY`;

const headers = z.record(z.string(), z.string()).default({});
const provider = z.enum(PROVIDERS, { error: `must be one of ${PROVIDERS.join(', ')}` });
const positiveMs = z.number().int().positive();

export const localLlmExecutor = z.strictObject({
  type: z.literal('local-llm'),
  provider: provider.optional(),
  model: z.string().min(1).optional(),
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().positive().optional(),
  /** Our addition: an OpenAI-compatible endpoint for this agent (else `[llm] base_url`, else the provider's). */
  baseUrl: httpUrl.optional(),
  retries: z.number().int().min(0).max(10).default(2),
  timeoutMs: positiveMs.default(120_000),
});

export const webhookExecutor = z.strictObject({
  type: z.literal('webhook'),
  url: httpUrl,
  headers,
  timeoutMs: positiveMs.default(30_000),
  retries: z.number().int().min(0).max(10).default(2),
});

export const langserveExecutor = z.strictObject({
  type: z.literal('langserve'),
  url: httpUrl,
  headers,
  timeoutMs: positiveMs.default(60_000),
  /** Our addition: `/stream` (default) or `/invoke`. */
  stream: z.boolean().default(true),
  retries: z.number().int().min(0).max(10).default(2),
});

export const langgraphExecutor = z.strictObject({
  type: z.literal('langgraph'),
  url: httpUrl.optional(),
  graphId: z.string().min(1).optional(),
  headers,
  /** `path/to/file.py:variable`, as langgraph.json writes graphs. */
  graphPath: z.string().min(1).optional(),
  pythonPath: z.string().min(1).default('python3'),
  timeoutMs: positiveMs.default(120_000),
  retries: z.number().int().min(0).max(10).default(2),
}).refine((e) => (e.url ? e.graphId !== undefined : e.graphPath !== undefined), {
  error: 'give url and graphId (a remote LangGraph server) or graphPath (a local graph)',
});

export const a2aExecutor = z.strictObject({
  type: z.literal('a2a'),
  agents: z.array(z.strictObject({
    verusId: identity,
    /** Our addition: where the agent's A2A card is served (the spec names only the VerusID). */
    url: httpUrl,
    purpose: z.string().min(1),
    maxBudget: z.number().nonnegative(),
  })).min(1),
  coordinatorProvider: provider.optional(),
  coordinatorModel: z.string().min(1).optional(),
  strategy: z.enum(['parallel', 'sequential']).default('parallel'),
  timeoutMs: positiveMs.default(120_000),
  retries: z.number().int().min(0).max(10).default(2),
});

export const mcpExecutor = z.strictObject({
  type: z.literal('mcp'),
  servers: z.array(z.strictObject({
    name: z.string().min(1),
    command: z.string().min(1),
    args: z.array(z.string()).default([]),
    /** Our addition: variables for the server process (never the dispatcher's own environment). */
    env: z.record(z.string(), z.string()).default({}),
  })).min(1),
  provider: provider.optional(),
  model: z.string().min(1).optional(),
  maxToolCalls: z.number().int().min(0).max(100).default(5),
  baseUrl: httpUrl.optional(),
  timeoutMs: positiveMs.default(120_000),
  retries: z.number().int().min(0).max(10).default(2),
});

const executorObject = z.discriminatedUnion('type', [
  localLlmExecutor, webhookExecutor, langserveExecutor, langgraphExecutor, a2aExecutor, mcpExecutor,
]);

const typeName = z.enum([...EXECUTOR_TYPES, ...Object.keys(SHORT_NAMES) as (keyof typeof SHORT_NAMES)[]], {
  error: `must be one of ${[...EXECUTOR_TYPES, ...Object.keys(SHORT_NAMES)].join(', ')}`,
});

const canonicalType = (t: string): string => (SHORT_NAMES as Record<string, string>)[t] ?? t;

/** A bare name, or an object: both end as an executor object with the canonical type. */
export const executorSchema = z.preprocess((v) => {
  if (typeof v === 'string') return typeName.safeParse(v).success ? { type: canonicalType(v) } : v;
  if (v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string') {
    return { ...v, type: canonicalType((v as { type: string }).type) };
  }
  return v;
}, executorObject);

export type ExecutorConfig = z.infer<typeof executorSchema>;
export type LocalLlmConfig = z.infer<typeof localLlmExecutor>;
export type WebhookConfig = z.infer<typeof webhookExecutor>;
export type LangserveConfig = z.infer<typeof langserveExecutor>;
export type LanggraphConfig = z.infer<typeof langgraphExecutor>;
export type A2aConfig = z.infer<typeof a2aExecutor>;
export type McpConfig = z.infer<typeof mcpExecutor>;

const currencyPrice = z.strictObject({ currency: z.string().min(1), price: z.number().nonnegative() });

/** A service as in spec/platform-api.md "Service", plus the dispatcher's `sessionParams`. */
export const serviceSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  price: z.number().nonnegative(),
  currency: z.string().min(1),
  acceptedCurrencies: z.array(currencyPrice).optional(),
  category: z.string().min(1),
  turnaround: z.string().optional(),
  paymentTerms: z.enum(['prepay', 'postpay', 'split']),
  guard: z.boolean().optional(),
  privateMode: z.boolean().optional(),
  sessionParams: z.strictObject({
    duration: z.number().int().positive().optional(),
    tokenLimit: z.number().int().positive().optional(),
    messageLimit: z.number().int().positive().optional(),
  }).optional(),
});
export type ServiceConfig = z.infer<typeof serviceSchema>;

export const WORKSPACE_TOOLS = ['read_file', 'write_file', 'list_directory', 'search_files'] as const;

export const agentProfileSchema = z.strictObject({
  /** Local name: log file `agents/<name>.log`, `ctl --agent <name>`. */
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1-64 letters, digits, dot, dash or underscore'),
  identity,
  privateKey: z.string().min(1),
  provider: provider.optional(),
  model: z.string().min(1).optional(),
  executor: executorSchema.default({ type: 'local-llm' } as never),
  services: z.array(serviceSchema).default([]),
  systemPrompt: z.string().optional(),
  /** The SOUL file (system prompt of local-llm); default `agents/<name>/SOUL.md` under the dispatcher folder when present. */
  soulFile: z.string().optional(),
  tools: z.array(z.string()).default([]),
  workspace: z.strictObject({
    enabled: z.boolean().default(false),
    modes: z.array(z.enum(['supervised', 'standard'])).default(['supervised']),
    tools: z.array(z.enum(WORKSPACE_TOOLS)).default([...WORKSPACE_TOOLS]),
  }).default({ enabled: false, modes: ['supervised'], tools: [...WORKSPACE_TOOLS] }),
  /** Ours: register on the platform (name, type, description) at start. */
  description: z.string().optional(),
  /** Ours: `done: true` of an executor delivers the job (unless REQUIRE_FINALIZE holds it). */
  autoDeliver: z.boolean().default(true),
  /** Ours: also publish the profile on chain with updateidentity (needs `[chain]` in config.toml). */
  onChain: z.boolean().default(false),
  /** Ours: canary tokens; a reply that contains one is withheld and counted. */
  canaries: z.array(z.string().min(8)).default([]),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

export const agentsFileSchema = z.strictObject({
  agents: z.array(agentProfileSchema).refine((list) => new Set(list.map((a) => a.name)).size === list.length, {
    error: 'agent names must be unique',
  }),
});
