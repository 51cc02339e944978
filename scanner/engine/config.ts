/** Engine configuration schema and defaults (spec: block 0.7, suspicious 0.3, L2 on, L3 off without a key). */
import { z } from 'zod';
import type { EngineConfig } from './types.js';

export const EngineConfigSchema = z.object({
  blockThreshold: z.number().min(0).max(1).default(0.7),
  suspiciousThreshold: z.number().min(0).max(1).default(0.3),
  l2Enabled: z.boolean().default(true),
  l3: z.object({ url: z.string().url(), apiKey: z.string().min(1), timeoutMs: z.number().int().positive().default(150) }).nullable().default(null),
}).refine((c) => c.suspiciousThreshold <= c.blockThreshold, { message: 'suspiciousThreshold must not exceed blockThreshold' });

/** The spec's defaults. */
export const DEFAULT_ENGINE_CONFIG: EngineConfig = { blockThreshold: 0.7, suspiciousThreshold: 0.3, l2Enabled: true, l3: null };

/** Parses a partial configuration, filling the spec's defaults. */
export function engineConfig(input: unknown = {}): EngineConfig {
  return EngineConfigSchema.parse(input) as EngineConfig;
}
