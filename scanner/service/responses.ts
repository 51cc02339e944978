/**
 * The response bodies of the scanner (spec/scanner.md, "Resources and their fields"). The platform
 * client parses what a remote scanner answers with these, so a broken answer is a failure, not data.
 */
import { z } from 'zod';

export const inboundResult = z.object({
  score: z.number().min(0).max(1),
  safe: z.boolean(),
  classification: z.enum(['safe', 'suspicious', 'likely_injection']),
  flags: z.array(z.string()),
});

export const structuredFlag = z.object({
  type: z.string(),
  severity: z.string(),
  detail: z.string(),
  action: z.string(),
});

export const outputResult = z.object({
  safe: z.boolean(),
  score: z.number().min(0).max(1),
  classification: z.enum(['clean', 'suspicious_content', 'contains_pii']),
  flags: z.array(structuredFlag),
  scannedAt: z.number(),
});

export const fileMetaResult = z.object({
  safe: z.boolean(),
  score: z.number().min(0).max(1),
  flags: z.array(structuredFlag),
});

export const fileContentResult = inboundResult.extend({ fileFlags: z.array(structuredFlag) });

export const wrapResult = inboundResult.extend({ wrapped: z.string().optional() });

export const canaryCreateResult = z.object({ token: z.string() });

export const canaryCheckResult = z.object({
  found: z.boolean(),
  tokens: z.array(z.object({ token: z.string(), owner: z.string(), registeredAt: z.number() })),
});

export type InboundScan = z.infer<typeof inboundResult>;
export type StructuredFlagWire = z.infer<typeof structuredFlag>;
export type OutputScan = z.infer<typeof outputResult>;
export type FileMetaScan = z.infer<typeof fileMetaResult>;
export type FileContentScan = z.infer<typeof fileContentResult>;
export type WrapScan = z.infer<typeof wrapResult>;
export type CanaryCheck = z.infer<typeof canaryCheckResult>;
