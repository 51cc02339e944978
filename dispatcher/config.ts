/**
 * The dispatcher's configuration, read once at start (spec/dispatcher.md, "Global configuration file").
 *
 * Sources, later ones winning: defaults < the older `config.json` < `config.toml` < the environment
 * (`PLATFORM_API_URL`, `LOG_FORMAT`, `LOG_LEVEL`, `REQUIRE_FINALIZE`, `HEALTH_PORT`, `HEALTH_HOST`). Everything lives
 * in one folder, `~/.dispatcher/dispatcher` (`DISPATCHER_HOME` moves it). `config.toml` holds provider
 * keys, so a group- or world-readable one is refused with a sentence naming the file and the fix.
 * A bad setting fails the start with a sentence naming the key as the owner wrote it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import YAML from 'yaml';
import { z } from 'zod';
import { httpUrl, port } from '../config/values.js';
import { agentsFileSchema, PROVIDERS, type AgentProfile, type ProviderName } from './agent-profile.js';
import { DispatcherError, issuePath } from './errors.js';
import { migrateEnvFile, type Migration } from './env-migration.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `config.toml`. Unknown sections or keys are refused (a typo must not silently do nothing). */
export const tomlSchema = z.strictObject({
  platform: z.strictObject({
    api_url: httpUrl.default('http://127.0.0.1:3001'),
    /** Chain the agents' identities live on; their signatures name its system id. */
    chain: z.enum(['VRSCTEST', 'VRSC']).default('VRSCTEST'),
  }).prefault({}),
  llm: z.strictObject({
    provider: z.enum(PROVIDERS).default('openai'),
    model: z.string().min(1).default('gpt-4o-mini'),
    base_url: httpUrl.optional(),
  }).prefault({}),
  provider_keys: z.partialRecord(z.enum(PROVIDERS, { error: `provider names are ${PROVIDERS.join(', ')}` }), z.string().min(1)).default({}),
  logging: z.strictObject({
    format: z.enum(['json', 'pretty']).default('json'),
    level: z.enum(LOG_LEVELS).default('info'),
  }).prefault({}),
  dispatcher: z.strictObject({
    agents_file: z.string().min(1).optional(),
    health_port: port.default(9842),
    health_host: z.string().min(1).default('127.0.0.1'),
    graceful_shutdown_timeout_ms: z.number().int().min(0).default(30_000),
    reconnect_max_retries: z.number().int().min(0).default(10),
    require_finalize: z.boolean().default(false),
    /** How often each agent lists new job requests (the channel does not announce them); a full sweep runs about every 30 s. */
    poll_interval_ms: z.number().int().min(100).default(2_000),
  }).prefault({}),
  /** A chain daemon (or the dev chain) for agents with `onChain: true`: their profile goes on chain with updateidentity. */
  chain: z.strictObject({
    rpc_url: httpUrl,
    rpc_user: z.string().min(1),
    rpc_pass: z.string().min(1),
    vdxf_root: z.string().min(1).default('agentplatform'),
  }).optional(),
  isolation: z.strictObject({
    /** Docker Engine API socket; when set every job turn runs in a container. */
    container_socket: z.string().min(1).optional(),
    image: z.string().min(1).default('agentplatform:latest'),
    /** Container network mode; executors that call out need one (`bridge`). */
    network: z.string().min(1).default('bridge'),
    memory_mb: z.number().int().positive().default(512),
  }).prefault({}),
});
export type TomlConfig = z.infer<typeof tomlSchema>;

/** The older `config.json` (before 2.1.5); its keys map onto `[dispatcher]` and `[logging]`. */
const jsonSchema = z.strictObject({
  healthPort: port.optional(),
  logLevel: z.enum(LOG_LEVELS).optional(),
  logFormat: z.enum(['json', 'pretty']).optional(),
  gracefulShutdownTimeoutMs: z.number().int().min(0).optional(),
  reconnectMaxRetries: z.number().int().min(0).optional(),
});

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const envSchema = z.object({
  PLATFORM_API_URL: httpUrl.optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  REQUIRE_FINALIZE: bool.optional(),
  HEALTH_PORT: z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(port).optional(),
  /** In a container the health server must listen beyond loopback for a published port. */
  HEALTH_HOST: z.string().min(1).optional(),
});

/** An agent ready to run: its WIF resolved, its system prompt read. */
export interface ResolvedAgent extends AgentProfile {
  /** The WIF itself (never logged). */
  privateKey: string;
  /** The SOUL file's text, else `systemPrompt`, else undefined. */
  soul?: string;
}

export interface DispatcherConfig {
  home: string;
  configFile: string;
  agentsFile: string;
  platform: { apiUrl: string; chain: 'VRSCTEST' | 'VRSC' };
  llm: { provider: ProviderName; model: string; baseUrl?: string };
  providerKeys: Partial<Record<ProviderName, string>>;
  logging: { format: 'json' | 'pretty'; level: (typeof LOG_LEVELS)[number] };
  healthPort: number;
  healthHost: string;
  gracefulShutdownTimeoutMs: number;
  reconnectMaxRetries: number;
  requireFinalize: boolean;
  pollIntervalMs: number;
  isolation: { containerSocket?: string; image: string; network: string; memoryMb: number };
  chain: { rpcUrl: string; rpcUser: string; rpcPass: string; vdxfRoot: string } | null;
  agents: ResolvedAgent[];
  /** Set when this start migrated an older `.env` (the daemon logs it). */
  migration: Migration | null;
}

/** The dispatcher folder: `DISPATCHER_HOME`, else `~/.dispatcher/dispatcher`. */
export function dispatcherHome(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DISPATCHER_HOME ?? join(homedir(), '.dispatcher', 'dispatcher'));
}

function invalid(where: string, error: z.ZodError): DispatcherError {
  const problems = error.issues.map((i) => ({ key: issuePath(i.path), message: i.message }));
  const first = problems[0]!;
  const text = problems.map((p) => (p.key ? `${p.key}: ${p.message}` : p.message)).join('; ');
  return new DispatcherError('CONFIG_INVALID', `${where}: ${text}`, problems, { cause: first });
}

/** Refuses a secrets file others can read, with the fix. */
export function assertPrivate(file: string, what = 'it holds provider keys'): void {
  const mode = statSync(file).mode & 0o777;
  if (mode & 0o077) {
    throw new DispatcherError(
      'CONFIG_PERMISSIONS',
      `${file} has mode ${mode.toString(8).padStart(4, '0')}, so other users can read it and ${what}; ` +
        `the dispatcher refuses to start. Fix: chmod 600 ${file}`,
    );
  }
}

function readToml(file: string): unknown {
  if (!existsSync(file)) return {};
  assertPrivate(file);
  try {
    return parseToml(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new DispatcherError('CONFIG_INVALID', `${file} is not valid TOML: ${(err as Error).message.split('\n')[0]}`);
  }
}

function readJsonConfig(file: string): z.infer<typeof jsonSchema> {
  if (!existsSync(file)) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new DispatcherError('CONFIG_INVALID', `${file} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = jsonSchema.safeParse(raw);
  if (!parsed.success) throw invalid(file, parsed.error);
  return parsed.data;
}

function findAgentsFile(home: string, configured: string | undefined): string {
  if (configured) return isAbsolute(configured) ? configured : join(home, configured);
  for (const name of ['agents.yaml', 'agents.yml', 'agents.json']) {
    if (existsSync(join(home, name))) return join(home, name);
  }
  return join(home, 'agents.yaml');
}

/**
 * Reads the agents file. A `privateKey` of `$NAME` is read from the environment variable NAME, which
 * is then deleted from `env` so nothing started later inherits it.
 */
export function loadAgents(file: string, home: string, env: NodeJS.ProcessEnv): ResolvedAgent[] {
  if (!existsSync(file)) {
    throw new DispatcherError('CONFIG_INVALID', `${file} does not exist: write the agents file (a list under "agents") or set [dispatcher] agents_file in config.toml`);
  }
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text);
  } catch (err) {
    throw new DispatcherError('CONFIG_INVALID', `${file} is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(err as Error).message.split('\n')[0]}`);
  }
  const parsed = agentsFileSchema.safeParse(raw);
  if (!parsed.success) throw invalid(file, parsed.error);
  const literalKeys = parsed.data.agents.some((a) => !a.privateKey.startsWith('$'));
  if (literalKeys) assertPrivate(file, 'it holds private keys');

  const used = new Set<string>();
  const agents = parsed.data.agents.map((agent, i): ResolvedAgent => {
    let privateKey = agent.privateKey;
    if (privateKey.startsWith('$')) {
      const name = privateKey.slice(1);
      const value = env[name];
      if (!value) {
        throw new DispatcherError('CONFIG_INVALID', `${file}: agents[${i}].privateKey: the environment variable ${name} is not set`);
      }
      privateKey = value;
      used.add(name);
    }
    let soul: string | undefined = agent.systemPrompt;
    const soulFile = agent.soulFile
      ? (isAbsolute(agent.soulFile) ? agent.soulFile : join(home, agent.soulFile))
      : join(home, 'agents', agent.name, 'SOUL.md');
    if (existsSync(soulFile)) soul = readFileSync(soulFile, 'utf8');
    else if (agent.soulFile) throw new DispatcherError('CONFIG_INVALID', `${file}: agents[${i}].soulFile: ${soulFile} does not exist`);
    return { ...agent, privateKey, soul };
  });
  for (const name of used) delete env[name];
  return agents;
}

/** Reads and checks everything; throws a DispatcherError whose message is one sentence for the owner. */
export function loadDispatcherConfig(env: NodeJS.ProcessEnv = process.env): DispatcherConfig {
  const home = dispatcherHome(env);
  const configFile = join(home, 'config.toml');
  const migration = migrateEnvFile(home);

  const fromJson = readJsonConfig(join(home, 'config.json'));
  const toml = readToml(configFile) as Record<string, Record<string, unknown>>;
  const parsed = tomlSchema.safeParse(toml);
  if (!parsed.success) throw invalid(configFile, parsed.error);
  const envParsed = envSchema.safeParse(env);
  if (!envParsed.success) throw invalid('environment', envParsed.error);
  const e = envParsed.data;
  const t = parsed.data;
  const has = (section: string, key: string) => toml[section]?.[key] !== undefined;
  const pick = <T>(section: string, key: string, tomlValue: T, jsonValue: T | undefined): T =>
    has(section, key) || jsonValue === undefined ? tomlValue : jsonValue;

  const agentsFile = findAgentsFile(home, t.dispatcher.agents_file);
  const agents = loadAgents(agentsFile, home, env);
  const onChain = agents.findIndex((a) => a.onChain);
  if (onChain >= 0 && !t.chain) {
    throw new DispatcherError('CONFIG_INVALID', `${agentsFile}: agents[${onChain}].onChain: needs a [chain] section (rpc_url, rpc_user, rpc_pass) in ${configFile}`);
  }
  return {
    home,
    configFile,
    agentsFile,
    platform: { apiUrl: (e.PLATFORM_API_URL ?? t.platform.api_url).replace(/\/$/, ''), chain: t.platform.chain },
    llm: { provider: t.llm.provider, model: t.llm.model, baseUrl: t.llm.base_url },
    providerKeys: t.provider_keys,
    logging: {
      format: e.LOG_FORMAT ?? pick('logging', 'format', t.logging.format, fromJson.logFormat),
      level: e.LOG_LEVEL ?? pick('logging', 'level', t.logging.level, fromJson.logLevel),
    },
    healthPort: e.HEALTH_PORT ?? pick('dispatcher', 'health_port', t.dispatcher.health_port, fromJson.healthPort),
    healthHost: e.HEALTH_HOST ?? t.dispatcher.health_host,
    gracefulShutdownTimeoutMs: pick('dispatcher', 'graceful_shutdown_timeout_ms', t.dispatcher.graceful_shutdown_timeout_ms, fromJson.gracefulShutdownTimeoutMs),
    reconnectMaxRetries: pick('dispatcher', 'reconnect_max_retries', t.dispatcher.reconnect_max_retries, fromJson.reconnectMaxRetries),
    requireFinalize: e.REQUIRE_FINALIZE ?? t.dispatcher.require_finalize,
    pollIntervalMs: t.dispatcher.poll_interval_ms,
    isolation: {
      containerSocket: t.isolation.container_socket,
      image: t.isolation.image,
      network: t.isolation.network,
      memoryMb: t.isolation.memory_mb,
    },
    chain: t.chain ? { rpcUrl: t.chain.rpc_url, rpcUser: t.chain.rpc_user, rpcPass: t.chain.rpc_pass, vdxfRoot: t.chain.vdxf_root } : null,
    agents,
    migration,
  };
}
