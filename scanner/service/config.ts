/**
 * The scanner program's configuration: one zod schema over the environment, read once at start.
 * The scanner is its own program (spec/scanner.md), so it does not share the platform's schema.
 *
 * SCANNER_API_KEY is required in production; in development a missing one is generated at start
 * and printed once, so `agentplatform scanner` works on a fresh machine.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { httpUrl } from '../../config/values.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const int = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max));

const fraction = z
  .string()
  .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/, 'must be a number from 0 to 1')
  .transform(Number);

const positive = z
  .string()
  .regex(/^\d+(?:\.\d+)?$/, 'must be a positive number')
  .transform(Number)
  .pipe(z.number().positive());

const bool = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' }))
  .transform((s) => ['true', '1', 'yes', 'on'].includes(s));


/** A base64 key of exactly 32 bytes (AES-256). */
export const base64Key256 = z
  .string()
  .refine((s) => /^[A-Za-z0-9+/]+={0,2}$/.test(s) && Buffer.from(s, 'base64').length === 32, 'must be a base64 256-bit key');

const apiKeys = z
  .string()
  .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean))
  .pipe(z.array(z.string().min(16, 'each key must be at least 16 characters')).min(1, 'must list at least one key'));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).default('info'),
  DATA_DIR: optional(z.string().min(1)).default('./data'),

  SCANNER_PORT: optional(int(0, 65535)).default(3100),
  SCANNER_HOST: optional(z.string().min(1)).default('127.0.0.1'),
  SCANNER_API_KEY: optional(apiKeys),
  SCANNER_ENCRYPTION_KEY: optional(base64Key256),
  SCANNER_SPOTLIGHT_KEY: optional(base64Key256),

  SCANNER_BLOCK_THRESHOLD: optional(fraction).default(0.7),
  SCANNER_SUSPICIOUS_THRESHOLD: optional(fraction).default(0.3),
  SCANNER_L2_ENABLED: optional(bool).default(true),
  SCANNER_L3_ENABLED: optional(bool).default(true),
  SCANNER_CLASSIFIER_URL: optional(httpUrl),
  SCANNER_CLASSIFIER_API_KEY: optional(z.string().min(1)),
  // Below the platform client's 200 ms default, so an L3 call cannot push a scan past it.
  SCANNER_CLASSIFIER_TIMEOUT_MS: optional(int(1, 60_000)).default(150),

  /** Another module with the engine's API (scanner/engine/mod.ts), e.g. a custom engine; the built-in one by default. */
  SCANNER_ENGINE_PATH: optional(z.string().min(1)),
  SCANNER_WORKERS: optional(int(1, 64)),
  SCANNER_CONCURRENCY_PER_WORKER: optional(int(1, 256)).default(2),
  SCANNER_MAX_QUEUE: optional(int(1, 1_000_000)).default(2_048),
  SCANNER_BATCH_SIZE: optional(int(1, 1_024)).default(32),
  SCANNER_TASK_TIMEOUT_MS: optional(int(10, 600_000)).default(10_000),
  SCANNER_BREAKER_FAILURES: optional(int(1, 1_000)).default(5),
  SCANNER_BREAKER_OPEN_MS: optional(int(100, 3_600_000)).default(30_000),
  SCANNER_BODY_LIMIT_BYTES: optional(int(1_024, 64 * 1024 * 1024)).default(2 * 1024 * 1024),
  SCANNER_RATE_LIMIT_FACTOR: optional(positive).default(1),
});

export type ScannerEnv = z.infer<typeof schema>;

export type ScannerConfig = Omit<ScannerEnv, 'SCANNER_API_KEY' | 'SCANNER_WORKERS'> & {
  SCANNER_API_KEY: string[];
  SCANNER_WORKERS: number;
  /** True when SCANNER_API_KEY was generated at start (development only). */
  generatedApiKey: boolean;
};

/** A setting that stops the start; the message names the variable. */
export class ScannerConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly variables: string[], message: string) {
    super(message);
  }
}

/** Parses the scanner's environment; throws ScannerConfigError naming every bad or missing variable. */
export function loadScannerConfig(env: NodeJS.ProcessEnv = process.env): ScannerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
    throw new ScannerConfigError(parsed.error.issues.map((i) => String(i.path[0])),
      `Invalid configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  if (c.SCANNER_SUSPICIOUS_THRESHOLD >= c.SCANNER_BLOCK_THRESHOLD) {
    throw new ScannerConfigError(['SCANNER_SUSPICIOUS_THRESHOLD', 'SCANNER_BLOCK_THRESHOLD'],
      'Invalid configuration: SCANNER_SUSPICIOUS_THRESHOLD must be below SCANNER_BLOCK_THRESHOLD');
  }
  if (c.NODE_ENV === 'production' && c.SCANNER_API_KEY === undefined) {
    throw new ScannerConfigError(['SCANNER_API_KEY'], 'Invalid configuration: SCANNER_API_KEY is required in production');
  }
  // The HTTP thread uses a fraction of a core (about a third at 6,000 scans/s), so on one or two cores
  // a worker per core soaks up what it leaves, and under other processes' load each thread is one more
  // share of the CPU; on larger machines the HTTP thread keeps a core of its own.
  const cores = availableParallelism();
  const workers = c.SCANNER_WORKERS ?? Math.max(Math.min(2, cores), cores - 1);
  return {
    ...c,
    SCANNER_API_KEY: c.SCANNER_API_KEY ?? [randomBytes(24).toString('base64url')],
    SCANNER_WORKERS: workers,
    generatedApiKey: c.SCANNER_API_KEY === undefined,
  };
}
