/**
 * The platform program's configuration: one zod schema over the environment, read once at start.
 *
 * In production the secrets and addresses marked "production" in spec/platform-api.md are required;
 * in development each missing one is replaced by a fixed, clearly insecure default and named in one
 * warning, so `npm start` works on a fresh machine.
 */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { IDENTITY_PATTERN } from '../config/values.js';

const IDENTITY = IDENTITY_PATTERN;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Development stand-ins for the production-only settings. Never valid in production. */
export const DEVELOPMENT_DEFAULTS = {
  COOKIE_SECRET: 'development-only-cookie-secret-do-not-use-in-production',
  CORS_ORIGIN: 'http://localhost:3000,http://127.0.0.1:3000',
  WEBHOOK_ENCRYPTION_KEY: '00'.repeat(32),
  PLATFORM_FEE_ADDRESS: 'agentplatform@',
} as const;

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const list = (item: z.ZodType<string, string>, what: string) =>
  z
    .string()
    .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean))
    .pipe(z.array(item, { error: `must be a comma-separated list of ${what}` }));

const origin = z.string().refine((s) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === s.replace(/\/$/, '');
  } catch {
    return false;
  }
}, 'must be an origin such as https://app.example.com');

const ipOrCidr = z.string().refine((s) => {
  try {
    if (s.includes('/')) ipaddr.parseCIDR(s);
    else ipaddr.parse(s);
    return true;
  } catch {
    return false;
  }
}, 'must be an IP address or CIDR range');

const url = (protocols: string[]) =>
  z.string().refine((s) => {
    try {
      return protocols.includes(new URL(s).protocol);
    } catch {
      return false;
    }
  }, `must be a URL (${protocols.join(' or ')})`);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: optional(int(0, 65535)).default(3001),
  HOST: optional(z.string().min(1)).default('127.0.0.1'),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).default('info'),
  /** JSON lines, or pretty lines for a terminal; unset: pretty when stdout is a TTY. */
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  DATA_DIR: optional(z.string().min(1)).default('./data'),

  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  NATS_URL: optional(list(url(['nats:', 'tls:', 'ws:', 'wss:']), 'nats:// URLs')),

  CHAIN: optional(z.enum(['VRSCTEST', 'VRSC'])).default('VRSCTEST'),
  CHAIN_RPC_HOST: optional(z.string().min(1)).default('127.0.0.1'),
  CHAIN_RPC_PORT: optional(int(1, 65535)),
  CHAIN_RPC_USER: optional(z.string().min(1)),
  CHAIN_RPC_PASS: optional(z.string().min(1)),
  CHAIN_RPC_TIMEOUT_MS: optional(int(100, 600_000)).default(10_000),
  /** The dev chain mines a block this often (besides one per transaction); 0 turns the timer off. */
  DEVCHAIN_BLOCK_INTERVAL_MS: optional(int(0, 3_600_000)).default(10_000),

  COOKIE_SECRET: optional(
    z.string().refine((s) => Buffer.byteLength(s, 'utf8') >= 32, 'must be at least 32 bytes'),
  ),
  CORS_ORIGIN: optional(list(origin, 'origins')),
  WEBHOOK_ENCRYPTION_KEY: optional(
    z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes as 64 hex characters'),
  ),
  PLATFORM_FEE_ADDRESS: optional(
    z.string().refine(
      (s) => IDENTITY.test(s) || (/^R/.test(s) && BASE58.test(s) && s.length >= 26 && s.length <= 35),
      'must be an R-address, an i-address or a name ending in @',
    ),
  ),
  PRIVATE_KEY: optional(
    z.string().refine((s) => BASE58.test(s) && s.length >= 51 && s.length <= 52, 'must be a WIF key'),
  ),
  VDXF_NAMESPACE_ROOT: optional(
    z.string().regex(/^[a-zA-Z0-9_-][a-zA-Z0-9_.-]*$/, 'must be a name without spaces, @ or ::'),
  ).default('agentplatform'),
  POLL_INTERVAL_MS: optional(int(100, 3_600_000)).default(10_000),
  /** Confirmations a payment needs (default 1 on VRSCTEST, 6 on VRSC). */
  PAYMENT_CONFIRMATIONS: optional(int(0, 1000)),
  /** Share of the price paid to PLATFORM_FEE_ADDRESS on every job (default 0.05). */
  PLATFORM_FEE_RATE: optional(z.string().regex(/^(0(\.\d{1,6})?|1(\.0+)?)$/, 'must be a rate between 0 and 1, e.g. 0.05').transform(Number)).default(0.05),
  /** Paid to the seller to reactivate a paused job, in the job's currency (default 0). */
  REACTIVATION_FEE: optional(z.string().regex(/^\d+(\.\d{1,8})?$/, 'must be an amount with at most 8 decimals').transform(Number)).default(0),
  /** Where a new indexer cursor starts (docs/catalog.md, "The indexer"). */
  INDEXER_START_HEIGHT: optional(int(0, 1_000_000_000)).default(0),
  ADMIN_IDENTITIES: optional(list(z.string().regex(IDENTITY), 'identities (name@ or i-address)')).default([]),
  ADMIN_ALLOWED_IPS: optional(list(ipOrCidr, 'IP addresses or CIDR ranges')).default([]),
  RATE_LIMIT_MAX: optional(int(1, 1_000_000)),

  SCANNER_API_URL: optional(url(['http:', 'https:'])),
  SCANNER_API_KEY: optional(z.string().min(1)),
  SCANNER_ENCRYPTION_KEY: optional(
    z.string().refine((s) => /^[A-Za-z0-9+/]+={0,2}$/.test(s) && Buffer.from(s, 'base64').length === 32,
      'must be a base64 256-bit key'),
  ),
  SCANNER_SCAN_PATH: optional(z.string().regex(/^\//, 'must start with /')).default('/v1/scan'),
  SCANNER_TIMEOUT_MS: optional(int(1, 60_000)).default(200),
  SCANNER_PATH: optional(z.string().min(1)),

  // The actor runtime (docs/runtime.md).
  ACTOR_CLUSTER: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')).default('ap'),
  ACTOR_PARTITIONS: optional(int(1, 4096)).default(128),
  ACTOR_LEASE_TTL_MS: optional(int(1000, 600_000)).default(10_000),
  ACTOR_NODE_ID: optional(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be 1-100 letters, digits, _ or -')),
  ACTOR_NODE_HTTP_PORT: optional(int(0, 65535)).default(9464),
  ACTOR_INBOX_RETENTION_MS: optional(int(60_000, 365 * 86_400_000)).default(7 * 86_400_000),
  ACTOR_OUTBOX_RETENTION_MS: optional(int(60_000, 365 * 86_400_000)).default(86_400_000),

  // Gateway (docs/gateway.md).
  SESSION_IDLE_TIMEOUT_MS: optional(int(1_000, 30 * 86_400_000)).default(86_400_000),
  LOGIN_CHALLENGE_TTL_MS: optional(int(1_000, 3_600_000)).default(300_000),
  SIGNATURE_WINDOW_S: optional(int(10, 3_600)).default(300),
  TRUST_PROXY: optional(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')).default(false),
  RATE_LIMIT_STORE: optional(z.enum(['postgres', 'memory'])).default('postgres'),
  PLATFORM_IDENTITY: optional(z.string().regex(IDENTITY, 'must be a name ending in @ or an i-address')).default('agentplatform@'),
  PUBLIC_URL: optional(url(['http:', 'https:'])),

  // Reputation and attention (docs/reputation.md).
  /** The platform's display name: the first line of the review message is `<PLATFORM_NAME> Review`. */
  PLATFORM_NAME: optional(z.string().regex(/^[^\r\n]{1,100}$/, 'must be 1-100 characters on one line')).default('agentplatform'),
  /** Webhook retries: first delay, longest delay, and how long after the first attempt they go on. */
  WEBHOOK_RETRY_BASE_MS: optional(int(10, 86_400_000)).default(30_000),
  WEBHOOK_RETRY_MAX_MS: optional(int(10, 86_400_000)).default(3_600_000),
  WEBHOOK_RETRY_WINDOW_MS: optional(int(100, 30 * 86_400_000)).default(86_400_000),
  WEBHOOK_TIMEOUT_MS: optional(int(100, 120_000)).default(10_000),
  /** How often the trust and webhook workers look for work. */
  REPUTATION_POLL_MS: optional(int(50, 600_000)).default(1_000),
});

export type PlatformEnv = z.infer<typeof schema>;
export type PlatformConfig = Omit<
  PlatformEnv,
  'COOKIE_SECRET' | 'CORS_ORIGIN' | 'WEBHOOK_ENCRYPTION_KEY' | 'PLATFORM_FEE_ADDRESS'
> & {
  COOKIE_SECRET: string;
  CORS_ORIGIN: string[];
  WEBHOOK_ENCRYPTION_KEY: string;
  PLATFORM_FEE_ADDRESS: string;
  /** Variables replaced by development defaults; empty in production. */
  defaulted: string[];
};

/** A setting that stops the start; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly variables: string[], message: string) {
    super(message);
  }
}

const PRODUCTION_REQUIRED = ['COOKIE_SECRET', 'CORS_ORIGIN', 'WEBHOOK_ENCRYPTION_KEY', 'PLATFORM_FEE_ADDRESS'] as const;

/** Parses the platform's environment; throws ConfigError naming every bad or missing variable. */
export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
    const variables = parsed.error.issues.map((i) => String(i.path[0]));
    throw new ConfigError(variables, `Invalid configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  const missing = PRODUCTION_REQUIRED.filter((k) => c[k] === undefined);
  if (c.NODE_ENV === 'production' && missing.length > 0) {
    throw new ConfigError(
      [...missing],
      `Invalid configuration: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required in production`,
    );
  }
  if ((c.CHAIN_RPC_USER === undefined) !== (c.CHAIN_RPC_PASS === undefined)) {
    throw new ConfigError(['CHAIN_RPC_USER', 'CHAIN_RPC_PASS'],
      'Invalid configuration: CHAIN_RPC_USER and CHAIN_RPC_PASS must be set together');
  }
  return {
    ...c,
    COOKIE_SECRET: c.COOKIE_SECRET ?? DEVELOPMENT_DEFAULTS.COOKIE_SECRET,
    CORS_ORIGIN: c.CORS_ORIGIN ?? DEVELOPMENT_DEFAULTS.CORS_ORIGIN.split(','),
    WEBHOOK_ENCRYPTION_KEY: c.WEBHOOK_ENCRYPTION_KEY ?? DEVELOPMENT_DEFAULTS.WEBHOOK_ENCRYPTION_KEY,
    PLATFORM_FEE_ADDRESS: c.PLATFORM_FEE_ADDRESS ?? DEVELOPMENT_DEFAULTS.PLATFORM_FEE_ADDRESS,
    defaulted: missing,
  };
}

/** The default RPC port of a chain: 18843 for VRSCTEST, 27486 for VRSC. */
export function chainRpcPort(config: Pick<PlatformConfig, 'CHAIN' | 'CHAIN_RPC_PORT'>): number {
  return config.CHAIN_RPC_PORT ?? (config.CHAIN === 'VRSC' ? 27486 : 18843);
}
