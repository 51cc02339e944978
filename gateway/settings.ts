/**
 * What the gateway needs to know, as its own type: the platform program's config satisfies it, and
 * tests and benchmarks can build one without the CLI. The gateway imports nothing from `bin/`.
 */
export interface GatewaySettings {
  NODE_ENV: 'development' | 'production' | 'test';
  CHAIN: 'VRSCTEST' | 'VRSC';
  COOKIE_SECRET: string;
  CORS_ORIGIN: string[];
  SESSION_IDLE_TIMEOUT_MS: number;
  LOGIN_CHALLENGE_TTL_MS: number;
  SIGNATURE_WINDOW_S: number;
  TRUST_PROXY: boolean;
  RATE_LIMIT_STORE: 'postgres' | 'memory';
  RATE_LIMIT_MAX?: number;
  ADMIN_IDENTITIES: string[];
  ADMIN_ALLOWED_IPS: string[];
  PRIVATE_KEY?: string;
  PLATFORM_IDENTITY: string;
  PUBLIC_URL?: string;
  /** The VDXF namespace root of on-chain profiles (`agentplatform`). */
  VDXF_NAMESPACE_ROOT: string;
  /** Address collecting platform fees. */
  PLATFORM_FEE_ADDRESS: string;
  /** How often the indexer polls the chain (and unconfirmed payments are looked at again). */
  POLL_INTERVAL_MS: number;
  /** Confirmations a payment needs; unset: 1 on VRSCTEST, 6 on VRSC. */
  PAYMENT_CONFIRMATIONS?: number;
  PLATFORM_FEE_RATE: number;
  /** The safety scanner (spec "Runtime configuration"): remote when URL and key are set, else the engine as a module. */
  SCANNER_API_URL?: string;
  SCANNER_API_KEY?: string;
  SCANNER_ENCRYPTION_KEY?: string;
  SCANNER_SCAN_PATH?: string;
  SCANNER_TIMEOUT_MS?: number;
  SCANNER_PATH?: string;
  REACTIVATION_FEE: number;
  /** The platform's display name (the review message's first line). */
  PLATFORM_NAME: string;
  /** AES-256-GCM key of webhook secrets at rest (64 hex). */
  WEBHOOK_ENCRYPTION_KEY: string;
  WEBHOOK_RETRY_BASE_MS: number;
  WEBHOOK_RETRY_MAX_MS: number;
  WEBHOOK_RETRY_WINDOW_MS: number;
  WEBHOOK_TIMEOUT_MS: number;
}
