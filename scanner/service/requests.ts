/** The request bodies of every POST endpoint (spec/scanner.md, "Endpoints"), parsed at the edge. */
import { z } from 'zod';

const MAX_ID = 256;
const MAX_NAME = 4_096;

/** Text is taken as sent, empty included; the body limit bounds its size. */
const text = z.string({ error: 'must be a string' });
const sessionId = z.string({ error: 'must be a string' }).min(1, 'must not be empty').max(MAX_ID, `must be at most ${MAX_ID} characters`);

/** `sessionId` (optional) ties the message to a conversation for the multi-turn escalation model. */
export const scanRequest = z.object({ text, sessionId: sessionId.optional() });

export const fileMetaRequest = z.object({
  // Not trimmed or filtered: null bytes and Unicode tricks in names are what L6 looks for.
  filename: z.string({ error: 'must be a string' }).min(1, 'must not be empty').max(MAX_NAME),
  mimetype: z.string({ error: 'must be a string' }).max(255).optional(),
  size: z.number({ error: 'must be a number' }).int('must be a whole number').nonnegative('must not be negative').optional(),
  path: z.string({ error: 'must be a string' }).max(MAX_NAME).optional(),
});

export const fileContentRequest = z.object({
  filename: z.string({ error: 'must be a string' }).min(1, 'must not be empty').max(MAX_NAME),
  mimetype: z.string({ error: 'must be a string' }).max(255).optional(),
  content: text,
});

export const outputRequest = z.object({
  text,
  jobId: z.uuid({ error: 'must be a UUID' }),
  jobCategory: z.string({ error: 'must be a string' }).max(MAX_ID).optional(),
  whitelistedAddresses: z.array(z.string({ error: 'must be a string' }).min(1).max(MAX_ID), { error: 'must be an array of strings' })
    .max(1_000).optional(),
});

export const wrapRequest = z.object({ text, sessionId });

export const canaryCreateRequest = z.object({ sessionId });

export const canaryCheckRequest = z.object({ text });

export type ScanRequest = z.infer<typeof scanRequest>;
export type FileMetaRequest = z.infer<typeof fileMetaRequest>;
export type FileContentRequest = z.infer<typeof fileContentRequest>;
export type OutputRequest = z.infer<typeof outputRequest>;
export type WrapRequest = z.infer<typeof wrapRequest>;
