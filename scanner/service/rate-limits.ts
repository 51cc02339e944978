/**
 * Per-key, per-endpoint-group request limits (spec/scanner.md, "Limits"), in memory: one scanner
 * process is one budget. `factor` scales every limit (load tests); the spec's figures are factor 1.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ScannerError } from './errors.js';

export const RATE_LIMITS = {
  scan: 1000, // /v1/scan, /v1/scan/output
  file: 200, // /v1/scan/file, /v1/scan/file/content
  wrap: 500, // /v1/wrap
  canary: 50, // /v1/canary/*
  stats: 60, // /v1/stats
} as const;

export type RateGroup = keyof typeof RATE_LIMITS;

export class RateLimits {
  private readonly limiters: Record<RateGroup, RateLimiterMemory>;

  constructor(factor = 1) {
    this.limiters = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([group, perMinute]) => [
        group,
        new RateLimiterMemory({ keyPrefix: group, points: Math.max(1, Math.round(perMinute * factor)), duration: 60 }),
      ]),
    ) as Record<RateGroup, RateLimiterMemory>;
  }

  /** Takes one request from the key's budget for the group; throws RATE_LIMITED with Retry-After. */
  async consume(group: RateGroup, keyId: string): Promise<void> {
    try {
      await this.limiters[group].consume(keyId, 1);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new ScannerError('RATE_LIMITED', `Too many requests; retry in ${seconds} s`, [], { 'Retry-After': String(seconds) });
    }
  }
}
